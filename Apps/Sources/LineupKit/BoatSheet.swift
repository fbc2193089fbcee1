import Foundation
import MosaicCore

/// The printable boat diagram of a lineup (`lineup export --pdf/--png`), as a value: an A4
/// portrait page of marks — boxes, lines and text — that a renderer draws in order. The page
/// shows the team and lineup name and the date, the boat (drummer, rows 1–10 left and right,
/// steerer: each seat's label, the paddler's name, weight and side preference, an injured or
/// unavailable mark; an empty seat says so), the bench, and the two balance gauges with their
/// plain words ("Left heavier by 2 kg", "Bow heavy by 72 kg·rows"). Building it is O(team).
public struct BoatSheet: Sendable {
    /// A colour, 0…1 per channel.
    public struct Color: Sendable, Equatable {
        /// Red, green, blue, 0…1.
        public var red, green, blue: Double
        /// A colour from 0…255 channels.
        public init(_ r: Int, _ g: Int, _ b: Int) { red = Double(r) / 255; green = Double(g) / 255; blue = Double(b) / 255 }
    }

    /// One thing drawn on the page.
    public enum Mark: Sendable, Equatable {
        /// A rectangle, filled (and stroked when `stroke` is set), with rounded corners.
        case box(Rect, fill: Color, stroke: Color?, radius: Double)
        /// A straight line.
        case line(from: Point, to: Point, color: Color, width: Double)
        /// One line of text in `frame` (ellipsized when too long), `size` points, centred or leading.
        case text(String, frame: Rect, size: Double, bold: Bool, color: Color, centered: Bool)
    }

    /// The page's size in points (A4 portrait).
    public static let pageSize = Size(width: 595, height: 842)
    static let margin = 36.0, cell = Size(width: 168, height: 40), gap = 6.0, top = 104.0
    static let ink = Color(30, 32, 38), muted = Color(110, 116, 128), card = Color(246, 247, 250)
    static let border = Color(190, 196, 208), accent = Color(52, 104, 208), warn = Color(196, 48, 48)

    /// The lineup drawn.
    public let lineup: Lineup
    /// The marks, in drawing order.
    public private(set) var marks: [Mark] = []
    /// The page's title: "TEAM — LINEUP".
    public let title: String
    /// The date line, e.g. "26 November 2026".
    public let dateLine: String

    /// The sheet of `lineup` for team `team`, dated `date` (in `timeZone`).
    public init(lineup: Lineup, team: String, date: Date, timeZone: TimeZone = .current) {
        self.lineup = lineup
        title = "\(team) — \(lineup.name)"
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "d MMMM yyyy"
        dateLine = formatter.string(from: date)
        layOut()
    }

    /// Every text on the page, in drawing order (what a PDF's text layer holds).
    public var texts: [String] {
        marks.compactMap { if case .text(let s, _, _, _, _, _) = $0 { s } else { nil } }
    }

    private mutating func text(_ s: String, _ frame: Rect, size: Double, bold: Bool = false, color: Color = ink, centered: Bool = false) {
        marks.append(.text(s, frame: frame, size: size, bold: bold, color: color, centered: centered))
    }

    private mutating func layOut() {
        let m = Self.margin, width = Self.pageSize.width
        text(title, Rect(x: m, y: m, width: width - 2 * m, height: 26), size: 20, bold: true)
        text(dateLine, Rect(x: m, y: m + 28, width: width - 2 * m, height: 16), size: 11, color: Self.muted)
        let boatWidth = 2 * Self.cell.width + Self.gap
        for (index, paddler) in lineup.boat.enumerated() {
            guard let seat = Seat.boat(index) else { continue }
            seatBox(seat, paddler, frame: frame(of: seat, boatWidth: boatWidth))
        }
        let stern = frame(of: .steerer, boatWidth: boatWidth).maxY
        gauges(top: stern + 22, width: boatWidth)
        bench(x: m + boatWidth + 24, width: width - m - (m + boatWidth + 24))
    }

    /// A seat's frame on the page.
    func frame(of seat: Seat, boatWidth: Double) -> Rect {
        let step = Self.cell.height + Self.gap, m = Self.margin
        switch seat {
        case .drummer: return Rect(x: m + (boatWidth - Self.cell.width) / 2, y: Self.top, width: Self.cell.width, height: Self.cell.height)
        case .steerer:
            return Rect(x: m + (boatWidth - Self.cell.width) / 2, y: Self.top + Double(Seat.rows + 1) * step,
                        width: Self.cell.width, height: Self.cell.height)
        case .row(let r, let side):
            return Rect(x: m + (side == .left ? 0 : Self.cell.width + Self.gap), y: Self.top + Double(r) * step,
                        width: Self.cell.width, height: Self.cell.height)
        case .bench: return .zero
        }
    }

