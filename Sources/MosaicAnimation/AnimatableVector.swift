/// A value an animation can interpolate: a vector space over `Double` (add, subtract, scale).
///
/// Internal: the animators are written once against it and used for `Double` (scroll offsets)
/// and `AnimatedValues` (frame, alpha, scale).
protocol AnimatableVector: Hashable, Sendable {
    /// The additive identity (used as "no velocity").
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    static func * (lhs: Self, rhs: Double) -> Self
}

extension Double: AnimatableVector {}
