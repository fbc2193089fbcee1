/// How an image fits a rectangle of another aspect ratio.
public enum ContentMode: Sendable, Equatable {
    /// Covers the rectangle, cropping what overflows (UIKit's `.scaleAspectFill`).
    case aspectFill
    /// Fits inside the rectangle, letterboxed (UIKit's `.scaleAspectFit`).
    case aspectFit
    /// Stretches to the rectangle, ignoring the aspect ratio (UIKit's `.scaleToFill`).
    case stretch
}
