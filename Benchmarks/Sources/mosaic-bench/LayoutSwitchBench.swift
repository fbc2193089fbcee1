import MosaicAnimation
import MosaicCore
import MosaicSDL
import MosaicView

/// The layout switch of HelloContacts at 50,000 contacts (a 1280 × 800 view scrolled to the
/// middle): flow of 150 × 160 cards ↔ waterfall with heights from the names, animated.
///
/// - `layout_switch_50k_first_frame_ms`: from the key press (building the waterfall from the
///   names, `setLayout`) to the first animated frame's display list (one frame later: `tick`,
///   `displayList`).
/// - `layout_switch_50k_worst_frame_ms`: the slowest frame of the animation, each frame being
///   `tick`, `displayList` and drawing the list with the software renderer (`OffscreenRenderer`);
///   the key press counts in the first frame.
/// - `layout_switch_50k_back_first_frame_ms`, `…_back_worst_frame_ms`: the same, waterfall → flow.
///
/// Times are this thread's CPU time (the machine is shared), medians over rounds.
enum LayoutSwitchBench {
    static let count = 50_000
    static let viewport = Size(width: 1280, height: 800)
    static let cardSize = Size(width: 150, height: 160)
    static let spacing = 14.0
    static let insets = EdgeInsets(all: 16)

    /// One switch's figures, in milliseconds.
    struct Switch {
        var firstFrame: Double
        var worstFrame: Double
        var frames: Int
    }

    static func run(into r: inout BenchResults, quick: Bool) {
        do {
            let rounds = quick ? 3 : 9
            var there: [Switch] = [], back: [Switch] = []
            let names = (0..<count).map { RenderBenchmark.name($0) }
            let offscreen = try OffscreenRenderer(size: viewport)
            for _ in 0..<rounds {
                let clock = ManualClock()
                let view = try makeView(names: names, clock: clock)
                warmUp(view, clock: clock, offscreen: offscreen)
                there.append(try measureSwitch(view, to: "Waterfall", names: names, clock: clock, offscreen: offscreen))
                back.append(try measureSwitch(view, to: "Flow", names: names, clock: clock, offscreen: offscreen))
            }
            r.set("layout_switch_50k_first_frame_ms", Measure.median(there.map(\.firstFrame)))
            r.set("layout_switch_50k_worst_frame_ms", Measure.median(there.map(\.worstFrame)))
            r.set("layout_switch_50k_frames", Measure.median(there.map { Double($0.frames) }))
            r.set("layout_switch_50k_back_first_frame_ms", Measure.median(back.map(\.firstFrame)))
            r.set("layout_switch_50k_back_worst_frame_ms", Measure.median(back.map(\.worstFrame)))
            r.set("layout_switch_50k_back_frames", Measure.median(back.map { Double($0.frames) }))
        } catch {
            print("layout switch benchmark failed: \(error)")
        }
    }

    /// HelloContacts' layouts: a flow grid of uniform cards with centred lines, or a waterfall
    /// of ~190-point columns whose card heights come from a stable hash of the name.
    static func layout(_ name: String, names: [String]) throws -> AnyLayout {
        if name == "Waterfall" {
            let columns = max(2, Int((viewport.width - insets.left - insets.right) / 190))
            return AnyLayout(try WaterfallLayout(itemHeights: [names.map(waterfallHeight)], columnCount: columns,
                                                 spacing: spacing, sectionInset: insets, containerSize: viewport))
        }
        var flow = try FlowLayout(itemCounts: [names.count], itemSizing: .uniform(cardSize),
                                  minimumInteritemSpacing: spacing, minimumLineSpacing: spacing,
                                  sectionInset: insets, containerSize: viewport)
        flow.setCentersUniformLines(true)
        return AnyLayout(flow)
    }

    /// 130…230 points from an FNV-1a hash of the name (HelloContacts' waterfall heights).
    static func waterfallHeight(for name: String) -> Double {
        var h: UInt64 = 1_469_598_103_934_665_603
        for byte in name.utf8 { h = (h ^ UInt64(byte)) &* 1_099_511_628_211 }
        return 130 + Double(h % 5) * 25
    }

    static func makeView(names: [String], clock: ManualClock) throws -> CollectionView<Int, Int> {
        var s = SectionedSnapshot<Int, Int>()
        try s.appendSections([0])
        try s.appendItems(Array(0..<names.count), toSection: 0)
        let view = try CollectionView(snapshot: s, layout: try layout("Flow", names: names), viewportSize: viewport,
                                      clock: clock)
        view.labelProvider = { names[$0] }
        view.setContentOffset(Point(x: 0, y: (view.layout.contentSize.height / 2).rounded()))
        return view
    }

    /// Draws a few frames at rest, so the text cache holds the visible names (as in a window).
    static func warmUp(_ view: CollectionView<Int, Int>, clock: ManualClock, offscreen: OffscreenRenderer) {
        for _ in 0..<3 {
            clock.advance(to: clock.now + 1.0 / 60)
            view.tick()
            offscreen.render(list: view.displayList())
        }
    }

    /// Switches `view` to the layout `name` as the key press does, then runs the animation to
    /// its end at 60 frames a second, drawing each frame.
    static func measureSwitch(_ view: CollectionView<Int, Int>, to name: String, names: [String], clock: ManualClock,
                              offscreen: OffscreenRenderer) throws -> Switch {
        var first = 0.0, worst = 0.0, frames = 0
        var pressError: (any Error)?
        let press = RenderBenchmark.threadCPUSeconds()
        do { view.setLayout(try layout(name, names: names)) } catch { pressError = error }
        if let pressError { throw pressError }
        var frameStart = press
        repeat {
            clock.advance(to: clock.now + 1.0 / 60)
            view.tick()
            let list = view.displayList()
            if frames == 0 { first = (RenderBenchmark.threadCPUSeconds() - press) * 1000 }
            offscreen.render(list: list)
            let end = RenderBenchmark.threadCPUSeconds()
            worst = max(worst, (end - frameStart) * 1000)
            frameStart = end
            frames += 1
        } while view.needsAnimationFrames && frames < 600
        return Switch(firstFrame: first, worstFrame: worst, frames: frames)
    }
}
