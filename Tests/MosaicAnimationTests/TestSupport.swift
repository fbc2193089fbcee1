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

/// SplitMix64: a tiny seeded generator so property tests replay exactly from a printed seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
