/// Runs async work on many items with a bound on how many run at once (a server is not
/// flooded; its latency overlaps).
enum BoundedConcurrency {
    /// Runs `body` on every item of `items`, at most `limit` at once, and hands each result to
    /// `handle` on the caller's task, in completion order. The first error thrown (by `body` or
    /// `handle`) cancels the rest and is rethrown.
    static func forEach<Item: Sendable, Result: Sendable>(
        _ items: [Item], limit: Int, _ body: @escaping @Sendable (Item) async throws -> Result,
        handle: (Result) throws -> Void
    ) async throws {
        precondition(limit >= 1, "a concurrency limit is at least 1; got \(limit)")
        try await withThrowingTaskGroup(of: Result.self) { group in
            var next = 0
            func start() {
                guard next < items.count else { return }
                let item = items[next]
                next += 1
                group.addTask { try await body(item) }
            }
            for _ in 0..<limit { start() }
            while let result = try await group.next() {
                try handle(result)
                start()
            }
        }
    }
}
