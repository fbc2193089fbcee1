#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Character sets of vCard text, decoded through the C library's `iconv` (glibc on Linux): every
/// code page it knows — Shift_JIS, ISO-8859-*, KOI8-*, Windows-125x, GB18030, Big5, EUC-* … —
/// by any name it accepts (case-insensitive).
public enum VCardCharset {
    /// Whether `iconv` can convert from `name` (a `CHARSET=` value or `--charset NAME`).
    public static func isKnown(_ name: String) -> Bool {
        let canonical = self.canonical(name)
        if isUTF8(canonical) { return true }
        guard let descriptor = open(canonical) else { return false }
        iconv_close(descriptor)
        return true
    }

    /// The name as `iconv` is asked for it: trimmed, quotes removed, uppercased.
    static func canonical(_ name: String) -> String {
        name.trimmingWhitespace.trimmingCharacters(in: "\"").uppercased()
    }

    /// UTF-8 and its subset US-ASCII.
    static func isUTF8(_ canonical: String) -> Bool {
        ["UTF-8", "UTF8", "US-ASCII", "ASCII", "ANSI_X3.4-1968"].contains(canonical)
    }

    /// What to try, in order, for a declared charset: ISO-8859-1 labels are read as Windows-1252
    /// (which prints 0x80…0x9F, as browsers read them); a charset whose bytes are invalid is read
    /// as its usual superset (Shift_JIS as Windows-31J, GB2312/GBK as GB18030, EUC-KR as CP949,
    /// Big5 as Big5-HKSCS) before giving up.
    static func attempts(_ canonical: String) -> [String] {
        switch canonical {
        case "ISO-8859-1", "ISO8859-1", "LATIN1", "ISO-LATIN-1", "L1", "ISO_8859-1", "X-ANSI", "ANSI":
            return ["WINDOWS-1252", "ISO-8859-1"]
        case "SHIFT_JIS", "SHIFT-JIS", "SJIS", "MS_KANJI", "CSSHIFTJIS", "X-SJIS":
            return ["SHIFT_JIS", "CP932"]
        case "GB2312", "GBK", "EUC-CN", "CP936": return [canonical, "GB18030"]
        case "EUC-KR", "KS_C_5601-1987": return [canonical, "CP949"]
        case "BIG5", "BIG-5", "CN-BIG5": return ["BIG5", "BIG5-HKSCS"]
        default: return [canonical]
        }
    }

    private static func open(_ canonical: String) -> iconv_t? {
        let descriptor = iconv_open("UTF-8", canonical)
        guard let descriptor, descriptor != iconv_t(bitPattern: -1) else { return nil }
        return descriptor
    }

