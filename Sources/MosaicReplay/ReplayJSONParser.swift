/// A JSON value as the replay parser reads it.
enum ReplayJSONValue {
    case null
    case bool(Bool)
    /// A number: its value (infinite when the text overflows a `Double`) and its text as written.
    case number(Double, text: String)
    case string(String)
    case array([ReplayJSONValue])
    case object([String: ReplayJSONValue])
}

/// A strict RFC 8259 parser producing ``ReplayJSONValue``.
///
/// Mosaic parses replay files itself rather than with `JSONSerialization`, which on Linux
/// rounds some doubles wrongly (off by one unit in the last place, so recorded files would
/// not round-trip), accepts trailing commas and silently keeps the last of duplicate keys.
/// Here numbers go through `Double(String)` (correctly rounded), booleans stay booleans,
/// duplicate keys are an error naming their JSON path, and syntax errors give a line and column.
struct ReplayJSONParser {
    /// How deep arrays and objects may nest (guards the recursion).
    static let maxDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var path: [String] = []

    /// Parses a whole document: one value, optionally surrounded by whitespace (and a leading BOM).
    static func parse(_ bytes: [UInt8]) throws(ReplayError) -> ReplayJSONValue {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw ReplayError("invalid JSON: the file is not valid UTF-8")
        }
        var parser = ReplayJSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.syntaxError("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    // MARK: - Errors

    /// `invalid JSON at line L, column C: problem`, the position being that of the current byte
    /// (columns count Unicode scalars, from 1).
    private func syntaxError(_ problem: String) -> ReplayError {
        var line = 1, column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return ReplayError("invalid JSON at line \(line), column \(column): \(problem)")
    }

    /// What the current byte is, for "expected X, found Y" messages.
    private var found: String {
        guard index < bytes.count else { return "the end of the file" }
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private var pathString: String {
        path.reduce("") { $1.hasPrefix("[") || $0.isEmpty ? $0 + $1 : $0 + "." + $1 }
    }

    // MARK: - Values

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func parseValue() throws(ReplayError) -> ReplayJSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw syntaxError("unexpected end of the file; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw syntaxError("expected a value, found \(found)")
        }
    }

    private mutating func expectLiteral(_ word: String) throws(ReplayError) {
        let utf8 = Array(word.utf8)
        guard bytes[index...].starts(with: utf8) else { throw syntaxError("expected a value, found \(found)") }
        index += utf8.count
    }

    private mutating func parseObject() throws(ReplayError) -> ReplayJSONValue {
        guard path.count < Self.maxDepth else { throw syntaxError("nesting deeper than \(Self.maxDepth) levels") }
        index += 1 // {
        var fields: [String: ReplayJSONValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw syntaxError("expected a field name in double quotes, found \(found)")
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw syntaxError("expected ':' after a field name, found \(found)")
            }
            index += 1
            guard fields[key] == nil else {
                throw ReplayError(at: pathString, "duplicate field \(JSONWriter.string(key))")
            }
            path.append(key)
            fields[key] = try parseValue()
            path.removeLast()
            skipWhitespace()
            guard index < bytes.count else { throw syntaxError("unexpected end of the file; expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(fields)
            }
            guard bytes[index] == UInt8(ascii: ",") else { throw syntaxError("expected ',' or '}', found \(found)") }
            index += 1
        }
    }

    private mutating func parseArray() throws(ReplayError) -> ReplayJSONValue {
        guard path.count < Self.maxDepth else { throw syntaxError("nesting deeper than \(Self.maxDepth) levels") }
        index += 1 // [
        var elements: [ReplayJSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            path.append("[\(elements.count)]")
            elements.append(try parseValue())
            path.removeLast()
            skipWhitespace()
            guard index < bytes.count else { throw syntaxError("unexpected end of the file; expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            guard bytes[index] == UInt8(ascii: ",") else { throw syntaxError("expected ',' or ']', found \(found)") }
            index += 1
        }
    }

    private mutating func parseNumber() throws(ReplayError) -> ReplayJSONValue {
        let start = index
        func digits(_ parser: inout ReplayJSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count,
                  (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            throw syntaxError("expected a digit, found \(found)")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw syntaxError("expected a digit after '.', found \(found)") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits(&self) > 0 else { throw syntaxError("expected a digit in the exponent, found \(found)") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw syntaxError("invalid number \(text)") }
        return .number(value, text: text)
    }

    private mutating func parseString() throws(ReplayError) -> String {
        index += 1 // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ parser: ReplayJSONParser) {
            scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<parser.index], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw syntaxError("unexpected end of the file inside a string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flushRun(self)
                index += 1
                return String(scalars)
            } else if byte == UInt8(ascii: "\\") {
                flushRun(self)
                scalars.append(try parseEscape())
                runStart = index
            } else if byte < 0x20 {
                throw syntaxError("control character U+00\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true)) "
                                  + "in a string; write it as an escape")
            } else {
                index += 1
            }
        }
    }

    /// Parses one escape (the backslash is at `index`) and returns the scalar it stands for.
    private mutating func parseEscape() throws(ReplayError) -> Unicode.Scalar {
        index += 1 // backslash
        guard index < bytes.count else { throw syntaxError("unexpected end of the file inside a string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try parseHex4()
            if (0xD800..<0xDC00).contains(unit) {
                guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                    throw syntaxError("unpaired surrogate \\u\(String(unit, radix: 16, uppercase: true))")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw syntaxError("unpaired surrogate \\u\(String(unit, radix: 16, uppercase: true))")
                }
                let combined = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                if let scalar = Unicode.Scalar(combined) { return scalar }
            } else if let scalar = Unicode.Scalar(unit) {
                return scalar
            }
            throw syntaxError("unpaired surrogate \\u\(String(unit, radix: 16, uppercase: true))")
        default:
            index -= 1
            throw syntaxError("invalid escape '\\' followed by \(found)")
        }
    }

    private mutating func parseHex4() throws(ReplayError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                throw syntaxError("expected four hex digits after \\u, found \(found)")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }
}
