import MosaicView
import Foundation

/// A tiny JSON writer: each function returns a JSON text fragment, and the container
/// functions join fragments with `", "` and `": "` (one line, readable, valid JSON).
///
/// Strings are escaped per RFC 8259 (quote, backslash, control characters); non-ASCII text
/// is kept as UTF-8. Non-finite numbers, which JSON cannot express, are written as `null`.
public enum JSONWriter {
    /// How doubles are printed. Integral values never get a decimal point in either style.
    public enum NumberStyle: Sendable, Equatable {
        /// The shortest text that parses back to the very same `Double` (`0.1`, `12.5`, `1e-07`).
        case exact
        /// At most six decimals, trailing zeros trimmed (`12.5`, `0.333333`); `-0` prints `0`.
        case rounded
    }

    /// A quoted, escaped JSON string.
    public static func string(_ s: String) -> String {
        var out = "\""
        out.reserveCapacity(s.utf8.count + 2)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    /// A JSON number for `value` in the given style; `null` when `value` is not finite.
    public static func number(_ value: Double, style: NumberStyle = .exact) -> String {
        guard value.isFinite else { return "null" }
        switch style {
        case .exact:
            if value == value.rounded(.towardZero), abs(value) < 1e15 {
                return String(Int64(value))
            }
            return "\(value)"
        case .rounded:
            var text = String(format: "%.6f", value)
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return text == "-0" ? "0" : text
        }
    }

    /// A JSON number for an integer.
    public static func number(_ value: Int) -> String { String(value) }

    /// `true` or `false`.
    public static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    /// `[a, b, …]` from already-written element fragments.
    public static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ", ") + "]"
    }

    /// `{"k": v, …}` from keys and already-written value fragments, in the given order.
    public static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }
}
