import MosaicCore

/// The animatable part of an element's layout attributes: frame, alpha and scale.
///
/// Animators interpolate every component independently (the frame as x, y, width, height).
/// Values are not validated: NaN in gives NaN out.
public struct AnimatedValues: Hashable, Sendable, CustomStringConvertible {
    /// Where the element is drawn, before scaling.
    public var frame: Rect
    /// Opacity; 1 is opaque, 0 invisible.
    public var alpha: Double
    /// Scale about the frame's center; 1 is the natural size.
    public var scale: Double

    /// Values at rest by default: opaque, natural size.
    public init(frame: Rect, alpha: Double = 1, scale: Double = 1) {
        self.frame = frame
        self.alpha = alpha
        self.scale = scale
    }

    /// The animatable values of `attributes`.
    public init(_ attributes: LayoutAttributes) {
        self.init(frame: attributes.frame, alpha: attributes.alpha, scale: attributes.scale)
    }

    /// `attributes` with frame, alpha and scale replaced by these values.
    public func applied(to attributes: LayoutAttributes) -> LayoutAttributes {
        var result = attributes
        result.frame = frame
        result.alpha = alpha
        result.scale = scale
        return result
    }

    /// A copy with `frame` replaced.
    public func with(frame: Rect) -> AnimatedValues { AnimatedValues(frame: frame, alpha: alpha, scale: scale) }
    /// A copy with `alpha` replaced.
    public func with(alpha: Double) -> AnimatedValues { AnimatedValues(frame: frame, alpha: alpha, scale: scale) }
    /// A copy with `scale` replaced.
    public func with(scale: Double) -> AnimatedValues { AnimatedValues(frame: frame, alpha: alpha, scale: scale) }

    public var description: String { "frame \(frame) alpha \(alpha) scale \(scale)" }
}
