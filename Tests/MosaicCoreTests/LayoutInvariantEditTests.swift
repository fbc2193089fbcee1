import Testing
@testable import MosaicCore

/// Round trips: an edited layout equals a fresh layout built from the edited sizes, each edit
/// places items only from its first changed index, and invalid edits change nothing.
@Suite struct LayoutInvariantEditTests {
    enum Edit: CustomStringConvertible {
        case move(ItemPath, ItemPath)
        case exchange(ItemPath, ItemPath)
        case delete([ItemPath])
        case insert(ItemPath, Size)
        case invalidate(ItemPath)

        var description: String {
            switch self {
            case let .move(a, b): return "move \(a) → \(b)"
            case let .exchange(a, b): return "exchange \(a) ↔ \(b)"
            case let .delete(paths): return "delete \(paths)"
            case let .insert(path, size): return "insert \(path) \(size)"
            case let .invalidate(path): return "invalidate from \(path)"
            }
        }

        /// Per touched section, the first index placed again (for invalidation: its section;
        /// later sections are counted separately).
        var changes: [Int: Int] {
            switch self {
            case let .move(a, b): return a.section == b.section ? [a.section: min(a.item, b.item)] : [a.section: a.item, b.section: b.item]
            case let .exchange(a, b): return a.section == b.section ? [a.section: min(a.item, b.item)] : [a.section: a.item, b.section: b.item]
            case let .delete(paths): return Dictionary(paths.map { ($0.section, $0.item) }, uniquingKeysWith: min)
            case let .insert(path, _): return [path.section: path.item]
            case let .invalidate(path): return [path.section: path.item]
            }
        }
    }

    static func randomPath(_ rng: inout LayoutInvariantRNG, counts: [Int], end: Bool) -> ItemPath? {
        let sections = counts.indices.filter { end || counts[$0] > 0 }
        guard !sections.isEmpty else { return nil }
        let section = sections[rng.int(0...sections.count - 1)]
        return ItemPath(section, rng.int(0...max(0, counts[section] - (end ? 0 : 1))))
    }

    static func randomEdit(_ rng: inout LayoutInvariantRNG, counts: [Int], newSize: Size) -> Edit? {
        let kind = rng.int(0...4)
        if kind == 3 || counts.allSatisfy({ $0 == 0 }) {
            return randomPath(&rng, counts: counts, end: true).map { .insert($0, newSize) }
        }
        guard let a = randomPath(&rng, counts: counts, end: false) else { return nil }
        switch kind {
        case 0:
            var after = counts
            after[a.section] -= 1
            return randomPath(&rng, counts: after, end: true).map { .move(a, $0) }
        case 1:
            return randomPath(&rng, counts: counts, end: false).map { .exchange(a, $0) }
        case 2:
            var paths: Set<ItemPath> = [a]
            for _ in 0..<rng.int(0...3) {
                if let path = randomPath(&rng, counts: counts, end: false) { paths.insert(path) }
            }
            return .delete(paths.sorted())
        default:
            return .invalidate(a)
        }
    }

    static func apply<Element>(_ edit: Edit, to model: inout [[Element]], inserted: Element) {
        switch edit {
        case let .move(a, b): model[b.section].insert(model[a.section].remove(at: a.item), at: b.item)
        case let .exchange(a, b):
            let first = model[a.section][a.item]
            model[a.section][a.item] = model[b.section][b.item]
            model[b.section][b.item] = first
        case let .delete(paths):
            for path in paths.sorted(by: >) { model[path.section].remove(at: path.item) }
        case let .insert(path, _): model[path.section].insert(inserted, at: path.item)
        case .invalidate: break
        }
    }

    static func perform<L: IncrementalCollectionLayout>(_ edit: Edit, on layout: inout L) throws {
        switch edit {
        case let .move(a, b): try layout.moveItem(from: a, to: b)
        case let .exchange(a, b): try layout.exchangeItem(at: a, with: b)
        case let .delete(paths): try layout.deleteItems(at: paths)
        case let .insert(path, size): try layout.insertItem(at: path, size: size)
        case let .invalidate(path): layout.invalidate(from: path)
        }
    }

    /// Items placed again by `edit`, given the counts after it.
    static func expectedPlacements(_ edit: Edit, countsAfter: [Int]) -> Int {
        var total = 0
        for (section, first) in edit.changes { total += max(0, countsAfter[section] - first) }
        if case let .invalidate(path) = edit { total += countsAfter[(path.section + 1)...].reduce(0, +) }
        if case let .exchange(a, b) = edit, a == b { return 0 }
        return total
    }

    /// Edits that must throw: out-of-range paths and duplicate deletions.
    static func invalidEdit(_ rng: inout LayoutInvariantRNG, counts: [Int]) -> Edit {
        let section = rng.int(0...counts.count - 1)
        switch rng.int(0...3) {
        case 0: return .move(ItemPath(section, counts[section]), ItemPath(0, 0))
        case 1: return .exchange(ItemPath(counts.count, 0), ItemPath(0, 0))
        case 2: return .insert(ItemPath(section, counts[section] + 1), Size(width: 1, height: 1))
        default:
            guard counts[section] > 0 else { return .delete([ItemPath(section, -1)]) }
            return .delete([ItemPath(section, 0), ItemPath(section, 0)])
        }
    }

