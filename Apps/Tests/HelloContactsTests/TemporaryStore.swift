import Foundation
import MosaicAnimation
import MosaicCore
import MosaicStore
@testable import HelloContacts

/// Runs `body` with a new contacts database (`contacts.sqlite`) in a directory of its own under
/// the system's temporary directory, holding `cards` when given (imported first). The store is
/// closed after `body` returns (a failure to close throws); the directory is removed either way.
func withTemporaryStore<T>(cards: String? = nil, _ body: (ContactStore) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("HelloContactsTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try ContactStore(path: directory.appendingPathComponent("contacts.sqlite").path)
    if let cards { _ = try store.importVCard(cards) }
    let result = try body(store)
    try store.close()
    return result
}

/// Runs `body` with HelloContacts' controller (Flow, 1280×748, a manual clock) over a new
/// database holding `cards` (`withTemporaryStore`).
func withTemporaryController(cards: String, _ body: (ContactsController) throws -> Void) throws {
    try withTemporaryStore(cards: cards) { store in
        try body(try ContactsController(store: store, viewport: Size(width: 1280, height: 748), layoutName: "Flow", clock: ManualClock()))
    }
}
