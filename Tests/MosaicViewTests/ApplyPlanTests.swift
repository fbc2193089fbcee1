import Testing
import MosaicCore
import MosaicTesting
@testable import MosaicView

/// `ApplyPlan`: what an apply changes, decided before anything changes — through the diff, the
/// recorded edits of an edited copy, or a lent snapshot's recording — the old path of every new
/// item and the new model's sizes (a kept item keeps its size, a new one gets `sizeForNewItem`).
@Suite struct ApplyPlanTests {
    typealias Snap = SectionedSnapshot<Int, String>
    typealias Plan = ApplyPlan<Int, String>

    /// A flow whose item at (s, i) is (10 + i) × (20 + s) points wide and high: each kept size is recognisable.
    static func layout(_ snapshot: Snap) throws -> AnyLayout {
        AnyLayout(try FlowLayout(itemCounts: snapshot.itemCounts,
                                 itemSizing: .perItem { Size(width: Double(10 + $0.item), height: Double(20 + $0.section)) },
                                 minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: Size(width: 500, height: 600)))
    }

    static let newSize = Size(width: 77, height: 77)

    @Test func theDiffAndTheRecordedEditsPlanTheSameOldPathsAndSizes() throws {
        for seed in UInt64(31_000)..<31_060 {
            var rng = SplitMix64(seed: seed)
            var old = try Snap(sections: [(0, (0..<12).map { "a\($0)" }), (1, (0..<7).map { "b\($0)" })])
            old.recordEdits()
            let layout = try Self.layout(old)
            var edited = old
            for step in 0..<(1 + rng.next(below: 5)) {
                let counts = edited.itemCounts
                let s = rng.next(below: 2)
                switch rng.next(below: 3) {
                case 0 where counts[s] > 0: try edited.delete(at: ItemPath(s, rng.next(below: counts[s])))
                case 1 where counts[s] > 0:
                    try edited.move(from: ItemPath(s, rng.next(below: counts[s])), to: ItemPath(1 - s, rng.next(below: counts[1 - s] + 1)))
                default: try edited.insert("n\(step)", at: ItemPath(s, rng.next(below: counts[s] + 1)))
                }
            }
            let unrecorded = try Snap(sections: edited.sections)
            let recorded = Plan(applying: edited, over: old, oldLayout: layout, presentedPath: nil, animating: [],
                                sizeForNewItem: { _ in Self.newSize })
            let diffed = Plan(applying: unrecorded, over: old, oldLayout: layout, presentedPath: nil, animating: [],
                              sizeForNewItem: { _ in Self.newSize })
            #expect(recorded.paths.recorded != nil && diffed.paths.recorded == nil, "seed \(seed): one plan from the edits, one from the diff")
            for (s, section) in edited.sections.enumerated() {
                for (i, item) in section.1.enumerated() {
                    let path = ItemPath(s, i)
                    let was = recorded.paths.oldPath(ofNewItemAt: path)
                    #expect(was == diffed.paths.oldPath(ofNewItemAt: path), "seed \(seed): old path of \(item)")
                    #expect(was.flatMap { old[$0] } == (old.contains(item) ? item : nil), "seed \(seed): \(item) was at \(String(describing: was))")
                    let size = item.hasPrefix("n") ? Self.newSize : layout.itemSize(at: was!)
                    #expect(recorded.sizes?[s][i] == size && diffed.sizes?[s][i] == size, "seed \(seed): size of \(item)")
                }
            }
            #expect(recorded.changes.deletions.count == diffed.changes.deletions.count, "seed \(seed)")
            #expect(recorded.changes.insertions.count == diffed.changes.insertions.count, "seed \(seed)")
        }
    }

