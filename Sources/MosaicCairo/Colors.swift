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

/// The colors Mosaic draws with, by role: a light palette (iOS-like) and a dark one, chosen
/// so text keeps at least 4.5:1 contrast on cards, bands and the background in both.
///
/// A renderer draws in one palette (`CairoRenderer.palette`). The static members
/// (`Palette.text`, …) are the light palette's roles, for source compatibility and as role
/// names: a color equal to a light role other than white (``resolve(_:)``) is drawn as the
/// same role of the current palette, so owner drawing that uses `Palette.text` or
/// `Palette.secondaryText` follows dark mode without code. White stays white (text on
/// avatars, badges and photo captions). A value: compare and copy freely.
public struct Palette: Sendable, Equatable {
    /// Behind the cells.
    public var background: RGBA
    /// A card at rest.
    public var card: RGBA
    /// A card in edit mode: the contacts grid's white 0.9 (230).
    public var editCard: RGBA
    /// The subtle 1-point card border.
    public var cardBorder: RGBA
    /// Selection border, the current segment, the focus ring.
    public var accent: RGBA
    /// The keyboard focus ring around a card or a button.
    public var focusRing: RGBA
    /// Primary text.
    public var text: RGBA
    /// Secondary text (dialog message).
    public var secondaryText: RGBA
    /// The destructive button.
    public var destructive: RGBA
    /// Section header and footer bands.
    public var band: RGBA
    /// The top bar's background.
    public var bar: RGBA
    /// Hairlines (bar bottom edge, segment borders).
    public var separator: RGBA
    /// Over the collection while a modal dialog is open.
    public var dim: RGBA
    /// The scroll indicator.
    public var scrollIndicator: RGBA
    /// A neutral button (the dialog's "No").
    public var neutralButton: RGBA
    /// The Undo toast's dark panel.
    public var toast: RGBA
    /// A context-menu entry under the keyboard focus or the pointer.
    public var menuFocus: RGBA
    /// A disabled menu entry's text.
    public var disabledText: RGBA
    /// What `drawImage` shows while an image is not ready or could not be decoded (neutral gray).
    public var imagePlaceholder: RGBA

    /// The light palette (the default).
    public static let light = Palette(
        background: RGBA(242, 242, 247),
        card: RGBA(255, 255, 255),
        editCard: RGBA(gray: DisplayStyle.editBackgroundGray),
        cardBorder: RGBA(206, 206, 212),
        accent: RGBA(0, 122, 255),
        focusRing: RGBA(0, 122, 255, 140),
        text: RGBA(28, 28, 30),
        secondaryText: RGBA(72, 72, 74),
        destructive: RGBA(255, 59, 48),
        band: RGBA(229, 229, 234),
        bar: RGBA(249, 249, 251),
        separator: RGBA(198, 198, 204),
        dim: RGBA(0, 0, 0, 56),
        scrollIndicator: RGBA(0, 0, 0, 100),
        neutralButton: RGBA(229, 229, 234),
        toast: RGBA(44, 44, 46, 235),
        menuFocus: RGBA(0, 122, 255, 40),
        disabledText: RGBA(142, 142, 147),
        imagePlaceholder: RGBA(209, 209, 214)
    )

    /// The dark palette: near-black surfaces, light text, the accent and destructive colors
    /// brightened for contrast on dark cards.
    public static let dark = Palette(
        background: RGBA(30, 30, 32),
        card: RGBA(48, 48, 52),
        editCard: RGBA(64, 64, 68),
        cardBorder: RGBA(78, 78, 84),
        accent: RGBA(10, 132, 255),
        focusRing: RGBA(64, 156, 255, 170),
        text: RGBA(236, 236, 241),
        secondaryText: RGBA(174, 174, 180),
        destructive: RGBA(255, 69, 58),
        band: RGBA(40, 40, 44),
        bar: RGBA(38, 38, 41),
        separator: RGBA(66, 66, 70),
        dim: RGBA(0, 0, 0, 120),
        scrollIndicator: RGBA(255, 255, 255, 110),
        neutralButton: RGBA(68, 68, 72),
        toast: RGBA(72, 72, 76, 240),
        menuFocus: RGBA(10, 132, 255, 70),
        disabledText: RGBA(110, 110, 116),
        imagePlaceholder: RGBA(68, 68, 72)
    )

