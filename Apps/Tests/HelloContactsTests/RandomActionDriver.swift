import Foundation
import MosaicStore
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicReplay
import MosaicView

// Shared by HelloContactsTests and LineupTests (Tests/LineupTests/RandomActionDriver.swift is a
// symbolic link to this file): random action streams through an app's collection view, as a
// person at the window would produce them — pointer, keyboard, context menu, undo, redo and mode
// switches — on a manual clock, from a seeded generator.

/// The kinds of action a stream draws from.
enum RandomActionKind: String, CaseIterable, Sendable {
    /// A click (mouse) or tap (finger) on an item.
    case click
    /// A press, hold and drag from one item to another, released there (a move or exchange),
    /// or cancelled (Escape, focus loss) or released outside the window.
    case drag
    /// Focus keys, space/enter (lift and drop in edit or exchange mode), Home/End/Page keys,
    /// Escape, Delete — one key, optionally with shift.
    case key
    /// A right click on an item, then one of its menu's entries (Delete, Move to …, the app's).
    case menu
    /// ctrl+z.
    case undo
    /// ctrl+shift+z.
    case redo
    /// Browse, edit or exchange mode.
    case mode
    /// Yes or No in an open confirmation dialog.
    case confirm
    /// One of the app's own actions (its `appActions`).
    case app
}

/// Drives one collection view with random actions. `press` gives where a pointer catches an
/// item (its centre, or a grip), in viewport points.
struct RandomActionDriver<ItemID: Hashable & Sendable> {
    let view: CollectionView<Int, ItemID>
    let clock: ManualClock
    var random: SplitMix64
    /// Where a pointer presses to catch the item at a path (viewport points).
    let press: (ItemPath) -> Point?
    /// The kinds drawn; leave one out to exclude it.
    var kinds: [RandomActionKind] = RandomActionKind.allCases
    /// The app's own actions (named, for the log of a failure).
    var appActions: [(String, () -> Void)] = []
    /// The time of the last event.
    private(set) var time: Double

    init(view: CollectionView<Int, ItemID>, clock: ManualClock, seed: UInt64, press: @escaping (ItemPath) -> Point?) {
        self.view = view
        self.clock = clock
        random = SplitMix64(seed: seed)
        self.press = press
        time = clock.now
    }

    private mutating func pick(_ n: Int) -> Int { n <= 1 ? 0 : random.next(below: n) }
    private mutating func chance(_ percent: Int) -> Bool { pick(100) < percent }

    /// Advances the clock by `seconds`, ticking the view.
    mutating func wait(_ seconds: Double) {
        time += seconds
        ReplayRunner.advance(view, clock, to: time)
    }

    private mutating func send(_ event: (Double) -> InputEvent, after seconds: Double = 0.02) {
        wait(seconds)
        view.handle(event(time))
    }

    /// A random item's path, or nil in an empty view.
    private mutating func randomPath() -> ItemPath? {
        let counts = view.snapshot.itemCounts
        let total = counts.reduce(0, +)
        guard total > 0 else { return nil }
        var k = pick(total)
        for (s, n) in counts.enumerated() {
            if k < n { return ItemPath(s, k) }
            k -= n
        }
        return nil
    }

    /// The centre of a path's cell (or of the slot just after a section's last item).
    private func center(_ path: ItemPath) -> Point? {
        guard let f = view.layout.attributesForItem(at: path)?.frame else { return nil }
        return Point(x: f.midX - view.contentOffset.x, y: f.midY - view.contentOffset.y)
    }

    /// Performs one random action; returns its description.
    mutating func step() -> String {
        let kind = kinds[pick(kinds.count)]
        switch kind {
        case .click:
            guard let path = randomPath(), let p = center(path) else { return "click (nothing)" }
            let pointer = chance(70) ? 0 : PointerKind.firstTouchPointerID
            let modifiers: Modifiers = chance(15) ? (chance(50) ? .ctrl : .shift) : []
            send { .pointerDown(id: pointer, position: p, modifiers: modifiers, time: $0) }
            send({ .pointerUp(id: pointer, position: p, time: $0) }, after: 0.05)
            wait(0.6)
            return "click \(path)\(modifiers.isEmpty ? "" : " \(modifiers.rawValue)")"
        case .drag:
            return drag()
        case .key:
            let keys: [Key] = [.left, .right, .up, .down, .space, .enter, .home, .end, .pageUp, .pageDown, .escape, .delete, .tab]
            let key = keys[pick(keys.count)]
            let modifiers: Modifiers = chance(10) ? .shift : []
            send({ .key(key, modifiers: modifiers, time: $0) }, after: 0.1)
            wait(0.3)
            return "key \(key.name)\(modifiers.isEmpty ? "" : "+shift")"
        case .menu:
            guard let path = randomPath(), let p = center(path) else { return "menu (nothing)" }
            send { .secondaryClick(position: p, time: $0) }
            guard let menu = view.requests.contextMenuConfiguration else { return "menu \(path) (none opened)" }
            let index = pick(menu.items.count + 1)
            wait(0.2)
            if index == menu.items.count {
                view.requests.closeContextMenu()
                return "menu \(path) closed"
            }
            let title = menu.items[index].title
            view.requests.performContextMenuAction(menu.items[index].action)
            wait(0.6)
            return "menu \(path) \(title)"
        case .undo:
            send({ .key(.character("z"), modifiers: .ctrl, time: $0) }, after: 0.1)
            wait(0.6)
            return "undo"
        case .redo:
            send({ .key(.character("z"), modifiers: [.ctrl, .shift], time: $0) }, after: 0.1)
            wait(0.6)
            return "redo"
        case .mode:
            let modes: [InteractionMode] = [.browse, .edit, .exchange]
            let mode = modes[pick(modes.count)]
            view.setMode(mode)
            wait(0.3)
            return "mode \(mode)"
        case .confirm:
            let yes = chance(60)
            view.requests.confirm(yes)
            wait(0.6)
            return "confirm \(yes)"
        case .app:
            guard !appActions.isEmpty else { return "app (none)" }
            let (name, action) = appActions[pick(appActions.count)]
            action()
            wait(0.3)
            return name
        }
    }