    /// Runs random edits on `layout`, comparing after each with `rebuild(model)`.
    static func roundTrip<L: IncrementalCollectionLayout, Element>(
        _ layout: inout L, model: inout [[Element]], seed: UInt64, rng: inout LayoutInvariantRNG,
        placements: (L) -> Int?, newElement: (inout LayoutInvariantRNG) -> (Element, Size),
        keepsEarlierFrames: Bool = true, rebuild: ([[Element]]) throws -> L
    ) throws {
        for _ in 0..<6 {
            let before = LayoutInvariants.snapshot(layout)
            let bad = invalidEdit(&rng, counts: layout.itemCounts)
            #expect(throws: MosaicError.self, "seed \(seed): \(bad)") { try perform(bad, on: &layout) }
            let unchanged = LayoutInvariants.difference(LayoutInvariants.snapshot(layout), before)
            #expect(unchanged == nil, "seed \(seed): \(bad) changed the layout")

            let (element, size) = newElement(&rng)
            guard let edit = randomEdit(&rng, counts: layout.itemCounts, newSize: size) else { continue }
            let placedBefore = placements(layout) ?? 0
            try perform(edit, on: &layout)
            apply(edit, to: &model, inserted: element)
            let expected = try rebuild(model)
            let difference = LayoutInvariants.difference(LayoutInvariants.snapshot(layout), LayoutInvariants.snapshot(expected))
            #expect(difference == nil, "seed \(seed): \(edit)")
            if let placedAfter = placements(layout) {
                let placed = placedAfter - placedBefore
                #expect(placed == expectedPlacements(edit, countsAfter: layout.itemCounts), "seed \(seed): \(edit) placed \(placed)")
            }
            // Items before the change keep their frames in the earliest touched section (later
            // sections may shift as a whole when an earlier one changes height).
            if keepsEarlierFrames, let section = edit.changes.keys.min(), let first = edit.changes[section] {
                for item in 0..<min(first, before.itemCounts[section], layout.itemCounts[section]) {
                    let path = ItemPath(section, item)
                    let old = before.elements.first { $0.kind == .cell && $0.path == path }
                    #expect(layout.attributesForItem(at: path) == old, "seed \(seed): \(edit) moved earlier item \(path)")
                }
            }
        }
    }

    /// Both directions: right to left the line tables and partial relayout are the same and
    /// only the presentation is mirrored. Earlier items keep their frames, except right to left
    /// in a horizontally scrolling flow, whose content grows leftward: every column moves when
    /// the content's width changes.
    @Test(arguments: LayoutDirection.allCases)
    func flowEditsMatchAFreshLayout(_ layoutDirection: LayoutDirection) throws {
        for seed in UInt64(5_001)...5_200 {
            var rng = LayoutInvariantRNG(seed: seed)
            var config = FlowCase.random(&rng, maxItems: 25)
            config.layoutDirection = layoutDirection
            var layout = try config.make()
            var model = config.sizes
            let uniform = config.uniform
            try Self.roundTrip(
                &layout, model: &model, seed: seed, rng: &rng, placements: { uniform == nil ? $0.placementsPerformed : nil },
                newElement: { rng in
                    let size = Size(width: rng.quarter(1...80), height: rng.quarter(1...80))
                    return (uniform ?? size, size)
                },
                keepsEarlierFrames: layoutDirection == .leftToRight || config.direction == .vertical,
                rebuild: { sizes in
                    config.sizes = sizes
                    return try config.make()
                })
        }
    }

    @Test(arguments: LayoutDirection.allCases)
    func waterfallEditsMatchAFreshLayout(_ layoutDirection: LayoutDirection) throws {
        for seed in UInt64(6_001)...6_200 {
            var rng = LayoutInvariantRNG(seed: seed)
            var config = WaterfallCase.random(&rng, maxItems: 40)
            config.layoutDirection = layoutDirection
            var layout = try config.make()
            var model = config.heights
            try Self.roundTrip(
                &layout, model: &model, seed: seed, rng: &rng, placements: { $0.placementsPerformed },
                newElement: { rng in
                    let height = rng.quarter(0...120)
                    return (height, Size(width: 1, height: height))
                },
                rebuild: { heights in
                    config.heights = heights
                    return try config.make()
                })
        }
    }

    @Test func reloadReplacesEverything() throws {
        for seed in UInt64(7_001)...7_050 {
            var rng = LayoutInvariantRNG(seed: seed)
            var flow = try FlowCase.random(&rng).make()
            var other = FlowCase.random(&rng)
            other.direction = flow.scrollDirection
            other.uniform = flow.uniformItemSize
            let uniform = other.uniform
            other.sizes = other.sizes.map { $0.map { uniform ?? $0 } }
            flow.reload(sizes: other.sizes)
            #expect(flow.itemCounts == other.sizes.map(\.count), "seed \(seed)")

            var waterfall = try WaterfallCase.random(&rng).make()
            let heights = WaterfallCase.random(&rng).heights
            waterfall.reload(sizes: heights.map { $0.map { Size(width: 0, height: $0) } })
            #expect(waterfall.itemCounts == heights.map(\.count), "seed \(seed)")
            #expect((0..<heights.count).allSatisfy { section in
                heights[section].indices.allSatisfy { waterfall.itemSize(at: ItemPath(section, $0))?.height == heights[section][$0] }
            }, "seed \(seed)")
        }
    }
}
