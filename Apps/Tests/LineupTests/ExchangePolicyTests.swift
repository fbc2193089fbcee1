import LineupKit
import MosaicCore
import Testing

@Suite struct ExchangePolicyTests {
    let lineup = SampleTeam.lineups(team: SampleTeam.team())[0]

    @Test func lockedRefusesEveryCatchAndMove() {
        var locked = lineup
        locked.locked = true
        #expect(ExchangePolicy.refusalToBegin(lineup, at: ItemPath(0, 1)) == nil)
        #expect(ExchangePolicy.refusalToBegin(locked, at: ItemPath(0, 1)) == .locked)
        #expect(ExchangePolicy.refusalToBegin(locked, at: ItemPath(1, 0)) == .locked)
        #expect(ExchangePolicy.refusalToMove(locked, at: ItemPath(1, 0)) == .locked)
    }

    @Test func injuredSeatCannotBeDisplaced() {
        // 7R (index 14) is Cleo Adams, injured.
        #expect(ExchangePolicy.refusalToDisplace(lineup, item: ItemPath(0, 14), dragged: ItemPath(0, 13)) == .injured("Cleo Adams", .row(7, .right)))
        #expect(ExchangePolicy.refusalToDisplace(lineup, item: ItemPath(0, 14), dragged: ItemPath(1, 0)) == .injured("Cleo Adams", .row(7, .right)))
        // The injured paddler may still be dragged onto someone else.
        #expect(ExchangePolicy.refusalToDisplace(lineup, item: ItemPath(0, 13), dragged: ItemPath(0, 14)) == nil)
    }

    @Test func drummerAndSteererSeatsNeedTheRole() {
        // Dragging Sam (1L, paddler only) onto the drummer seat: Sam would drum.
        #expect(ExchangePolicy.refusalToDisplace(lineup, item: ItemPath(0, 0), dragged: ItemPath(0, 1)) == .role("Sam Okafor", [.paddler], .drummer))
        // Dragging the drummer onto a row: Mia (drummer only) cannot paddle a row.
        #expect(ExchangePolicy.refusalToDisplace(lineup, item: ItemPath(0, 1), dragged: ItemPath(0, 0)) == .role("Mia Chen", [.drummer], .row(1, .left)))
        // The spare drummer on the bench (Ada Fox) may take the drummer seat, and Mia the bench.
        #expect(ExchangePolicy.refusalToDisplace(lineup, item: ItemPath(0, 0), dragged: ItemPath(1, 0)) == nil)
        #expect(ExchangePolicy.refusalToDisplace(lineup, item: ItemPath(1, 0), dragged: ItemPath(0, 0)) == nil)
        // The steerer seat: Ben Cruz (steerer) yes, Lily Shaw no.
        #expect(ExchangePolicy.refusalToDisplace(lineup, item: ItemPath(0, 21), dragged: ItemPath(1, 1)) == nil)
        #expect(ExchangePolicy.refusalToDisplace(lineup, item: ItemPath(0, 21), dragged: ItemPath(1, 2)) == .role("Lily Shaw", [.paddler], .steerer))
        // Rows and the bench take any paddler.
        #expect(ExchangePolicy.refusalToDisplace(lineup, item: ItemPath(0, 20), dragged: ItemPath(0, 1)) == nil)
        #expect(ExchangePolicy.refusalToDisplace(lineup, item: ItemPath(1, 3), dragged: ItemPath(0, 5)) == nil)
    }

    @Test func catchRectIsTheGripOnTheLeftEdge() {
        let r = ExchangePolicy.catchRect(cellFrame: Rect(x: 300, y: 200, width: 230, height: 44))
        #expect(r == Rect(x: 0, y: 0, width: ExchangePolicy.gripWidth, height: 44))
    }

    @Test func moveModeReordersTheBenchOnly() {
        #expect(ExchangePolicy.refusalToMove(lineup, at: ItemPath(0, 3)) == .boatInMoveMode)
        #expect(ExchangePolicy.refusalToMove(lineup, at: ItemPath(1, 3)) == nil)
        #expect(ExchangePolicy.target(from: ItemPath(1, 0), proposed: ItemPath(1, 2)) == ItemPath(1, 2))
        #expect(ExchangePolicy.target(from: ItemPath(1, 0), proposed: ItemPath(0, 2)) == nil)
    }

    @Test func layoutPlacesTheBoatAndTheBench() {
        var layout = BoatLayout()
        layout.prepare(LayoutContext(containerSize: Size(width: 1280, height: 748),
                                     itemSizes: [Array(repeating: BoatLayout.cellSize, count: 22), Array(repeating: BoatLayout.cellSize, count: 4)]))
        let drummer = layout.attributesForItem(at: ItemPath(0, 0))!.frame
        let l1 = layout.attributesForItem(at: ItemPath(0, 1))!.frame, r1 = layout.attributesForItem(at: ItemPath(0, 2))!.frame
        let steerer = layout.attributesForItem(at: ItemPath(0, 21))!.frame
        #expect(l1.minY == r1.minY && l1.maxX < r1.minX)
        #expect(drummer.maxY < l1.minY && abs(drummer.midX - (l1.minX + r1.maxX) / 2) < 1e-9)
        #expect(steerer.minY > layout.attributesForItem(at: ItemPath(0, 20))!.frame.maxY && steerer.midX == drummer.midX)
        let bench = layout.attributesForItem(at: ItemPath(1, 0))!.frame
        #expect(bench.minX > r1.maxX && bench.minY == l1.minY - (l1.minY - drummer.minY))
        #expect(layout.itemPath(at: Point(x: r1.midX, y: r1.midY)) == ItemPath(0, 2))
        #expect(layout.attributesForSupplementary(.header, inSection: 0)!.frame.maxY < drummer.minY)
        #expect(layout.contentSize.height <= 748)
    }
}
