import Testing
import MosaicCore
import MosaicTesting
@testable import MosaicView

/// The old paths of the animating items an apply leaves out (for their fading ghosts), looked
/// up among the changeset's deletions, equal those one scan of the whole old snapshot finds —
/// on seeded random snapshots of several sections, with items deleted, moved, kept and new,
/// sections deleted too, through the diff and through recorded edits (seed printed on failure).
@Suite struct ApplyPathsTests {
    @Test func extrasFoundAmongTheDeletionsEqualAFullScan() throws {
        for seed in UInt64(27_000)..<27_200 {
            var rng = SplitMix64(seed: seed)
            let sectionCount = 1 + rng.next(below: 4)
            var next = 0
            var sections: [(Int, [Int])] = []
            for s in 0..<sectionCount {
                let count = rng.next(below: 40)
                sections.append((s, Array(next..<(next + count))))
                next += count
            }
            let old = try SectionedSnapshot<Int, Int>(sections: sections)
            // The new state: a few items deleted, some moved, a few new, maybe a section gone.
            var newSections = sections
            if sectionCount > 1, rng.next(below: 3) == 0 { newSections.remove(at: rng.next(below: newSections.count)) }
            for s in newSections.indices {
                newSections[s].1 = newSections[s].1.filter { _ in rng.next(below: 4) != 0 }
                if rng.next(below: 2) == 0 { newSections[s].1.shuffle(using: &rng) }
                newSections[s].1 += (0..<rng.next(below: 5)).map { next + $0 + 1_000 * (s + 1) }
            }
            let new = try SectionedSnapshot<Int, Int>(sections: newSections)
            let extra = (0..<rng.next(below: 30)).map { _ in rng.next(below: next + 10) }
            let diff = new.difference(from: old, recordingOldPaths: true)
            let scanned = ApplyPaths(oldPaths: diff.oldPaths, old: old, new: new, extra: extra)
            let looked = ApplyPaths(oldPaths: diff.oldPaths, old: old, new: new, extra: extra, deletions: diff.changes.deletions)
            #expect(looked.extraOldPaths == scanned.extraOldPaths, "seed \(seed): \(looked.extraOldPaths) vs \(scanned.extraOldPaths)")
            for (item, path) in scanned.extraOldPaths {
                #expect(old[path] == item && !new.contains(item), "seed \(seed): \(item) at \(path)")
            }
            // An edited copy of a recording snapshot: the recorded deletions give the same.
            var base = old
            base.recordEdits()
            var copy = base
            for s in 0..<copy.numberOfSections where copy.items(inSection: s).count > 2 {
                try copy.delete(at: [ItemPath(s, 0), ItemPath(s, copy.items(inSection: s).count - 1)])
            }
            if let update = copy.recordedUpdate(from: base) {
                let recorded = ApplyPaths(recorded: update, old: base, new: copy, extra: extra)
                let full = ApplyPaths(oldPaths: [], old: base, new: copy, extra: extra)
                #expect(recorded.extraOldPaths == full.extraOldPaths, "seed \(seed): recorded \(recorded.extraOldPaths) vs \(full.extraOldPaths)")
            } else {
                Issue.record("seed \(seed): an edited copy of a recording snapshot must give a recorded update")
            }
        }
    }
}
