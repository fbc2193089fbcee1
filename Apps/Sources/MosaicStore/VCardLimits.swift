/// The size limits of vCard reading, so that no input exhausts memory: a file larger than
/// ``fileBytes`` or a property value larger than its limit ends the import with
/// ``VCardReadError`` before anything is written.
public struct VCardLimits: Hashable, Sendable {
    /// The largest file read: 64 MiB (the largest real address books are a few MiB).
    public var fileBytes: Int
    /// The largest text value (`FN`, `NOTE`, any line kept verbatim…), as in the file: 1 MiB.
    public var textValueBytes: Int
    /// The largest inline binary value (`PHOTO`, `LOGO`, `SOUND`, `KEY`, any base64 value), as
    /// in the file: 16 MiB.
    public var binaryValueBytes: Int

    /// Limits in bytes.
    public init(fileBytes: Int = 64 << 20, textValueBytes: Int = 1 << 20, binaryValueBytes: Int = 16 << 20) {
        precondition(fileBytes > 0 && textValueBytes > 0 && binaryValueBytes > 0, "limits are positive")
        self.fileBytes = fileBytes
        self.textValueBytes = textValueBytes
        self.binaryValueBytes = binaryValueBytes
    }

    /// 64 MiB a file, 1 MiB a text value, 16 MiB a binary value.
    public static let standard = VCardLimits()

    /// `64 MiB (67108864 bytes)`.
    static func describe(_ bytes: Int) -> String {
        let unit = bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : bytes % (1 << 10) == 0 ? "\(bytes >> 10) KiB" : "\(bytes) bytes"
        return unit.hasSuffix(" bytes") ? unit : "\(unit) (\(bytes) bytes)"
    }
}

/// Why a vCard file was not read at all (nothing is imported).
public enum VCardReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is larger than ``VCardLimits/fileBytes``.
    case fileTooLarge(bytes: Int, limit: Int)
    /// A property value (or a line kept verbatim) is larger than its limit.
    case valueTooLarge(line: Int, name: String, bytes: Int, limit: Int, binary: Bool)
    /// `--charset NAME` names no charset `iconv` knows.
    case unknownCharset(String)

    /// What was wrong and what was expected.
    public var description: String {
        switch self {
        case let .fileTooLarge(bytes, limit):
            return "the file is \(bytes) bytes, larger than the limit of \(VCardLimits.describe(limit)) for a vCard file; nothing imported"
        case let .valueTooLarge(line, name, bytes, limit, binary):
            let kind = binary ? "a binary value (PHOTO, LOGO, SOUND, KEY, base64)" : "a text value"
            let subject = name == "a line" ? "a line" : "the value of \(name)"
            return "line \(line): \(subject) is \(bytes) bytes, larger than the limit of \(VCardLimits.describe(limit)) for \(kind); nothing imported"
        case let .unknownCharset(name):
            return "unknown charset \(name): iconv does not know it; expected a name such as windows-1253, iso-8859-7, shift_jis, koi8-r, gb18030 or big5 (iconv -l lists them)"
        }
    }
}
