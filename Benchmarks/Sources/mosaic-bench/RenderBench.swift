#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MosaicCore
import MosaicSDL
import MosaicView

/// How long drawing a frame takes: a synthetic display list of N distinct cards, all visible,
/// rendered offscreen by the cairo renderer (text shaped by Pango, cached) into a 1280 × 800
/// point ARGB image at a pixel scale (the window's and GTK's code path), through MosaicSDL's
/// public `OffscreenRenderer`.
enum RenderBenchmark {
    /// The benchmark's surface, in points (and pixels: scale 1).
    static let surfaceSize = Size(width: 1280, height: 800)

    /// The median CPU time of one frame, in milliseconds, over `runs` frames after two warm-up
    /// frames that fill the text cache and the cell cache (a cell is rendered into a surface the
    /// second time it is drawn), so every timed frame is the steady state. Time is this thread's CPU time
    /// (`CLOCK_THREAD_CPUTIME_ID`), so work on other threads does not count, and a frame
    /// includes flushing the cairo surface.
    /// - Throws: `SDLError` when `cards` or `runs` is not positive (or absurdly large), or
    ///   when SDL cannot create the offscreen renderer.
    static func frameMilliseconds(cards: Int, runs: Int, pixelScale: Double = 1) throws(SDLError) -> Double {
        guard (1...1_000_000).contains(cards), (1...100_000).contains(runs) else {
            throw SDLError(message: "benchmark cards \(cards), runs \(runs): expected 1…1000000 cards and 1…100000 runs")
        }
        let offscreen = try OffscreenRenderer(size: surfaceSize, pixelScale: pixelScale)
        let list = syntheticList(cards: cards, viewport: surfaceSize)
        try checkEveryCardVisible(list, cards: cards)
        for _ in 0..<2 { offscreen.render(list: list) }
        return medianCPUMilliseconds(runs: runs) { offscreen.render(list: list) }
    }

    /// The median of `runs` timings of `body` in this thread's CPU milliseconds, `prepare`
    /// running untimed before each. Never inlined: a profiler collecting only inside it
    /// (callgrind `--toggle-collect='*medianCPUMilliseconds*'`) sees the timed work alone.
    @inline(never)
    static func medianCPUMilliseconds(runs: Int, prepare: () -> Void = {}, _ body: () -> Void) -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(max(1, runs))
        for _ in 0..<max(1, runs) {
            prepare()
            let start = threadCPUSeconds()
            body()
            samples.append((threadCPUSeconds() - start) * 1000)
        }
        samples.sort()
        let mid = samples.count / 2
        return samples.count % 2 == 1 ? samples[mid] : (samples[mid - 1] + samples[mid]) / 2
    }

    /// `cards` cards with distinct names in a grid filling `viewport`: the largest pitch (with
    /// a 7:6 height:width ratio) at which all of them fit, so every card is visible
    /// (200 → ~61 × 71 cards with labels; 2,000 → ~18 × 21 cards with avatars only).
    /// Every 13th card is selected, so the benchmark includes accent borders. When even 4-point
    /// cards do not fit, the grid runs past the bottom (those cards are culled, not drawn).
    static func syntheticList(cards: Int, viewport: Size) -> DisplayList<Int> {
        var list = DisplayList<Int>(viewport: viewport, contentOffset: .zero, contentSize: viewport)
        guard viewport.width.isFinite, viewport.height.isFinite, viewport.width >= 8, viewport.height >= 8
        else { return list }
        let n = max(0, cards)
        var pitch = 4.0, pitchY = 5.0
        var candidate = min(viewport.width, 4096).rounded(.down)
        while candidate >= 4 {
            let py = (candidate * 7 / 6).rounded()
            if (viewport.width / candidate).rounded(.down) * (viewport.height / py).rounded(.down) >= Double(n) {
                pitch = candidate
                pitchY = py
                break
            }
            candidate -= 1
        }
        let columns = max(1, Int(viewport.width / pitch))
        let gap = max(2, (pitch * 0.08).rounded())
        list.cells.reserveCapacity(n)
        for i in 0..<n {
            let frame = Rect(x: Double(i % columns) * pitch + gap / 2, y: Double(i / columns) * pitchY + gap / 2,
                             width: pitch - gap, height: pitchY - gap)
            list.cells.append(DisplayCell(id: i, label: name(i), path: ItemPath(0, i), frame: frame, isSelected: i % 13 == 5))
        }
        return list
    }

    /// Throws unless `list` holds `cards` cells with distinct labels, all inside the surface
    /// (a frame that culled some would measure less than it says).
    static func checkEveryCardVisible(_ list: DisplayList<Int>, cards: Int) throws(SDLError) {
        let bounds = Rect(origin: .zero, size: surfaceSize)
        let inside = list.cells.allSatisfy {
            $0.frame.minX >= 0 && $0.frame.minY >= 0 && $0.frame.maxX <= bounds.maxX && $0.frame.maxY <= bounds.maxY
        }
        guard list.cells.count == cards, inside, Set(list.cells.map(\.label)).count == cards else {
            throw SDLError(message: "benchmark grid of \(cards) cards: \(list.cells.count) cells, all inside \(inside): expected every card visible and distinct")
        }
    }

    /// A distinct person-like name for every index.
    static func name(_ i: Int) -> String {
        let first = ["Ada", "Alan", "Barbara", "Claude", "Donald", "Edsger", "Frances", "Grace", "Hedy", "Ivan",
                     "John", "Katherine", "Leslie", "Margaret", "Niklaus", "Ole", "Peter", "Radia", "Sophie", "Tim",
                     "Ursula", "Vint", "Whitfield", "Xavier", "Yukihiro", "Zuse"]
        let last = ["Lovelace", "Turing", "Liskov", "Shannon", "Knuth", "Dijkstra", "Allen", "Hopper", "Lamarr",
                    "Sutherland", "McCarthy", "Johnson", "Lamport", "Hamilton", "Wirth", "Dahl", "Naur", "Perlman",
                    "Wilson", "Berners-Lee", "Franklin", "Cerf", "Diffie", "Leroy", "Matsumoto", "Konrad", "Backus",
                    "Codd", "Hoare", "Kay", "Ritchie", "Thompson", "Stroustrup", "Gosling", "Wozniak", "Goldberg",
                    "Engelbart", "Kahn", "Milner", "Church"]
        let base = first.count * last.count
        let name = first[i % first.count] + " " + last[(i / first.count) % last.count]
        return i < base ? name : name + " \(i / base + 1)"
    }

    /// This thread's CPU time in seconds.
    static func threadCPUSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}

