import Foundation

/// The CardDAV account a database syncs with: the server URL as given and the user name.
/// The password is never stored.
public struct SyncAccount: Hashable, Sendable {
    /// The server or address book URL, as given to `sync --server`.
    public var server: String
    /// The user name, if any.
    public var user: String?

    /// An account.
    public init(server: String, user: String?) {
        self.server = server
        self.user = user
    }
}

/// What the store knows of one contact's card on the server.
public struct SyncRecord: Hashable, Sendable {
    /// The contact (it may have been deleted locally since: then the card is deleted on the
    /// server at the next push).
    public var contactID: Int64
    /// The card's `UID`.
    public var uid: String
    /// The card's URL path on the server.
    public var href: String
    /// The server's `ETag` of the card as last agreed.
    public var etag: String
    /// The card as last agreed with the server (``SyncCard/properties(of:groupName:orderKey:)``).
    public var base: [VCardProperty]
}

/// A property changed on both sides to different values: the local value was kept, the
/// server's waits here until the user resolves it.
public struct SyncConflict: Hashable, Sendable {
    /// The conflict's row id.
    public var id: Int64
    /// The contact.
    public var contactID: Int64
    /// The contact's full name (empty when it has been deleted since).
    public var fullName: String
    /// The property's name (`NOTE`, `TEL`…).
    public var property: String
    /// The value kept (the local one).
    public var local: String
    /// The server's value.
    public var server: String
}
