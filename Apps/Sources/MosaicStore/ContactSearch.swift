import Foundation

/// Search over contacts: a contact matches when every word of the query occurs in its name,
/// organization, a phone number or an e-mail address — ignoring case and diacritics ("jorg"
/// finds "Jörg"); for phone numbers the digits alone are compared too ("5550" finds
/// "+1 555 0100"). HelloContacts' search field uses it (issue 11.4).
public struct ContactSearch: Sendable {
    /// Every contact's folded searchable text, as UTF-8, one after another.
    private var bytes: [UInt8] = []
    /// Where each contact's text is in `bytes`, by id (ids are small and dense — the store's
    /// `AUTOINCREMENT` — so an array; (0, 0) for none; others, rare, in `sparse`).
    private var dense: [(start: Int32, end: Int32)] = []
    private var sparse: [Int64: Range<Int>] = [:]
    private static let denseLimit: Int64 = 1 << 24
    /// A 256-bit signature of each contact's bytes and byte pairs (a Bloom filter), four words
    /// per dense slot: a contact whose signature lacks a bit of the query's cannot contain it,
    /// so most contacts are rejected without looking at their text.
    private var denseSignatures: [UInt64] = []
    private var sparseSignatures: [Int64: Signature] = [:]

    /// The 256-bit signature of some text: one bit per byte and one per pair of adjacent bytes.
    struct Signature: Equatable {
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        init() {}

        init<C: Collection>(_ bytes: C) where C.Element == UInt8 {
            var previous: UInt8?
            for b in bytes {
                set(Int(b) &* 0x9E &+ 0x3B)
                if let p = previous { set(Int(p) &* 0x1F &+ Int(b) &* 0x65 &+ 0x11) }
                previous = b
            }
        }

        mutating func set(_ hash: Int) {
            let bit = hash & 255
            let mask = UInt64(1) << UInt64(bit & 63)
            switch bit >> 6 {
            case 0: words.0 |= mask
            case 1: words.1 |= mask
            case 2: words.2 |= mask
            default: words.3 |= mask
            }
        }

        mutating func formUnion(_ other: Signature) {
            words.0 |= other.words.0
            words.1 |= other.words.1
            words.2 |= other.words.2
            words.3 |= other.words.3
        }

        /// True when every bit of `query` is set here.
        func covers(_ q: Signature) -> Bool {
            (words.0 & q.words.0) == q.words.0 && (words.1 & q.words.1) == q.words.1
                && (words.2 & q.words.2) == q.words.2 && (words.3 & q.words.3) == q.words.3
        }

        static func == (a: Signature, b: Signature) -> Bool {
            a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2 && a.words.3 == b.words.3
        }
    }

    private func signature(of id: Int64) -> Signature {
        if id >= 0, id < Int64(dense.count) {
            let i = Int(id) * 4
            var s = Signature()
            s.words = (denseSignatures[i], denseSignatures[i + 1], denseSignatures[i + 2], denseSignatures[i + 3])
            return s
        }
        return sparseSignatures[id] ?? Signature()
    }

    private func range(of id: Int64) -> Range<Int>? {
        if id >= 0, id < Int64(dense.count) {
            let slot = dense[Int(id)]
            return slot.end > slot.start ? Int(slot.start)..<Int(slot.end) : nil
        }
        return sparse[id]
    }

    /// An empty index; `index(_:)` adds contacts.
    public init() {}

    /// The folded form of `text`: lower-cased, without diacritics.
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The words of a query, folded.
    public static func terms(_ query: String) -> [String] {
        fold(query).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Indexes `contact` (again, when its card changed).
    /// - Complexity: O(size of its name, organization, phones and e-mails).
    public mutating func index(_ contact: Contact) {
        var parts = [contact.fullName]
        if let organization = contact.organization { parts.append(organization) }
        for phone in contact.phoneNumbers { parts += [phone, phone.filter(\.isNumber)] }
        parts += contact.emailAddresses
        let text = Self.fold(parts.joined(separator: "\u{1F}"))
        let start = bytes.count
        bytes += text.utf8
        let signature = Signature(text.utf8)
        if contact.id >= 0, contact.id < Self.denseLimit, bytes.count < Int(Int32.max) {
            if dense.count <= Int(contact.id) {
                let added = Int(contact.id) + 1 - dense.count
                dense += repeatElement((start: Int32(0), end: Int32(0)), count: added)
                denseSignatures += repeatElement(0, count: added * 4)
            }
            dense[Int(contact.id)] = (Int32(start), Int32(bytes.count))
            let i = Int(contact.id) * 4
            (denseSignatures[i], denseSignatures[i + 1], denseSignatures[i + 2], denseSignatures[i + 3]) = signature.words
        } else {
            sparse[contact.id] = start..<bytes.count
            sparseSignatures[contact.id] = signature
        }
    }

    /// True when every term occurs in the contact's text (true for no terms).
    public func matches(_ id: Int64, terms: [String]) -> Bool {
        guard !terms.isEmpty else { return true }
        guard let range = range(of: id) else { return false }
        return terms.allSatisfy { contains(range, Array($0.utf8)) }
    }

    /// Whether `haystack[range]` contains `needle` (byte-wise — both sides are folded the
    /// same way, so this is a search on text — finding the first byte with `memchr`).
    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                 _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard range.count >= needle.count, let base = haystack.baseAddress else { return false }
        var start = range.lowerBound
        let last = range.upperBound - needle.count
        while start <= last {
            guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return false }
            let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + index, needle.baseAddress!, needle.count) == 0 { return true }
            start = index + 1
        }
        return false
    }

    private func contains(_ range: Range<Int>, _ needle: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { Self.contains(haystack, range, $0) }
        }
    }

    /// `ids` (each section in order) filtered by `terms`.
    /// Each contact is first checked against its 256-bit signature of bytes and byte pairs;
    /// only those that may contain every term have their text searched.
    /// - Complexity: O(n) signature checks plus O(k · t · m) for the k contacts that pass, t
    ///   terms, m bytes per contact.
    public func filter(_ sections: [[Int64]], terms: [String]) -> [[Int64]] {
        guard !terms.isEmpty else { return sections }
        let needles = terms.map { Array($0.utf8) }
        var query = Signature()
        for needle in needles { query.formUnion(Signature(needle)) }
        return bytes.withUnsafeBufferPointer { haystack in
            sections.map { ids in
                var kept: [Int64] = []
                kept.reserveCapacity(ids.count / 4)
                for id in ids {
                    guard signature(of: id).covers(query), let range = range(of: id) else { continue }
                    var all = true
                    for needle in needles where !needle.withUnsafeBufferPointer({ Self.contains(haystack, range, $0) }) {
                        all = false
                        break
                    }
                    if all { kept.append(id) }
                }
                return kept
            }
        }
    }
}
