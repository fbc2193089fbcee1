import Foundation

/// What is wrong with a contact form, field by field (shown inline; nothing is saved).
public struct ContactFormProblems: Error, Equatable, Sendable, CustomStringConvertible {
    /// The field a problem is about.
    public enum Field: Hashable, Sendable {
        /// The whole contact (it names no one and holds nothing).
        case contact
        /// The e-mail row at this index.
        case email(Int)
        /// The phone row at this index.
        case phone(Int)
        /// The birthday.
        case birthday
    }

    /// Each problem's message ("“ada.example.org” is not an e-mail address: it has no @."), by field.
    public var messages: [Field: String]

    /// The messages, one per line, the contact's first.
    public var description: String {
        messages.sorted { "\($0.key)" < "\($1.key)" }.map(\.value).joined(separator: "\n")
    }
}

extension ContactDraft.Form {
    /// The problems of this form compared with `original` (the card's form before editing;
    /// values the user did not change — a birthday in another format — are not held against
    /// it): an empty contact; an e-mail without `@` or with a space; a phone number without a
    /// digit; a changed birthday not written YYYY-MM-DD or --MM-DD. Empty rows are ignored.
    public func problems(comparedWith original: ContactDraft.Form = .init()) -> ContactFormProblems? {
        var messages: [ContactFormProblems.Field: String] = [:]
        let phones = phones.map { $0.value.trimmingWhitespace }, emails = emails.map { $0.value.trimmingWhitespace }
        if [name, givenName, familyName, organization].allSatisfy({ $0.trimmingWhitespace.isEmpty }),
           phones.allSatisfy(\.isEmpty), emails.allSatisfy(\.isEmpty) {
            messages[.contact] = "A contact needs a name, an organisation, a phone number or an e-mail address."
        }
        for (i, email) in emails.enumerated() where !email.isEmpty {
            if !email.contains("@") {
                messages[.email(i)] = "“\(email)” is not an e-mail address: it has no @."
            } else if email.contains(where: \.isWhitespace) || email.hasPrefix("@") || email.hasSuffix("@") {
                messages[.email(i)] = "“\(email)” is not an e-mail address: write it as name@example.org."
            }
        }
        for (i, phone) in phones.enumerated() where !phone.isEmpty && !phone.contains(where: \.isNumber) {
            messages[.phone(i)] = "“\(phone)” is not a phone number: it has no digit."
        }
        let birthday = birthday.trimmingWhitespace
        if !birthday.isEmpty, birthday != original.birthday.trimmingWhitespace, !Self.isDate(birthday) {
            messages[.birthday] = "Birthday “\(birthday)”: write it as YYYY-MM-DD (e.g. 1815-12-10) or --MM-DD."
        }
        return messages.isEmpty ? nil : ContactFormProblems(messages: messages)
    }

    /// YYYY-MM-DD, YYYYMMDD or --MM-DD with a valid month and day.
    static func isDate(_ text: String) -> Bool {
        let digits = text.filter(\.isNumber)
        let shape = text.map { $0.isNumber ? "9" : String($0) }.joined()
        guard ["9999-99-99", "99999999", "--99-99", "--9999"].contains(shape) else { return false }
        let md = digits.suffix(4)
        guard let month = Int(md.prefix(2)), let day = Int(md.suffix(2)) else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }
}

extension ContactDraft {
    /// A new contact from `form` (``applying(_:)`` to an empty card).
    /// - Throws: ``ContactFormProblems`` when the form is not valid (`problems`).
    public init(form: Form) throws(ContactFormProblems) {
        self = try ContactDraft(givenName: "", familyName: "", fullName: "").applying(form)
    }

    /// This card with `form`'s values: each kind of property whose value differs from this
    /// card's ``form`` is rewritten (in place of the first such property, keeping its group
    /// and other parameters where one is reused); every other property stays exactly as it
    /// was. Names: an empty name is composed from the given and family names (or the
    /// organisation); empty given and family names are split from the name.
    /// - Throws: ``ContactFormProblems`` (nothing is changed).
    /// - Complexity: O(properties × changed kinds).
    public func applying(_ form: Form) throws(ContactFormProblems) -> ContactDraft {
        let original = self.form
        if let problems = form.problems(comparedWith: original) { throw problems }
        var names = (given: form.givenName.trimmingWhitespace.singleLine, family: form.familyName.trimmingWhitespace.singleLine, full: form.name.trimmingWhitespace.singleLine)
        let organization = form.organization.trimmingWhitespace
        if names.full.isEmpty {
            names.full = [names.given, names.family].filter { !$0.isEmpty }.joined(separator: " ")
            if names.full.isEmpty { names.full = organization.singleLine }
        }
        if names.given.isEmpty, names.family.isEmpty, names.full != organization.singleLine {
            if let space = names.full.lastIndex(where: \.isWhitespace) {
                names.given = names.full[..<space].trimmingWhitespace
                names.family = names.full[names.full.index(after: space)...].trimmingWhitespace
            } else {
                names.given = names.full
            }
        }
        if names.full.isEmpty {   // a contact of only a phone or an e-mail
            names.full = form.emails.first { !$0.value.trimmingWhitespace.isEmpty }?.value.trimmingWhitespace
                ?? form.phones.first { !$0.value.trimmingWhitespace.isEmpty }?.value.trimmingWhitespace ?? ""
        }
        var card = PropertyEditor(properties)
        if names.full != fullName { card.setText("FN", names.full) }
        if names.given != givenName || names.family != familyName {
            card.setComponents("N", [names.family, names.given], from: 0, keepCount: 5)
        }
        if organization != original.organization { card.setComponents("ORG", [organization], from: 0, keepCount: 1) }
        if form.title.trimmingWhitespace != original.title { card.setText("TITLE", form.title.trimmingWhitespace) }
        if form.phones != original.phones { card.setEntries("TEL", form.phones, types: Form.phoneTypes) }
        if form.emails != original.emails { card.setEntries("EMAIL", form.emails, types: Form.emailTypes) }
        if form.address != original.address {
            let a = form.address
            card.setComponents("ADR", [a.street, a.locality, a.region, a.postalCode, a.country].map(\.trimmingWhitespace), from: 2, keepCount: 7)
        }
        if form.birthday.trimmingWhitespace != original.birthday { card.setText("BDAY", form.birthday.trimmingWhitespace) }
        if form.notes.trimmingWhitespace != original.notes { card.setText("NOTE", form.notes.trimmingWhitespace) }
        if form.groups != original.groups {
            let groups = form.groups.map(\.trimmingWhitespace).filter { !$0.isEmpty }
            card.setValue("CATEGORIES", groups.isEmpty ? nil : groups.map(VCardParser.escapeText).joined(separator: ","))
        }
        if form.photo != original.photo { card.setPhoto(form.photo) }
        return ContactDraft(givenName: names.given, familyName: names.family, fullName: names.full, properties: card.properties)
    }
}

