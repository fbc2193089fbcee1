/// The byte level of vCard reading: the file's encoding (BOMs, UTF-16), physical lines, and
/// the transfer encodings of values (charsets: ``VCardCharset``).
enum VCardBytes {
    /// The file as UTF-8 bytes: a UTF-8 BOM is dropped; a UTF-16 file (BOM `FF FE` or `FE FF`,
    /// or no BOM but a NUL in every second byte of its start) is converted. Other bytes are
    /// returned as they are; invalid UTF-8 is dealt with line by line (`TextDecoder`).
    static func normalized(_ bytes: [UInt8]) -> (bytes: [UInt8], note: String?) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (Array(bytes.dropFirst(3)), nil) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (utf16(bytes.dropFirst(2), bigEndian: false), nil) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (utf16(bytes.dropFirst(2), bigEndian: true), nil) }
        if bytes.count >= 4, bytes[1] == 0, bytes[3] == 0, bytes[0] != 0 { return (utf16(bytes[...], bigEndian: false), nil) }
        if bytes.count >= 4, bytes[0] == 0, bytes[2] == 0, bytes[1] != 0 { return (utf16(bytes[...], bigEndian: true), nil) }
        return (bytes, nil)
    }

    /// UTF-16 code units to UTF-8 bytes (unpaired surrogates become U+FFFD).
    static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let a = UInt16(bytes[index]), b = UInt16(bytes[index + 1])
            units.append(bigEndian ? a << 8 | b : b << 8 | a)
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    /// Physical lines with their 1-based numbers, split at CRLF, LF, CR or CR CR LF (one line
    /// end, as iPhone exports write it).
    static func lines(_ bytes: [UInt8]) -> [(number: Int, bytes: ArraySlice<UInt8>)] {
        var lines: [(Int, ArraySlice<UInt8>)] = []
        var start = 0
        var index = 0
        var number = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append((number, bytes[start..<index]))
                number += 1
                if byte == 0x0D {
                    if index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                        index += 1
                    } else if index + 2 < bytes.count, bytes[index + 1] == 0x0D, bytes[index + 2] == 0x0A {
                        index += 2
                    }
                }
                start = index + 1
            }
            index += 1
        }
        lines.append((number, bytes[start..<bytes.count]))
        return lines
    }

    /// Windows-1252: Latin-1 with printable characters in 0x80…0x9F.
    static func windows1252<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            if (0x80...0x9F).contains(byte), let scalar = Unicode.Scalar(cp1252High[Int(byte) - 0x80]) {
                scalars.append(scalar)
            } else {
                scalars.append(Unicode.Scalar(byte))
            }
        }
        return String(scalars)
    }

    private static let cp1252High: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x192, 0x201E, 0x2026, 0x2020, 0x2021, 0x2C6, 0x2030, 0x160, 0x2039, 0x152, 0x8D, 0x17D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x2DC, 0x2122, 0x161, 0x203A, 0x153, 0x9D, 0x17E, 0x178,
    ]

    /// Decodes quoted-printable: `=XX` is one byte; a `=` not followed by two hex digits is kept.
    /// (Soft line breaks are joined before, when lines are unfolded.)
    static func decodeQuotedPrintable<Bytes: Collection>(_ source: Bytes) -> [UInt8]
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        var index = source.startIndex
        while index < source.endIndex {
            if source[index] == UInt8(ascii: "="), index + 2 < source.endIndex,
               let high = hexValue(source[index + 1]), let low = hexValue(source[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
        return bytes
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}

/// Base64 for inline vCard images (`ENCODING=b`, `data:` URIs).
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let table: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        table[Int(UInt8(ascii: "-"))] = 62
        table[Int(UInt8(ascii: "_"))] = 63
        return table
    }()

    /// The bytes of base64 text; whitespace is ignored, padding optional; nil for any other
    /// character or a dangling single digit.
    /// - Complexity: O(n).
    public static func decode<S: StringProtocol>(_ text: S) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        var digits = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "=") { break }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            let value = table[Int(byte)]
            guard value != 0xFF else { return nil }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            digits += 1
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        guard digits % 4 != 1 else { return nil }
        return bytes
    }

    /// Base64 text with padding, no line breaks.
    /// - Complexity: O(n).
    public static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let a = UInt32(bytes[index])
            let b = index + 1 < bytes.count ? UInt32(bytes[index + 1]) : 0
            let c = index + 2 < bytes.count ? UInt32(bytes[index + 2]) : 0
            let triple = a << 16 | b << 8 | c
            out.append(alphabet[Int(triple >> 18 & 63)])
            out.append(alphabet[Int(triple >> 12 & 63)])
            out.append(index + 1 < bytes.count ? alphabet[Int(triple >> 6 & 63)] : UInt8(ascii: "="))
            out.append(index + 2 < bytes.count ? alphabet[Int(triple & 63)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
