import MosaicCore
@testable import MosaicAnimation

/// The components of animated values as a flat list: x, y, width, height, alpha, scale.
func components(_ v: AnimatedValues) -> [Double] {
    [v.frame.minX, v.frame.minY, v.frame.width, v.frame.height, v.alpha, v.scale]
}

/// True when every component of `a` and `b` differs by at most `tolerance`.
func isClose(_ a: AnimatedValues?, _ b: AnimatedValues?, tolerance: Double) -> Bool {
    guard let a, let b else { return false }
    return zip(components(a), components(b)).allSatisfy { abs($0 - $1) <= tolerance }
}


