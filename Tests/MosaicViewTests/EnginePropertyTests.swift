import Foundation
import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicReplay
@testable import MosaicView

/// Seeded random input streams against the engine (issue 3 + 4 invariants).
///
/// Each stream: a small random model (10–40 items in 1–4 sections, some possibly empty), a flow
/// or waterfall layout, a random viewport, then 30–70 random events at random times — downs,
/// moves, ups, cancels, wheels (plain and ctrl), keys, confirms, mode toggles and a little
/// absurd input. After every event:
/// - no crash; the model holds no duplicate and nothing foreign; items disappear only through
///   a `delete` (or a redone deletion) and reappear only through an undone deletion;
/// - when no drag is in progress the layout has the model's item counts; the offset is clamped;
/// - during a move drag the model equals the pre-drag model; during an exchange transaction it
///   differs from the pre-transaction model by at most one swapped pair;
/// - a cancel (`cancelMove` / `didCancelExchangeTransaction`) restores the exact pre-drag model;
/// - the display list shows each model item at most once and nothing that is not in the model.
/// At the end: after settling (2 s, no drag, no dialog) the display list is exactly the layout;
/// undoing everything restores the original model, which then settles to the layout again.
///
/// A failure message starts with `seed 0x…`: rerun one stream with `EnginePropertyTests.runStream(seed:mode:)`.
@Suite struct EnginePropertyTests {
    static let streamsPerMode = 350

    @Test func randomStreamsInBrowseMode() { Self.runMany(mode: .browse, base: 0xB0_0000) }
    @Test func randomStreamsInEditMode() { Self.runMany(mode: .edit, base: 0xED_0000) }
    @Test func randomStreamsInExchangeMode() { Self.runMany(mode: .exchange, base: 0xEC_0000) }

