import CSDL2
import MosaicView

/// An 8-bit-per-channel color with straight (not premultiplied) alpha.
public struct RGBA: Hashable, Sendable {
    /// Red, 0–255.
    public var r: UInt8
    /// Green, 0–255.
    public var g: UInt8
    /// Blue, 0–255.
    public var b: UInt8
    /// Opacity, 0 (transparent) – 255 (opaque).
    public var a: UInt8

    /// A color from its red, green, blue and alpha channels (opaque by default).
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// This color moved `amount` (0…1) of the way to `other`, channel by channel.
    public func mixed(with other: RGBA, _ amount: Double) -> RGBA {
        let t = amount.isFinite ? min(1, max(0, amount)) : 0
        if t == 0 { return self }
        if t == 1 { return other }
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return RGBA(mix(r, other.r), mix(g, other.g), mix(b, other.b), mix(a, other.a))
    }

    /// A gray of `gray` (0 black … 1 white) with opacity `alpha`; both are clamped to 0…1.
    public init(gray: Double, alpha: Double = 1) {
        let v = RGBA.channel(gray)
        self.init(v, v, v, RGBA.channel(alpha))
    }

    /// The color with its alpha multiplied by `factor` (clamped to 0…1).
    public func withAlpha(_ factor: Double) -> RGBA {
        RGBA(r, g, b, RGBA.channel(Double(a) / 255 * factor))
    }

    /// The color with its RGB channels multiplied by `factor` (< 1 darkens).
    public func darkened(_ factor: Double) -> RGBA {
        RGBA(RGBA.channel(Double(r) / 255 * factor), RGBA.channel(Double(g) / 255 * factor),
             RGBA.channel(Double(b) / 255 * factor), a)
    }

    /// The color as SDL wants it.
    var sdl: SDL_Color { SDL_Color(r: r, g: g, b: b, a: a) }

    /// A unit value (0…1, NaN as 0) as a byte, rounded.
    static func channel(_ unit: Double) -> UInt8 {
        guard unit.isFinite, unit > 0 else { return 0 }
        return unit >= 1 ? 255 : UInt8((unit * 255).rounded())
    }

    /// A color from hue (degrees), saturation and value (0…1).
    static func hsv(hue: Double, saturation s: Double, value v: Double) -> RGBA {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 60
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        return RGBA(channel(r + m), channel(g + m), channel(b + m))
    }
}

/// The colors Mosaic draws with (an iOS-like light palette).
public enum Palette {
    /// Behind the cells.
    public static let background = RGBA(242, 242, 247)
    /// A card at rest.
    public static let card = RGBA(255, 255, 255)
    /// A card in edit mode: the contacts grid's white 0.9 (230).
    public static let editCard = RGBA(gray: DisplayStyle.editBackgroundGray)
    /// The subtle 1-point card border.
    public static let cardBorder = RGBA(206, 206, 212)
    /// Selection border, the current segment, the focus ring.
    public static let accent = RGBA(0, 122, 255)
    /// The keyboard focus ring around a card or a button.
    public static let focusRing = RGBA(0, 122, 255, 140)
    /// Primary text.
    public static let text = RGBA(28, 28, 30)
    /// Secondary text (dialog message).
    public static let secondaryText = RGBA(72, 72, 74)
    /// The destructive button.
    public static let destructive = RGBA(255, 59, 48)
    /// Section header and footer bands.
    public static let band = RGBA(229, 229, 234)
    /// The top bar's background.
    public static let bar = RGBA(249, 249, 251)
    /// Hairlines (bar bottom edge, segment borders).
    public static let separator = RGBA(198, 198, 204)
    /// Over the collection while a modal dialog is open.
    public static let dim = RGBA(0, 0, 0, 56)
    /// The scroll indicator.
    public static let scrollIndicator = RGBA(0, 0, 0, 100)
    /// A neutral button (the dialog's "No").
    public static let neutralButton = RGBA(229, 229, 234)
    /// The Undo toast's dark panel.
    public static let toast = RGBA(44, 44, 46, 235)
    /// A context-menu entry under the keyboard focus or the pointer.
    public static let menuFocus = RGBA(0, 122, 255, 40)
    /// A disabled menu entry's text.
    public static let disabledText = RGBA(142, 142, 147)
    /// What `drawImage` shows while an image is not ready or could not be decoded (neutral gray).
    public static let imagePlaceholder = RGBA(209, 209, 214)

    /// The avatar color for `label`: a hue from a stable FNV-1a hash of its UTF-8 bytes (not
    /// `Hasher`, which is seeded per process), at a fixed saturation and value, so the same
    /// name always gets the same color.
    public static func avatar(for label: String) -> RGBA {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in label.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hue = Double(hash % 360)
        let value = 0.70 + Double((hash >> 16) % 3) * 0.06
        return RGBA.hsv(hue: hue, saturation: 0.50, value: value)
    }

    /// The initials of `label`: the first letters of its first and last words that start
    /// with a letter, upper-cased ("Ada Lovelace" → "AL", "Plato" → "P", "Ada Lovelace +2" →
    /// "AL"); "?" when no word starts with a letter.
    public static func initials(of label: String) -> String {
        let words = label.split(whereSeparator: { $0.isWhitespace }).filter { $0.first?.isLetter == true }
        guard let first = words.first?.first else { return "?" }
        var result = String(first).uppercased()
        if words.count > 1, let last = words.last?.first { result += String(last).uppercased() }
        return result
    }
}
