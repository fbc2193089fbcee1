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
    public internal(set) var team: [Int: Paddler]
    /// The lineup as the view shows it now (exchanged live during a drag).
    public internal(set) var live: Lineup
    /// The lineup as last committed (and saved).
    public var committed: Lineup { state.committed }
    /// The boat's balance, updated on every exchange event (live, mid-drag).
    public internal(set) var balance: Balance
    /// A one-line status: the last refusal, commit or undo.
    public internal(set) var status = ""
    /// Descriptions of the committed transactions that ctrl+z would undo, oldest first.
    public internal(set) var undoHistory: [String] = []
    /// Descriptions of undone transactions that ctrl+shift+z would redo, most recent last.
    public internal(set) var redoHistory: [String] = []
    /// The first store error of the session; the app reports it and exits with code 3.
    public internal(set) var storeError: LineupStoreError?
    /// Every delegate event in the replay log's words, plus `balance …` after each exchange event.
    public private(set) var log: [String] = []
    /// Called after anything the window shows changed outside the display list (the header's
    /// balance, the status, the lock).
    public var onChange: (() -> Void)?
    /// Rows written to the store this session (an exchange writes two).
    public internal(set) var rowsWritten = 0
    /// What the seat under the pointer says (a refusal or a soft warning), drawn at that seat;
    /// nil when it says nothing (``hint(at:)``).
    public internal(set) var hint: SeatHint?
    /// What the delegate questions read: the lineup as committed.
    final class PolicyState: @unchecked Sendable {
        var committed: Lineup
        var lastRefusal: ExchangePolicy.Refusal?
        /// The paddler caught by the exchange in progress (its committed seat answers the hints).
        var draggedID: Int?
        init(_ lineup: Lineup) { committed = lineup }
    }
    let state: PolicyState

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
            state.draggedID = state.lastRefusal == nil ? state.committed.paddler(section: path.section, index: path.item)?.id : nil
            return state.lastRefusal == nil
        }
        view.delegate.canDisplace = { [unowned view] item, dragged in
            state.lastRefusal = ExchangePolicy.refusalToDisplace(state.committed, item: item, dragged: dragged)
            // A screen reader hears why a seat refuses while the paddler is over it (the drop then says "nothing exchanged").
            if let refusal = state.lastRefusal, view.dragInProgress { view.announce("Not allowed: \(refusal)") }
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
            state.draggedID = nil
            hint = nil
            guard final != origin else { return finishRefusals() }
            let a = team[view.snapshot[final] ?? -1]?.name ?? "?", moved = view.snapshot[origin] ?? -1
            if let b = team[moved]?.name {
                commit("swap \(a) ↔ \(b)", rule: { _, _ in nil })
                return
            }
            let seat = Lineup.seat(section: final.section, index: final.item)?.label ?? "?"
            let before = state.committed
            // Onto an empty seat: from the bench it fills the seat. The controller undoes and
            // redoes the fill itself — the view's entry would name the empty seat, which left
            // the bench — in the view's undo order.
            if origin.section == LineupSection.bench.rawValue, final.section == LineupSection.boat.rawValue {
                let what = "fill \(seat) with \(a)"
                if commit(what, rule: { _, _ in nil }) {
                    let fill = Fill(before: before, after: state.committed)
                    view.undoManager.registerUndo(named: what, undo: { [unowned self] in undo(fill) }, redo: { [unowned self] in redo(fill) })
                }
            } else {
                commit("move \(a) to \(seat)", rule: { _, _ in nil })
            }
        }
        view.delegate.didCancelExchangeTransaction = { [unowned self] in
            state.draggedID = nil
            hint = nil
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
        if sections != live.sections, let rebuilt = try? live.rearranged(as: Lineup.seated(sections), team: team) { live = rebuilt }
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
        do { proposed = try committed.rearranged(as: Lineup.seated(sections), team: team) } catch {
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
        if viewSections != proposed.sections, let snapshot = viewSnapshot(of: proposed) {
            // A bench paddler took an empty seat: the empty seat leaves the bench.
            view.apply(snapshot, animated: true)
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

    /// Closes the store (checkpointing the WAL into the main file).
    public func close() throws(LineupStoreError) {
        if let storeError { throw storeError }
        try store.close()
    }
}
