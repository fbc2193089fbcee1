import MosaicAnimation
import MosaicCore

/// Momentum scrolling after a fling: from the content offset at the fling, each axis
/// decelerates from the fling's velocity (UIScrollView's deceleration).
struct ScrollMomentum {
    /// The content offset when the fling ended.
    let start: Point
    /// When the fling ended.
    let startTime: Double
    /// The horizontal and vertical decelerations.
    let x: Deceleration, y: Deceleration

    /// Momentum for a fling at `velocity` (points/s of content offset) from `offset` at `time`,
    /// decelerating at `rate`; nil when the fling is slower than `minimumVelocity`.
    init?(from offset: Point, velocity: Point, at time: Double, minimumVelocity: Double, rate: Double) {
        let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        guard speed >= minimumVelocity else { return nil }
        start = offset
        startTime = time
        x = Deceleration(initialVelocity: velocity.x, rate: rate)
        y = Deceleration(initialVelocity: velocity.y, rate: rate)
    }

    /// The content offset the momentum proposes at `time` (before clamping to the content).
    func offset(at time: Double) -> Point {
        let t = max(0, time - startTime)
        return Point(x: start.x + x.position(at: t), y: start.y + y.position(at: t))
    }

    /// True once both axes have come to rest at `time`.
    func isFinished(at time: Double) -> Bool {
        let t = max(0, time - startTime)
        return x.isFinished(at: t) && y.isFinished(at: t)
    }

    /// Scrolls `viewport` to where the momentum is at `time` (clamped to content of
    /// `contentSize`). False when the momentum has ended — finished, or stopped at the content's
    /// edge (the clamped offset is not the momentum's). - Complexity: O(1).
    func scroll(_ viewport: inout Viewport, contentSize: Size, at time: Double) -> Bool {
        let target = offset(at: time)
        viewport.setOffset(target, contentSize: contentSize)
        return !isFinished(at: time) && viewport.contentOffset == target
    }
}
