import Testing
import MosaicCore
@testable import MosaicView

/// Who ends a view's drag (``CrossViewLink/groupEnd``): the group while the view hosts a
/// block or its exchange is over another view, else the view itself.
@Suite struct CrossViewLinkEndingTests {
    @Test func theGroupEndsAHostedDragOrAnExchangeAwayAndNothingElse() {
        var link = CrossViewLink<String>()
        var told: [Bool] = []
        link.end = { told.append($0) }
        #expect(link.groupEnd == nil, "neither hosting nor away: the view ends its drag")
        link.departed = (["A"], [ItemPath(0, 0)])
        #expect(link.groupEnd == nil, "lending alone: the view showing the block ends it")
        link.hosted = ["X"]
        link.groupEnd?(true)
        link.hosted = nil
        link.exchangeAway = true
        link.groupEnd?(false)
        #expect(told == [true, false])
        link.end = nil
        #expect(link.groupEnd == nil, "no group to tell")
    }
}