    /// A palette from every role.
    public init(background: RGBA, card: RGBA, editCard: RGBA, cardBorder: RGBA, accent: RGBA, focusRing: RGBA, text: RGBA, secondaryText: RGBA, destructive: RGBA, band: RGBA, bar: RGBA, separator: RGBA, dim: RGBA, scrollIndicator: RGBA, neutralButton: RGBA, toast: RGBA, menuFocus: RGBA, disabledText: RGBA, imagePlaceholder: RGBA) {
        self.background = background
        self.card = card
        self.editCard = editCard
        self.cardBorder = cardBorder
        self.accent = accent
        self.focusRing = focusRing
        self.text = text
        self.secondaryText = secondaryText
        self.destructive = destructive
        self.band = band
        self.bar = bar
        self.separator = separator
        self.dim = dim
        self.scrollIndicator = scrollIndicator
        self.neutralButton = neutralButton
        self.toast = toast
        self.menuFocus = menuFocus
        self.disabledText = disabledText
        self.imagePlaceholder = imagePlaceholder
    }

    /// Behind the cells. (the light palette's role; see ``resolve(_:)``).
    public static var background: RGBA { light.background }
    /// A card at rest. (the light palette's role; see ``resolve(_:)``).
    public static var card: RGBA { light.card }
    /// A card in edit mode: the contacts grid's white 0.9 (230). (the light palette's role; see ``resolve(_:)``).
    public static var editCard: RGBA { light.editCard }
    /// The subtle 1-point card border. (the light palette's role; see ``resolve(_:)``).
    public static var cardBorder: RGBA { light.cardBorder }
    /// Selection border, the current segment, the focus ring. (the light palette's role; see ``resolve(_:)``).
    public static var accent: RGBA { light.accent }
    /// The keyboard focus ring around a card or a button. (the light palette's role; see ``resolve(_:)``).
    public static var focusRing: RGBA { light.focusRing }
    /// Primary text. (the light palette's role; see ``resolve(_:)``).
    public static var text: RGBA { light.text }
    /// Secondary text (dialog message). (the light palette's role; see ``resolve(_:)``).
    public static var secondaryText: RGBA { light.secondaryText }
    /// The destructive button. (the light palette's role; see ``resolve(_:)``).
    public static var destructive: RGBA { light.destructive }
    /// Section header and footer bands. (the light palette's role; see ``resolve(_:)``).
    public static var band: RGBA { light.band }
    /// The top bar's background. (the light palette's role; see ``resolve(_:)``).
    public static var bar: RGBA { light.bar }
    /// Hairlines (bar bottom edge, segment borders). (the light palette's role; see ``resolve(_:)``).
    public static var separator: RGBA { light.separator }
    /// Over the collection while a modal dialog is open. (the light palette's role; see ``resolve(_:)``).
    public static var dim: RGBA { light.dim }
    /// The scroll indicator. (the light palette's role; see ``resolve(_:)``).
    public static var scrollIndicator: RGBA { light.scrollIndicator }
    /// A neutral button (the dialog's "No"). (the light palette's role; see ``resolve(_:)``).
    public static var neutralButton: RGBA { light.neutralButton }
    /// The Undo toast's dark panel. (the light palette's role; see ``resolve(_:)``).
    public static var toast: RGBA { light.toast }
    /// A context-menu entry under the keyboard focus or the pointer. (the light palette's role; see ``resolve(_:)``).
    public static var menuFocus: RGBA { light.menuFocus }
    /// A disabled menu entry's text. (the light palette's role; see ``resolve(_:)``).
    public static var disabledText: RGBA { light.disabledText }
    /// What `drawImage` shows while an image is not ready or could not be decoded (neutral gray). (the light palette's role; see ``resolve(_:)``).
    public static var imagePlaceholder: RGBA { light.imagePlaceholder }

    /// The light palette's roles with their dark counterparts, by color (white excluded).
    static let darkByLightColor: [RGBA: RGBA] = {
        var map: [RGBA: RGBA] = [:]
        let pairs: [(RGBA, RGBA)] = [
            (light.background, dark.background),
            (light.editCard, dark.editCard),
            (light.cardBorder, dark.cardBorder),
            (light.accent, dark.accent),
            (light.focusRing, dark.focusRing),
            (light.text, dark.text),
            (light.secondaryText, dark.secondaryText),
            (light.destructive, dark.destructive),
            (light.band, dark.band),
            (light.bar, dark.bar),
            (light.separator, dark.separator),
            (light.dim, dark.dim),
            (light.scrollIndicator, dark.scrollIndicator),
            (light.neutralButton, dark.neutralButton),
            (light.toast, dark.toast),
            (light.menuFocus, dark.menuFocus),
            (light.disabledText, dark.disabledText),
            (light.imagePlaceholder, dark.imagePlaceholder),
        ]
        for (light, dark) in pairs where map[light] == nil { map[light] = dark }
        return map
    }()

    /// `color` as drawn in this palette: in the dark palette a color equal to a light role
    /// (other than white) becomes that role's dark color; any other color, and every color in
    /// the light palette, is unchanged. O(1).
    public func resolve(_ color: RGBA) -> RGBA {
        if self == .light { return color }
        if self == .dark { return Self.darkByLightColor[color] ?? color }
        return color
    }

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
