/// Fractional order keys: strings that sort (byte-wise, as SQLite's default collation compares
/// them) in the order of the items they label, so moving an item writes one key — a key between
/// its new neighbours' — and no other row.
///
/// A key is a base-36 fraction's digits after the point ("0"–"9", "a"–"z"), never empty and
/// never ending in "0", so between any two keys there is always another. Keys grow by about a
/// digit per five insertions at the same place; ``BoardModel`` rebalances a column (fresh,
/// evenly spaced keys) when a new key would exceed ``maximumLength``.
enum OrderKey {
    static let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)
    static let base = digits.count
    /// The longest key a move writes without rebalancing its column.
    static let maximumLength = 8

    /// Whether `key` is a well-formed order key (non-empty, base-36 digits, no trailing "0").
    static func isValid(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.allSatisfy { digits.contains($0) } && key.utf8.last != digits[0]
    }

    /// A key strictly between `lower` and `upper` (nil: the start or the end of the order).
    /// - Precondition: both valid, `lower < upper`. - Complexity: O(length of the keys).
    static func between(_ lower: String?, _ upper: String?) -> String {
        precondition(lower.map(isValid) ?? true, "not an order key: \(lower!)")
        precondition(upper.map(isValid) ?? true, "not an order key: \(upper!)")
        if let lower, let upper { precondition(lower < upper, "order keys out of order: \(lower) ≥ \(upper)") }
        let a = lower.map { $0.utf8.map(value) } ?? [], b = upper.map { $0.utf8.map(value) }
        let key = String(decoding: midpoint(a[...], b?[...]).map { digits[$0] }, as: UTF8.self)
        assert(isValid(key) && (lower.map { $0 < key } ?? true) && (upper.map { key < $0 } ?? true))
        return key
    }

    /// `count` keys, evenly spaced over the whole order, as short as that count allows
    /// (what a rebalance writes). - Complexity: O(count × length).
    static func evenlySpaced(_ count: Int) -> [String] {
        guard count > 0 else { return [] }
        var length = 1, span = base
        while span < 2 * (count + 1) { length += 1; span *= base }
        return (1...count).map { i in
            var n = i * span / (count + 1), out = [UInt8](repeating: digits[0], count: length)
            for position in stride(from: length - 1, through: 0, by: -1) {
                out[position] = digits[n % base]
                n /= base
            }
            while out.last == digits[0] { out.removeLast() }
            return String(decoding: out, as: UTF8.self)
        }
    }

    private static func value(_ byte: UInt8) -> Int { digits.firstIndex(of: byte)! }

    /// Digits strictly between the fractions `a` (shorter means trailing zeros) and `b` (nil: 1).
    private static func midpoint(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>?) -> [Int] {
        if let b {
            var n = 0
            while n < b.count, (n < a.count ? a[a.startIndex + n] : 0) == b[b.startIndex + n] { n += 1 }
            if n > 0 {
                return Array(b.prefix(n)) + midpoint(a.dropFirst(n), b.dropFirst(n))
            }
        }
        let low = a.first ?? 0, high = b?.first ?? base
        if high - low > 1 { return [(low + high) / 2] }
        if let b, b.count > 1 { return [b[b.startIndex]] }
        return [low] + midpoint(a.dropFirst(), nil)
    }
}
