import MosaicCore

/// What a recognizer tells its driver: a recognized gesture, its phase and its data.
///
/// Every value in an event is finite: recognizers screen their input (see `InputSanitizer`).
/// Positions are viewport points, as in `InputEvent`.
public enum GestureEvent: Hashable, Sendable {
    /// A single tap was recognized at `location` (where the pointer went down).
    case singleTap(location: Point)
    /// A double tap was recognized at `location` (where the first tap went down).
    case doubleTap(location: Point)
    /// A long press: `began` when the minimum duration elapsed, `changed` on every move of the
    /// tracked pointer after that, `ended` when it lifts, `cancelled` on `cancelAll`.
    /// `location` is the tracked pointer's current position.
    case longPress(phase: GesturePhase, location: Point)
    /// A pan (drag). `translation` is the pointer's offset from where it went down,
    /// `velocity` is in points per second over the recent past (zero on `cancelled`),
    /// `location` is the pointer's current position.
    case pan(phase: GesturePhase, translation: Point, velocity: Point, location: Point)
    /// A pinch. `scale` is the current span over the span when the pinch started
    /// (`> 1` spreads / zooms in); `centroid` is the point to scale about. Two touches and
    /// ctrl + wheel produce the same shape.
    case pinch(phase: GesturePhase, scale: Double, centroid: Point)
    /// A gesture of your own recognizer (written outside Mosaic): its name, its phase (nil for
    /// a discrete gesture) and where it happened. The collection view delivers it to the
    /// handler you installed the recognizer with.
    case custom(name: String, phase: GesturePhase?, location: Point)

    /// The phase of a continuous gesture; `nil` for taps, which are discrete.
    public var phase: GesturePhase? {
        switch self {
        case .singleTap, .doubleTap: return nil
        case .longPress(let phase, _), .pan(let phase, _, _, _), .pinch(let phase, _, _):
            return phase
        case .custom(_, let phase, _):
            return phase
        }
    }
}
