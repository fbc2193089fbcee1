import MosaicCore

/// What a cell shows, described as data — in the spirit of UIKit's
/// `UIListContentConfiguration`: an image (initials avatar or nothing, placed above or beside
/// the text), a title, a secondary text, a badge, a background, a corner radius and insets.
///
/// The renderer lays the parts out from the cell's size at draw time, so one configuration
/// fits any cell size; parts that do not fit are dropped in a fixed order (secondary text,
/// then the title, then the image). Nil metrics mean "automatic" (derived from the cell's
/// size, as HelloContacts' card does).
///
/// ```swift
/// renderer.draw(list, content: { cell in
///     .configuration(.subtitleCell(title: names[cell.id], secondaryText: "Seat \(cell.path.item + 1)"))
/// })
/// ```
public struct CellContentConfiguration: Sendable, Equatable {
    /// Where the image goes relative to the text.
    public enum Arrangement: Sendable, Equatable {
        /// A centred column: image, then the text below it (cards, photo tiles).
        case stacked
        /// A row: image at the leading edge, the text beside it, aligned at that edge (list
        /// rows). Right to left (`CellState.layoutDirection`) the row mirrors: image at the right.
        case leading
    }

    /// The cell's image.
    public enum Image: Sendable, Equatable {
        /// No image: the text takes the whole content box.
        case none
        /// A circle in `color` with `initials` in white (HelloContacts' avatar). Use
        /// ``CellContentConfiguration/initials(of:)`` and
        /// ``CellContentConfiguration/avatarColor(for:)`` for the standard look.
        case initials(String, color: RGBA)
        /// A decoded image (PNG or JPEG), drawn with `contentMode`; a neutral placeholder is
        /// shown until it is ready or when it cannot be decoded.
        case source(ImageSource, contentMode: ContentMode = .aspectFill)
    }

    /// The shape the image is cut to.
    public enum ImageShape: Sendable, Equatable {
        /// A circle (the image box is square).
        case circle
        /// A rounded rectangle with this corner radius, in points.
        case roundedRect(radius: Double)
        /// The image fills the cell's whole content box and the text goes over its bottom edge
        /// on a translucent band (photo tiles).
        case fill
    }

    /// Which part plays the selection bounce (`DisplayCell.bounceScale`).
    public enum BouncingPart: Sendable, Equatable {
        /// Only the image (HelloContacts' avatar).
        case image
        /// The whole cell.
        case wholeCell
        /// Nothing bounces.
        case none
    }

    /// Where the image goes relative to the text; `.stacked` by default.
    public var arrangement: Arrangement
    /// The image; `.none` by default.
    public var image: Image
    /// The image's shape; `.circle` by default.
    public var imageShape: ImageShape
    /// The largest image side, in points (the image shrinks to fit smaller cells); 96 by default.
    public var maximumImageSize: Double
    /// The main text, or nil.
    public var title: String?
    /// The title's color.
    public var titleColor: RGBA
    /// The title's point size; nil derives it from the cell's width (9…15 points).
    public var titleSize: Double?
    /// The most lines the title wraps onto (at least 1); 2 by default.
    public var titleLines: Int
    /// Bold title; false by default.
    public var titleIsBold: Bool
    /// A second, smaller line below the title, or nil.
    public var secondaryText: String?
    /// The secondary text's color.
    public var secondaryTextColor: RGBA
    /// A short text in a pill at the top-trailing corner (a count, a status), or nil; the
    /// top-left corner right to left.
    public var badge: String?
    /// The badge's fill color (its text is white).
    public var badgeColor: RGBA
    /// The cell's background; nil is the standard card (white, the edit gray in edit mode,
    /// darker while highlighted).
    public var background: RGBA?
    /// The border color; nil is the standard hairline (the accent color when selected).
    public var borderColor: RGBA?
    /// The background's corner radius in points; nil derives it from the cell's size (2…12).
    public var cornerRadius: Double?
    /// Space between the cell's edges and its content; nil derives it from the cell's size.
    public var insets: EdgeInsets?
    /// Which part bounces when the cell is selected; `.image` by default.
    public var bouncingPart: BouncingPart