/// Rewrites properties of one kind in a card, leaving the others as they are.
struct PropertyEditor {
    var properties: [VCardProperty]

    init(_ properties: [VCardProperty]) { self.properties = properties }

    /// Sets the value (escaped vCard text) of the first `name` property, keeping its group and
    /// parameters; nil or "" removes it; a new one goes after the last name property (or at the end).
    mutating func setValue(_ name: String, _ value: String?) {
        let index = properties.firstIndex { $0.name == name }
        switch (index, value) {
        case (let i?, let v?) where !v.isEmpty: properties[i].value = v
        case (let i?, _): properties.remove(at: i)
        case (nil, let v?) where !v.isEmpty: insert([VCardProperty(name: name, value: v)])
        default: break
        }
    }

    mutating func setText(_ name: String, _ text: String) { setValue(name, VCardParser.escapeText(text)) }

    /// Sets components `from…` of the first `name` property (a structured value of at least
    /// `keepCount` components), keeping the others; removed when every component is empty.
    mutating func setComponents(_ name: String, _ values: [String], from start: Int, keepCount: Int) {
        var components = properties.first(named: name).map { VCardParser.splitUnescaped($0.value[...], at: ";").map(String.init) } ?? []
        if components.count < keepCount { components += Array(repeating: "", count: keepCount - components.count) }
        for (offset, value) in values.enumerated() { components[start + offset] = VCardParser.escapeText(value) }
        setValue(name, components.allSatisfy(\.isEmpty) ? nil : components.joined(separator: ";"))
    }

    /// Replaces every `name` property by `entries` (empty values dropped): the i-th reuses the
    /// i-th old property (group, other parameters, a `tel:`/`mailto:` scheme) with its `TYPE`
    /// among `types` replaced; the rest are new. They take the first old one's place.
    mutating func setEntries(_ name: String, _ entries: [ContactDraft.Form.Entry], types: [String]) {
        let old = properties.filter { $0.name == name }
        let entries = entries.filter { !$0.value.trimmingWhitespace.isEmpty }
        let known = Set(types.filter { !$0.isEmpty } + ["mobile"])
        let new = entries.enumerated().map { i, entry -> VCardProperty in
            var p = i < old.count ? old[i] : VCardProperty(name: name, value: "")
            let scheme = ["tel:", "mailto:"].first { p.value.lowercased().hasPrefix($0) } ?? ""
            p.value = scheme + (scheme.isEmpty ? VCardParser.escapeText(entry.value.trimmingWhitespace) : entry.value.trimmingWhitespace)
            if i >= old.count || ContactDraft.knownType(of: p, among: types) != entry.type {
                p.parameters = p.parameters.compactMap { parameter in
                    guard parameter.name == "TYPE" else { return parameter }
                    let kept = parameter.value.split(separator: ",").filter { !known.contains($0.lowercased().trimmingCharacters(in: "\"")) }
                    return kept.isEmpty ? nil : VCardProperty.Parameter(name: "TYPE", value: kept.joined(separator: ","))
                }
                if !entry.type.isEmpty { p.parameters.append(VCardProperty.Parameter(name: "TYPE", value: entry.type)) }
            }
            return p
        }
        replaceAll(name, with: new)
    }

    /// Replaces the photo: `PHOTO;ENCODING=b;TYPE=PNG|JPEG:base64` (vCard 3.0), or none.
    mutating func setPhoto(_ bytes: [UInt8]?) {
        let new = bytes.map { bytes -> VCardProperty in
            let type = bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? "PNG" : "JPEG"
            return VCardProperty(name: "PHOTO", parameters: [.init(name: "ENCODING", value: "b"), .init(name: "TYPE", value: type)],
                                 value: Data(bytes).base64EncodedString())
        }
        replaceAll("PHOTO", with: new.map { [$0] } ?? [])
    }

    private mutating func replaceAll(_ name: String, with new: [VCardProperty]) {
        guard let first = properties.firstIndex(where: { $0.name == name }) else { return insert(new) }
        properties.removeAll { $0.name == name }
        properties.insert(contentsOf: new, at: min(first, properties.count))
    }

    /// New names (FN, N) after the card's names or first; other new properties at the end.
    private mutating func insert(_ new: [VCardProperty]) {
        guard new.allSatisfy({ $0.name == "FN" || $0.name == "N" }) else { return properties.append(contentsOf: new) }
        let after = properties.lastIndex { $0.name == "FN" || $0.name == "N" }.map { $0 + 1 } ?? 0
        properties.insert(contentsOf: new, at: after)
    }
}
