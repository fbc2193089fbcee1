/// The high-contrast palettes, for the desktop's high-contrast setting (libadwaita's
/// `AdwStyleManager` `high-contrast`, which MosaicGTK's widget follows): black or white text
/// and borders, an opaque focus ring and selection accent at least 4.5:1 against the cards and
/// the background (7:1 for text), no translucent hairlines.
extension Palette {
    /// High contrast on a light background: white cards with black borders, black text, a
    /// dark blue accent and an opaque focus ring.
    public static let highContrast = Palette(
        background: RGBA(255, 255, 255),
        card: RGBA(255, 255, 255),
        editCard: RGBA(235, 235, 235),
        cardBorder: RGBA(0, 0, 0),
        accent: RGBA(0, 64, 160),
        focusRing: RGBA(0, 64, 160),
        text: RGBA(0, 0, 0),
        secondaryText: RGBA(32, 32, 32),
        destructive: RGBA(176, 0, 0),
        band: RGBA(224, 224, 224),
        bar: RGBA(255, 255, 255),
        separator: RGBA(0, 0, 0),
        dim: RGBA(0, 0, 0, 96),
        scrollIndicator: RGBA(0, 0, 0, 200),
        neutralButton: RGBA(210, 210, 210),
        toast: RGBA(0, 0, 0, 250),
        menuFocus: RGBA(0, 64, 160, 60),
        disabledText: RGBA(90, 90, 90),
        imagePlaceholder: RGBA(190, 190, 190)
    )

    /// High contrast on a dark background: black cards with white borders, white text, a light
    /// blue accent and an opaque focus ring.
    public static let highContrastDark = Palette(
        background: RGBA(0, 0, 0),
        card: RGBA(0, 0, 0),
        editCard: RGBA(24, 24, 24),
        cardBorder: RGBA(255, 255, 255),
        accent: RGBA(120, 190, 255),
        focusRing: RGBA(255, 220, 0),
        text: RGBA(255, 255, 255),
        secondaryText: RGBA(230, 230, 230),
        destructive: RGBA(255, 110, 100),
        band: RGBA(36, 36, 36),
        bar: RGBA(0, 0, 0),
        separator: RGBA(255, 255, 255),
        dim: RGBA(0, 0, 0, 160),
        scrollIndicator: RGBA(255, 255, 255, 200),
        neutralButton: RGBA(60, 60, 60),
        toast: RGBA(30, 30, 30, 250),
        menuFocus: RGBA(120, 190, 255, 90),
        disabledText: RGBA(170, 170, 170),
        imagePlaceholder: RGBA(70, 70, 70)
    )

    /// The palette for a desktop's appearance: light or dark, in high contrast or not.
    public static func forAppearance(dark: Bool, highContrast: Bool) -> Palette {
        switch (dark, highContrast) {
        case (false, false): return .light
        case (true, false): return .dark
        case (false, true): return .highContrast
        case (true, true): return .highContrastDark
        }
    }
}
