import MosaicAnimation
import MosaicCore
import MosaicView

/// A pointer move during a drag across two views of 100,000 items each, in a group
/// (``cross_view_drag_update_us``): an item lifted in the left view is carried into the right
/// one, then the pointer sweeps rows of the right view (no auto-scroll) — each sample is the
/// group's event, the group's tick and both views' display lists, as a window frame does.
/// Compared with ``move_drag_update_flow_us`` of the same run (one view of 1,000,000 items).
enum CrossViewBench {
    static let n = 100_000

    static func run(into r: inout BenchResults, quick: Bool) {
        let moves = quick ? 300 : 3_000
        let clock = ManualClock()
        let group = CollectionViewGroup()
        let width = EngineBench.viewport.width
        var views: [CollectionView<Int, Int>] = []
        for (i, first) in [0, n].enumerated() {
            guard let layout = EngineBench.flowLayout(count: n, item: 100, spacing: 10),
                  let v = view(layout, items: first..<(first + n), clock: clock) else {
                print("benchmark setup failed: the cross-view views")
                return
            }
            views.append(v)
            v.setContentOffset(Point(x: 0, y: layout.contentSize.height / 2))
            try? group.addView(v, id: i == 0 ? "left" : "right",
                               frame: Rect(x: Double(i) * (width + 20), y: 0, width: width, height: EngineBench.viewport.height))
        }
        var t = 1.0
        clock.advance(to: t)
        group.handle(.pointerDown(id: 0, position: Point(x: 50, y: 200), time: t))
        t += 0.6
        clock.advance(to: t)
        group.tick()
        let right = width + 20
        group.handle(.pointerMoved(id: 0, position: Point(x: right + 40, y: 200), time: t))
        precondition(group.hostViewID == "right", "cross-view bench: the drag must be in the right view")
        var samples: [Double] = []
        var cells = 0
        for i in 0..<moves {
            t += 1.0 / 120
            clock.advance(to: t)
            let phase = Double(i % 240) / 240
            let p = Point(x: right + 40 + 1200 * phase, y: 200 + Double((i / 240) % 4) * 110)
            samples.append(Measure.seconds {
                group.handle(.pointerMoved(id: 0, position: p, time: t))
                group.tick()
                for v in views { cells &+= v.displayList().cells.count }
            })
        }
        group.handle(.pointerUp(id: 0, position: Point(x: right + 40, y: 200), time: t))
        blackHole(cells)
        let median = Measure.median(samples)
        r.set("cross_view_drag_update_us", median * 1e6)
        if let flow = r.values["move_drag_update_flow_us"], flow > 0 {
            r.set("cross_view_drag_ratio", median * 1e6 / flow)
        }
    }

    /// A view in edit mode over `items` (one section) with `layout`.
    static func view(_ layout: AnyLayout, items: Range<Int>, clock: ManualClock) -> CollectionView<Int, Int>? {
        var s = SectionedSnapshot<Int, Int>()
        do {
            try s.appendSections([0])
            try s.appendItems(Array(items), toSection: 0)
            return try CollectionView(snapshot: s, layout: layout, viewportSize: EngineBench.viewport, mode: .edit, clock: clock)
        } catch {
            return nil
        }
    }
}
