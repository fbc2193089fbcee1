import GRDB
import MosaicStore

// The window's state (size, maximised, first visible seat) per database, in a small
// `setting` table (MosaicStore's `SettingTable`) created by the first save: a database written
// before it existed opens as before, and `lineup list` never writes.
extension LineupStore {
    /// Every setting whose name starts with `prefix` (e.g. "window."), by name; empty when
    /// none was saved (no `setting` table yet).
    public func settings(prefix: String) throws(LineupStoreError) -> [String: String] {
        try read { db in try SettingTable.values(prefix: prefix, in: db) }
    }

    /// Stores several settings in one transaction (creating the `setting` table the first
    /// time), writing only the rows whose value changed — no page at all when none did.
    public func setSettings(_ values: [String: String]) throws(LineupStoreError) {
        _ = try write { db in try SettingTable.save(values, in: db) }
    }
}
