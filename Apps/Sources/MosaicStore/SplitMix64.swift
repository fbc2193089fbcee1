// The apps' seeded generator (sample data, the store's benchmark, the apps' tests): `package`
// access, for the modules and tests of this package only.
/// A tiny deterministic pseudo-random generator (SplitMix64, Steele et al. 2014): the same seed
/// gives the same sequence on every platform, which makes sample data and property tests
/// reproducible.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state: each ``next()`` adds a fixed odd constant to it (wrapping)
    /// and returns a mix of the result. Saving and restoring it resumes the same sequence.
    package var state: UInt64

    /// A generator whose sequence is fully determined by `seed`; any value, including 0, is valid.
    package init(seed: UInt64) { state = seed }

    /// - Complexity: O(1).
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<upperBound` (`upperBound > 0`), by multiply-shift; deterministic across
    /// platforms, unlike the standard library's `random(in:using:)` whose algorithm may change.
    /// - Complexity: O(1).
    package mutating func next(below upperBound: Int) -> Int {
        guard upperBound > 1 else { return 0 }
        return Int(next().multipliedFullWidth(by: UInt64(upperBound)).high)
    }
}
