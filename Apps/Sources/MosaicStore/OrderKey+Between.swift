/// Generating keys: one key between two neighbours, or many evenly spaced keys.
///
/// Both work on fixed-point numbers: `[UInt8]` digit arrays where index 0 is the units digit
/// (0, or 1 for the upper end of the range) and indices `1...L` the base-62 fraction digits.
/// A missing lower neighbour is 0, a missing upper neighbour is 1.
extension OrderKey {
    /// A key strictly between `lower` and `upper`; nil lower means "before everything", nil upper
    /// "after everything". Returns nil when `lower >= upper` (there is nothing between).
    ///
    /// The choice keeps keys short under repeated insertions at one spot and under random ones:
    /// - If the neighbours have the same length (e.g. right after a rebalance), the midpoint.
    /// - Otherwise the longer neighbour is the one generated most recently, and insertions tend
    ///   to continue on its far side, so the new key is a small step (at most `stepLimit` units
    ///   of the longer length, at most half the gap) away from it, towards the shorter one —
    ///   like a counter, leaving most of the gap for the next insertions; a step that would end
    ///   in `0` (and so shorten the key and coarsen the next steps) is lengthened by one unit.
    /// - When there is no room at the current length, the length grows by the number of digits
    ///   the longer key has beyond the shared prefix (at least one), so each deepening holds
    ///   about as many keys as all the previous ones (62¹, 62², 62⁴, … keys): 10,000 insertions
    ///   at the front, at the end or after a fixed item produce keys of about 10 characters.
    ///
    /// A sequence chosen adversarially (always splitting the newest, smallest gap) still grows
    /// keys by one character every few insertions; callers bound the length and rebalance (see
    /// `ContactStore`).
    ///
    /// - Postcondition: `lower < result < upper` (byte-wise and numerically).
    /// - Complexity: O(k) for neighbours of at most k characters.
    public static func key(between lower: OrderKey?, and upper: OrderKey?) -> OrderKey? {
        if let lower, let upper, !(lower < upper) { return nil }
        let low = lower?.digits ?? []
        let high = upper?.digits ?? []
        let upperWhole: UInt8 = upper == nil ? 1 : 0

        func attempt(length: Int) -> [UInt8]? {
            let a = fixedPoint(low, whole: 0, length: length)
            let b = fixedPoint(high, whole: upperWhole, length: length)
            let gap = subtract(b, a)
            guard isAtLeast(gap, 2) else { return nil }
            let half = halve(gap)
            if low.count == high.count { return add(a, half) }
            let step = isAtLeast(half, stepLimit) ? fixedPoint(small: stepLimit, length: length) : half
            if low.count > high.count {
                let result = add(a, step)
                if result.last == 0 {
                    let longer = addOne(result)
                    if longer.lexicographicallyPrecedes(b) { return longer }
                }
                return result
            } else {
                let result = subtract(b, step)
                if result.last == 0 {
                    let longer = subtractOne(result)
                    if a.lexicographicallyPrecedes(longer) { return longer }
                }
                return result
            }
        }

        var length = max(low.count, high.count)
        if let result = attempt(length: length) { return key(fromFixedPoint: result) }
        let shared = zip(low, high).prefix(while: { $0 == $1 }).count
        length += max(1, length - shared)
        guard let result = attempt(length: length) else { return nil }
        return key(fromFixedPoint: result)
    }

    /// The largest step, in units of the longer neighbour's last digit, taken away from it
    /// (16 units of the digit above): small enough to leave nearly the whole gap to a run of
    /// insertions on the same side, large enough that an insertion on the near side rarely
    /// needs a longer key.
    static let stepLimit: UInt64 = 16 * UInt64(radix)

