import MosaicCore
import MosaicView

extension RenderBenchmark {
    /// The owner-drawn cell of the custom-content benchmark: a rounded card in a color by
    /// index (accent border when selected), a status dot, and the name — what a task board's
    /// cell draws through a ``DrawingContext``.
    public static func customContent(_ cell: DisplayCell<Int>) -> CellContent {
        .custom { ctx in
            let r = ctx.rect
            let hue = RGBA.hsv(hue: Double(cell.id % 12) / 12, saturation: 0.25, value: 1)
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
    /// on the benchmark's surface, in milliseconds, after one warm-up frame.
    /// - Throws: as ``frameMilliseconds(cards:runs:)``.
    public static func customFrameMilliseconds(cards: Int, runs: Int) throws(SDLError) -> Double {
        guard (1...1_000_000).contains(cards), (1...100_000).contains(runs) else {
            throw SDLError(message: "benchmark cards \(cards), runs \(runs): expected 1…1000000 cards and 1…100000 runs")
        }
        let offscreen = try OffscreenRenderer(size: surfaceSize)
        let list = syntheticList(cards: cards, viewport: surfaceSize)
        offscreen.render(list: list, content: customContent)
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = threadCPUSeconds()
            offscreen.render(list: list, content: customContent)
            samples.append((threadCPUSeconds() - start) * 1000)
        }
        samples.sort()
        let mid = samples.count / 2
        return samples.count % 2 == 1 ? samples[mid] : (samples[mid - 1] + samples[mid]) / 2
    }
}
