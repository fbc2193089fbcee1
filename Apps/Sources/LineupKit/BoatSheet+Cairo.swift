import Foundation
import MosaicCairo
import MosaicCore

// The sheet drawn through MosaicCairo (cairo + Pango): a PDF whose text layer holds every
// name (Pango emits real text), or a PNG at twice the page's points.
extension BoatSheet {
    /// Writes the sheet as a one-page PDF at `path`: written beside it, then renamed into place
    /// (the file appears whole or not at all).
    /// - Throws: ``CairoError`` when cairo cannot draw or write; a file system error when the
    ///   rename fails.
    public func writePDF(to path: String) throws {
        try Self.whole(path) { temporary in
            let canvas = try CairoCanvas.pdf(path: temporary, size: Self.pageSize)
            try draw(on: canvas)
            try canvas.finish()
        }
    }

    /// Writes the sheet as a PNG of `pixelScale` pixels per point at `path` (whole or not at all).
    /// - Throws: ``CairoError`` when cairo cannot draw or write.
    public func writePNG(to path: String, pixelScale: Double = 2) throws {
        try Self.whole(path) { temporary in
            let canvas = try CairoCanvas.image(size: Self.pageSize, pixelScale: pixelScale)
            try draw(on: canvas)
            try canvas.writePNG(path: temporary)
        }
    }

    /// Draws every mark, in order, on a white page.
    func draw(on canvas: CairoCanvas) throws {
        try draw(into: canvas.context, pixelScale: canvas.pixelScale)
    }

    /// Draws the page (``pageSize`` points from the origin of `cr`'s current user space, white
    /// under the marks) into any cairo context — a print operation's page, a window — with the
    /// same code as the PDF. Scale or translate `cr` first to fit; `pixelScale` as
    /// `CairoRenderer.begin` takes it (1 for a print or PDF context).
    /// - Throws: ``CairoError`` when Pango has no fonts.
    public func draw(into cr: OpaquePointer, pixelScale: Double = 1) throws {
        let renderer = try CairoRenderer()
        renderer.begin(cr, pixelScale: pixelScale)
        defer { renderer.end() }
        renderer.clear(RGBA(255, 255, 255), size: Self.pageSize)
        let ctx = renderer.context(for: Rect(x: 0, y: 0, width: Self.pageSize.width, height: Self.pageSize.height))
        for mark in marks {
            switch mark {
            case .box(let rect, let fill, let stroke, let radius):
                ctx.fill(rect, cornerRadius: radius, color: fill.rgba)
                if let stroke { ctx.stroke(rect, cornerRadius: radius, color: stroke.rgba) }
            case .line(let a, let b, let color, let width):
                // Axis-aligned lines only (the gauges' ticks): a thin filled rectangle.
                ctx.fill(Rect(x: min(a.x, b.x) - (a.x == b.x ? width / 2 : 0), y: min(a.y, b.y) - (a.y == b.y ? width / 2 : 0),
                              width: max(abs(b.x - a.x), width), height: max(abs(b.y - a.y), width)), color: color.rgba)
            case .text(let text, let frame, let size, let bold, let color, let centered):
                ctx.drawText(text, in: frame, size: size, color: color.rgba, bold: bold, alignment: centered ? .center : .leading)
            }
        }
    }

    /// Runs `write` on a temporary path beside `path`, then renames it into place; removes it on failure.
    private static func whole(_ path: String, _ write: (String) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        do {
            try write(temporary)
            guard rename(temporary, path) == 0 else {
                throw CairoError("cannot rename \(temporary) to \(path): \(String(cString: strerror(errno)))")
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }
}

extension BoatSheet.Color {
    var rgba: RGBA { RGBA(UInt8((red * 255).rounded()), UInt8((green * 255).rounded()), UInt8((blue * 255).rounded())) }
}
