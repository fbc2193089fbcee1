import MosaicCore

/// Component-wise vector arithmetic (frame as x, y, width, height), so the generic animation
/// segments can interpolate and carry velocities of `AnimatedValues`.
extension AnimatedValues: AnimatableVector {
    static let zero = AnimatedValues(frame: .zero, alpha: 0, scale: 0)

    static func + (lhs: AnimatedValues, rhs: AnimatedValues) -> AnimatedValues {
        AnimatedValues(frame: Rect(x: lhs.frame.minX + rhs.frame.minX, y: lhs.frame.minY + rhs.frame.minY,
                                   width: lhs.frame.width + rhs.frame.width,
                                   height: lhs.frame.height + rhs.frame.height),
                       alpha: lhs.alpha + rhs.alpha, scale: lhs.scale + rhs.scale)
    }

    static func - (lhs: AnimatedValues, rhs: AnimatedValues) -> AnimatedValues {
        AnimatedValues(frame: Rect(x: lhs.frame.minX - rhs.frame.minX, y: lhs.frame.minY - rhs.frame.minY,
                                   width: lhs.frame.width - rhs.frame.width,
                                   height: lhs.frame.height - rhs.frame.height),
                       alpha: lhs.alpha - rhs.alpha, scale: lhs.scale - rhs.scale)
    }

    static func * (lhs: AnimatedValues, rhs: Double) -> AnimatedValues {
        AnimatedValues(frame: Rect(x: lhs.frame.minX * rhs, y: lhs.frame.minY * rhs,
                                   width: lhs.frame.width * rhs, height: lhs.frame.height * rhs),
                       alpha: lhs.alpha * rhs, scale: lhs.scale * rhs)
    }
}
