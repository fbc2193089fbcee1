/// A tiny deterministic pseudo-random generator (SplitMix64, Steele et al. 2014): the same seed
/// gives the same sequence on every platform, which makes property tests and sample data
/// reproducible — print the seed, and a failure is replayed by running that seed again.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// let path = ItemPath(0, rng.next(below: 10))
/// let gap = Double.random(in: 0...20, using: &rng)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state: each ``next()`` adds a fixed odd constant to it (wrapping)
    /// and returns a mix of the result. Saving and restoring it resumes the same sequence.
    public var state: UInt64

    /// A generator whose sequence is fully determined by `seed`; any value, including 0, is valid.
    public init(seed: UInt64) { state = seed }

    /// - Complexity: O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<upperBound` (`upperBound > 0`), by multiply-shift; deterministic across
    /// platforms, unlike the standard library's `random(in:using:)` whose algorithm may change.
    /// - Complexity: O(1).
    public mutating func next(below upperBound: Int) -> Int {
        guard upperBound > 1 else { return 0 }
        return Int(next().multipliedFullWidth(by: UInt64(upperBound)).high)
    }
}
