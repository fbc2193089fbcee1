import Foundation
@testable import HelloContacts
import MosaicAnimation
import MosaicStore
import Testing

/// The window's sync without a window: Sync Now, progress, the last-sync line, failures,
/// one sync at a time and the periodic sync on an injected clock.
@Suite struct SyncControllerTests {
    /// The controller's thread in a test: closures queue up until `drain()` runs them.
    final class Queue: @unchecked Sendable {
        private let lock = NSLock()
        private var pending: [@Sendable () -> Void] = []

        var hop: SyncController.Hop {
            { work in self.lock.lock(); self.pending.append(work); self.lock.unlock() }
        }

        func drain() {
            while true {
                lock.lock()
                let work = pending
                pending.removeAll()
                lock.unlock()
                if work.isEmpty { return }
                work.forEach { $0() }
            }
        }
    }

    static let date = Date(timeIntervalSince1970: 1_800_000_000)

    func controller(_ clock: ManualClock, _ queue: Queue, interval: Double = 60,
                    runner: SyncController.Runner?) -> SyncController {
        SyncController(clock: clock, interval: interval, date: { Self.date }, hop: queue.hop, runner: runner)
    }

    @Test func syncNowReportsProgressThenTheLastSync() async throws {
        let clock = ManualClock(), queue = Queue()
        let sync = controller(clock, queue) { progress in
            progress(SyncProgress(phase: .pushing, done: 1, total: 2))
            return .success(SyncEngine.Summary(pushed: 2, pulled: 1, merged: 0, conflicts: 0))
        }
        var seen: [SyncController.State] = []
        sync.onChange = { seen.append($0) }
        #expect(sync.state == .idle)
        let task = try #require(sync.syncNow())
        #expect(sync.isSyncing)
        #expect(sync.syncNow() == nil)   // one sync at a time
        await task.value
        queue.drain()
        #expect(!sync.isSyncing)
        #expect(seen == [.syncing(SyncProgress(phase: .connecting)), .syncing(SyncProgress(phase: .pushing, done: 1, total: 2)),
                         .lastSync(Self.date, "pushed 2, pulled 1, merged 0, conflicts 0")])
    }

    @Test func aFailureIsShownWithItsReason() async throws {
        let clock = ManualClock(), queue = Queue()
        let sync = controller(clock, queue) { _ in .failure(.server(.authentication("http://h/ answered 401 Unauthorized"))) }
        await sync.syncNow()?.value
        queue.drain()
        #expect(sync.state == .failed("hello-contacts: sync: authentication failed: http://h/ answered 401 Unauthorized"))
    }

    @Test func periodicSyncFollowsTheClock() async throws {
        let clock = ManualClock(), queue = Queue()
        let runs = Counter()
        let sync = controller(clock, queue, interval: 60) { _ in
            runs.add()
            return .success(SyncEngine.Summary())
        }
        await sync.tick()?.value   // the first is due at once
        queue.drain()
        #expect(runs.value == 1)
        clock.advance(by: 59)
        #expect(sync.tick() == nil)
        clock.advance(by: 1)
        await sync.tick()?.value
        queue.drain()
        #expect(runs.value == 2)
        await sync.syncNow()?.value   // Sync Now restarts the period
        queue.drain()
        clock.advance(by: 30)
        #expect(sync.tick() == nil)
        #expect(runs.value == 3)
    }

    @Test func withoutAnAccountNothingRuns() {
        let sync = controller(ManualClock(), Queue(), runner: nil)
        #expect(sync.syncNow() == nil)
        #expect(sync.tick() == nil)
        #expect(sync.state == .idle)
    }

    @Test func progressFractionAndText() {
        #expect(SyncProgress(phase: .pushing, done: 5, total: 10).fraction == 0.25)
        #expect(SyncProgress(phase: .pulling, done: 0, total: 0).fraction == 0.5)
        #expect(SyncProgress(phase: .pushing, done: 3, total: 10).text == "Pushing 3 of 10")
        #expect(SyncProgress(phase: .saving).text == "Saving")
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }
}
