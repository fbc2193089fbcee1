import Testing
import MosaicTesting
@testable import MosaicCore

/// SplitMix64 (MosaicCore's), so every random case is reproducible from its seed.
struct LayoutInvariantRNG {
    private var base: SplitMix64

    init(seed: UInt64) { base = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { base.next() }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// A multiple of 0.25 in `range` (dyadic values keep the layout arithmetic exact, so
    /// frames that touch never overlap by a rounding error).
    mutating func quarter(_ range: ClosedRange<Double>) -> Double {
        let steps = Int(((range.upperBound - range.lowerBound) * 4).rounded(.down))
        return range.lowerBound + Double(int(0...steps)) / 4
    }

    /// An arbitrary double in `range`.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
    }

    mutating func chance(_ probability: Double) -> Bool { double(0...1) < probability }
}

/// Brute-force views of any layout, and the query invariants every layout must satisfy.
enum LayoutInvariants {
    /// Every element: per section its header, its cells, its footer.
    static func allElements<L: IncrementalCollectionLayout>(_ layout: L) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (section, count) in layout.itemCounts.enumerated() {
            if let header = layout.attributesForSupplementary(.header, inSection: section) { result.append(header) }
            for item in 0..<count {
                if let cell = layout.attributesForItem(at: ItemPath(section, item)) { result.append(cell) }
            }
            if let footer = layout.attributesForSupplementary(.footer, inSection: section) { result.append(footer) }
        }
        return result
    }

    /// Everything observable about a layout's geometry.
    struct Snapshot: Equatable {
        var contentSize: Size
        var itemCounts: [Int]
        var elements: [LayoutAttributes]
        var sizes: [Size?]
    }

    static func snapshot<L: IncrementalCollectionLayout>(_ layout: L) -> Snapshot {
        var sizes: [Size?] = []
        for (section, count) in layout.itemCounts.enumerated() {
            for item in 0..<count { sizes.append(layout.itemSize(at: ItemPath(section, item))) }
        }
        return Snapshot(contentSize: layout.contentSize, itemCounts: layout.itemCounts,
                        elements: allElements(layout), sizes: sizes)
    }

    /// The first difference between two snapshots in words, nil when they are equal.
    static func difference(_ a: Snapshot, _ b: Snapshot) -> String? {
        if a.itemCounts != b.itemCounts { return "counts \(a.itemCounts) vs \(b.itemCounts)" }
        if a.contentSize != b.contentSize { return "content \(a.contentSize) vs \(b.contentSize)" }
        if a.sizes != b.sizes { return "item sizes differ" }
        for (x, y) in zip(a.elements, b.elements) where x != y {
            return "\(x.kind) \(x.path) \(x.frame) vs \(y.kind) \(y.path) \(y.frame)"
        }
        return a.elements.count == b.elements.count ? nil : "element counts \(a.elements.count) vs \(b.elements.count)"
    }

    static func sortKey(_ a: LayoutAttributes) -> [Int] { [a.path.section, a.kind == .header ? 0 : a.kind == .cell ? 1 : 2, a.path.item] }

    static func sorted(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        elements.sorted { sortKey($0).lexicographicallyPrecedes(sortKey($1)) }
    }

    /// A random rectangle around the content (sometimes empty, sometimes inverted).
    static func randomRect(_ rng: inout LayoutInvariantRNG, content: Size) -> Rect {
        let width = max(content.width, 1), height = max(content.height, 1)
        let x = rng.double(-0.1 * width...1.1 * width), y = rng.double(-0.1 * height...1.1 * height)
        if rng.chance(0.1) { return Rect(x: x, y: y, width: rng.double(-20...0), height: rng.double(-20...20)) }
        if rng.chance(0.3) {  // snap to quarter points to hit touching edges
            return Rect(x: (x * 4).rounded() / 4, y: (y * 4).rounded() / 4,
                        width: rng.quarter(0...width / 2), height: rng.quarter(0...height / 3))
        }
        return Rect(x: x, y: y, width: rng.double(0...width / 2), height: rng.double(0...height / 3))
    }

    static func randomPoint(_ rng: inout LayoutInvariantRNG, content: Size) -> Point {
        let width = max(content.width, 1), height = max(content.height, 1)
        let point = Point(x: rng.double(-0.1 * width...1.1 * width), y: rng.double(-0.1 * height...1.1 * height))
        return rng.chance(0.3) ? Point(x: (point.x * 4).rounded() / 4, y: (point.y * 4).rounded() / 4) : point
    }

    /// Checks, for one layout: item frames pairwise disjoint (when `disjoint`), every frame
    /// inside the content, `attributes(in:)` equal to a brute-force filter, `itemPath(at:)`
    /// equal to the frame containing the point, `insertionSlot` a valid slot (and, over an
    /// item, before or after it by the half the point is in, along `leadingAxisIsX`; the right
    /// half leads when `rightToLeft`).
    static func checkQueries<L: IncrementalCollectionLayout>(_ layout: L, seed: UInt64, rng: inout LayoutInvariantRNG,
                                                  disjoint: Bool, framesFit: Bool, leadingAxisIsX: Bool,
                                                  rightToLeft: Bool = false) {
        let all = allElements(layout)
        let cells = all.filter { $0.kind == .cell }
        let content = layout.contentSize
        if disjoint {
            let byTop = cells.sorted { $0.frame.minY < $1.frame.minY }
            var overlaps = 0
            for (index, a) in byTop.enumerated() {
                for b in byTop[(index + 1)...] {
                    if b.frame.minY >= a.frame.maxY { break }
                    if a.frame.intersects(b.frame) { overlaps += 1 }
                }
            }
            #expect(overlaps == 0, "seed \(seed)")
        }
        if framesFit {
            let slack = 1e-9 * max(1, content.width, content.height)
            let outside = all.filter {
                $0.frame.minX < -slack || $0.frame.minY < -slack
                    || $0.frame.maxX > content.width + slack || $0.frame.maxY > content.height + slack
            }
            #expect(outside.isEmpty, "seed \(seed): \(outside.prefix(3))")
        }
        for _ in 0..<12 {
            let rect = randomRect(&rng, content: content)
            let found = layout.attributes(in: rect)
            let expected = all.filter { $0.frame.intersects(rect) }
            #expect(sorted(found) == sorted(expected), "seed \(seed), rect \(rect)")
        }
        let counts = layout.itemCounts
        for _ in 0..<40 {
            let point = randomPoint(&rng, content: content)
            let containing = cells.filter { $0.frame.contains(point) }.map(\.path)
            let hit = layout.itemPath(at: point)
            #expect(hit.map { containing.contains($0) } ?? containing.isEmpty, "seed \(seed), point \(point)")
            guard let slot = layout.insertionSlot(nearest: point) else {
                #expect(counts.isEmpty, "seed \(seed), point \(point)")
                continue
            }
            let valid = slot.section >= 0 && slot.section < counts.count && slot.item >= 0 && slot.item <= counts[slot.section]
            #expect(valid, "seed \(seed), point \(point), slot \(slot)")
            if containing.count == 1, let cell = cells.first(where: { $0.path == containing[0] }) {
                // Right to left the leading half of a line's item is its right half (centre included).
                let leading = leadingAxisIsX ? (rightToLeft ? point.x >= cell.frame.midX : point.x < cell.frame.midX)
                                             : point.y < cell.frame.midY
                let expectedSlot = ItemPath(cell.path.section, cell.path.item + (leading ? 0 : 1))
                #expect(slot == expectedSlot, "seed \(seed), point \(point) over \(cell.path)")
            }
        }
    }
}

