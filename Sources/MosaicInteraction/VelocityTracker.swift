import MosaicCore

/// Estimates a pointer's velocity from its recent positions.
///
/// The velocity is the displacement between the oldest and the newest sample that lie within
/// `window` seconds of the newest, divided by their time difference. With fewer than two
/// samples in the window (the pointer paused before lifting, or just went down) it is zero, so
/// a finger that stops before lifting throws no momentum. The result is always finite.
public struct VelocityTracker: Hashable, Sendable {
    /// One time-stamped position.
    public struct Sample: Hashable, Sendable {
        /// When the position was observed, in seconds on the input's clock.
        public var time: Double
        /// Where the pointer was, in the coordinates passed to ``VelocityTracker/add(_:at:)``
        /// (`PanRecognizer` passes its input's viewport points).
        public var position: Point
    }

    /// How far back, in seconds, samples count (default 0.1 s).
    public let window: Double
    /// The samples within the window, oldest first (at most `maximumSamples`).
    public private(set) var samples: [Sample] = []
    /// The most samples kept, whatever their times (bounds memory for bursts of events).
    public static let maximumSamples = 64

    /// - Parameter window: seconds; non-finite or negative values become 0.1.
    public init(window: Double = 0.1) {
        self.window = window.isFinite && window >= 0 ? min(window, 60) : 0.1
    }

    /// Adds a sample. Samples older than `time - window` are dropped; a sample earlier than the
    /// newest one is ignored (time never goes back).
    public mutating func add(_ position: Point, at time: Double) {
        if let last = samples.last, !(time >= last.time) { return }
        samples.append(Sample(time: time, position: position))
        let oldestKept = time - window
        if let firstKept = samples.firstIndex(where: { $0.time >= oldestKept }), firstKept > 0 {
            samples.removeFirst(firstKept)
        }
        if samples.count > Self.maximumSamples {
            samples.removeFirst(samples.count - Self.maximumSamples)
        }
    }

    /// Forgets every sample.
    public mutating func removeAll() { samples.removeAll() }

    /// Points per second over the window; `.zero` when it cannot be estimated.
    public var velocity: Point {
        guard let first = samples.first, let last = samples.last else { return .zero }
        let dt = last.time - first.time
        guard dt > 0 else { return .zero }
        let v = Point(x: (last.position.x - first.position.x) / dt,
                      y: (last.position.y - first.position.y) / dt)
        return v.isFinite ? v : .zero
    }
}
