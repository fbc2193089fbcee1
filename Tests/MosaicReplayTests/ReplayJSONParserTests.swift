import Testing
@testable import MosaicReplay
@testable import MosaicView

/// The replay's own JSON parser: RFC 8259, strict, exact numbers, positioned errors.
@Suite struct ReplayJSONParserTests {
    private func parse(_ text: String) throws(ReplayError) -> ReplayJSONValue {
        try ReplayJSONParser.parse(Array(text.utf8))
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2.5e3, 0, true, false, null, "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"], "b": {}} "#)
        guard case .object(let fields) = value, case .array(let items)? = fields["a"],
              case .object(let empty)? = fields["b"] else {
            Issue.record("unexpected shape \(value)")
            return
        }
        #expect(empty.isEmpty)
        #expect(items.count == 7)
        if case .number(let one, let text) = items[0] { #expect(one == 1 && text == "1") } else { Issue.record("1") }
        if case .number(let big, _) = items[1] { #expect(big == -2500) } else { Issue.record("-2.5e3") }
        if case .bool(let t) = items[3] { #expect(t) } else { Issue.record("true") }
        if case .bool(let f) = items[4] { #expect(!f) } else { Issue.record("false") }
        if case .null = items[5] {} else { Issue.record("null") }
        if case .string(let s) = items[6] {
            #expect(s == "x\"\\/\u{08}\u{0C}\n\r\té😀")
        } else {
            Issue.record("string")
        }
    }

    @Test func numbersAreCorrectlyRounded() throws {
        for text in ["2.161015493386648e-07", "0.1", "1091.7472632629815", "5e-324", "1.7976931348623157e308"] {
            guard case .number(let d, _) = try parse(text) else {
                Issue.record("not a number: \(text)")
                continue
            }
            #expect(d == Double(text))
        }
    }

    @Test func acceptsALeadingByteOrderMark() throws {
        let value = try ReplayJSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8))
        if case .array(let a) = value { #expect(a.isEmpty) } else { Issue.record("not an array") }
    }

    @Test(arguments: [
        ("", "invalid JSON at line 1, column 1: unexpected end of the file; expected a value"),
        ("[1,]", "invalid JSON at line 1, column 4: expected a value, found ']'"),
        (#"{"a": 1,}"#, "invalid JSON at line 1, column 9: expected a field name in double quotes, found '}'"),
        (#"{"a" 1}"#, "invalid JSON at line 1, column 6: expected ':' after a field name, found '1'"),
        ("[1 2]", "invalid JSON at line 1, column 4: expected ',' or ']', found '2'"),
        ("[01]", "invalid JSON at line 1, column 3: expected ',' or ']', found '1'"),
        ("[1.]", "invalid JSON at line 1, column 4: expected a digit after '.', found ']'"),
        ("[1e]", "invalid JSON at line 1, column 4: expected a digit in the exponent, found ']'"),
        ("[-]", "invalid JSON at line 1, column 3: expected a digit, found ']'"),
        ("[NaN]", "invalid JSON at line 1, column 2: expected a value, found 'N'"),
        ("[tru]", "invalid JSON at line 1, column 2: expected a value, found 't'"),
        ("{} {}", "invalid JSON at line 1, column 4: unexpected text after the JSON value"),
        ("[\"a\nb\"]", "invalid JSON at line 1, column 4: control character U+000A in a string; write it as an escape"),
        (#"["\x"]"#, "invalid JSON at line 1, column 4: invalid escape '\\' followed by 'x'"),
        (#"["\u12"]"#, "invalid JSON at line 1, column 7: expected four hex digits after \\u, found '\"'"),
        (#"["\ud83d"]"#, "invalid JSON at line 1, column 9: unpaired surrogate \\uD83D"),
        (#"["\ude00"]"#, "invalid JSON at line 1, column 9: unpaired surrogate \\uDE00"),
        ("[\n  \"é\", x]", "invalid JSON at line 2, column 8: expected a value, found 'x'"),
        (#"{"a": "unterminated"#, "invalid JSON at line 1, column 20: unexpected end of the file inside a string"),
    ])
    func rejectsMalformedJSON(_ text: String, _ message: String) {
        #expect(throws: ReplayError(message)) { try parse(text) }
    }

    @Test func rejectsInvalidUTF8() {
        #expect(throws: ReplayError("invalid JSON: the file is not valid UTF-8")) {
            try ReplayJSONParser.parse([UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\"")])
        }
    }

    @Test func limitsNesting() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: ReplayError("invalid JSON at line 1, column 257: nesting deeper than 256 levels")) {
            try parse(deep)
        }
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: Never.self) { try parse(fine) }
    }
}