/// Random configurations of both layouts, rebuilt from edited sizes for round trips.
struct FlowCase {
    var direction: FlowLayout.ScrollDirection
    var uniform: Size?
    var interitem: Double
    var line: Double
    var inset: EdgeInsets
    var overrides: [Int: EdgeInsets]
    var headers: [Double]
    var footers: [Double]
    var container: Size
    var sizes: [[Size]]
    var layoutDirection = LayoutDirection.leftToRight

    static func random(_ rng: inout LayoutInvariantRNG, maxItems: Int = 40) -> FlowCase {
        let sectionCount = rng.int(1...4)
        let uniform = rng.chance(0.35) ? Size(width: rng.quarter(1...60), height: rng.quarter(1...60)) : nil
        var sizes: [[Size]] = []
        for _ in 0..<sectionCount {
            let count = rng.chance(0.15) ? 0 : rng.int(1...maxItems)
            sizes.append((0..<count).map { _ in
                uniform ?? Size(width: rng.chance(0.05) ? 0 : rng.quarter(1...80),
                                height: rng.chance(0.05) ? 0 : rng.quarter(1...80))
            })
        }
        var overrides: [Int: EdgeInsets] = [:]
        if rng.chance(0.3) { overrides[rng.int(0...sectionCount - 1)] = randomInsets(&rng) }
        let direction: FlowLayout.ScrollDirection = rng.chance(0.5) ? .vertical : .horizontal
        let cross = rng.quarter(130...400)  // ≥ 80 + 2 · 20 insets + slack: every item fits a line
        return FlowCase(direction: direction, uniform: uniform, interitem: rng.quarter(0.25...20),
                        line: rng.quarter(0.25...20), inset: randomInsets(&rng), overrides: overrides,
                        headers: (0..<sectionCount).map { _ in rng.chance(0.5) ? rng.quarter(1...40) : 0 },
                        footers: (0..<rng.int(0...sectionCount)).map { _ in rng.chance(0.5) ? rng.quarter(1...40) : 0 },
                        container: direction == .vertical ? Size(width: cross, height: 300) : Size(width: 300, height: cross),
                        sizes: sizes)
    }

