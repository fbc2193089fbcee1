import Foundation
import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicTesting
import MosaicView

/// Runs a replay script against a headless `CollectionView`, through the same path a window
/// backend uses: a manual clock is advanced frame by frame (60 fps) up to each event's time,
/// with `tick()` firing timers and moving animations in between; the event is then handled;
/// after the last event the clock runs `settleTime` (2 s) more so everything settles.
public enum ReplayRunner {
    /// The behaviour the replay format describes (the contacts grid's): a long press in
    /// browse mode asks "Delete ‹name›?" (Yes / No), edit mode shows the edit gray, and a
    /// double-tap recognizer sits on the cells (single taps wait for it to fail) unless the
    /// script's `options.recognizesDoubleTap` is false.
    public static var configuration: CollectionViewConfiguration {
        var c = CollectionViewConfiguration()
        c.browseLongPress = .confirmDeletion
        c.deletionConfirmation = .deleteContact
        c.showsEditBackground = true
        c.recognizesDoubleTap = true
        return c
    }

    /// Frame interval of the simulated display.
    public static let frameInterval = FrameStepper.frameInterval
    /// How long, in seconds, the runner keeps ticking after the script's last event so that
    /// animations, momentum and timers finish before the output is taken.
    public static let settleTime = 2.0

    /// Builds the collection view a script describes (identities are the item strings; the
    /// replay installs a double-tap recognizer on cells unless `recognizesDoubleTap` is false).
    /// - Throws: `ReplayError` naming the layout field when a parameter is out of range.
    public static func makeView(for script: ReplayScript, clock: ManualClock) throws(ReplayError) -> CollectionView<Int, String> {
        let snapshot: SectionedSnapshot<Int, String>
        do {
            snapshot = try SectionedSnapshot(sections: script.sections.enumerated().map { ($0.offset, $0.element) })
        } catch {
            throw ReplayError("sections: \(error)")
        }
        var configuration = ReplayRunner.configuration
        configuration.allowsMultipleSelection = script.allowsMultipleSelection
        configuration.allowsSelectionDuringEditing = script.allowsSelectionDuringEditing
        configuration.recognizesDoubleTap = script.recognizesDoubleTap
        // A trace without `mouseDragDistance` holds with the mouse as with a finger (as traces
        // always have); with it, the mouse lifts or catches after moving that far.
        configuration.beginsDragOnMouseMovement = script.mouseDragDistance != nil
        if let distance = script.mouseDragDistance { configuration.mouseDragDistance = distance }
        // Without `doubleClickInterval` two quick clicks are two selections (as traces always were).
        configuration.doubleClickInterval = script.doubleClickInterval ?? 0
        do {
            var layout = try makeLayout(script.layout, counts: snapshot.itemCounts, viewport: script.viewport,
                                        centersLines: script.centersLines, headerHeight: script.headerHeight)
            layout.setLayoutDirection(script.layoutDirection)
            return try CollectionView(snapshot: snapshot, layout: layout, viewportSize: script.viewport,
                                      mode: script.mode, configuration: configuration, clock: clock)
        } catch let error as MosaicError {
            throw ReplayError(fieldMessage(for: error))
        } catch {
            throw ReplayError("layout: \(error)")
        }
    }

    /// The engine's layout for a replay layout spec (`centersLines`: a flow centres its full
    /// lines; `headerHeight` > 0: every section has a header that tall).
    public static func makeLayout(_ spec: ReplayLayoutSpec, counts: [Int], viewport: Size,
                                  centersLines: Bool = false, headerHeight: Double = 0) throws -> AnyLayout {
        let headers = headerHeight > 0 ? Array(repeating: headerHeight, count: counts.count) : []
        switch spec {
        case let .flow(w, h, interitem, line, insets):
            var flow = try FlowLayout(itemCounts: counts, itemSizing: .uniform(Size(width: w, height: h)),
                                      minimumInteritemSpacing: interitem, minimumLineSpacing: line,
                                      sectionInset: insets ?? .zero, headerSizes: headers, containerSize: viewport)
            if centersLines { flow.setCentersUniformLines(true) }
            return AnyLayout(flow)
        case let .waterfall(columns, spacing, heights, insets):
            return AnyLayout(try WaterfallLayout(itemHeights: heights, columnCount: columns, spacing: spacing,
                                                 sectionInset: insets ?? .zero, headerHeights: headers,
                                                 containerSize: viewport))
        }
    }

    /// Runs the script; returns the output object. `record`, when given, receives every action
    /// the view accepted (for `--record`).
    public static func run(_ script: ReplayScript, record: ReplayRecorder? = nil) throws(ReplayError) -> ReplayOutput {
        let clock = ManualClock(now: 0)
        let view = try makeView(for: script, clock: clock)
        var log: [String] = []
        view.onEvent = { log.append($0.logLine) }
        installDataSourceOptions(of: script, on: view)
        record?.record(view)
        play(script, on: view, clock: clock)
        return ReplayOutput(log: log, sections: view.snapshot.sections.map { $0.1 },
                            selected: view.selectedPaths.map(\.description), editing: view.isEditing,
                            mode: view.mode, layout: currentSpec(of: view, input: script.layout),
                            contentOffset: view.contentOffset, layoutDirection: view.layoutDirection)
    }