    @Test func aUniformFlowPlansNoSizesAndTheLiftedBlockIsReadWhereTheLayoutPresentsIt() throws {
        let old = try Snap(sections: [(0, ["a", "b", "c"])])
        let uniform = AnyLayout(try FlowLayout(itemCounts: [3], itemSizing: .uniform(Size(width: 100, height: 100)),
                                               minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                               containerSize: Size(width: 500, height: 600)))
        let new = try Snap(sections: [(0, ["c", "a", "d"])])
        #expect(Plan(applying: new, over: old, oldLayout: uniform, presentedPath: nil, animating: [],
                     sizeForNewItem: { _ in Self.newSize }).sizes == nil)
        // The layout presents the item at model path 0.0 at 0.2 (a lifted block at its target), and so on.
        let rotated = Plan(applying: new, over: old, oldLayout: try Self.layout(old),
                           presentedPath: { ItemPath(0, ($0.item + 2) % 3) }, animating: [], sizeForNewItem: { _ in Self.newSize })
        #expect(rotated.sizes == [[Size(width: 11, height: 20), Size(width: 12, height: 20), Self.newSize]])
    }

    @Test func animatingItemsThatLeaveKeepTheirOldPaths() throws {
        let old = try Snap(sections: [(0, ["a", "b", "c", "d"])])
        let new = try Snap(sections: [(0, ["a", "d"])])
        let plan = Plan(applying: new, over: old, oldLayout: try Self.layout(old), presentedPath: nil,
                        animating: ["b", "d", "zz"], sizeForNewItem: { _ in Self.newSize })
        #expect(plan.paths.extraOldPaths == ["b": ItemPath(0, 1)], "kept and unknown items are not ghosts")
        #expect(plan.changes.deletions == [ItemPath(0, 1), ItemPath(0, 2)])
    }

    @Test func aLentSnapshotFindsTheAnimatingItemsItsEditRemovedInItsOwnRecording() throws {
        var held = try Snap(sections: [(0, ["a", "b", "c", "d"]), (1, ["e"])])
        held.recordEdits()
        let layout = try Self.layout(held)
        var lent = held.lendItems()
        try lent.delete(at: ItemPath(0, 2))
        try lent.insert("n", at: ItemPath(1, 0))
        #expect(lent.endLending() == nil)
        let update = try #require(lent.recordedUpdate(from: held))
        let plan = Plan(lent: lent, update: update, hollow: held, oldLayout: layout, animating: ["c", "a"],
                        sizeForNewItem: { _ in Self.newSize })
        #expect(plan.paths.extraOldPaths == ["c": ItemPath(0, 2)])
        #expect(plan.sizes == [[Size(width: 10, height: 20), Size(width: 11, height: 20), Size(width: 13, height: 20)],
                               [Self.newSize, Size(width: 10, height: 21)]])
        #expect(plan.changes.deletions == [ItemPath(0, 2)] && plan.changes.insertions.map(\.path) == [ItemPath(1, 0)])
    }

    @Test func theGhostsAreTheLeavingItemsPresentedOnScreenAtTheFramesTheyArePresentedAt() throws {
        let old = try Snap(sections: [(0, (0..<20).map { "a\($0)" })])
        let state = CollectionState(snapshot: old, layout: try Self.layout(old), mode: .browse)
        let new = try Snap(sections: [(0, ["a0", "a2"] + (4..<20).map { "a\($0)" })])   // a1 and a3 leave
        let moving = Rect(x: 300, y: 300, width: 5, height: 5)
        let ghosts = state.fadingGhosts(leaving: new, animating: ["a3": ItemPath(0, 3), "a0": ItemPath(0, 0)],
                                        displayRect: Rect(x: 0, y: 0, width: 500, height: 600), contentOffset: .zero,
                                        presentedFrame: { $0 == "a3" ? moving : nil })
        #expect(ghosts == [FadingGhosts<String>.Ghost(item: "a1", path: ItemPath(0, 1), frame: try #require(state.layout.attributesForItem(at: ItemPath(0, 1))?.frame)),
                           FadingGhosts<String>.Ghost(item: "a3", path: ItemPath(0, 3), frame: moving)])
        let offscreen = state.fadingGhosts(leaving: new, animating: [:], displayRect: Rect(x: 0, y: 5_000, width: 500, height: 600),
                                           contentOffset: .zero, presentedFrame: { _ in nil })
        #expect(offscreen.isEmpty, "nothing presented there: nothing fades")
    }
}