    /// A configuration with every part optional; the defaults are HelloContacts' card look
    /// without an image or text.
    public init(arrangement: Arrangement = .stacked, image: Image = .none, imageShape: ImageShape = .circle,
                maximumImageSize: Double = 96, title: String? = nil, titleColor: RGBA = Palette.text,
                titleSize: Double? = nil, titleLines: Int = 2, titleIsBold: Bool = false,
                secondaryText: String? = nil, secondaryTextColor: RGBA = Palette.secondaryText,
                badge: String? = nil, badgeColor: RGBA = Palette.destructive, background: RGBA? = nil,
                borderColor: RGBA? = nil, cornerRadius: Double? = nil, insets: EdgeInsets? = nil,
                bouncingPart: BouncingPart = .image) {
        self.arrangement = arrangement
        self.image = image
        self.imageShape = imageShape
        self.maximumImageSize = maximumImageSize
        self.title = title
        self.titleColor = titleColor
        self.titleSize = titleSize
        self.titleLines = titleLines
        self.titleIsBold = titleIsBold
        self.secondaryText = secondaryText
        self.secondaryTextColor = secondaryTextColor
        self.badge = badge
        self.badgeColor = badgeColor
        self.background = background
        self.borderColor = borderColor
        self.cornerRadius = cornerRadius
        self.insets = insets
        self.bouncingPart = bouncingPart
    }

    /// HelloContacts' contact card: an initials avatar in a color derived from the
    /// name, the name below it on up to two lines; the avatar bounces.
    public static func contactCard(name: String) -> Self {
        Self(image: .initials(initials(of: name), color: avatarColor(for: name)), title: name)
    }

    /// A list row: `title` over `secondaryText`, aligned at the leading edge (the right, right
    /// to left), with an optional leading image.
    public static func subtitleCell(title: String, secondaryText: String?, image: Image = .none) -> Self {
        Self(arrangement: .leading, image: image, title: title, titleLines: 1, titleIsBold: true,
             secondaryText: secondaryText, bouncingPart: .wholeCell)
    }

    /// A photo tile: the image fills the cell, with an optional caption along its bottom.
    public static func photo(_ source: ImageSource, caption: String? = nil) -> Self {
        Self(image: .source(source, contentMode: .aspectFill), imageShape: .fill, title: caption,
             titleColor: RGBA(255, 255, 255), titleLines: 1, bouncingPart: .wholeCell)
    }

    /// Up to two initials of `name` (first letters of its first and last words), uppercased.
    public static func initials(of name: String) -> String { Palette.initials(of: name) }

    /// A stable, saturated color for `name` (the same name always gets the same color).
    public static func avatarColor(for name: String) -> RGBA { Palette.avatar(for: name) }
}

/// What a section header or footer shows: a title (and optional secondary text) on a band.
public struct SupplementaryContentConfiguration: Sendable, Equatable {
    /// The title, or nil for an empty band.
    public var title: String?
    /// Smaller text at the trailing edge (a count, a total; the left edge right to left), or nil.
    public var secondaryText: String?
    /// The band's color.
    public var background: RGBA
    /// The text's color.
    public var textColor: RGBA
    /// The title's point size.
    public var titleSize: Double
    /// Horizontal inset of the text, in points.
    public var horizontalInset: Double

    /// A band with `title` in bold at the leading edge (the left; the right right to left).
    public init(title: String? = nil, secondaryText: String? = nil, background: RGBA = Palette.band,
                textColor: RGBA = Palette.secondaryText, titleSize: Double = 13, horizontalInset: Double = 16) {
        self.title = title
        self.secondaryText = secondaryText
        self.background = background
        self.textColor = textColor
        self.titleSize = titleSize
        self.horizontalInset = horizontalInset
    }
}