    /// Feeds a script's events to a view you built (an app's own, with its own model and
    /// delegate), as `run` does: the script's mode and layout direction are applied, the clock advanced frame by frame
    /// to each event, then `settleTime` more. `shouldStop` is asked after each event (an app
    /// stops at a store error). The script's viewport, layout and sections are not used.
    /// Without a presenter the view gets an `OverlayPresenter`, so that recorded clicks and
    /// keys answer menus, confirmations and the Undo toast as they did in the window.
    public static func play<S, ID>(_ script: ReplayScript, on view: CollectionView<S, ID>, clock: ManualClock,
                                   shouldStop: () -> Bool = { false }) {
        if view.requests.presenter == nil { _ = OverlayPresenter(view) }
        if script.mode != view.mode { view.setMode(script.mode) }
        view.setLayoutDirection(script.layoutDirection)
        for event in script.events {
            advance(view, clock, to: event.t)
            switch event.kind {
            case .confirm(let yes): view.requests.confirm(yes)
            case .toggleEdit: view.toggleEdit()
            default:
                if let input = event.inputEvent { view.handle(input) }
            }
            if shouldStop() { break }
        }
        advance(view, clock, to: clock.now + settleTime)
    }

    /// The data source's answers the script's options ask for: `immovable` items cannot be
    /// lifted or caught, `undisplaceable` ones cannot be displaced, `catchRect` is every
    /// cell's catch rectangle, and `menuActions` are the owner's context menu entries (each
    /// titled by its identifier). The questions are still asked (and logged) for every item.
    public static func installDataSourceOptions(of script: ReplayScript, on view: CollectionView<Int, String>) {
        let model = ModelReader(view)
        if !script.immovable.isEmpty {
            let immovable = Set(script.immovable)
            view.delegate.canMoveItem = { path in model.item(at: path).map { !immovable.contains($0) } ?? true }
            view.delegate.canBeginExchange = { path in model.item(at: path).map { !immovable.contains($0) } ?? true }
        }
        if !script.undisplaceable.isEmpty {
            let undisplaceable = Set(script.undisplaceable)
            // Asked before the exchange, so the model still holds the item to displace at `item`.
            view.delegate.canDisplace = { item, _ in model.item(at: item).map { !undisplaceable.contains($0) } ?? true }
        }
        if let rect = script.catchRect {
            view.delegate.catchRect = { _, _ in rect }
        }
        if !script.menuActions.isEmpty {
            let items = script.menuActions.map { ContextMenu.Item(title: $0, identifier: $0) }
            view.delegate.contextMenuItems = { _ in items }
        }
    }

    /// Reads the view's model from the delegate's questions (weakly: the view owns them), on
    /// the thread that drives the view.
    private final class ModelReader: @unchecked Sendable {
        private weak var view: CollectionView<Int, String>?
        init(_ view: CollectionView<Int, String>) { self.view = view }
        func item(at path: ItemPath) -> String? { view?.snapshot[path] }
    }

    /// Advances the clock to `time` in whole frames, ticking the view at each frame and at
    /// `time` itself; while nothing moves it jumps from timer to timer instead
    /// (`FrameStepper.advance(_:_:to:)`, which a `CollectionViewDriver` uses too).
    public static func advance<S, ID>(_ view: CollectionView<S, ID>, _ clock: ManualClock, to time: Double) {
        FrameStepper.advance(view, clock, to: time)
    }

    /// The input layout's keys with their current values.
    public static func currentSpec<S, ID>(of view: CollectionView<S, ID>, input: ReplayLayoutSpec) -> ReplayLayoutSpec {
        if let flow = view.layout.flow {
            let size = flow.uniformItemSize ?? Size(width: 0, height: 0)
            var insets: EdgeInsets?
            if case .flow(_, _, _, _, let given) = input, given != nil { insets = flow.sectionInset }
            return .flow(itemWidth: size.width, itemHeight: size.height, interitemSpacing: flow.minimumInteritemSpacing,
                         lineSpacing: flow.minimumLineSpacing, insets: insets)
        }
        if let waterfall = view.layout.waterfall {
            // In the model's order (`sections`), even with a lift in progress.
            let heights = view.itemSizes.map { $0.map(\.height) }
            var insets: EdgeInsets?
            if case .waterfall(_, _, _, let given) = input, given != nil { insets = waterfall.sectionInset }
            return .waterfall(columns: waterfall.columnCount, spacing: waterfall.spacing, heights: heights, insets: insets)
        }
        return input
    }

    /// Names the replay file's field for a layout parameter error.
    static func fieldMessage(for error: MosaicError) -> String {
        guard case let .invalidParameter(name, value, expected) = error else { return "layout: \(error)" }
        let fields = ["minimumInteritemSpacing": "layout.interitemSpacing", "minimumLineSpacing": "layout.lineSpacing",
                      "itemSize": "layout.itemWidth/itemHeight", "columnCount": "layout.columns",
                      "spacing": "layout.spacing", "sectionInset": "layout.insets", "viewport": "viewport"]
        let renames = [("itemHeights", "layout.heights"), ("itemSize", "layout.itemWidth/itemHeight"),
                       ("sectionInset", "layout.insets"), ("minimumInteritemSpacing", "layout.interitemSpacing"),
                       ("minimumLineSpacing", "layout.lineSpacing"), ("columnCount", "layout.columns")]
        var field = fields[name] ?? "layout.\(name)"
        for (prefix, replacement) in renames where fields[name] == nil && name.hasPrefix(prefix) {
            field = replacement + name.dropFirst(prefix.count)
        }
        return "\(field): \(value) is invalid, expected \(expected)"
    }
}
