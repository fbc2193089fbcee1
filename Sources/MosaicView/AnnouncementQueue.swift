/// The announcements a view made that its backend has not taken yet, numbered in the order
/// they were made. It keeps at most ``capacity`` (the oldest are dropped first), so a view
/// whose backend never takes them does not grow.
struct AnnouncementQueue: Sendable, Equatable {
    /// The most announcements kept.
    static let capacity = 32
    /// Pending announcements, oldest first.
    private(set) var pending: [AccessibilityAnnouncement] = []
    /// The number of the last announcement made (0: none yet).
    private(set) var lastSequence = 0

    /// Queues `text` as the next announcement. - Complexity: O(1) amortised.
    mutating func append(_ text: String) {
        lastSequence += 1
        pending.append(AccessibilityAnnouncement(sequence: lastSequence, text: text))
        if pending.count > Self.capacity { pending.removeFirst(pending.count - Self.capacity) }
        assert(pending.count <= Self.capacity && pending.last?.sequence == lastSequence, "the queue keeps the newest, in order")
    }

    /// Returns the pending announcements and empties the queue (numbering goes on).
    mutating func take() -> [AccessibilityAnnouncement] {
        defer { pending.removeAll() }
        return pending
    }
}
