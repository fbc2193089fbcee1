import AppChrome
import Foundation
import MosaicAnimation
import MosaicCore
import MosaicSDL
import MosaicView

/// The lineup editor's glue, on Mosaic's public API only: one lineup of the store in a
/// `CollectionView<Int, Int>` (sections boat and bench, identities paddler ids) with
/// ``BoatLayout``, exchange mode by default, and the exchange delegate answered by
/// ``ExchangePolicy``.
///
/// - `didExchangeItems` keeps the live lineup in step with the view (the exchange helper that
///   exchanges between two arrays); `didFinishExchangeEvent` recomputes the boat's ``Balance``
///   as the finger moves, before the release (the boat header shows it).
/// - `didFinishExchangeTransaction` commits: one store transaction writing the seats that
///   changed, and an entry of the undo history (ctrl+z / ctrl+shift+z undo and redo whole
///   transactions through the view, whose `didUndo` / `didRedo` edits are saved the same way).
/// - A cancelled transaction (Escape, focus loss, a release outside the window) restores the
///   lineup exactly and writes nothing.
/// - What the view shows is what is saved, on every path (a drag, the keyboard, the context
///   menu's "Move to …", undo, redo): each commit saves the view's model after checking it
///   again (`ExchangePolicy.refusalToSave`, the boat's 22 seats, move mode's bench-only rule);
///   a change that fails a check or that the store refuses is put back in the view, and
///   ``status`` says why (`Not allowed: …`, `Not saved: …`). `Saved: …` only follows a commit.
/// - Lineup has no deletion: the delegate answers `canDeleteItem` no (no Delete in the menu,
///   the Delete key and `requestDeletion` ask nothing).
public final class LineupController {
    /// The store the lineup is saved in.
    public let store: LineupStore
    /// The collection view: section 0 the boat, section 1 the bench; items are paddler ids.
    public let view: CollectionView<Int, Int>
    /// Shows the view's context menu (in the window, in traces and in offscreen frames alike).
    public let presenter: OverlayPresenter<Int, Int>
    /// The team, by paddler id.
    public private(set) var team: [Int: Paddler]
    /// The lineup as the view shows it now (exchanged live during a drag).
    public private(set) var live: Lineup
    /// The lineup as last committed (and saved).
    public var committed: Lineup { state.committed }
    /// The boat's balance, updated on every exchange event (live, mid-drag).
    public private(set) var balance: Balance
    /// A one-line status: the last refusal, commit or undo.
    public private(set) var status = ""
    /// Descriptions of the committed transactions that ctrl+z would undo, oldest first.
    public private(set) var undoHistory: [String] = []
    /// Descriptions of undone transactions that ctrl+shift+z would redo, most recent last.
    public private(set) var redoHistory: [String] = []
    /// The first store error of the session; the app reports it and exits with code 3.
    public private(set) var storeError: LineupStoreError?
    /// Every delegate event in the replay log's words, plus `balance …` after each exchange event.
    public private(set) var log: [String] = []
    /// Called after anything the window shows changed outside the display list (the header's
    /// balance, the status, the lock).
    public var onChange: (() -> Void)?
    /// Rows written to the store this session (an exchange writes two).
    public private(set) var rowsWritten = 0

    /// What the delegate questions read: the lineup as committed.
    private final class PolicyState: @unchecked Sendable {
        var committed: Lineup
        var lastRefusal: ExchangePolicy.Refusal?
        init(_ lineup: Lineup) { committed = lineup }
    }
    private let state: PolicyState

    /// Loads lineup `name` from `store` into a view of `viewport` points running on `clock`.
    /// - Throws: ``UnknownLineupError`` or ``LineupStoreError``.
    public init(store: LineupStore, lineup name: String, viewport: Size, clock: any TimeSource) throws {
        self.store = store
        team = try store.team()
        let lineup = try store.load(name)
        live = lineup
        balance = Balance(lineup)
        state = PolicyState(lineup)
        let sections = lineup.sections
        let snapshot = try SectionedSnapshot<Int, Int>(sections: [(0, sections[0]), (1, sections[1])])
        var configuration = CollectionViewConfiguration()
        configuration.recognizesDoubleTap = false
        configuration.editButtonTitles = EditButtonTitles(edit: "Move", done: "Done")
        view = try CollectionView(snapshot: snapshot, layout: BoatLayout(), viewportSize: viewport,
                                  itemSize: { _ in BoatLayout.cellSize }, mode: .exchange,
                                  configuration: configuration, clock: clock)
        presenter = OverlayPresenter(view)
        view.labelProvider = { [unowned self] id in self.team[id]?.name ?? (id < 0 ? "Empty seat" : "#\(id)") }
        view.sectionTitleProvider = { LineupSection(rawValue: $0)?.title ?? "section \($0 + 1)" }
        // Screen readers: a paddler by name (the label), then seat and weight ("seat 4L, 72 kg").
        view.accessibility.viewName = "Lineup"
        view.accessibility.description = { [unowned self] id in self.spokenSeatAndWeight(of: id) }
        view.onEvent = { [unowned self] event in self.log.append(event.logLine) }
        // Tab / shift+Tab: the window has no other keyboard control, so the focus (and its
        // ring) stays on the boat and bench.
        view.delegate.focusLeaves = { [unowned view] _ in view.hasKeyboardFocus = true }
        installDelegate()
    }

