import Testing
@testable import MosaicCore

/// Right to left: Mosaic's layouts are their left-to-right selves mirrored across the content's
/// width. (Their queries agreeing with the mirrored frames, and incremental edits ending where a
/// fresh right-to-left layout is, run in both directions in `LayoutInvariantTests` and
/// `LayoutInvariantEditTests`.)
@Suite struct LayoutDirectionTests {
    @Test func localeNamesGiveTheirScriptsDirection() {
        for name in ["he_IL.UTF-8", "ar_EG.UTF-8", "fa-IR", "ur@latin", "HE", "iw_IL", "yi", "ckb_IQ"] {
            #expect(LayoutDirection(localeIdentifier: name) == .rightToLeft, "\(name)")
        }
        for name in ["en_US.UTF-8", "de_DE", "C", "POSIX", "", "C.UTF-8", "hr_HR", "arn_CL"] {
            #expect(LayoutDirection(localeIdentifier: name) == .leftToRight, "\(name)")
        }
    }

    @Test func environmentFollowsPOSIXPrecedence() {
        func direction(_ env: [String: String]) -> LayoutDirection { LayoutDirection(environment: { env[$0] }) }
        #expect(direction(["LANG": "he_IL.UTF-8"]) == .rightToLeft)
        #expect(direction(["LANG": "he_IL.UTF-8", "LC_ALL": "en_US.UTF-8"]) == .leftToRight)
        #expect(direction(["LANG": "en_US.UTF-8", "LC_MESSAGES": "ar_EG.UTF-8"]) == .rightToLeft)
        #expect(direction(["LC_ALL": "", "LANG": "ar_EG.UTF-8"]) == .rightToLeft)
        #expect(direction([:]) == .leftToRight)
        #expect(LayoutDirection.rightToLeft.flipped == .leftToRight)
    }

    @Test func mirrorIsItsOwnInverse() {
        let mirror = LayoutMirror(width: 300)
        let r = Rect(x: 10, y: 5, width: 40, height: 20)
        #expect(mirror.rect(r) == Rect(x: 250, y: 5, width: 40, height: 20))
        #expect(mirror.rect(mirror.rect(r)) == r)
        #expect(mirror.point(Point(x: 10, y: 7)) == Point(x: 290, y: 7))
        #expect(LayoutMirror(direction: .leftToRight, width: 300) == nil)
    }

    /// The first row of a vertical flow fills from the right inset; the waterfall's first
    /// column is the rightmost.
    @Test func flowFillsFromTheRightAndWaterfallStartsAtTheRight() throws {
        var flow = try FlowLayout(itemCounts: [5], itemSizing: .uniform(Size(width: 80, height: 50)),
                                  minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                  sectionInset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 5),
                                  containerSize: Size(width: 300, height: 400))
        flow.setLayoutDirection(.rightToLeft)
        #expect(flow.attributesForItem(at: ItemPath(0, 0))?.frame == Rect(x: 200, y: 0, width: 80, height: 50))
        #expect(flow.attributesForItem(at: ItemPath(0, 1))?.frame == Rect(x: 110, y: 0, width: 80, height: 50))
        #expect(flow.attributesForItem(at: ItemPath(0, 3))?.frame == Rect(x: 200, y: 60, width: 80, height: 50))
        #expect(flow.itemPath(at: Point(x: 279.5, y: 1)) == ItemPath(0, 0))
        #expect(flow.itemPath(at: Point(x: 280, y: 1)) == nil)        // the right edge is outside
        #expect(flow.itemPath(at: Point(x: 200, y: 1)) == ItemPath(0, 0))
        #expect(flow.insertionSlot(nearest: Point(x: 270, y: 10)) == ItemPath(0, 0))  // right half leads
        #expect(flow.insertionSlot(nearest: Point(x: 210, y: 10)) == ItemPath(0, 1))
        #expect(flow.insertionSlot(nearest: Point(x: 195, y: 10)) == ItemPath(0, 1))  // the gap to item 1

        var waterfall = try WaterfallLayout(itemHeights: [[100, 50, 60]], columnCount: 3, spacing: 10,
                                            containerSize: Size(width: 320, height: 400))
        waterfall.setLayoutDirection(.rightToLeft)
        #expect(waterfall.attributesForItem(at: ItemPath(0, 0))?.frame == Rect(x: 220, y: 0, width: 100, height: 100))
        #expect(waterfall.attributesForItem(at: ItemPath(0, 2))?.frame == Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(waterfall.column(ofItemAt: ItemPath(0, 0)) == 0)
        #expect(waterfall.itemPath(at: Point(x: 300, y: 90)) == ItemPath(0, 0))
        #expect(waterfall.insertionSlot(nearest: Point(x: 170, y: 45)) == ItemPath(0, 2))  // under item 1
    }

    @Test func rightToLeftFramesAreTheMirroredLeftToRightFrames() throws {
        for seed in UInt64(8_001)...8_100 {
            var rng = LayoutInvariantRNG(seed: seed)
            let ltr = try FlowCase.random(&rng).make()
            var rtl = ltr
            rtl.setLayoutDirection(.rightToLeft)
            let mirror = LayoutMirror(width: ltr.contentSize.width)
            #expect(rtl.contentSize == ltr.contentSize, "seed \(seed)")
            let expected = LayoutInvariants.allElements(ltr).map(mirror.attributes)
            #expect(LayoutInvariants.allElements(rtl) == expected, "seed \(seed)")
            rtl.setLayoutDirection(.leftToRight)
            #expect(LayoutInvariants.allElements(rtl) == LayoutInvariants.allElements(ltr), "seed \(seed)")
        }
    }

    /// A plain layout that does not implement right to left stays left to right and says so;
    /// the managed wrapper forwards the direction to one that does.
    @Test func customLayoutsKeepTheirOwnDirection() throws {
        struct Plain: CollectionLayout {
            var counts: [Int] = []
            mutating func prepare(_ context: LayoutContext) { counts = context.itemCounts }
            var contentSize: Size { Size(width: 100, height: 10 * Double(counts.reduce(0, +))) }
            func attributesForItem(at path: ItemPath) -> LayoutAttributes? {
                LayoutAttributes(path: path, frame: Rect(x: 0, y: 10 * Double(path.item), width: 40, height: 10))
            }
            func attributes(in rect: Rect) -> [LayoutAttributes] { [] }
        }
        let context = LayoutContext(containerSize: Size(width: 100, height: 100), itemSizes: [[.zero, .zero]])
        var plain = ManagedLayout(Plain(), context: context)
        plain.setLayoutDirection(.rightToLeft)
        #expect(plain.layoutDirection == .leftToRight)
        var flow = ManagedLayout(try FlowLayout(itemCounts: [2], itemSizing: .uniform(Size(width: 40, height: 10)),
                                                containerSize: Size(width: 100, height: 100)), context: context)
        flow.setLayoutDirection(.rightToLeft)
        #expect(flow.layoutDirection == .rightToLeft)
        #expect(flow.attributesForItem(at: ItemPath(0, 0))?.frame.minX == 60)
    }
}