    static func runMany(mode: InteractionMode, base: UInt64) {
        var failures: [String] = []
        var failed = 0
        var stats: [String: Int] = [:]
        let started = ContinuousClock.now
        for i in 0..<streamsPerMode {
            let seed = base + UInt64(i)
            if let failure = runStream(seed: seed, mode: mode, stats: &stats) {
                failed += 1
                if failures.count < 8 { failures.append(failure) }
            }
        }
        let report = failures.joined(separator: "\n")
        #expect(failed == 0, "\(failed) of \(streamsPerMode) \(mode) streams failed; first failures:\n\(report)")
        // The streams must actually exercise the mode (a generator that never lifts proves nothing).
        let wanted: [String]
        switch mode {
        case .browse: wanted = ["didSelect", "confirmDelete", "delete", "undo", "spacing", "doubleTap"]
        case .edit: wanted = ["canMove", "move", "cancelMove", "undo", "redo", "didSelect"]
        case .exchange: wanted = ["canBegin", "didExchange", "didFinishExchangeTransaction",
                                  "didCancelExchangeTransaction", "undo"]
        }
        for kind in wanted { #expect((stats[kind] ?? 0) > 0, "no \(kind) in any \(mode) stream: \(stats)") }
        print("EnginePropertyTests \(mode): \(streamsPerMode) streams in \(ContinuousClock.now - started), \(failed) failed; events: \(stats.sorted { $0.key < $1.key })")
    }

    // MARK: - One stream

    /// Runs one seeded stream; returns the first violated invariant (prefixed with the seed), or nil.
    static func runStream(seed: UInt64, mode: InteractionMode) -> String? {
        var stats: [String: Int] = [:]
        return runStream(seed: seed, mode: mode, stats: &stats)
    }

    /// Same, counting the emitted events by kind (the first word of their log line) in `stats`.
    static func runStream(seed: UInt64, mode: InteractionMode, stats: inout [String: Int]) -> String? {
        var rng = EngineSplitMix64(seed: seed)
        let sectionCount = Int.random(in: 1...4, using: &rng)
        let total = Int.random(in: 10...40, using: &rng)
        var counts = Array(repeating: 0, count: sectionCount)
        for _ in 0..<total { counts[Int.random(in: 0..<sectionCount, using: &rng)] += 1 }
        var names = engineItemNames(total)[...]
        let sections: [[String]] = counts.map { c in
            let s = Array(names.prefix(c))
            names = names.dropFirst(c)
            return s
        }
        let viewports = [Size(width: 500, height: 600), Size(width: 400, height: 300), Size(width: 320, height: 480)]
        let viewport = viewports[Int.random(in: 0..<viewports.count, using: &rng)]
        let waterfall = Bool.random(using: &rng)
        let heights: [[Double]]? = waterfall
            ? sections.map { $0.map { _ in Double(Int.random(in: 4...20, using: &rng) * 10) } } : nil
        let multiple = Int.random(in: 0..<3, using: &rng) == 0
        let doubleTap = Bool.random(using: &rng)
        let context = "seed 0x\(String(seed, radix: 16)) (\(mode), \(waterfall ? "waterfall" : "flow"), "
            + "counts \(counts), viewport \(viewport.width)×\(viewport.height)\(multiple ? ", multiple" : "")"
            + "\(doubleTap ? ", double tap" : ""))"

        let h: EngineHarness
        do {
            h = try EngineHarness(sections: sections, mode: mode, viewport: viewport, waterfallHeights: heights,
                                  columns: 3) {
                $0.allowsMultipleSelection = multiple
                $0.recognizesDoubleTap = doubleTap
            }
        } catch {
            return "\(context): cannot build the view: \(error)"
        }
        let view = h.view
        defer {
            for e in h.events { stats[String(e.logLine.prefix { $0 != " " }), default: 0] += 1 }
        }
        let original = sections
        let originalSet = Set(original.joined())
        var t = 0.0
        var down: [Int: Point] = [:]
        var preDrag: [[String]]? = nil
        var trace: [String] = []

        func model() -> [[String]] { view.snapshot.sections.map { $0.1 } }

        /// The cells of the last display list the checks built (a pointer target needs no fresher one).
        var lastCells = view.displayList().cells
        func randomPoint() -> Point {
            let cells = lastCells.filter { !$0.isRemoving }
            if !cells.isEmpty, Int.random(in: 0..<4, using: &rng) != 0 {
                let c = cells[Int.random(in: 0..<cells.count, using: &rng)].frame
                return Point(x: c.midX + Double.random(in: -30...30, using: &rng),
                             y: c.midY + Double.random(in: -30...30, using: &rng))
            }
            return Point(x: Double.random(in: -20...(viewport.width + 20), using: &rng),
                         y: Double.random(in: -20...(viewport.height + 20), using: &rng))
        }

        let keys: [(Key, Modifiers)] = [
            (.left, []), (.right, []), (.up, []), (.down, []), (.space, []), (.enter, []), (.delete, []),
            (.escape, []), (.tab, []), (.character("y"), []), (.character("n"), []),
            (.character("z"), .ctrl), (.character("z"), [.ctrl, .shift]),
        ]

        /// A scripted gesture in progress: the next inputs, each with its delay.
        enum Planned { case down(Point), move(Point), up, cancel, escape }
        var plan: [(dt: Double, input: Planned)] = []

        let eventCount = Int.random(in: 30...70, using: &rng)
        for step in 0..<eventCount {
            // One in six steps (when idle) starts a press-hold-drag-release gesture, so that long
            // presses, lifts, catches and drops happen often.
            if plan.isEmpty, Int.random(in: 0..<24, using: &rng) == 0 {
                // A tap or a double tap.
                let p = randomPoint()
                plan.append((Double.random(in: 0.01...0.1, using: &rng), .down(p)))
                plan.append((Double.random(in: 0.02...0.1, using: &rng), .up))
                if Bool.random(using: &rng) {
                    plan.append((Double.random(in: 0.02...0.2, using: &rng), .down(Point(x: p.x + 3, y: p.y - 2))))
                    plan.append((Double.random(in: 0.02...0.1, using: &rng), .up))
                }
            } else if plan.isEmpty, Int.random(in: 0..<6, using: &rng) == 0 {
                let start = randomPoint()
                plan.append((Double.random(in: 0.01...0.1, using: &rng), .down(start)))
                plan.append((Double.random(in: 0.1...0.9, using: &rng), .move(Point(x: start.x + Double.random(in: -4...4, using: &rng),
                                                                                     y: start.y + Double.random(in: -4...4, using: &rng)))))
                for _ in 0..<Int.random(in: 1...6, using: &rng) {
                    plan.append((Double.random(in: 0.02...0.4, using: &rng), .move(randomPoint())))
                }
                switch Int.random(in: 0..<8, using: &rng) {
                case 0: plan.append((Double.random(in: 0.02...0.3, using: &rng), .cancel))
                case 1: plan.append((Double.random(in: 0.02...0.3, using: &rng), .escape))
                default: plan.append((Double.random(in: 0.02...0.3, using: &rng), .up))
                }
            }
            let planned = plan.isEmpty ? nil : plan.removeFirst()
            // Time: mostly frame-scale steps, sometimes long enough for a long press.
            if let planned {
                t += planned.dt
            } else {
                switch Int.random(in: 0..<20, using: &rng) {
                case 0..<12: t += Double.random(in: 0.005...0.08, using: &rng)
                case 12..<17: t += Double.random(in: 0.1...0.3, using: &rng)
                default: t += Double.random(in: 0.3...0.8, using: &rng)
                }
            }
            let before = model()
            let eventsBefore = h.events.count
            let dragBefore = view.dragInProgress
            h.advance(to: t)

            let description: String
            let roll = planned == nil ? Int.random(in: 0..<100, using: &rng) : -1
            let pointer = Int.random(in: 0..<6, using: &rng) == 0 ? 1 : 0
            switch roll {
            case -1:
                switch planned!.input {
                case .down(let p):
                    view.handle(.pointerDown(id: 0, position: p, time: t))
                    down[0] = p
                    description = "plan down \(p)"
                case .move(let p):
                    view.handle(.pointerMoved(id: 0, position: p, time: t))
                    if down[0] != nil { down[0] = p }
                    description = "plan move \(p)"
                case .up:
                    let p = down[0] ?? .zero
                    view.handle(.pointerUp(id: 0, position: p, time: t))
                    down[0] = nil
                    description = "plan up \(p)"
                case .cancel:
                    view.handle(.cancelAll(time: t))
                    down = [:]
                    description = "plan cancel"
                case .escape:
                    view.handle(.key(.escape, modifiers: [], time: t))
                    description = "plan escape"
                }
            case 0..<18:   // down
                let p = randomPoint()
                view.handle(.pointerDown(id: pointer, position: p, time: t))
                down[pointer] = p
                description = "down \(pointer) \(p)"
            case 18..<48:  // move (mostly a pointer that is down)
                let id = down.keys.randomElement(using: &rng) ?? pointer
                let from = down[id] ?? randomPoint()
                let p = Int.random(in: 0..<3, using: &rng) == 0 ? randomPoint()
                    : Point(x: from.x + Double.random(in: -60...60, using: &rng),
                            y: from.y + Double.random(in: -60...60, using: &rng))
                view.handle(.pointerMoved(id: id, position: p, time: t))
                if down[id] != nil { down[id] = p }
                description = "move \(id) \(p)"
            case 48..<62:  // up
                let id = down.keys.randomElement(using: &rng) ?? pointer
                let p = down[id] ?? randomPoint()
                view.handle(.pointerUp(id: id, position: p, time: t))
                down[id] = nil
                description = "up \(id) \(p)"
            case 62..<65:
                view.handle(.cancelAll(time: t))
                down = [:]
                description = "cancel"
            case 65..<72:
                let dy = Double(Int.random(in: -5...5, using: &rng))
                let ctrl = Int.random(in: 0..<4, using: &rng) == 0
                let p = randomPoint()
                view.handle(.wheel(delta: Point(x: 0, y: dy), position: p, modifiers: ctrl ? .ctrl : [], time: t))
                description = "wheel \(dy)\(ctrl ? " ctrl" : "")"
            case 72..<86:
                let (key, modifiers) = keys[Int.random(in: 0..<keys.count, using: &rng)]
                view.handle(.key(key, modifiers: modifiers, time: t))
                description = "key \(key.name)\(modifiers.contains(.ctrl) ? " ctrl" : "")\(modifiers.contains(.shift) ? " shift" : "")"
            case 86..<91:
                let yes = Bool.random(using: &rng)
                view.requests.confirm(yes)
                description = "confirm \(yes)"
            case 91..<94:
                if mode == .exchange, view.mode != .exchange, Bool.random(using: &rng) {
                    view.setMode(.exchange)
                    description = "setMode exchange"
                } else {
                    view.toggleEdit()
                    description = "toggleEdit"
                }
            case 94..<97:  // absurd input
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: view.handle(.pointerDown(id: 0, position: Point(x: .nan, y: 5), time: t))
                case 1: view.handle(.pointerMoved(id: 0, position: Point(x: 1e13, y: -1e13), time: t))
                case 2: view.handle(.pointerUp(id: 0, position: Point(x: 50, y: 50), time: t - 0.5))
                default: view.handle(.wheel(delta: Point(x: .infinity, y: 1), position: .zero, modifiers: [], time: t))
                }
                description = "absurd"
            default:       // a long hold: lets a long press / catch elapse mid-stream
                t += Double.random(in: 0.5...1.0, using: &rng)
                h.advance(to: t)
                description = "hold"
            }
            trace.append(String(format: "%.3f ", t) + description)
            let stepEvents = Array(h.events[eventsBefore...])
            let after = model()
            let where_ = "\(context) step \(step) [\(description)]"

            // Nothing lost, nothing duplicated, nothing foreign.
            let flat = after.joined()
            if Set(flat).count != flat.count { return "\(where_): duplicate items in \(after)" + dump(trace, stepEvents) }
            if !Set(flat).isSubset(of: originalSet) { return "\(where_): foreign items in \(after)" + dump(trace, stepEvents) }
            var expectRemoved = 0, expectAdded = 0
            for e in stepEvents {
                switch e {
                case .delete: expectRemoved += 1
                case .undo(let what) where what.hasPrefix("delete "): expectAdded += what.split(separator: " ").count - 1
                case .redo(let what) where what.hasPrefix("delete "): expectRemoved += what.split(separator: " ").count - 1
                default: break
                }
            }
            let removed = Set(before.joined()).subtracting(flat), added = Set(flat).subtracting(before.joined())
            if removed.count != expectRemoved || added.count != expectAdded {
                return "\(where_): removed \(removed.sorted()) added \(added.sorted()), but the log says "
                    + "\(expectRemoved) deleted / \(expectAdded) restored" + dump(trace, stepEvents)
            }
            // Layout in step with the model (outside a drag), offset clamped.
            if !view.dragInProgress, view.layout.itemCounts != view.snapshot.itemCounts {
                return "\(where_): layout counts \(view.layout.itemCounts) ≠ model \(view.snapshot.itemCounts)"
                    + dump(trace, stepEvents)
            }
            let maxOffset = view.maximumContentOffset
            if view.contentOffset.x < 0 || view.contentOffset.y < 0 || view.contentOffset.x > maxOffset.x + 1e-9
                || view.contentOffset.y > maxOffset.y + 1e-9 {
                return "\(where_): content offset \(view.contentOffset) outside 0…\(maxOffset)" + dump(trace, stepEvents)
            }
            // The display list shows each model item at most once, and nothing else (ghosts aside).
            lastCells = view.displayList().cells
            let shown = lastCells.filter { !$0.isRemoving }.map(\.id)
            if Set(shown).count != shown.count {
                return "\(where_): an item is displayed twice: \(shown.sorted())" + dump(trace, stepEvents)
            }
            if !Set(shown).isSubset(of: Set(flat)) {
                return "\(where_): displayed items \(Set(shown).subtracting(flat).sorted()) are not in the model"
                    + dump(trace, stepEvents)
            }
            // Drags.
            if view.dragInProgress, preDrag == nil || !dragBefore { preDrag = before }
            let cancelled = stepEvents.contains { $0 == .cancelMove || $0 == .didCancelExchangeTransaction }
            if cancelled {
                let reference = dragBefore ? (preDrag ?? before) : before
                if view.dragInProgress {
                    return "\(where_): still dragging after a cancel" + dump(trace, stepEvents)
                }
                if after != reference {
                    return "\(where_): cancel left \(after), pre-drag model was \(reference)" + dump(trace, stepEvents)
                }
            }
            if view.dragInProgress, let pre = preDrag {
                if view.exchangeTransactionInProgress {
                    if let problem = moreThanOneSwap(pre, after) {
                        return "\(where_): during an exchange transaction: \(problem)" + dump(trace, stepEvents)
                    }
                } else if after != pre {
                    return "\(where_): the model changed during a move drag: \(pre) → \(after)" + dump(trace, stepEvents)
                }
            }
            if !view.dragInProgress { preDrag = nil }
        }

        // Settle: no pointer, no drag (Escape ends a keyboard drag), no dialog.
        t += 0.1
        h.advance(to: t)
        view.handle(.cancelAll(time: t))
        view.handle(.key(.escape, modifiers: [], time: t))
        if view.requests.confirmationRequest != nil { view.requests.confirm(false) }
        if view.dragInProgress { return "\(context): a drag survived cancel + escape" + dump(trace, []) }
        t += ReplayRunner.settleTime
        h.advance(to: t)
        let settled = engineSettledDisplayProblems(view)
        if !settled.isEmpty { return "\(context): after settling: \(settled.prefix(6))" + dump(trace, []) }

        // Undo everything.
        var undos = 0
        while view.undoManager.canUndo, undos < 1000 {
            view.undoManager.undo()
            undos += 1
        }
        if model() != original {
            return "\(context): undoing everything (\(undos) undos) gave \(model()), original \(original)"
                + dump(trace, Array(h.events.suffix(undos)))
        }
        t += ReplayRunner.settleTime
        h.advance(to: t)
        let restored = engineSettledDisplayProblems(view)
        if !restored.isEmpty { return "\(context): after undoing everything: \(restored.prefix(6))" + dump(trace, []) }
        return nil
    }

    /// nil when `b` equals `a` or `a` with exactly one pair of items swapped.
    static func moreThanOneSwap(_ a: [[String]], _ b: [[String]]) -> String? {
        guard a.map(\.count) == b.map(\.count) else { return "section counts changed \(a.map(\.count)) → \(b.map(\.count))" }
        let x = Array(a.joined()), y = Array(b.joined())
        let diff = x.indices.filter { x[$0] != y[$0] }
        if diff.isEmpty { return nil }
        if diff.count == 2, x[diff[0]] == y[diff[1]], x[diff[1]] == y[diff[0]] { return nil }
        return "\(diff.count) positions differ from the pre-transaction model: \(a) → \(b)"
    }

    static func dump(_ trace: [String], _ events: [CollectionViewEvent]) -> String {
        "\n  last inputs: " + trace.suffix(12).joined(separator: " | ")
            + "\n  events of the step: " + events.map(\.logLine).joined(separator: ", ")
    }
}