    private func installDelegate() {
        let state = self.state
        // Questions (the exchange delegate's optional methods), answered from the committed lineup.
        view.delegate.canBeginExchange = { path in
            state.lastRefusal = ExchangePolicy.refusalToBegin(state.committed, at: path)
            return state.lastRefusal == nil
        }
        view.delegate.canDisplace = { item, dragged in
            state.lastRefusal = ExchangePolicy.refusalToDisplace(state.committed, item: item, dragged: dragged)
            return state.lastRefusal == nil
        }
        view.delegate.catchRect = { _, frame in ExchangePolicy.catchRect(cellFrame: frame) }
        view.delegate.canMoveItem = { path in
            state.lastRefusal = ExchangePolicy.refusalToMove(state.committed, at: path)
            return state.lastRefusal == nil
        }
        view.delegate.targetForMove = { origin, proposed in ExchangePolicy.target(from: origin, proposed: proposed) }
        // Lineup has no deletion: the context menu shows no Delete and no key or press asks.
        view.delegate.canDeleteItem = { _ in false }
        // Notifications.
        view.delegate.didExchangeItems = { [unowned self] a, b in
            do {
                try live.exchange(section: a.section, index: a.item, withSection: b.section, index: b.item)
            } catch {
                resyncLive()
            }
        }
        view.delegate.didFinishExchangeEvent = { [unowned self] in
            balance = Balance(live)
            log.append("balance \(balance.summary)")
            onChange?()
        }
        view.delegate.didFinishExchangeTransaction = { [unowned self] final, origin in
            guard final != origin else { return finishRefusals() }
            let a = team[view.snapshot[final] ?? -1]?.name ?? "?", b = team[view.snapshot[origin] ?? -1]?.name ?? "?"
            commit("swap \(a) ↔ \(b)", rule: { _, _ in nil })
        }
        view.delegate.didCancelExchangeTransaction = { [unowned self] in
            resyncLive()
            status = "Cancelled: the lineup is as it was"
            onChange?()
        }
        // Every move — a drag in move mode, the keyboard, the context menu's "Move to …" — is
        // saved as the view shows it, or refused and put back: only the bench reorders.
        view.delegate.moveItem = { [unowned self] _, to in
            let name = team[view.snapshot[to] ?? -1]?.name ?? "?"
            commit("move \(name) on the bench", rule: Self.benchOnly)
        }
        view.delegate.moveItems = { [unowned self] _, to in
            commit("move \(to.section == LineupSection.bench.rawValue ? "spares" : "paddlers") on the bench", rule: Self.benchOnly)
        }
        view.delegate.didDeleteItem = { [unowned self] _ in
            commit("delete", rule: { _, _ in .deletion })
        }
        view.delegate.didCancelMove = { [unowned self] in finishRefusals() }
        view.delegate.didUndo = { [unowned self] _ in
            let last = undoHistory.last ?? "the last change"
            if commit("undo \(last)", rule: { _, _ in nil }, history: false) {
                if !undoHistory.isEmpty { redoHistory.append(undoHistory.removeLast()) }
                status = "Undid \(last)"
                onChange?()
            }
        }
        view.delegate.didRedo = { [unowned self] _ in
            let last = redoHistory.last ?? "the last change"
            if commit("redo \(last)", rule: { _, _ in nil }, history: false) {
                if !redoHistory.isEmpty { undoHistory.append(redoHistory.removeLast()) }
                status = "Redid \(last)"
                onChange?()
            }
        }
    }

    /// Move mode's rule, checked again on the view's result: the boat is as committed.
    private static func benchOnly(_ committed: Lineup, _ sections: [[Int]]) -> ExchangePolicy.Refusal? {
        sections.first == committed.sections.first ? nil : .boatInMoveMode
    }

