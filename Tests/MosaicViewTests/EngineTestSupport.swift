import Foundation
import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicReplay
import MosaicTesting
@testable import MosaicView

// Shared helpers of the engine behaviour tests (`Engine*Tests.swift`). Every name here starts
// with `Engine` so that it cannot collide with helpers other test files of this target add.
//
// Geometry used throughout: viewport 500×600, flow layout with 100×100 items and spacing 10,
// so 4 items per row at x = 0, 110, 220, 330 and rows at y = 0, 110, 220, … A section starts
// right below the previous one (no insets, no headers).

/// Letters for item identities: "A"…"Z", then "A1"… (unique).
func engineItemNames(_ count: Int, from start: Int = 0) -> [String] {
    (start..<(start + count)).map { i in
        let letter = String(UnicodeScalar(UInt8(65 + i % 26)))
        return i < 26 ? letter : letter + String(i / 26)
    }
}

/// A replay script (JSON text) over a 500×600 viewport with a 100×100 / spacing 10 flow layout,
/// for tests whose subject is the replay format; scenarios use the typed `engineScenario`.
func engineFlowScript(sections: [[String]], mode: String = "browse", multiple: Bool = false,
                      selectionDuringEditing: Bool? = nil, events: [String]) -> String {
    // Selection in edit mode follows UIKit (off); the multiple-selection scripts select in edit
    // mode, so they turn it on unless told otherwise.
    let editing = selectionDuringEditing ?? multiple
    let sectionsJSON = "[" + sections.map { "[" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        .joined(separator: ", ") + "]"
    return """
    {"viewport": {"width": 500, "height": 600},
     "layout": {"kind": "flow", "itemWidth": 100, "itemHeight": 100, "interitemSpacing": 10, "lineSpacing": 10},
     "sections": \(sectionsJSON),
     "mode": "\(mode)",
     "options": {"allowsMultipleSelection": \(multiple), "allowsSelectionDuringEditing": \(editing)},
     "events": [
       \(events.joined(separator: ",\n   "))
     ]}
    """
}

/// The same scenario as `engineFlowScript`, typed: a replay script over a 500×600 viewport with
/// a 100×100 / spacing 10 flow layout whose events are `ReplayEvent` values (`.down(50, 50,
/// at: 0)`, `.move(…)`, `.up(…)`, `.key(.escape, at: 1)`, …) instead of JSON text. Tests whose
/// subject is the replay format itself keep `engineFlowScript`.
func engineScenario(sections: [[String]], mode: InteractionMode = .browse, multiple: Bool = false,
                    selectionDuringEditing: Bool? = nil, recognizesDoubleTap: Bool = true,
                    events: [ReplayEvent]) -> ReplayScript {
    ReplayScript(viewport: Size(width: 500, height: 600),
                 layout: .flow(itemWidth: 100, itemHeight: 100, interitemSpacing: 10, lineSpacing: 10, insets: nil),
                 sections: sections, mode: mode, allowsMultipleSelection: multiple,
                 allowsSelectionDuringEditing: selectionDuringEditing ?? multiple,
                 recognizesDoubleTap: recognizesDoubleTap, events: events)
}

/// Typed replay events for `engineScenario`, one per event type of the replay format, with the
/// format's defaults (pointer 0, no modifiers; wheel `dx`, `x`, `y` 0).
extension ReplayEvent {
    static func down(_ x: Double, _ y: Double, at t: Double, pointer: Int = 0, ctrl: Bool = false,
                     shift: Bool = false) -> ReplayEvent {
        var modifiers: Modifiers = []
        if ctrl { modifiers.insert(.ctrl) }
        if shift { modifiers.insert(.shift) }
        return ReplayEvent(t: t, kind: .down(x: x, y: y, pointer: pointer, modifiers: modifiers))
    }
    static func move(_ x: Double, _ y: Double, at t: Double, pointer: Int = 0) -> ReplayEvent {
        ReplayEvent(t: t, kind: .move(x: x, y: y, pointer: pointer))
    }
    static func up(_ x: Double, _ y: Double, at t: Double, pointer: Int = 0) -> ReplayEvent {
        ReplayEvent(t: t, kind: .up(x: x, y: y, pointer: pointer))
    }
    static func key(_ key: Key, at t: Double, ctrl: Bool = false, shift: Bool = false) -> ReplayEvent {
        ReplayEvent(t: t, kind: .key(key, ctrl: ctrl, shift: shift))
    }
    static func wheel(dx: Double = 0, dy: Double, at t: Double, ctrl: Bool = false, x: Double = 0,
                      y: Double = 0) -> ReplayEvent {
        ReplayEvent(t: t, kind: .wheel(dx: dx, dy: dy, ctrl: ctrl, x: x, y: y))
    }
    static func cancel(at t: Double) -> ReplayEvent { ReplayEvent(t: t, kind: .cancel) }
    static func confirm(yes: Bool, at t: Double) -> ReplayEvent { ReplayEvent(t: t, kind: .confirm(yes: yes)) }
    static func toggleEdit(at t: Double) -> ReplayEvent { ReplayEvent(t: t, kind: .toggleEdit) }
    static func hover(_ x: Double, _ y: Double, at t: Double) -> ReplayEvent { ReplayEvent(t: t, kind: .hover(x: x, y: y)) }
    static func secondaryClick(_ x: Double, _ y: Double, at t: Double) -> ReplayEvent {
        ReplayEvent(t: t, kind: .secondaryClick(x: x, y: y))
    }
}

/// Runs a typed scenario (see `engineRun(_:)` for the JSON text).
func engineRun(_ script: ReplayScript) throws -> ReplayOutput {
    var out = try ReplayRunner.run(script)
    out.log.removeAll(where: engineIsPickUp)
    return out
}

/// Parses and runs a replay script. The lift/catch announcements ("announce Lifted …") are
/// left out of `log` so that tests of other behaviour read as before; `EngineAnnouncementTests`
/// checks them.
func engineRun(_ json: String) throws -> ReplayOutput { try engineRun(try ReplayScript.parse(json)) }

/// A lift or catch announcement.
func engineIsPickUp(_ line: String) -> Bool { line.hasPrefix("announce Lifted ") }

/// A keyboard drag's step announcement ("announce B, position 3 of 8", "announce D will swap
/// with J", "announce D back at position 4").
func engineIsKeyboardStep(_ line: String) -> Bool {
    guard line.hasPrefix("announce "), !engineIsPickUp(line) else { return false }
    return line.contains(", position ") && !line.hasPrefix("announce Drop") || line.contains(" will swap with ")
        || line.contains(" back at position ")
}

/// A headless view driven directly through a `CollectionViewDriver` (MosaicTesting), with its
/// clock and the log lines it emitted.
final class EngineHarness {
    let driver: CollectionViewDriver<Int, String>
    var clock: ManualClock { driver.clock }
    var view: CollectionView<Int, String> { driver.view }
    /// The view's presenter (menus, the confirmation dialog, the toast, hover), as a window has.
    let presenter: OverlayPresenter<Int, String>
    /// The log without lift/catch announcements (see `engineRun`).
    var log: [String] { events.map(\.logLine) }
    /// Every log line, announcements included.
    var fullLog: [String] { driver.eventLog }
    var events: [CollectionViewEvent] { driver.events.filter { !engineIsPickUp($0.logLine) } }
    /// The clock's time when each event was emitted.
    var times: [Double] {
        zip(driver.events, driver.eventTimes).filter { !engineIsPickUp($0.0.logLine) }.map(\.1)
    }

    init(sections: [[String]], mode: InteractionMode = .browse, viewport: Size = Size(width: 500, height: 600),
         waterfallHeights: [[Double]]? = nil, columns: Int = 3, spacing: Double = 10,
         layout custom: AnyLayout? = nil,
         configure: (inout CollectionViewConfiguration) -> Void = { _ in }) throws {
        let snapshot = try SectionedSnapshot<Int, String>(sections: sections.enumerated().map { ($0.offset, $0.element) })
        let layout: AnyLayout
        if let custom {
            layout = custom
        } else if let heights = waterfallHeights {
            layout = AnyLayout(try WaterfallLayout(itemHeights: heights, columnCount: columns, spacing: spacing,
                                                   containerSize: viewport))
        } else {
            layout = AnyLayout(try FlowLayout(itemCounts: snapshot.itemCounts,
                                              itemSizing: .uniform(Size(width: 100, height: 100)),
                                              minimumInteritemSpacing: spacing, minimumLineSpacing: spacing,
                                              containerSize: viewport))
        }
        var configuration = ReplayRunner.configuration
        configuration.recognizesDoubleTap = false
        configure(&configuration)
        driver = try CollectionViewDriver(snapshot: snapshot, layout: layout, viewportSize: viewport, mode: mode,
                                          configuration: configuration)
        presenter = OverlayPresenter(driver.view)
    }

    var now: Double { clock.now }

    /// Advances the clock (frame by frame, ticking) to `t`.
    func advance(to t: Double) { driver.advance(to: t) }

    /// Advances to `t`, then feeds the event built for time `t`.
    func at(_ t: Double, _ make: (Double) -> InputEvent) {
        advance(to: t)
        view.handle(make(t))
    }

    func down(_ x: Double, _ y: Double, at t: Double, pointer: Int = 0) {
        at(t) { .pointerDown(id: pointer, position: Point(x: x, y: y), time: $0) }
    }
    func move(_ x: Double, _ y: Double, at t: Double, pointer: Int = 0) {
        at(t) { .pointerMoved(id: pointer, position: Point(x: x, y: y), time: $0) }
    }
    func up(_ x: Double, _ y: Double, at t: Double, pointer: Int = 0) {
        at(t) { .pointerUp(id: pointer, position: Point(x: x, y: y), time: $0) }
    }
    func key(_ key: Key, at t: Double, _ modifiers: Modifiers = []) {
        at(t) { .key(key, modifiers: modifiers, time: $0) }
    }
    func wheel(dy: Double, at t: Double, ctrl: Bool = false, x: Double = 250, y: Double = 300) {
        at(t) { .wheel(delta: Point(x: 0, y: dy), position: Point(x: x, y: y), modifiers: ctrl ? .ctrl : [], time: $0) }
    }
    func cancelAll(at t: Double) { at(t) { .cancelAll(time: $0) } }

    /// The model, one array per section.
    var sections: [[String]] { view.snapshot.sections.map { $0.1 } }

    /// The display list now.
    func display() -> DisplayList<String> { view.displayList() }

    /// The displayed (not removing) cell with identity `id`.
    func cell(_ id: String) -> DisplayCell<String>? { driver.displayedCell(id) }

    /// The layout frame of `path` in viewport coordinates.
    func layoutFrame(_ path: ItemPath) -> Rect? { driver.frame(ofItemAt: path) }

    func clearLog() { driver.removeAllEvents() }
}

/// `a ≈ b` within `tolerance`.
func engineClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

func engineClose(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
    engineClose(a.minX, b.minX, tolerance) && engineClose(a.minY, b.minY, tolerance)
        && engineClose(a.width, b.width, tolerance) && engineClose(a.height, b.height, tolerance)
}

/// The settled-display invariant: the display list shows exactly the model's items whose layout
/// frames intersect the viewport plus the display margin, at their layout frames (viewport
/// coordinates), alpha 1, scale 1, not hidden, nothing fading out. Returns the problems found.
func engineSettledDisplayProblems<S, ID>(_ view: CollectionView<S, ID>) -> [String] {
    var problems: [String] = []
    let list = view.displayList()
    let m = view.configuration.displayMargin
    let offset = view.contentOffset
    let range = Rect(x: offset.x - m, y: offset.y - m,
                     width: view.viewportSize.width + 2 * m, height: view.viewportSize.height + 2 * m)
    var expected: [ID: Rect] = [:]
    for s in 0..<view.snapshot.numberOfSections {
        for (i, item) in view.snapshot.items(inSection: s).enumerated() {
            guard let frame = view.layout.attributesForItem(at: ItemPath(s, i))?.frame else {
                problems.append("no layout frame for \(item) at \(s).\(i)")
                continue
            }
            if frame.intersects(range) { expected[item] = frame.offsetBy(dx: -offset.x, dy: -offset.y) }
        }
    }
    var seen = Set<ID>()
    for cell in list.cells {
        if cell.isRemoving { problems.append("\(cell.id) still fading out"); continue }
        if !seen.insert(cell.id).inserted { problems.append("\(cell.id) displayed twice") }
        guard let frame = expected[cell.id] else {
            problems.append("\(cell.id) displayed at \(cell.frame) but not expected in the display range")
            continue
        }
        if !engineClose(cell.frame, frame, 1e-6) { problems.append("\(cell.id) at \(cell.frame), layout says \(frame)") }
        if !engineClose(cell.alpha, 1) { problems.append("\(cell.id) alpha \(cell.alpha)") }
        if !engineClose(cell.scale, 1) { problems.append("\(cell.id) scale \(cell.scale)") }
        if cell.isHidden { problems.append("\(cell.id) hidden") }
    }
    for id in expected.keys where !seen.contains(id) { problems.append("\(id) missing from the display list") }
    // The Undo toast is not modal and outlives the settling on purpose (undoToastDuration).
    let overlays = list.overlays.filter { !$0.isUndoToast }
    if !overlays.isEmpty { problems.append("overlays left: \(overlays)") }
    return problems
}

typealias EngineSplitMix64 = SplitMix64

extension Overlay {
    /// True for the Undo toast.
    var isUndoToast: Bool {
        if case .undoToast = self { return true }
        return false
    }
}


/// Parses `move 0.0 -> 0.3` style log lines' target.
func engineMoveTarget(_ line: String) -> ItemPath? {
    guard line.hasPrefix("move "), let arrow = line.range(of: " -> ") else { return nil }
    return ItemPath(parsing: String(line[arrow.upperBound...]))
}

/// A browse-mode flow script of two quick clicks on item 0.1 (ups at 0.05 and 0.2, 2 points
/// apart), with `"recognizesDoubleTap": false` as the last option.
func engineTwoQuickClicksScript(sections: [[String]]) -> String {
    engineFlowScript(sections: sections, events: [
        #"{"t": 0, "type": "down", "x": 160, "y": 50}"#,
        #"{"t": 0.05, "type": "up", "x": 160, "y": 50}"#,
        #"{"t": 0.15, "type": "down", "x": 162, "y": 52}"#,
        #"{"t": 0.2, "type": "up", "x": 162, "y": 52}"#,
    ]).replacingOccurrences(of: #""allowsSelectionDuringEditing": false}"#,
                            with: #""allowsSelectionDuringEditing": false, "recognizesDoubleTap": false}"#)
}