    /// Converts `bytes` from `canonical` to text with `iconv`; nil when the charset is unknown or
    /// a byte sequence is invalid or incomplete in it.
    /// - Complexity: O(n).
    static func convert<Bytes: Collection>(_ bytes: Bytes, from canonical: String) -> String?
    where Bytes.Element == UInt8 {
        guard let descriptor = open(canonical) else { return nil }
        defer { iconv_close(descriptor) }
        var input = Array(bytes)
        if input.isEmpty { return "" }
        var output = [UInt8](repeating: 0, count: input.count * 4 + 16)
        let inputCount = input.count
        let outputCount = output.count
        let converted: Int? = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(inputBuffer.baseAddress!)
                    .assumingMemoryBound(to: CChar.self)
                var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(outputBuffer.baseAddress!)
                    .assumingMemoryBound(to: CChar.self)
                var inLeft = inputCount
                var outLeft = outputCount
                while inLeft > 0 {
                    if iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft) == -1 { return nil }
                }
                // Flush a stateful encoding (ISO-2022-*) back to its initial state.
                if iconv(descriptor, nil, nil, &outPointer, &outLeft) == -1 { return nil }
                return outputCount - outLeft
            }
        }
        guard let converted else { return nil }
        return String(validating: output[..<converted], as: UTF8.self)
    }

    /// Text from `bytes` declared as `name`, trying `attempts(_:)` in order; nil when the name is
    /// unknown to `iconv` or the bytes are invalid in every attempt.
    static func decode<Bytes: Collection>(_ bytes: Bytes, as name: String) -> String? where Bytes.Element == UInt8 {
        let canonical = self.canonical(name)
        if isUTF8(canonical) { return String(validating: bytes, as: UTF8.self) }
        for attempt in attempts(canonical) {
            if let text = convert(bytes, from: attempt) { return text }
        }
        return nil
    }

    // MARK: - Guessing

    /// The single-byte code pages a file without `CHARSET` that is not UTF-8 may be in, in the
    /// order ties are decided (Windows code pages first, Western first).
    static let candidates = [
        "windows-1252", "windows-1250", "windows-1251", "windows-1253", "windows-1254", "windows-1255",
        "windows-1256", "windows-1257", "windows-1258", "iso-8859-1", "iso-8859-2", "iso-8859-3",
        "iso-8859-4", "iso-8859-5", "iso-8859-6", "iso-8859-7", "iso-8859-8", "iso-8859-9", "iso-8859-10",
        "iso-8859-13", "iso-8859-14", "iso-8859-15", "iso-8859-16",
    ]

    /// The code page among ``candidates`` under which `samples` (lines or values that are not
    /// UTF-8) read most like text: the one giving the most letters of a single script, each
    /// weighed by how common it is in that script (``letterFrequency``). A word (a run of
    /// letters) counts its non-ASCII letters only when all its letters are of one script and its
    /// case is plausible (all lower, all upper or capitalized); a Latin word only when at
    /// most two thirds of its letters are not ASCII (in Latin-script languages accented letters are few —
    /// a word made of them is another script read wrongly) and its accented letters are of one
    /// language (``latinAlphabets``). Windows-1252, by far the most common, wins unless another
    /// page scores 10 % more; an ISO page needs 10 % more than a Windows page. Latin pages can still be confused on a few words (Czech `ř` read
    /// as Danish `ø`): `--charset` says it then.
    /// - Complexity: O(n · candidates).
    /// Only the first 1 MiB of samples is looked at.
    public static func guess(_ samples: [[UInt8]]) -> String {
        var joined: [UInt8] = []
        for sample in samples where joined.count < 1 << 20 {
            joined += sample
            joined.append(0x0A)
        }
        var best = candidates[0]
        var bestScore = -1.0
        for candidate in candidates {
            // A code page in which a byte is undefined is out.
            // Windows-1252 (Western) is by far the most common: another page must beat it by 10 %;
            // an ISO page (rare in address books) must beat the Windows pages by 10 %.
            let prior = candidate == "windows-1252" ? 1.1 : candidate.hasPrefix("iso-") ? 0.9 : 1
            let score = decode(joined, as: candidate).map { letterScore($0) * prior } ?? -1
            if score > bestScore {
                best = candidate
                bestScore = score
            }
        }
        return best
    }

    /// See ``guess(_:)``: per plausible word, ln(frequency in percent) + 5 for each of its
    /// non-ASCII letters (a letter missing from the table weighs 0.1); minus 3 for each non-ASCII
    /// symbol or mark next to a letter.
    static func letterScore(_ text: String) -> Double {
        var score = 0.0
        var word: [Unicode.Scalar] = []
        func finishWord() {
            defer { word.removeAll(keepingCapacity: true) }
            let high = word.filter { !$0.isASCII }
            guard !high.isEmpty else { return }
            let scripts = Set(word.map(script))
            guard scripts.count == 1, let only = scripts.first, only != .other else { return }
            let cased = word.filter { $0.properties.isUppercase || $0.properties.isLowercase }
            if let first = cased.first {
                let rest = cased.dropFirst()
                let allLower = cased.allSatisfy(\.properties.isLowercase)
                let allUpper = cased.allSatisfy(\.properties.isUppercase)
                let capitalized = first.properties.isUppercase && rest.allSatisfy(\.properties.isLowercase)
                guard allLower || allUpper || capitalized else { return }
            }
            // Turkish İ lowercases to i + a dot: weigh it as the other Turkish i, ı.
            let lowered = high.map { $0 == "\u{130}" ? "\u{131}" : $0.properties.lowercaseMapping.unicodeScalars.first ?? $0 }
            if only == .latin {
                guard 2 * (word.count - high.count) >= high.count else { return }
                let letters = Set(lowered)
                guard latinAlphabets.contains(where: letters.isSubset) else { return }
            }
            for scalar in lowered {
                score += letterFrequency[scalar].map { log($0) + 5 } ?? 0.1
            }
        }
        // A symbol or mark from a byte above 0x7F next to a letter (`Güne₫`) is a page read wrongly.
        var previousIsLetter = false
        var pendingSymbol = false
        for scalar in text.unicodeScalars {
            let isLetter = scalar.properties.isAlphabetic
            let isStraySymbol = !isLetter && !scalar.isASCII && !punctuation.contains(scalar)
                && !scalar.properties.isWhitespace
            if isStraySymbol, previousIsLetter { score -= 3 }
            if isLetter, pendingSymbol { score -= 3 }
            pendingSymbol = isStraySymbol
            previousIsLetter = isLetter
            if isLetter { word.append(scalar) } else { finishWord() }
        }
        finishWord()
        return score
    }

    /// Non-ASCII punctuation that may stand next to a letter in any text.
    static let punctuation: Set<Unicode.Scalar> = Set("\u{A0}«»·°€–—‘’‚“”„…§©®′″".unicodeScalars)

    /// The non-ASCII letters of Latin-script languages (German, French, Spanish, Portuguese,
    /// Italian, Dutch, Danish and Norwegian, Swedish, Icelandic, Finnish and Estonian, Polish, Czech and Slovak, Hungarian,
    /// South Slavic, Romanian, Turkish, Lithuanian, Latvian, Albanian, Catalan, Esperanto,
    /// Maltese): a Latin word is plausible only with the letters of one of them.
    static let latinAlphabets: [Set<Unicode.Scalar>] = [
        "äöüß", "àâæçéèêëîïôœùûüÿ", "áéíñóúü", "áâãàçéêíóôõú", "àèéìíîòóùú", "éèëïöü", "æøåé", "åäöé", "áðéíóúýþæö",
        "äöåšžõü", "ąćęłńóśźż", "áäčďéěíĺľňóôŕřšťúůýž", "áéíóöőúüű", "čćđšž", "ăâîșțşţ", "çğıöşüâî",
        "ąčęėįšųūž", "āčēģīķļņšūž", "çë", "àçèéíïòóúü", "ĉĝĥĵŝŭ", "ċġħżàèìòù",
    ].map { Set($0.unicodeScalars) }

    /// How common each non-ASCII lowercase letter is in text of its script, in percent of the
    /// letters (rounded figures from letter-frequency tables: Greek, Russian and Ukrainian,
    /// Hebrew, Arabic; an accented Latin letter as in the language that uses it most).
    static let letterFrequency: [Unicode.Scalar: Double] = {
        let table = """
            α12 ο9.8 ι7.9 ε8 τ8 σ4.2 ς2.6 ν6.6 η4.6 υ4 ρ4.5 π4 κ4 μ3.5 λ2.7 ω2 δ1.8 γ1.9 χ1.1 θ1.3 φ0.8 β0.8 \
            ξ0.4 ζ0.4 ψ0.15 ά1.8 έ1.4 ί1.5 ό1.5 ύ0.9 ή1.2 ώ0.7 ϊ0.1 ϋ0.05 ΐ0.01 ΰ0.01 \
            о11 е8.5 а8 и7 н6.7 т6.3 с5.5 р4.7 в4.5 л4.4 к3.5 м3.2 д3 п2.8 у2.6 я2 ы1.9 ь1.7 г1.7 з1.6 б1.6 \
            ч1.4 й1.2 х1 ж0.9 ш0.7 ю0.6 ц0.5 щ0.4 э0.3 ф0.3 ъ0.04 ё0.04 і5 ї0.6 є0.4 ґ0.01 ў0.3 \
            י11 ו10 ה8.7 ל7.4 א6.3 ר5.6 מ5.5 ת5.3 ב4.8 ש4.2 נ4 ע3.5 כ2.7 ד2.6 ם2.6 ח2.5 ק2.3 פ1.7 ס1.5 ן1.3 \
            ג1.2 צ1.2 ט1.2 ז0.9 ך0.6 ף0.3 ץ0.2 \
            ا12 ل11 ي6 م5 و5 ن5 ر4 ت4 ب3.6 ة3 ع3 د2.6 س2.5 ف2.4 ه2.4 ك2 ق2 ح1.8 أ2 ج1.2 ش1 ط1 ص1 ى1 خ0.8 \
            إ0.8 ض0.5 ز0.5 ذ0.5 ث0.4 غ0.4 ء0.3 ئ0.3 ظ0.2 ؤ0.1 آ0.1 \
            é1.9 è0.3 ê0.2 ë8 à0.5 â0.1 ä0.6 á1 ã0.5 å1 æ0.5 ç0.8 í0.8 ì0.1 î0.1 ï0.05 ñ0.3 ó0.8 \
            ò0.1 ô0.1 ö0.8 õ0.5 ø0.9 ß0.3 ú0.3 ù0.1 û0.05 ü1 ý0.8 ÿ0.01 ł1.8 ą1 ę1.1 ś0.7 ć0.4 ź0.06 \
            ż0.8 ń0.2 č0.5 š0.7 ž0.7 ř0.4 ě1 ů0.2 ď0.02 ť0.04 ň0.05 ő0.9 ű0.1 ğ1.1 ş1.8 ı5 ţ0.1 ș1 ț1 \
            ă1 đ0.1 ľ0.2 ĺ0.01 ŕ0.01 ē1.5 ā4 ī1.6 ū0.5 ķ0.1 ļ0.4 ņ0.4 ģ0.1 ų0.5 ė1.5 į1.4 þ0.5 ð0.5 œ0.05 \
            ĉ0.1 ĝ0.1 ĥ0.05 ĵ0.05 ŝ0.1 ŭ0.1 ċ0.1 ġ0.1 ħ0.5
            """
        var frequencies: [Unicode.Scalar: Double] = [:]
        for entry in table.split(separator: " ") {
            guard let letter = entry.unicodeScalars.first, let value = Double(String(entry.unicodeScalars.dropFirst())) else {
                continue
            }
            frequencies[letter] = value
        }
        return frequencies
    }()

    private enum Script { case latin, greek, cyrillic, hebrew, arabic, other }

    private static func script(_ scalar: Unicode.Scalar) -> Script {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0x24F, 0x1E00...0x1EFF: return .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: return .greek
        case 0x400...0x52F: return .cyrillic
        case 0x590...0x5FF: return .hebrew
        case 0x600...0x6FF: return .arabic
        default: return .other
        }
    }
}