    /// After a transaction that exchanged nothing: say why, if a rule refused.
    private func finishRefusals() {
        if let refusal = state.lastRefusal { status = "Not allowed: \(refusal)" }
        state.lastRefusal = nil
        resyncLive()
        onChange?()
    }

    /// Makes the live lineup the view's model exactly (mid-drag: the balance follows the finger).
    private func resyncLive() {
        let sections = viewSections
        if sections != live.sections, let rebuilt = try? live.rearranged(as: sections, team: team) { live = rebuilt }
        balance = Balance(live)
    }

    /// The item ids per section, as the view shows them (an empty seat's id normalized to its
    /// index: ``Lineup/normalized(_:)``).
    private var viewSections: [[Int]] {
        Lineup.normalized((0..<view.snapshot.numberOfSections).map { view.snapshot.items(inSection: $0) })
    }

    /// Commits what the view shows now: checked (`rule`, the boat's 22 seats, every changed
    /// seat's role — `ExchangePolicy.refusalToSave`), then saved in one transaction; only then
    /// does the status say so (and, unless `history` is false, the change joins the undo
    /// history). A refused or failed save puts the view back to the lineup as saved and says
    /// why. Returns whether the change was saved.
    @discardableResult
    private func commit(_ what: String, rule: (Lineup, [[Int]]) -> ExchangePolicy.Refusal?,
                        history: Bool = true) -> Bool {
        let committed = state.committed
        state.lastRefusal = nil
        let sections = viewSections
        if sections == committed.sections { return true }
        if let refusal = rule(committed, sections) { return refuse("Not allowed: \(refusal)") }
        let proposed: Lineup
        do { proposed = try committed.rearranged(as: sections, team: team) } catch {
            return refuse("Not allowed: \(error.message)")
        }
        if let refusal = ExchangePolicy.refusalToSave(proposed, over: committed) { return refuse("Not allowed: \(refusal)") }
        do {
            rowsWritten += try store.save(proposed, over: committed)
        } catch {
            if storeError == nil { storeError = error }
            return refuse("Not saved: \(error.reason)")
        }
        state.committed = proposed
        live = proposed
        balance = Balance(live)
        if history {
            undoHistory.append(what)
            redoHistory.removeAll()
        }
        status = "Saved: \(what)"
        onChange?()
        assert(viewSections == state.committed.sections, "the view shows what is saved")
        return true
    }

    /// Puts the view back to the lineup as saved and shows `message`. Returns false.
    private func refuse(_ message: String) -> Bool {
        live = state.committed
        balance = Balance(live)
        let sections = live.sections
        if viewSections != sections, let snapshot = try? SectionedSnapshot<Int, Int>(sections: [(0, sections[0]), (1, sections[1])]) {
            view.apply(snapshot, animated: true)
        }
        status = message
        onChange?()
        return false
    }

    /// Locks or unlocks the lineup (saved); not during a drag.
    public func toggleLock() {
        guard !view.dragInProgress else { return }
        let locked = !state.committed.locked
        do {
            try store.setLocked(locked, lineup: live.name)
        } catch {
            if storeError == nil { storeError = error }
            status = "Not saved: \(error.reason)"
            onChange?()
            return
        }
        live.locked = locked
        state.committed.locked = locked
        status = locked ? "Locked: nothing can be caught or moved" : "Unlocked"
        onChange?()
    }

    /// Marks or unmarks the selected (else the focused) paddler as injured (saved).
    public func toggleInjured() {
        guard !view.dragInProgress, let path = view.selectedPaths.first,
              let id = view.snapshot[path], var p = team[id] else {
            status = "Select a paddler first (click), then i marks them injured"
            onChange?()
            return
        }
        p.injured.toggle()
        do {
            try store.setInjured(p.injured, paddler: id)
        } catch {
            if storeError == nil { storeError = error }
            status = "Not saved: \(error.reason)"
            onChange?()
            return
        }
        team[id] = p
        live.update(p)
        state.committed.update(p)
        status = p.injured ? "\(p.name) is marked injured: their seat cannot be displaced" : "\(p.name) is fit again"
        onChange?()
    }

    /// Exchange mode (the default) ↔ move mode (reorder the bench).
    public func toggleMoveMode() {
        view.setMode(view.mode == .edit ? .exchange : .edit)
        status = view.mode == .edit ? "Move mode: drag a spare to reorder the bench" : "Exchange mode: drag a paddler's grip onto another to swap"
        onChange?()
    }

    // MARK: Drawing