    static func randomInsets(_ rng: inout LayoutInvariantRNG) -> EdgeInsets {
        rng.chance(0.3) ? .zero : EdgeInsets(top: rng.quarter(0...20), left: rng.quarter(0...20),
                                             bottom: rng.quarter(0...20), right: rng.quarter(0...20))
    }

    func make() throws -> FlowLayout {
        let sizes = self.sizes
        let sizing: FlowLayout.ItemSizing = uniform.map { .uniform($0) } ?? .perItem { sizes[$0.section][$0.item] }
        var flow = try FlowLayout(itemCounts: sizes.map(\.count), itemSizing: sizing, scrollDirection: direction,
                                  minimumInteritemSpacing: interitem, minimumLineSpacing: line, sectionInset: inset,
                                  sectionInsetOverrides: overrides, headerSizes: headers, footerSizes: footers,
                                  containerSize: container)
        flow.setLayoutDirection(layoutDirection)
        return flow
    }
}

struct WaterfallCase {
    var columns: Int
    var spacing: Double
    var inset: EdgeInsets
    var headers: [Double]
    var footers: [Double]
    var width: Double
    var heights: [[Double]]
    var layoutDirection = LayoutDirection.leftToRight

    static func random(_ rng: inout LayoutInvariantRNG, maxItems: Int = 60) -> WaterfallCase {
        let sectionCount = rng.int(1...4)
        let heights: [[Double]] = (0..<sectionCount).map { _ in
            let count = rng.chance(0.15) ? 0 : rng.int(1...maxItems)
            return (0..<count).map { _ in rng.chance(0.05) ? 0 : rng.quarter(1...120) }
        }
        // Mostly few columns (linear scan), sometimes many (tournament tree).
        let columns = rng.chance(0.8) ? rng.int(1...6) : rng.int(9...24)
        return WaterfallCase(columns: columns, spacing: rng.quarter(0.25...20),
                             inset: FlowCase.randomInsets(&rng),
                             headers: (0..<sectionCount).map { _ in rng.chance(0.5) ? rng.quarter(1...40) : 0 },
                             footers: (0..<sectionCount).map { _ in rng.chance(0.5) ? rng.quarter(1...40) : 0 },
                             width: rng.quarter(150...500) + Double(columns) * 25, heights: heights)
    }

