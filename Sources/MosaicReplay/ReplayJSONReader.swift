/// What a numeric field accepts; its `expectation` completes "expected …" in messages.
enum ReplayNumberRule {
    /// Any finite number (coordinates, wheel deltas).
    case finite
    /// A finite number ≥ 0 (times, spacings, insets).
    case nonNegative
    /// A finite number > 0 (sizes, heights).
    case positive
    /// An event time: 0 … `ReplayScript.maximumTime` seconds.
    case time

    var expectation: String {
        switch self {
        case .finite: return "a finite number"
        case .nonNegative: return "a finite number >= 0"
        case .positive: return "a finite number > 0"
        case .time: return "a finite number >= 0"
        }
    }

    /// What an out-of-range number is told it should be.
    var rangeExpectation: String {
        self == .time ? "a time in seconds from 0 to \(Int(ReplayScript.maximumTime))" : expectation
    }

    func accepts(_ v: Double) -> Bool {
        guard v.isFinite else { return false }
        switch self {
        case .finite: return true
        case .nonNegative: return v >= 0
        case .positive: return v > 0
        case .time: return v >= 0 && v <= ReplayScript.maximumTime
        }
    }
}

/// Typed access to ``ReplayJSONValue``s, with precise errors.
enum ReplayJSON {
    /// A short description of a JSON value for "got …" in messages.
    static func describe(_ value: ReplayJSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(_, let text): return "the number \(text)"
        case .string(let s): return "the string \(JSONWriter.string(s))"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The error for a value of the wrong JSON type.
    static func wrongType(at path: String, expected: String, got value: ReplayJSONValue) -> ReplayError {
        ReplayError(at: path, "expected \(expected), got \(describe(value))")
    }

    static func number(_ value: ReplayJSONValue, at path: String,
                       _ rule: ReplayNumberRule) throws(ReplayError) -> Double {
        guard case .number(let d, _) = value, d.isFinite else {
            throw wrongType(at: path, expected: rule.expectation, got: value)
        }
        guard rule.accepts(d) else { throw ReplayError(at: path, "\(d) is out of range; expected \(rule.rangeExpectation)") }
        return d
    }

    /// An integral number (`3` or `3.0`) within ±2^53, at least `min`.
    static func integer(_ value: ReplayJSONValue, at path: String, min: Int) throws(ReplayError) -> Int {
        let expectation = "an integer >= \(min)"
        guard case .number(let d, _) = value, d.isFinite, d == d.rounded(),
              abs(d) <= 9_007_199_254_740_992 else {
            throw wrongType(at: path, expected: expectation, got: value)
        }
        let i = Int(d)
        guard i >= min else { throw ReplayError(at: path, "\(i) is out of range; expected \(expectation)") }
        return i
    }

    static func bool(_ value: ReplayJSONValue, at path: String) throws(ReplayError) -> Bool {
        guard case .bool(let b) = value else { throw wrongType(at: path, expected: "a boolean", got: value) }
        return b
    }

    static func string(_ value: ReplayJSONValue, at path: String,
                       expected: String = "a string") throws(ReplayError) -> String {
        guard case .string(let s) = value else { throw wrongType(at: path, expected: expected, got: value) }
        return s
    }

    static func array(_ value: ReplayJSONValue, at path: String,
                      expected: String = "an array") throws(ReplayError) -> [ReplayJSONValue] {
        guard case .array(let a) = value else { throw wrongType(at: path, expected: expected, got: value) }
        return a
    }
}

/// One JSON object being validated: its fields and its path (`""` for the whole document).
struct ReplayJSONObject {
    let fields: [String: ReplayJSONValue]
    let path: String

    /// Wraps `value`, which must be a JSON object.
    init(_ value: ReplayJSONValue, at path: String, expected: String = "an object") throws(ReplayError) {
        guard case .object(let fields) = value else {
            throw ReplayJSON.wrongType(at: path, expected: expected, got: value)
        }
        self.fields = fields
        self.path = path
    }

    /// The path of one of this object's fields.
    func path(of key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// Rejects the first (alphabetically) key that is not in `allowed`.
    func rejectUnknownFields(allowed: [String]) throws(ReplayError) {
        if let unknown = fields.keys.filter({ !allowed.contains($0) }).sorted().first {
            throw ReplayError(at: path, "unknown field \(JSONWriter.string(unknown))")
        }
    }

    /// The value of a required field.
    func required(_ key: String, expected: String) throws(ReplayError) -> ReplayJSONValue {
        guard let value = fields[key] else {
            throw ReplayError(at: path(of: key), "missing required field; expected \(expected)")
        }
        return value
    }

    func number(_ key: String, _ rule: ReplayNumberRule) throws(ReplayError) -> Double {
        try ReplayJSON.number(try required(key, expected: rule.expectation), at: path(of: key), rule)
    }

    func number(_ key: String, _ rule: ReplayNumberRule, default fallback: Double) throws(ReplayError) -> Double {
        guard let value = fields[key] else { return fallback }
        return try ReplayJSON.number(value, at: path(of: key), rule)
    }

    func integer(_ key: String, min: Int) throws(ReplayError) -> Int {
        try ReplayJSON.integer(try required(key, expected: "an integer >= \(min)"), at: path(of: key), min: min)
    }

    func integer(_ key: String, min: Int, default fallback: Int) throws(ReplayError) -> Int {
        guard let value = fields[key] else { return fallback }
        return try ReplayJSON.integer(value, at: path(of: key), min: min)
    }

    func bool(_ key: String, default fallback: Bool) throws(ReplayError) -> Bool {
        guard let value = fields[key] else { return fallback }
        return try ReplayJSON.bool(value, at: path(of: key))
    }

    func string(_ key: String, expected: String = "a string") throws(ReplayError) -> String {
        try ReplayJSON.string(try required(key, expected: expected), at: path(of: key), expected: expected)
    }

    func array(_ key: String, expected: String = "an array") throws(ReplayError) -> [ReplayJSONValue] {
        try ReplayJSON.array(try required(key, expected: expected), at: path(of: key), expected: expected)
    }

    func object(_ key: String, expected: String = "an object") throws(ReplayError) -> ReplayJSONObject {
        try ReplayJSONObject(try required(key, expected: expected), at: path(of: key), expected: expected)
    }

    /// A nested object that may be absent (nil then); present, it must be an object.
    func optionalObject(_ key: String, expected: String = "an object") throws(ReplayError) -> ReplayJSONObject? {
        guard let value = fields[key] else { return nil }
        return try ReplayJSONObject(value, at: path(of: key), expected: expected)
    }
}
