/// A position in a fractional order: a base-62 fraction written as a string.
///
/// A key `d₁d₂…dₖ` stands for the number `0.d₁d₂…dₖ` in base 62 (digits `0-9A-Za-z`, in ASCII
/// order), so comparing two keys as byte strings — what SQLite's default `BINARY` collation
/// does — compares the numbers. A valid key is non-empty, uses only those 62 digits and does
/// not end in `0` (so every number has exactly one spelling and there is always room below a
/// key). Between any two different keys there is another one (see `key(between:and:)`), which is
/// why a move rewrites exactly one row: the moved item gets a key between its new neighbours.
///
/// Keys are plain values; generating them is pure and deterministic (`OrderKey+Between.swift`).
public struct OrderKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 62 digits, in increasing value (and increasing ASCII) order.
    public static let alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

    /// The number of digits, 62.
    public static let radix = 62

    /// The key as stored in the database.
    public let rawValue: String

    /// Validates a stored key.
    ///
    /// Returns nil for an empty string, a character outside `alphabet`, or a trailing `0`.
    /// - Complexity: O(k) for a key of k characters.
    public init?(_ rawValue: String) {
        var last: UInt8 = 0
        for byte in rawValue.utf8 {
            guard Self.digitValue(byte) != nil else { return nil }
            last = byte
        }
        guard !rawValue.isEmpty, last != UInt8(ascii: "0") else { return nil }
        self.rawValue = rawValue
    }

    /// Builds a key from digit values (each `0..<62`), dropping trailing zeros.
    ///
    /// Returns nil when no digit is non-zero (the number 0 is not a key) or a digit is out of range.
    init?(digits: some BidirectionalCollection<UInt8>) {
        guard let lastNonZero = digits.lastIndex(where: { $0 != 0 }) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count)
        for digit in digits[...lastNonZero] {
            guard Int(digit) < Self.radix else { return nil }
            bytes.append(Self.digitBytes[Int(digit)])
        }
        self.rawValue = String(decoding: bytes, as: UTF8.self)
    }

    /// The number of characters (digits) of the key.
    public var count: Int { rawValue.utf8.count }

    /// The digit values of the key, most significant first.
    var digits: [UInt8] { rawValue.utf8.map { Self.digitValue($0) ?? 0 } }

    public var description: String { rawValue }

    /// Byte-wise comparison, which equals numeric comparison of the fractions.
    /// - Complexity: O(k).
    public static func < (lhs: OrderKey, rhs: OrderKey) -> Bool {
        lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
    }

    static let digitBytes: [UInt8] = Array(alphabet.utf8)

    /// The value of one ASCII digit, or nil if it is not one of the 62.
    static func digitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - UInt8(ascii: "a") + 36
        default: return nil
        }
    }
}