/// How a file's text is decoded: a value with `CHARSET=` in that charset; the rest in the
/// file's charset (`--charset`), else UTF-8 — and a line that is not UTF-8 in the code page
/// guessed for the file (``VCardCharset/guess(_:)``). Decoding never fails: what is invalid
/// in every charset tried is read as Windows-1252, and said so.
struct TextDecoder {
    /// UTF-8, no guess (stored lines, tests).
    static let utf8 = TextDecoder(charset: nil, guessed: false, mixed: false)

    /// The charset of text without `CHARSET=` when not UTF-8, lowercased; nil: UTF-8.
    let charset: String?
    /// For a guessed (single-byte) code page, the text of each byte (nil: undefined), so that
    /// each line is a table lookup, not an `iconv` call.
    private let table: [Unicode.Scalar?]?
    /// True when `charset` was guessed.
    let guessed: Bool
    /// The file also has lines of valid non-ASCII UTF-8 (so each guessed line is reported).
    let mixed: Bool

    private init(charset: String?, guessed: Bool, mixed: Bool) {
        self.charset = charset
        self.guessed = guessed
        self.mixed = mixed
        table = guessed ? charset.map { name in
            (0...255).map { byte in VCardCharset.decode([UInt8(byte)], as: name)?.unicodeScalars.first }
        } : nil
    }

