import MosaicCore

/// Layout figures at 1,000,000 items in a 1280-point-wide view: full layout time per item
/// (uniform 100×100 flow; 4-column waterfall with seeded heights 50…250), visible-rect query
/// and hit test per call (medians over random offsets), and memory kept per item.
enum LayoutBench {
    static let n = 1_000_000
    static let container = Size(width: 1280, height: 800)

    static func heights() -> [Double] {
        var rng = BenchRNG(seed: 7)
        return (0..<n).map { _ in Double(50 + Int(rng.next() % 201)) }
    }

    static func flow() -> FlowLayout? {
        try? FlowLayout(itemCounts: [n], itemSizing: .uniform(Size(width: 100, height: 100)),
                        minimumInteritemSpacing: 10, minimumLineSpacing: 10, containerSize: container)
    }

    static func waterfall(_ h: [Double]) -> WaterfallLayout? {
        try? WaterfallLayout(itemHeights: [h], columnCount: 4, spacing: 10, containerSize: container)
    }

    /// Memory first, before other benchmarks leave freed memory for malloc to reuse.
    static func measureMemory(into r: inout BenchResults) {
        let before = Measure.residentBytes()
        let h = heights()
        let layout = waterfall(h)
        let after = Measure.residentBytes()
        blackHole(layout)
        r.set("layout_bytes_per_item", Double(after - before) / Double(n))
    }

    static func run(into r: inout BenchResults, quick: Bool) {
        let runs = quick ? 3 : 7
        let h = heights()
        var flowLayout = flow()
        let tFlow = Measure.median(runs: runs) { flowLayout = flow() }
        r.set("flow_prepare_ns_per_item", tFlow * 1e9 / Double(n))
        var waterfallLayout = waterfall(h)
        let waterfalls = Measure.interleaved(rounds: runs, [
            { waterfallLayout = waterfall(h) },
            { blackHole(waterfallFloor(h, columnCount: 4, spacing: 10)) },
        ])
        r.set("waterfall_prepare_ns_per_item", waterfalls[0] * 1e9 / Double(n))
        r.set("waterfall_floor_ns_per_item", waterfalls[1] * 1e9 / Double(n))
        r.set("waterfall_floor_ratio", waterfalls[0] / waterfalls[1])
        guard let flowLayout, let waterfallLayout else {
            print("benchmark setup failed: layouts could not be built")
            return
        }
        let calls = quick ? 2_000 : 20_000
        for (name, layout) in [("flow", flowLayout as any IncrementalCollectionLayout), ("waterfall", waterfallLayout)] {
            var rng = BenchRNG(seed: 11)
            let maxY = max(0, layout.contentSize.height - container.height)
            let rects = (0..<calls).map { _ in
                Rect(x: 0, y: Double(rng.next() % UInt64(maxY + 1)), width: container.width, height: container.height)
            }
            let points = (0..<calls).map { _ in
                Point(x: Double(rng.next() % 1280), y: Double(rng.next() % UInt64(layout.contentSize.height)))
            }
            // Each query beside the floor: a binary search over a flat array of every frame.
            let floor = FrameFloor(layout)
            var samples: [Double] = [], floorSamples: [Double] = []
            var count = 0
            for rect in rects {
                samples.append(Measure.seconds { count &+= layout.attributes(in: rect).count })
                floorSamples.append(Measure.seconds { count &+= floor.attributes(in: rect).count })
            }
            r.set("visible_query_\(name)_us", Measure.median(samples) * 1e6)
            r.set("visible_query_floor_\(name)_us", Measure.median(floorSamples) * 1e6)
            r.set("visible_query_floor_ratio_\(name)", Measure.median(samples) / Measure.median(floorSamples))
            samples.removeAll()
            // Hit tests are too fast to time one by one: batches of 100.
            for batch in stride(from: 0, to: points.count, by: 100) {
                let t = Measure.seconds {
                    for p in points[batch..<min(batch + 100, points.count)] { count &+= layout.itemPath(at: p)?.item ?? 0 }
                }
                samples.append(t / 100)
            }
            r.set("hit_test_\(name)_us", Measure.median(samples) * 1e6)
            blackHole(count)
        }
        r.set("visible_query_us", max(r.values["visible_query_flow_us"] ?? .nan, r.values["visible_query_waterfall_us"] ?? .nan))
        r.set("visible_query_floor_ratio", max(r.values["visible_query_floor_ratio_flow"] ?? .nan,
                                               r.values["visible_query_floor_ratio_waterfall"] ?? .nan))
        r.set("hit_test_us", max(r.values["hit_test_flow_us"] ?? .nan, r.values["hit_test_waterfall_us"] ?? .nan))
    }

    /// The floor of a waterfall placement: a flat loop that puts each item in the shortest
    /// column (leftmost on ties) and records its y, its column and its place in its column's
    /// list — what any waterfall with per-column queries has to write.
    @inline(never)
    static func waterfallFloor(_ heights: [Double], columnCount: Int, spacing: Double)
        -> (ys: [Double], columns: [UInt16], members: [[Int32]]) {
        var ys = [Double](repeating: 0, count: heights.count)
        var columns = [UInt16](repeating: 0, count: heights.count)
        var members = [[Int32]](repeating: [], count: columnCount)
        var tops = [Double](repeating: 0, count: columnCount)
        for i in heights.indices {
            var best = 0
            for c in 1..<columnCount where tops[c] < tops[best] { best = c }
            ys[i] = tops[best]
            columns[i] = UInt16(best)
            members[best].append(Int32(i))
            tops[best] += heights[i] + spacing
        }
        return (ys, columns, members)
    }
}

/// The floor of a visible-rect query: every item frame of a layout in one flat array sorted by
/// top, one binary search for the first frame that can reach the rectangle (top > minY − the
/// tallest item) and a scan to its bottom edge, collecting the intersecting frames.
struct FrameFloor {
    let frames: [Rect]
    let paths: [ItemPath]
    let tallest: Double

    init(_ layout: any IncrementalCollectionLayout) {
        var all: [(Rect, ItemPath)] = []
        for (section, count) in layout.itemCounts.enumerated() {
            for item in 0..<count {
                if let a = layout.attributesForItem(at: ItemPath(section, item)) { all.append((a.frame, a.path)) }
            }
        }
        all.sort { $0.0.origin.y < $1.0.origin.y }
        frames = all.map(\.0)
        paths = all.map(\.1)
        tallest = frames.map(\.size.height).max() ?? 0
    }

    @inline(never)
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        var low = 0, high = frames.count
        let from = rect.minY - tallest
        while low < high {
            let mid = (low + high) / 2
            if frames[mid].origin.y > from { high = mid } else { low = mid + 1 }
        }
        var result: [LayoutAttributes] = []
        var i = low
        let minX = rect.origin.x, maxX = minX + rect.size.width
        let minY = rect.origin.y, maxY = minY + rect.size.height
        while i < frames.count, frames[i].origin.y < maxY {
            let f = frames[i]
            if f.origin.x < maxX, minX < f.origin.x + f.size.width, minY < f.origin.y + f.size.height {
                result.append(LayoutAttributes(kind: .cell, path: paths[i], frame: f))
            }
            i += 1
        }
        return result
    }
}
