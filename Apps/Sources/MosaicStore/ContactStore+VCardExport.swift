/// Writing the database as a vCard file.
extension ContactStore {
    /// Every contact as vCard text (`VCardWriter`): section after section in `sections()` order
    /// (groups, then "Other"), each in saved order, with the group in `CATEGORIES`.
    /// - Complexity: O(n log n + total card size).
    public func exportVCard(version: VCardWriter.Version = .v3) throws(StoreError) -> String {
        VCardWriter.file(try allContacts(), version: version)
    }
}
