import Foundation
@testable import MosaicStore

/// A fresh directory under the system temporary directory; removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("MosaicStoreTests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the directory (the file does not exist yet).
    func path(_ name: String = "contacts.sqlite") -> String {
        url.appendingPathComponent(name).path
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// The seeds property tests run with; set MOSAIC_SEED to try one more.
func propertySeeds(_ defaults: [UInt64]) -> [UInt64] {
    if let text = ProcessInfo.processInfo.environment["MOSAIC_SEED"], let seed = UInt64(text) {
        return defaults + [seed]
    }
    return defaults
}