extension RenderBenchmark {
    /// The owner-drawn cell of the custom-content benchmark: a rounded card in a color by
    /// index (accent border when selected), a status dot, and the name — what a task board's
    /// cell draws through a `DrawingContext`.
    static func customContent(_ cell: DisplayCell<Int>) -> CellContent {
        .custom { ctx in
            let r = ctx.rect
            let hue = RGBA(255, UInt8(200 + cell.id % 12 * 4), 210)  // a light tint by index
            ctx.fill(r, cornerRadius: min(8, r.height / 4), color: hue)
            ctx.stroke(r, cornerRadius: min(8, r.height / 4), width: ctx.state.isSelected ? 2 : 1,
                       color: ctx.state.isSelected ? Palette.accent : Palette.cardBorder)
            let dot = min(10, r.height / 4)
            ctx.fillCircle(center: Point(x: r.minX + dot, y: r.minY + dot), radius: dot / 2,
                           color: cell.id % 3 == 0 ? Palette.destructive : Palette.accent)
            ctx.drawText(cell.label, in: r.insetBy(dx: 4, dy: 2), size: min(13, max(7, r.width / 9)), lines: 2,
                         alignment: .center, placement: .center)
        }
    }

    /// The median CPU time of one frame of `cards` owner-drawn cells (``customContent(_:)``)
    /// on the benchmark's surface, in milliseconds, after two warm-up frames.
    /// - Throws: as ``frameMilliseconds(cards:runs:)``.
    static func customFrameMilliseconds(cards: Int, runs: Int) throws(SDLError) -> Double {
        guard (1...1_000_000).contains(cards), (1...100_000).contains(runs) else {
            throw SDLError(message: "benchmark cards \(cards), runs \(runs): expected 1…1000000 cards and 1…100000 runs")
        }
        let offscreen = try OffscreenRenderer(size: surfaceSize)
        let list = syntheticList(cards: cards, viewport: surfaceSize)
        for _ in 0..<2 { offscreen.render(list: list, content: customContent) }
        return medianCPUMilliseconds(runs: runs) { offscreen.render(list: list, content: customContent) }
    }
}
