import GRDB

extension ContactStore {
    /// Closes this store's connections and opens new ones on the same file (same options).
    ///
    /// SQLite's locks on a file are POSIX record locks, which belong to the process: when
    /// anything else in the process closes a descriptor of the database file — a file chooser
    /// reading the files it lists, a thumbnailer — every lock of the process on it is gone,
    /// silently. Another process (`hello-contacts import`) may then take the database for
    /// itself and, closing, checkpoint and delete the write-ahead log this store still
    /// writes to: those writes would be lost. Reconnecting takes the locks again (SQLite only
    /// asks the kernel once the last connection of the process let go, hence all of them are
    /// closed first). Every commit made so far is kept: it is in the log or the main file.
    ///
    /// Call it only while no other thread uses the store (no import or sync running).
    /// - Throws: a `StoreError` when the file cannot be opened again; the store is then
    ///   unusable (every later call fails the same way).
    /// - Complexity: O(1) (no quick check, no migration: the schema was checked at `init`).
    public func reconnect() throws(StoreError) {
        guard access == .readWrite else { return }
        do {
            try database.close()
        } catch {
            throw StoreError.wrapping(error, path: path, while: "closing to reconnect")
        }
        database = try Self.openPool(path, busyTimeout: busyTimeout, durable: durable)
    }
}
