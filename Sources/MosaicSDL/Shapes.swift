/// A rectangle in whole device pixels, half-open: columns `x0..<x1`, rows `y0..<y1`.
struct PixelRect: Hashable, Sendable {
    var x0: Int32
    var y0: Int32
    var x1: Int32
    var y1: Int32

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int32 { x1 - x0 }
    var height: Int32 { y1 - y0 }

    /// The overlap with `other` (empty when they do not meet).
    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// The rectangle grown by `d` pixels on every side (shrunk for negative `d`).
    func outset(by d: Int32) -> PixelRect {
        PixelRect(x0: x0 - d, y0: y0 - d, x1: x1 + d, y1: y1 + d)
    }
}

/// Rounded shapes as horizontal spans: the software renderer fills axis-aligned rectangles
/// fast (a `memset` per row when opaque), so a rounded rectangle is a handful of rectangles —
/// one per distinct row extent in each corner band plus one for the straight middle — filled
/// with a single batched `SDL_RenderFillRects` call. Spans never overlap, so translucent
/// shapes blend exactly once per pixel. No anti-aliasing: output is exact and reproducible.
enum Shapes {
    /// How far row `row` (0-based, of `height` rows) of a rounded rectangle with corner radius
    /// `radius` (pixels, already clamped) is inset on each side: the circle's chord at the
    /// row's center line, rounded to whole pixels.
    @inline(__always)
    static func inset(row: Int32, height: Int32, radius: Double) -> Int32 {
        guard radius > 0 else { return 0 }
        let center = Double(row) + 0.5
        let dy: Double
        if center < radius {
            dy = radius - center
        } else if center > Double(height) - radius {
            dy = center - (Double(height) - radius)
        } else {
            return 0
        }
        let chord = (max(0, radius * radius - dy * dy)).squareRoot()
        return Int32((radius - chord).rounded())
    }

    /// The corner radius actually used for `rect`: at most half its shorter side, never negative.
    static func clampedRadius(_ radius: Double, for rect: PixelRect) -> Double {
        guard radius.isFinite, radius > 0 else { return 0 }
        return min(radius, Double(min(rect.width, rect.height)) / 2)
    }

    /// Appends spans covering the rounded rectangle `rect`, clipped to `clip`.
    /// A circle is a square whose radius is half its side.
    /// - Complexity: O(rows of `rect` inside `clip`); appends O(radius) spans.
    static func appendRoundedRect(_ rect: PixelRect, radius: Double, clip: PixelRect, to spans: inout [PixelRect]) {
        guard !rect.isEmpty else { return }
        let r = clampedRadius(radius, for: rect)
        var runs = RunMerger(clip: clip)
        let first = max(rect.y0, clip.y0), last = min(rect.y1, clip.y1)
        guard first < last else { return }
        for y in first..<last {
            let a = inset(row: y - rect.y0, height: rect.height, radius: r)
            runs.add(row: y, RowSpans(a0: rect.x0 + a, a1: rect.x1 - a), to: &spans)
        }
        runs.flush(to: &spans)
    }

    /// Appends spans covering the outline of the rounded rectangle `rect`, `width` pixels
    /// thick, inside its edge: the rounded rectangle minus the one inset by `width` (whose
    /// radius shrinks by `width`), clipped to `clip`.
    /// - Complexity: O(rows of `rect` inside `clip`); appends O(radius) spans.
    static func appendRing(_ rect: PixelRect, radius: Double, width: Int32, clip: PixelRect,
                           to spans: inout [PixelRect]) {
        guard !rect.isEmpty, width > 0 else { return }
        let inner = rect.outset(by: -width)
        guard !inner.isEmpty else {
            appendRoundedRect(rect, radius: radius, clip: clip, to: &spans)
            return
        }
        let r = clampedRadius(radius, for: rect)
        let ri = clampedRadius(r - Double(width), for: inner)
        var runs = RunMerger(clip: clip)
        let first = max(rect.y0, clip.y0), last = min(rect.y1, clip.y1)
        guard first < last else { return }
        for y in first..<last {
            let a = inset(row: y - rect.y0, height: rect.height, radius: r)
            let a0 = rect.x0 + a, a1 = rect.x1 - a
            if y >= inner.y0, y < inner.y1 {
                let b = inset(row: y - inner.y0, height: inner.height, radius: ri)
                let b0 = max(a0, inner.x0 + b), b1 = min(a1, inner.x1 - b)
                if b0 < b1 {
                    runs.add(row: y, RowSpans(a0: a0, a1: b0, b0: b1, b1: a1), to: &spans)
                    continue
                }
            }
            runs.add(row: y, RowSpans(a0: a0, a1: a1), to: &spans)
        }
        runs.flush(to: &spans)
    }
}

/// Up to two horizontal intervals on one row: `a0..<a1` and, when `b1 > b0`, `b0..<b1`.
struct RowSpans: Equatable {
    var a0: Int32
    var a1: Int32
    var b0: Int32 = 0
    var b1: Int32 = 0
}

/// Merges consecutive rows with identical intervals into one rectangle per interval.
struct RunMerger {
    let clip: PixelRect
    var current: RowSpans?
    var startRow: Int32 = 0
    var endRow: Int32 = 0

    init(clip: PixelRect) { self.clip = clip }

    mutating func add(row: Int32, _ spans: RowSpans, to out: inout [PixelRect]) {
        if let current, current == spans, row == endRow {
            endRow = row + 1
            return
        }
        flush(to: &out)
        current = spans
        startRow = row
        endRow = row + 1
    }

    mutating func flush(to out: inout [PixelRect]) {
        guard let s = current else { return }
        current = nil
        emit(s.a0, s.a1, to: &out)
        if s.b1 > s.b0 { emit(s.b0, s.b1, to: &out) }
    }

    private func emit(_ x0: Int32, _ x1: Int32, to out: inout [PixelRect]) {
        let r = PixelRect(x0: max(x0, clip.x0), y0: startRow, x1: min(x1, clip.x1), y1: endRow)
        if !r.isEmpty { out.append(r) }
    }
}
