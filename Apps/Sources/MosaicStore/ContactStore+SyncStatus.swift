import Foundation
import GRDB

/// What the database remembers about the last sync besides its token: the collection tag read
/// before the last pull (``SyncPull/collectionTag``) and the time and summary of the last
/// successful sync, which the window shows ("Last sync") after a restart.
/// Stored in `storeMetadata` as `syncCollectionTag`, `syncCollectionModified`,
/// `syncModifiedTracks`, `syncModifiedChecked`, `syncLastDate` (seconds since 1970) and
/// `syncLastSummary`.
extension ContactStore {
    /// The last successful sync: when it ended and its summary line.
    public struct LastSync: Hashable, Sendable {
        /// When the sync ended.
        public var date: Date
        /// Its summary (`pushed 1, pulled 0, merged 0, conflicts 0`).
        public var summary: String

        /// A last sync.
        public init(date: Date, summary: String) {
            self.date = date
            self.summary = summary
        }
    }

    /// The collection tag stored with the sync token by the last pull, or nil.
    public func syncCollectionTag() throws(StoreError) -> String? {
        try read("reading the collection tag") { db in try Self.metadata("syncCollectionTag", db) }
    }

    /// The collection's `getlastmodified` stored with the sync token by the last pull
    /// (``SyncPull/collectionModified``), or nil.
    public func syncCollectionModified() throws(StoreError) -> String? {
        try read("reading the collection's modification date") { db in try Self.metadata("syncCollectionModified", db) }
    }

    /// What the syncs saw of the collection's `getlastmodified`: whether it changes when its
    /// members change (compared with `getctag` read in the same request), and when that was
    /// last seen to hold.
    public struct ModifiedEvidence: Hashable, Sendable {
        /// True: it changed whenever the tag did (and the tag changed at least once); false:
        /// the tag changed while it did not — never trusted again; nil: not known yet.
        public var tracksMembers: Bool?
        /// When both were last read together and agreed (nil: never).
        public var checked: Date?

        /// Evidence.
        public init(tracksMembers: Bool?, checked: Date?) {
            self.tracksMembers = tracksMembers
            self.checked = checked
        }
    }

    /// The evidence stored by ``recordModifiedEvidence(_:)`` (both fields nil when none).
    public func modifiedEvidence() throws(StoreError) -> ModifiedEvidence {
        try read("reading the modification-date evidence") { db in
            let tracks = try Self.metadata("syncModifiedTracks", db).map { $0 == "yes" }
            let checked = try Self.metadata("syncModifiedChecked", db).flatMap(Double.init).map(Date.init(timeIntervalSince1970:))
            return ModifiedEvidence(tracksMembers: tracks, checked: checked)
        }
    }

    /// Stores `evidence` (one transaction; nil fields are forgotten).
    public func recordModifiedEvidence(_ evidence: ModifiedEvidence) throws(StoreError) {
        try write("recording the modification-date evidence") { db, _ in
            try Self.setMetadata("syncModifiedTracks", evidence.tracksMembers.map { $0 ? "yes" : "no" }, db)
            try Self.setMetadata("syncModifiedChecked", evidence.checked.map { String($0.timeIntervalSince1970) }, db)
        }
    }

    /// Records that a sync succeeded at `date` with `summary` (one transaction).
    /// - Precondition: `summary` is not empty.
    public func recordSyncFinished(_ summary: String, at date: Date = Date()) throws(StoreError) {
        precondition(!summary.isEmpty, "a finished sync has a summary line")
        try write("recording the last sync") { db, _ in
            try Self.setMetadata("syncLastDate", String(date.timeIntervalSince1970), db)
            try Self.setMetadata("syncLastSummary", summary, db)
        }
    }

    /// The last successful sync, or nil when none was recorded.
    public func lastSync() throws(StoreError) -> LastSync? {
        try read("reading the last sync") { db in
            guard let seconds = try Self.metadata("syncLastDate", db).flatMap(Double.init),
                  let summary = try Self.metadata("syncLastSummary", db) else { return nil }
            return LastSync(date: Date(timeIntervalSince1970: seconds), summary: summary)
        }
    }
}