    /// A press, a hold long enough to lift or catch (or a mouse drag without a hold), moves to
    /// another item (or just past a section's end), then a release, Escape, a focus loss or a
    /// release outside the window.
    private mutating func drag() -> String {
        guard let from = randomPath(), let a = press(from), let to = randomPath() else { return "drag (nothing)" }
        var target = center(to) ?? a
        if chance(20), let last = center(ItemPath(to.section, max(0, view.snapshot.items(inSection: to.section).count - 1))) {
            target = Point(x: last.x + 40, y: last.y)   // past the section's last item
        }
        let pointer = chance(50) ? 0 : PointerKind.firstTouchPointerID
        send { .pointerDown(id: pointer, position: a, time: $0) }
        wait(chance(80) ? 0.8 : 0.05)
        let steps = 2 + pick(6)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            let p = Point(x: a.x + (target.x - a.x) * f, y: a.y + (target.y - a.y) * f)
            send { .pointerMoved(id: pointer, position: p, time: $0) }
        }
        wait(0.4)
        let ending = pick(10)
        switch ending {
        case 0: send { .key(.escape, modifiers: [], time: $0) }
        case 1: send { .cancelAll(time: $0) }
        case 2:
            let outside = Point(x: view.viewportSize.width + 50, y: target.y)
            send { .pointerMoved(id: pointer, position: outside, time: $0) }
            send { .pointerUp(id: pointer, position: outside, time: $0) }
        default: break
        }
        send { .pointerUp(id: pointer, position: target, time: $0) }
        wait(0.7)
        return "drag \(from) -> \(to)\(["escape", "focus loss", "outside"].indices.contains(ending) ? " " + ["escape", "focus loss", "outside"][ending] : "")"
    }

    /// Ends whatever is in progress (a keyboard drag, a dialog, a menu) and lets animations settle.
    mutating func settle() {
        if view.dragInProgress { send { .key(.escape, modifiers: [], time: $0) } }
        if view.requests.confirmationRequest != nil { view.requests.confirm(false) }
        if view.requests.contextMenuConfiguration != nil { view.requests.closeContextMenu() }
        wait(ReplayRunner.settleTime)
    }
}

/// The streams of a property test: `MOSAIC_STREAMS` when set (a quick or a longer run), else
/// `count`.
func streamCount(_ count: Int) -> Int {
    ProcessInfo.processInfo.environment["MOSAIC_STREAMS"].flatMap(Int.init) ?? count
}

/// Runs stream `i` with seed `base + i` for i in 0..<count; returns the failures (each starting
/// with its seed), stopping after the third or at the first thrown error, and the time taken.
func runStreams(_ count: Int, base: UInt64, _ stream: (_ index: Int, _ seed: UInt64) throws -> String?) -> ([String], Duration) {
    let started = ContinuousClock.now
    var failures: [String] = []
    for i in 0..<count {
        let seed = base + UInt64(i)
        do {
            if let failure = try stream(i, seed) {
                failures.append(failure)
                if failures.count >= 3 { break }
            }
        } catch {
            failures.append("seed 0x\(String(seed, radix: 16)): \(error)")
            break
        }
    }
    return (failures, ContinuousClock.now - started)
}

/// The base seed of a property test's streams (stream i runs seed base + i): `base`, fixed so
/// that CI is deterministic, or `MOSAIC_SEED` when set (another sample, or a failure's seed to
/// replay it). Printed.
func propertySeed(_ name: String, base: UInt64) -> UInt64 {
    let seed = ProcessInfo.processInfo.environment["MOSAIC_SEED"].flatMap { UInt64($0.replacingOccurrences(of: "0x", with: ""), radix: 16) } ?? base
    print("\(name): base seed 0x\(String(seed, radix: 16)) (MOSAIC_SEED=\(String(seed, radix: 16)) replays it)")
    return seed
}

import GRDB
import MosaicTesting

/// A second connection to `path` that can hold the write lock across calls
/// (`BEGIN IMMEDIATE` … `ROLLBACK` in separate accesses), so that the app's store is refused.
func lockHolder(_ path: String) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    return try DatabaseQueue(path: path, configuration: configuration)
}
