import Foundation
import Testing
@testable import MosaicStore

@Suite struct StoreBenchmarkTests {
    @Test func smallRunWritesOneRowPerMove() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        for byIndex in [false, true] {
            let result = try StoreBenchmark.moveCost(
                contactCount: 2_000, moves: 11, directory: directory.url.path, byIndex: byIndex, durable: byIndex)
            print("StoreBenchmark (2,000 contacts, byIndex \(byIndex)): median \(result.medianMilliseconds) ms, \(result.rowsWritten) row(s)")
            #expect(result.rowsWritten == 1)
            #expect(result.medianMilliseconds > 0)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    /// The figure `mosaic-bench` prints; slow in debug, so only on request:
    /// `MOSAIC_STORE_BENCH=1 swift test -c release -Xswiftc -enable-testing --filter StoreBenchmarkTests`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["MOSAIC_STORE_BENCH"] != nil))
    func moveCostAtOneHundredThousandContacts() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let clock = ContinuousClock()
        let start = clock.now
        let byNeighbours = try StoreBenchmark.moveCost(contactCount: 100_000, directory: directory.url.path)
        let total = clock.now - start
        let byIndex = try StoreBenchmark.moveCost(contactCount: 100_000, directory: directory.url.path, byIndex: true)
        print("store_move_ms(100k, neighbours) = \(byNeighbours.medianMilliseconds), store_move_rows = \(byNeighbours.rowsWritten), whole run \(total)")
        print("store_move_ms(100k, toIndex) = \(byIndex.medianMilliseconds), store_move_rows = \(byIndex.rowsWritten)")
        #expect(byNeighbours.rowsWritten == 1)
        let durable = try StoreBenchmark.moveCost(contactCount: 100_000, directory: directory.url.path, durable: true)
        print("store_move_durable_ms(100k, synchronous FULL) = \(durable.medianMilliseconds)")
        let checks = try StoreBenchmark.openCheckCost(contactCount: 100_000, directory: directory.url.path)
        print("store_quick_check_100k_ms = \(checks.quickCheck), integrity_check \(checks.integrityCheck) ms, open \(checks.open) ms, file \(checks.fileBytes) bytes")
    }

    @Test func openCheckCostOnASmallFile() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let checks = try StoreBenchmark.openCheckCost(contactCount: 500, runs: 3, directory: directory.url.path)
        #expect(checks.quickCheck > 0 && checks.integrityCheck > 0 && checks.open > 0)
        #expect(checks.fileBytes > 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }
}
