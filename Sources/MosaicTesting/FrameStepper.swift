import MosaicAnimation
import MosaicView

/// Moves a `ManualClock` forward the way a window's loop does, ticking a collection view at
/// each 60 Hz frame, so timers, animations and momentum run as they would on screen.
///
/// ``CollectionViewDriver`` uses it for ``CollectionViewDriver/advance(by:)``; the replay
/// runner uses it too, so a test and a replay of the same input see the same frames.
public enum FrameStepper {
    /// The time between two frames of the simulated display, in seconds (60 Hz).
    public static let frameInterval = 1.0 / 60.0

    /// Advances `clock` to `time` in whole frames — at multiples of ``frameInterval``, so runs
    /// are reproducible — ticking `view` at each frame and at `time` itself. While nothing
    /// moves (`needsAnimationFrames` is false) it jumps from timer to timer (`nextDeadline`)
    /// instead of ticking idle frames, so waiting a long time costs nothing. A `time` in the
    /// past or not finite only ticks the view once.
    public static func advance<S, ID>(_ view: CollectionView<S, ID>, _ clock: ManualClock, to time: Double) {
        advance(clock, to: time, needsFrames: { view.needsAnimationFrames }, nextDeadline: { view.nextDeadline },
                tick: view.tick)
    }

    /// The stepping of ``advance(_:_:to:)`` for whatever `tick` drives (several views sharing
    /// one clock: `needsFrames` is whether any moves, `nextDeadline` their earliest timer).
    package static func advance(_ clock: ManualClock, to time: Double, needsFrames: () -> Bool,
                                nextDeadline: () -> Double?, tick: () -> Void) {
        while true {
            if !needsFrames() {
                let wake = min(time, nextDeadline() ?? time)
                if wake > clock.now, wake < time {
                    clock.advance(to: wake)
                    tick()
                    continue
                }
                if wake >= time { break }
            }
            var next = ((clock.now / frameInterval).rounded(.down) + 1) * frameInterval
            if next <= clock.now { next += frameInterval }   // floating-point: always move forward
            guard next < time else { break }
            clock.advance(to: next)
            tick()
        }
        clock.advance(to: time)
        tick()
    }
}