    /// `count` increasing keys strictly between `lower` and `upper`, evenly spaced with room for
    /// at least 61 more keys of the same length in every gap (the gap is ≥ 62 units).
    ///
    /// Used to seed a section and to rebalance one. Returns nil when `lower >= upper` or
    /// `count` is negative or absurdly large (≥ 2⁴⁰).
    /// - Complexity: O(count · k) where k = O(log₆₂ count + neighbour length) is the key length.
    public static func keys(count: Int, between lower: OrderKey?, and upper: OrderKey?) -> [OrderKey]? {
        guard count >= 0, count < 1 << 40 else { return nil }
        if let lower, let upper, !(lower < upper) { return nil }
        guard count > 0 else { return [] }
        let low = lower?.digits ?? []
        let high = upper?.digits ?? []
        var length = max(low.count, high.count)
        var a: [UInt8]
        var step: [UInt8]
        repeat {
            length += 1
            a = fixedPoint(low, whole: 0, length: length)
            let b = fixedPoint(high, whole: upper == nil ? 1 : 0, length: length)
            step = divide(subtract(b, a), by: UInt64(count) + 1)
        } while !isAtLeast(step, UInt64(radix))
        var keys: [OrderKey] = []
        keys.reserveCapacity(count)
        var current = a
        for _ in 0..<count {
            current = add(current, step)
            guard let key = key(fromFixedPoint: current) else { return nil }
            keys.append(key)
        }
        return keys
    }

    // MARK: - Fixed-point arithmetic on digit arrays (index 0 = units digit)

    private static func fixedPoint(_ digits: [UInt8], whole: UInt8, length: Int) -> [UInt8] {
        var number = [UInt8](repeating: 0, count: length + 1)
        number[0] = whole
        for (index, digit) in digits.prefix(length).enumerated() { number[index + 1] = digit }
        return number
    }

    /// `value` as a fixed-point number of `length` fraction digits, counted in units of the last.
    private static func fixedPoint(small value: UInt64, length: Int) -> [UInt8] {
        var number = [UInt8](repeating: 0, count: length + 1)
        var rest = value
        var index = length
        while rest > 0, index >= 0 {
            number[index] = UInt8(rest % UInt64(radix))
            rest /= UInt64(radix)
            index -= 1
        }
        return number
    }

    private static func key(fromFixedPoint number: [UInt8]) -> OrderKey? {
        guard number.first == 0 else { return nil }
        return OrderKey(digits: number.dropFirst())
    }

    /// `x - y` for `x >= y` of equal length.
    private static func subtract(_ x: [UInt8], _ y: [UInt8]) -> [UInt8] {
        var result = x
        var borrow = 0
        for index in stride(from: x.count - 1, through: 0, by: -1) {
            var digit = Int(x[index]) - Int(y[index]) - borrow
            borrow = digit < 0 ? 1 : 0
            if digit < 0 { digit += radix }
            result[index] = UInt8(digit)
        }
        return result
    }

    /// `x + y` for equal lengths (the callers never overflow the units digit).
    private static func add(_ x: [UInt8], _ y: [UInt8]) -> [UInt8] {
        var result = x
        var carry = 0
        for index in stride(from: x.count - 1, through: 0, by: -1) {
            let digit = Int(x[index]) + Int(y[index]) + carry
            carry = digit / radix
            result[index] = UInt8(digit % radix)
        }
        return result
    }

    private static func addOne(_ x: [UInt8]) -> [UInt8] {
        var one = [UInt8](repeating: 0, count: x.count)
        one[x.count - 1] = 1
        return add(x, one)
    }

    private static func subtractOne(_ x: [UInt8]) -> [UInt8] {
        var one = [UInt8](repeating: 0, count: x.count)
        one[x.count - 1] = 1
        return subtract(x, one)
    }

    private static func halve(_ x: [UInt8]) -> [UInt8] {
        divide(x, by: 2)
    }

    /// `⌊x / divisor⌋` by long division; `divisor` must be below 2⁵⁶ so `remainder · 62` fits.
    private static func divide(_ x: [UInt8], by divisor: UInt64) -> [UInt8] {
        var result = x
        var remainder: UInt64 = 0
        for index in x.indices {
            let current = remainder * UInt64(radix) + UInt64(x[index])
            result[index] = UInt8(current / divisor)
            remainder = current % divisor
        }
        return result
    }

    /// Whether the integer spelled by all digits of `x` (units digit first) is at least `bound`.
    private static func isAtLeast(_ x: [UInt8], _ bound: UInt64) -> Bool {
        var value: UInt64 = 0
        for digit in x {
            value = value * UInt64(radix) + UInt64(digit)
            if value >= bound { return true }
        }
        return false
    }
}
