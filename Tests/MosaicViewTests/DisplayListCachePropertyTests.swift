import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicView

/// Seeded random streams of everything that changes a display list — pointer strokes (taps,
/// long presses, drags), keys, wheel scrolls, animated and plain applies, selection, modes,
/// resizes, layout changes, renames, frames of time — with the display list after every step
/// compared with one built with the cache off. A stream also asserts the cache served frames
/// (so the comparison is not vacuous).
@Suite struct DisplayListCachePropertyTests {
    static let seedBase: UInt64 = 0xD15C_0000

    /// The owner's names: a rename bumps the generation every label shows.
    final class Names { var generation = 0 }

    @Test(arguments: 0..<12)
    func cachedListsEqualFreshOnes(stream: Int) throws {
        let seed = Self.seedBase + UInt64(stream)
        var rng = SplitMix64(seed: seed)
        let mode: InteractionMode = [.browse, .edit, .exchange][stream % 3]
        let (v, clock) = try DisplayListCacheTests.view(count: 60, mode: mode)
        let names = Names()
        if stream % 2 == 0 { v.labelProvider = { "card \($0).\(names.generation)" } }
        var next = 1_000
        var trace: [String] = []
        for step in 0..<160 {
            let action = try Self.randomAction(v, clock, &rng, next: &next, names: names)
            trace.append(action)
            let cached = v.displayList()
            v.displayCache.isEnabled = false
            let fresh = v.displayList()
            v.displayCache.isEnabled = true
            if cached != fresh {
                Issue.record("seed 0x\(String(seed, radix: 16)) step \(step): stale display list after \(trace.suffix(6))")
                return
            }
        }
        #expect(v.displayCache.hits > 0, "seed 0x\(String(seed, radix: 16)): the cache served no frame")
    }

    /// Performs one random change (or none but time) and names it.
    static func randomAction(_ v: DisplayListCacheTests.View, _ clock: ManualClock, _ rng: inout SplitMix64,
                             next: inout Int, names: Names) throws -> String {
        func point() -> Point {
            Point(x: Double.random(in: 0..<v.viewportSize.width, using: &rng), y: Double.random(in: 0..<v.viewportSize.height, using: &rng))
        }
        let now = clock.now
        switch Int.random(in: 0..<16, using: &rng) {
        case 0...3:
            clock.advance(by: [1.0 / 60, 0.1, 0.7][Int.random(in: 0..<3, using: &rng)])
            v.tick()
            return "time"
        case 4:
            v.handle(.pointerDown(id: 0, position: point(), time: now))
            return "down"
        case 5:
            v.handle(.pointerMoved(id: 0, position: point(), time: now))
            return "move"
        case 6:
            v.handle(.pointerUp(id: 0, position: point(), time: now))
            return "up"
        case 7:
            let key = [Key.left, .right, .up, .down, .space, .escape][Int.random(in: 0..<6, using: &rng)]
            v.handle(.key(key, modifiers: [], time: now))
            return "key \(key)"
        case 8:
            v.handle(.wheel(delta: Point(x: 0, y: Double.random(in: -300...300, using: &rng)), position: point(), modifiers: [], time: now))
            return "wheel"
        case 9:
            var s = v.snapshot
            let section = Int.random(in: 0..<s.numberOfSections, using: &rng)
            let count = s.items(inSection: section).count
            if count > 3, Bool.random(using: &rng) {
                _ = try s.delete(at: ItemPath(section, Int.random(in: 0..<count, using: &rng)))
            } else {
                try s.insert(next, at: ItemPath(section, Int.random(in: 0...count, using: &rng)))
                next += 1
            }
            v.apply(s, animated: Bool.random(using: &rng))
            return "apply"
        case 10:
            let count = v.snapshot.items(inSection: 0).count
            if count > 0 { v.selectItem(at: ItemPath(0, Int.random(in: 0..<count, using: &rng))) }
            return "select"
        case 11:
            names.generation += 1
            return "rename"
        case 12:
            v.setContentOffset(Point(x: 0, y: Double.random(in: 0...2000, using: &rng)))
            return "scroll"
        case 13:
            let sizes = [Size(width: 500, height: 600), Size(width: 320, height: 400)]
            v.setViewportSize(sizes[Int.random(in: 0..<2, using: &rng)])
            return "resize"
        case 14:
            v.setSpacing(Double(Int.random(in: 0...3, using: &rng) * 10), animated: Bool.random(using: &rng))
            return "spacing"
        default:
            if Bool.random(using: &rng) { v.toggleEdit() } else { v.hasKeyboardFocus.toggle() }
            return "edit or focus"
        }
    }
}
