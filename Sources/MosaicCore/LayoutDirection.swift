/// The horizontal direction in which a layout reads: SwiftUI's `LayoutDirection`, UIKit's
/// `UIUserInterfaceLayoutDirection` (a view's `effectiveUserInterfaceLayoutDirection`).
///
/// Right to left, Mosaic's layouts mirror themselves horizontally across the content's width:
/// a flow fills its lines from the right, a waterfall puts its first column at the right, and
/// everything derived from frames — hit testing, insertion slots, auto-scroll, the arrow keys —
/// follows what is drawn. The order of the items (reading order, the model) does not change.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Lines fill from the left (English, German, …); the default.
    case leftToRight
    /// Lines fill from the right (Hebrew, Arabic, Persian, Urdu, …).
    case rightToLeft

    /// The languages (ISO 639 codes) written right to left: Arabic, Central Kurdish, Dhivehi,
    /// Persian, Hebrew (also its old code `iw`), Kashmiri, N'Ko, Pashto, Sindhi, Syriac,
    /// Uyghur, Urdu and Yiddish.
    public static let rightToLeftLanguages: Set<String> = [
        "ar", "ckb", "dv", "fa", "he", "iw", "ks", "nqo", "ps", "sd", "syr", "ug", "ur", "yi",
    ]

    /// The direction of a POSIX or BCP 47 locale name: `he_IL.UTF-8`, `ar_EG`, `fa-IR`,
    /// `ur@latin` → by its language (the part before `_`, `-`, `.` or `@`, case-insensitive):
    /// right to left for the ``rightToLeftLanguages``, left to right for anything else,
    /// including `C`, `POSIX` and the empty name. - Complexity: O(length of the name).
    public init(localeIdentifier: String) {
        let language = localeIdentifier.prefix { !"_-.@".contains($0) }.lowercased()
        self = Self.rightToLeftLanguages.contains(language) ? .rightToLeft : .leftToRight
    }

    /// The direction of the process's locale as POSIX resolves the language of messages:
    /// the first set, non-empty value of `LC_ALL`, `LC_MESSAGES` and `LANG` (through
    /// ``init(localeIdentifier:)``); left to right when none is set. `environment` looks a
    /// variable up (`{ ProcessInfo.processInfo.environment[$0] }`; a test passes its own).
    public init(environment: (String) -> String?) {
        let name = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap(environment).first { !$0.isEmpty }
        self.init(localeIdentifier: name ?? "")
    }

    /// The direction with left and right swapped.
    public var flipped: LayoutDirection { self == .leftToRight ? .rightToLeft : .leftToRight }
}

/// Mirrors content coordinates horizontally across a width: how a layout that computes its
/// frames left to right presents them right to left (x ↦ width − x). The mirror is its own
/// inverse, so the same value maps a layout's frames to the screen and a screen point or
/// rectangle back into the layout's own coordinates.
///
/// A custom layout supports right to left this way: compute frames left to right as before,
/// keep a `layoutDirection`, and in the four queries mirror what goes in and what comes out
/// (see "Right-to-Left Layouts" in the documentation).
public struct LayoutMirror: Hashable, Sendable {
    /// The width mirrored across: the content's width (`contentSize.width`).
    public var width: Double

    /// A mirror across `width` points (the content's width).
    public init(width: Double) { self.width = width }

    /// The mirror for a layout of `direction` and content `width`: nil when left to right
    /// (nothing to mirror).
    public init?(direction: LayoutDirection, width: Double) {
        guard direction == .rightToLeft else { return nil }
        self.width = width
    }

    /// The point at the mirrored x, same y. - Complexity: O(1).
    public func point(_ p: Point) -> Point { Point(x: width - p.x, y: p.y) }

    /// The rectangle whose left edge is at `width − maxX`, same size and y. Intersection is
    /// preserved (touching edges still do not count); containment of a point on an edge is
    /// not (half-open edges swap sides), so hit testing tests the mirrored frames.
    /// - Complexity: O(1).
    public func rect(_ r: Rect) -> Rect {
        Rect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height)
    }

    /// The attributes with a mirrored frame; everything else as given. - Complexity: O(1).
    public func attributes(_ a: LayoutAttributes) -> LayoutAttributes {
        var mirrored = a
        mirrored.frame = rect(a.frame)
        return mirrored
    }

}