    /// The decoder for a file's lines: `charset` (`--charset`) if given, else a code page
    /// guessed from the lines (and quoted-printable values) without `CHARSET=` that are not UTF-8.
    init(lines: [VCardParser.LogicalLine], charset: String?) {
        if let charset {
            self.init(charset: charset.trimmingWhitespace.lowercased(), guessed: false, mixed: false)
            return
        }
        var samples: [[UInt8]] = []
        var mixed = false
        for line in lines {
            let quotedPrintable = line.isQuotedPrintable
            guard quotedPrintable || line.bytes.contains(where: { $0 >= 0x80 }) else { continue }
            guard !line.upperParameters.contains("CHARSET=") else { continue }
            let bytes = quotedPrintable ? VCardBytes.decodeQuotedPrintable(line.bytes) : line.bytes
            if String(validating: bytes, as: UTF8.self) == nil {
                samples.append(bytes)
            } else if bytes.contains(where: { $0 >= 0x80 }) {
                mixed = true
            }
        }
        guard !samples.isEmpty else {
            self.init(charset: nil, guessed: false, mixed: mixed)
            return
        }
        self.init(charset: VCardCharset.guess(samples), guessed: true, mixed: mixed)
    }

    /// UTF-8 text with a few invalid bytes (a value cut inside a sequence, a stray byte) — more
    /// valid multi-byte sequences than invalid bytes — read as UTF-8 with U+FFFD for them, and
    /// how many; nil for text that is mostly something else.
    static func mostlyUTF8<Bytes: Collection>(_ bytes: Bytes) -> (text: String, replaced: Int)? where Bytes.Element == UInt8 {
        var valid = 0
        var invalid = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if !scalar.isASCII { valid += 1 }
            case .emptyInput: break loop
            case .error: invalid += 1
            }
        }
        guard valid > invalid else { return nil }
        return (String(decoding: bytes, as: UTF8.self), invalid)
    }

    /// `bytes` through the guessed code page's table; nil without one or for an undefined byte.
    private func singleByte<Bytes: Collection>(_ bytes: Bytes) -> String? where Bytes.Element == UInt8 {
        guard let table else { return nil }
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            guard let scalar = table[Int(byte)] else { return nil }
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// The text of `bytes` (declared in `CHARSET=` as `declared`, if any), and how it was read
    /// when not as declared or expected.
    func text<Bytes: Collection>(_ bytes: Bytes, declared: String?) -> (text: String, fallback: String?)
    where Bytes.Element == UInt8 {
        var problem: String?
        if let declared {
            if let text = VCardCharset.decode(bytes, as: declared) { return (text, nil) }
            problem = VCardCharset.isKnown(declared) ? "not valid CHARSET=\(declared)" : "unknown CHARSET=\(declared)"
        }
        if let charset, !guessed {
            if let text = VCardCharset.decode(bytes, as: charset) {
                return (text, problem.map { "\($0); read as \(charset)" })
            }
            return (VCardBytes.windows1252(bytes), (problem ?? "not valid \(charset)") + "; read as windows-1252")
        }
        if let text = String(validating: bytes, as: UTF8.self) {
            return (text, problem.map { "\($0); read as UTF-8" })
        }
        if let (text, replaced) = Self.mostlyUTF8(bytes) {
            return (text, "\(problem ?? "not valid UTF-8"); read as UTF-8 with \(replaced) invalid byte\(replaced == 1 ? "" : "s") as U+FFFD")
        }
        let name = charset ?? "windows-1252"
        let text = singleByte(bytes) ?? VCardCharset.decode(bytes, as: name) ?? VCardBytes.windows1252(bytes)
        if let problem { return (text, "\(problem); read as \(name)") }
        if guessed, !mixed { return (text, nil) }   // the file-level message says it
        return (text, "not valid UTF-8; read as \(name)" + (guessed ? " (guessed; --charset NAME to override)" : ""))
    }
}