    /// The seat label of a cell's position (`drummer`, `3L`, `bench`).
    public func seatLabel(_ path: ItemPath) -> String {
        Lineup.seat(section: path.section, index: path.item)?.label ?? ""
    }

    /// A seat's cell: the grip on the left edge (the catch rectangle), then the name over the
    /// seat, weight and preferred side; a red badge on an injured paddler.
    /// `asSnapshot` draws the picture following the pointer, which names no seat.
    public func cellContent(_ cell: DisplayCell<Int>, asSnapshot: Bool = false) -> CellContent {
        let paddler = team[cell.id]
        let label = asSnapshot ? "" : seatLabel(cell.path), seat = asSnapshot ? "" : label + " · "
        let locked = live.locked
        return .custom { ctx in
            let r = ctx.rect
            let background = ctx.state.isSelected ? RGBA(220, 234, 255) : Palette.card
            ctx.fill(r, cornerRadius: 8, color: background)
            ctx.stroke(r, cornerRadius: 8, color: ctx.state.isFocused ? Palette.accent : Palette.cardBorder)
            let grip = Rect(x: r.minX, y: r.minY, width: min(ExchangePolicy.gripWidth * r.width / BoatLayout.cellSize.width, r.width),
                            height: r.height)
            ctx.fill(grip, cornerRadius: 8, color: locked ? RGBA(200, 200, 205) : RGBA(120, 130, 150))
            for k in 0..<3 {
                let y = grip.minY + grip.height * Double(k + 1) / 4
                ctx.fill(Rect(x: grip.minX + grip.width * 0.3, y: y - 1, width: grip.width * 0.4, height: 2), color: Palette.card)
            }
            guard let paddler else {
                // An empty seat: its label, dimmed.
                ctx.draw(CellContentConfiguration.subtitleCell(title: "Empty seat", secondaryText: label),
                         in: Rect(x: grip.maxX, y: r.minY, width: r.width - grip.width, height: r.height))
                return
            }
            var configuration = CellContentConfiguration.subtitleCell(title: paddler.name,
                                                                       secondaryText: seat + paddler.summary)
            configuration.badge = paddler.injured ? "injured" : nil
            configuration.insets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
            ctx.draw(configuration, in: Rect(x: grip.maxX, y: r.minY, width: r.width - grip.width, height: r.height))
        }
    }

    /// A header: the boat's shows the live balance; the bench's counts the spares.
    public func headerContent(_ header: DisplaySupplementary) -> SupplementaryContent? {
        if header.section == LineupSection.boat.rawValue {
            return .configuration(SupplementaryContentConfiguration(title: "Boat", secondaryText: balance.summary,
                                                                    textColor: Palette.text, titleSize: 15))
        }
        let n = live.bench.count
        return .configuration(SupplementaryContentConfiguration(title: "Bench", secondaryText: "\(n) spare\(n == 1 ? "" : "s")",
                                                                textColor: Palette.text, titleSize: 15))
    }

    /// The top bar: the lineup's name and status; the mode switch; the lock as a two-segment
    /// switch (Open / Locked, in the bar's layout switch).
    public func topBar(width: Double) -> TopBar {
        let title = status.isEmpty ? "Lineup: \(live.name)" : "\(live.name): \(status)"
        return TopBar(title: title, editTitle: view.editButtonTitle, mode: view.mode,
                      layoutName: live.locked ? "Locked" : "Open", layoutNames: ["Open", "Locked"], width: width)
    }

    /// Applies a click on a top-bar control.
    public func activate(_ control: TopBar.Control) {
        switch control {
        case .edit: toggleMoveMode()
        case .mode(let mode):
            view.setMode(mode)
            onChange?()
        case .layout(let name):
            if (name == "Locked") != live.locked { toggleLock() }
        }
    }

    /// Closes the store (checkpointing the WAL into the main file).
    public func close() throws(LineupStoreError) {
        if let storeError { throw storeError }
        try store.close()
    }

    /// The centre of a seat's grip, in viewport points (where a pointer catches it).
    public func gripPoint(_ path: ItemPath) -> Point? {
        guard let f = view.layout.attributesForItem(at: path)?.frame else { return nil }
        return Point(x: f.minX + ExchangePolicy.gripWidth / 2 - view.contentOffset.x, y: f.midY - view.contentOffset.y)
    }

    /// The centre of a seat's cell, in viewport points.
    public func centerPoint(_ path: ItemPath) -> Point? {
        guard let f = view.layout.attributesForItem(at: path)?.frame else { return nil }
        return Point(x: f.midX - view.contentOffset.x, y: f.midY - view.contentOffset.y)
    }
}
