import Foundation
import MosaicStore

/// Search over contacts: a contact matches when every word of the query occurs in its name,
/// organization, a phone number or an e-mail address — ignoring case and diacritics ("jorg"
/// finds "Jörg"); for phone numbers the digits alone are compared too ("5550" finds
/// "+1 555 0100").
struct ContactSearch {
    /// Each contact's searchable text, folded once.
    private var texts: [Int64: String] = [:]

    /// The folded form of `text`: lower-cased, without diacritics.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The words of a query, folded.
    static func terms(_ query: String) -> [String] {
        fold(query).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Indexes `contact` (again, when its card changed).
    mutating func index(_ contact: Contact) {
        var parts = [contact.fullName]
        if let organization = contact.organization { parts.append(organization) }
        for phone in contact.phoneNumbers { parts += [phone, phone.filter(\.isNumber)] }
        parts += contact.emailAddresses
        texts[contact.id] = Self.fold(parts.joined(separator: "\u{1F}"))
    }

    /// True when every term occurs in the contact's text (true for no terms).
    func matches(_ id: Int64, terms: [String]) -> Bool {
        guard let text = texts[id] else { return terms.isEmpty }
        return terms.allSatisfy { text.contains($0) }
    }

    /// `ids` (each section in order) filtered by `terms`.
    /// - Complexity: O(n · t · m) for n ids, t terms, m characters per contact.
    func filter(_ sections: [[Int64]], terms: [String]) -> [[Int64]] {
        guard !terms.isEmpty else { return sections }
        return sections.map { $0.filter { matches($0, terms: terms) } }
    }
}
