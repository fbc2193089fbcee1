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
        let tWaterfall = Measure.median(runs: runs) { waterfallLayout = waterfall(h) }
        r.set("waterfall_prepare_ns_per_item", tWaterfall * 1e9 / Double(n))
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
            var samples: [Double] = []
            var count = 0
            for rect in rects {
                samples.append(Measure.seconds { count &+= layout.attributes(in: rect).count })
            }
            r.set("visible_query_\(name)_us", Measure.median(samples) * 1e6)
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
        r.set("hit_test_us", max(r.values["hit_test_flow_us"] ?? .nan, r.values["hit_test_waterfall_us"] ?? .nan))
    }
}