    private mutating func seatBox(_ seat: Seat, _ paddler: Paddler?, frame f: Rect) {
        let refusal = paddler.flatMap { SeatRules.refusal($0, in: seat) }
        marks.append(.box(f, fill: paddler == nil ? Color(236, 237, 240) : Self.card,
                          stroke: refusal != nil || paddler?.injured == true ? Self.warn : Self.border, radius: 6))
        text(seat.label, Rect(x: f.minX + 6, y: f.minY + 4, width: 44, height: 12), size: 8, color: Self.muted)
        guard let p = paddler else {
            text("empty seat", Rect(x: f.minX + 6, y: f.minY + 16, width: f.width - 12, height: 16), size: 10, color: Self.muted)
            return
        }
        text(p.name, Rect(x: f.minX + 50, y: f.minY + 4, width: f.width - 56, height: 16), size: 11, bold: true)
        text("\(Paddler.format(p.weight)) kg · prefers \(p.side.rawValue)",
             Rect(x: f.minX + 50, y: f.minY + 22, width: f.width - 56, height: 13), size: 8.5,
             color: p.injured || p.unavailable ? Self.warn : Self.muted)
        // Injured or unavailable: under the seat's label, where it cannot cut the line above.
        let flags = [p.injured ? "injured" : nil, p.unavailable ? "unavailable" : nil].compactMap { $0 }
        for (i, flag) in flags.enumerated() {
            text(flag, Rect(x: f.minX + 6, y: f.minY + 16 + 10 * Double(i), width: 44, height: 10), size: 7, bold: true, color: Self.warn)
        }
    }

    private mutating func gauges(top: Double, width: Double) {
        let balance = Balance(lineup), m = Self.margin
        text("Balance", Rect(x: m, y: top, width: 60, height: 14), size: 10, bold: true)
        text("L \(Balance.number(balance.left)) kg · R \(Balance.number(balance.right)) kg · \(Balance.number(balance.total)) kg in the boat",
             Rect(x: m + 60, y: top, width: width - 60, height: 14), size: 9, color: Self.muted)
        gauge(balance.sideGauge, ends: ("Left", "Right"), top: top + 20, width: width)
        gauge(balance.trimGauge, ends: ("Stern", "Bow"), top: top + 66, width: width)
    }

    /// A horizontal gauge: a track with a centre tick and a needle at the fraction, its ends
    /// named, its words under it.
    private mutating func gauge(_ g: Gauge, ends: (String, String), top: Double, width: Double) {
        let m = Self.margin, track = Rect(x: m + 40, y: top + 4, width: width - 80, height: 8)
        text(ends.0, Rect(x: m, y: top, width: 38, height: 14), size: 8.5, color: Self.muted)
        text(ends.1, Rect(x: track.maxX + 4, y: top, width: 36, height: 14), size: 8.5, color: Self.muted)
        marks.append(.box(track, fill: Color(228, 231, 237), stroke: nil, radius: 4))
        marks.append(.line(from: Point(x: track.midX, y: track.minY - 3), to: Point(x: track.midX, y: track.maxY + 3), color: Self.muted, width: 1))
        // Trim's negative end (stern) is drawn on the left, as the side gauge's left.
        let x = track.midX + g.fraction * track.width / 2
        marks.append(.box(Rect(x: x - 3, y: track.minY - 4, width: 6, height: track.height + 8), fill: Self.accent, stroke: nil, radius: 2))
        text(g.words, Rect(x: m, y: top + 18, width: width, height: 14), size: 10, centered: true)
    }

    private mutating func bench(x: Double, width: Double) {
        let count = lineup.bench.count
        text("Bench (\(count))", Rect(x: x, y: Self.top - 2, width: width, height: 16), size: 12, bold: true)
        guard count > 0 else { return }
        let available = Self.pageSize.height - Self.margin - (Self.top + 20)
        let step = min(16, available / Double(count)), size = min(9.5, step * 0.7)
        for (i, p) in lineup.bench.enumerated() {
            var line = "\(p.name) · \(Paddler.format(p.weight)) kg · \(p.side.letter)"
            if p.injured { line += " · injured" }
            if p.unavailable { line += " · unavailable" }
            text(line, Rect(x: x, y: Self.top + 20 + Double(i) * step, width: width, height: step), size: size,
                 color: p.unavailable || p.injured ? Self.warn : Self.ink)
        }
    }
}