    func make() throws -> WaterfallLayout {
        var waterfall = try WaterfallLayout(itemHeights: heights, columnCount: columns, spacing: spacing, sectionInset: inset,
                                            headerHeights: headers, footerHeights: footers, containerSize: Size(width: width, height: 400))
        waterfall.setLayoutDirection(layoutDirection)
        return waterfall
    }
}

@Suite struct LayoutInvariantTests {
    /// Right to left the same cases are mirrored (`LayoutDirectionTests`): queries agree with
    /// the mirrored frames.
    @Test(arguments: LayoutDirection.allCases)
    func flowQueriesAgreeWithFramesOnRandomCases(_ layoutDirection: LayoutDirection) throws {
        for seed in UInt64(1)...300 {
            var rng = LayoutInvariantRNG(seed: seed)
            var config = FlowCase.random(&rng)
            config.layoutDirection = layoutDirection
            let layout = try config.make()
            LayoutInvariants.checkQueries(layout, seed: seed, rng: &rng, disjoint: true, framesFit: true,
                                          leadingAxisIsX: config.direction == .vertical,
                                          rightToLeft: layoutDirection == .rightToLeft)
        }
    }

    @Test(arguments: LayoutDirection.allCases)
    func waterfallQueriesAgreeWithFramesOnRandomCases(_ layoutDirection: LayoutDirection) throws {
        for seed in UInt64(1_001)...1_300 {
            var rng = LayoutInvariantRNG(seed: seed)
            var config = WaterfallCase.random(&rng)
            config.layoutDirection = layoutDirection
            LayoutInvariants.checkQueries(try config.make(), seed: seed, rng: &rng, disjoint: true, framesFit: true,
                                          leadingAxisIsX: false, rightToLeft: layoutDirection == .rightToLeft)
        }
    }

    /// Zero spacing and arbitrary (non-dyadic) sizes: frames may touch; queries must still agree.
    @Test func queriesAgreeWithFramesWithZeroSpacingAndArbitrarySizes() throws {
        for seed in UInt64(2_001)...2_150 {
            var rng = LayoutInvariantRNG(seed: seed)
            var flow = FlowCase.random(&rng)
            flow.interitem = 0; flow.line = 0
            let uniform = flow.uniform
            flow.sizes = flow.sizes.map { $0.map { _ in uniform ?? Size(width: rng.double(0...80), height: rng.double(0...80)) } }
            LayoutInvariants.checkQueries(try flow.make(), seed: seed, rng: &rng, disjoint: false, framesFit: false,
                                          leadingAxisIsX: flow.direction == .vertical)
            var waterfall = WaterfallCase.random(&rng)
            waterfall.spacing = 0
            waterfall.heights = waterfall.heights.map { $0.map { _ in rng.double(0...120) } }
            LayoutInvariants.checkQueries(try waterfall.make(), seed: seed, rng: &rng, disjoint: false, framesFit: false,
                                          leadingAxisIsX: false)
        }
    }

    /// The closed form of uniform sizing equals the item-by-item walk with equal sizes.
    @Test func uniformClosedFormEqualsThePerItemWalk() throws {
        for seed in UInt64(3_001)...3_200 {
            var rng = LayoutInvariantRNG(seed: seed)
            var config = FlowCase.random(&rng)
            let size = Size(width: rng.quarter(1...120), height: rng.quarter(1...120))
            if rng.chance(0.2) { config.container = Size(width: rng.quarter(0...60), height: rng.quarter(0...60)) }
            config.uniform = size
            config.sizes = config.sizes.map { Array(repeating: size, count: $0.count) }
            let uniform = try config.make()
            config.uniform = nil
            let perItem = try config.make()
            let difference = LayoutInvariants.difference(LayoutInvariants.snapshot(uniform), LayoutInvariants.snapshot(perItem))
            #expect(difference == nil, "seed \(seed)")
        }
    }
}
