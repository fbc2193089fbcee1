import AppChrome
import MosaicCore
import MosaicInteraction
import MosaicSDL
import MosaicStore
import MosaicView

/// Contact details (issue 14 #3, #9): "Open" — the first entry of a card's context menu, or
/// the `o` key on the focused card (else the one selected) — shows a panel over the grid with
/// the contact's avatar, name, title and organization, and every other property of its card
/// in readable form (`Contact.fields`). The window draws it through `CollectionWindow.overlay`
/// and `--frame-dump` through the same closure offscreen. It is modal: while it shows, every
/// key goes to it (Escape, Enter or space close it; Up/Down, Page Up/Down, Home/End and the
/// wheel scroll its rows when they do not all fit) and every pointer event too (a press
/// outside the panel closes it and goes no further). No double-click opens a contact: the app
/// installs no double-tap recognizer, so a click selects at once.
extension ContactsController {
    /// The identifier of the menu's "Open" entry (also `--record`'s `options.menuActions`).
    static let openAction = "open"

    /// The owner's entries of every card's context menu: Open.
    static let menuItems = [ContextMenu.Item(title: "Open", identifier: openAction)]

    /// Shows the details of contact `id` (nothing when it is not loaded).
    func openDetails(of id: Int64) {
        guard let contact = fullContact(id) else { return }
        if let onOpenDetails { return onOpenDetails(id) }
        details.panel = Self.detailPanel(for: contact, image: card(of: id).image)
        details.id = id
    }

    /// Closes the details panel.
    func closeDetails() {
        details.panel = nil
        details.id = nil
    }

    /// The panel of `contact`: its name, then its job title and organization on one line, then
    /// every other field (`Contact.fields`) in card order, the card's bookkeeping (`PRODID`,
    /// `UID`, `REV`) last.
    static func detailPanel(for contact: Contact, image: CellContentConfiguration.Image) -> DetailPanel {
        let fields = contact.fields
        let heading = (fields.filter { $0.property == "TITLE" } + fields.filter { $0.property == "ORG" })
            .map(\.value).filter { $0 != contact.fullName }
        let bookkeeping: Set<String> = ["PRODID", "UID", "REV"]
        let rows = fields.filter { $0.property != "TITLE" && $0.property != "ORG" }
        return DetailPanel(title: contact.fullName, subtitle: heading.isEmpty ? nil : heading.joined(separator: " · "),
                           image: image,
                           rows: (rows.filter { !bookkeeping.contains($0.property) } + rows.filter { bookkeeping.contains($0.property) })
                               .map { DetailPanel.Row(label: $0.label, value: $0.value) })
    }

    /// The contact `o` opens: the focused card, else the only selected one.
    var contactToOpen: Int64? {
        if let path = view.focusedPath { return view.snapshot[path] }
        let selected = view.selectedItems
        return selected.count == 1 ? selected.first : nil
    }

    /// A key while the panel shows (window of `size`): every key is taken.
    func handleDetailsKey(_ key: Key, size: Size) -> Bool {
        guard var panel = details.panel else { return false }
        switch key {
        case .escape, .enter, .space: closeDetails(); return true
        case .down: panel.scroll(by: 1, in: size)
        case .up: panel.scroll(by: -1, in: size)
        case .pageDown: panel.scroll(by: max(1, panel.visibleRows(in: size).count), in: size)
        case .pageUp: panel.scroll(by: -max(1, panel.visibleRows(in: size).count), in: size)
        case .home: panel.scroll(by: -panel.rows.count, in: size)
        case .end: panel.scroll(by: panel.rows.count, in: size)
        default: break
        }
        details.panel = panel
        return true
    }

    /// A pointer event (window coordinates, window of `size`) while the panel shows, or of a
    /// press that closed it: all are taken; a press outside the panel closes it. The system's
    /// cancel goes on to the view.
    func handleDetailsPointer(_ input: InputEvent, size: Size) -> Bool {
        if let swallowed = details.swallowedPointer {
            switch input {
            case .pointerMoved(let id, _, _) where id == swallowed: return true
            case .pointerUp(let id, _, _) where id == swallowed: details.swallowedPointer = nil; return true
            case .cancelAll: details.swallowedPointer = nil
            default: break
            }
        }
        guard var panel = details.panel else { return false }
        switch input {
        case .pointerDown(let id, let p, _, _):
            if !panel.frame(in: size).contains(p) {
                closeDetails()
                details.swallowedPointer = id
            }
        case .wheel(let delta, _, _, _):
            panel.scroll(by: delta.y > 0 ? 1 : delta.y < 0 ? -1 : 0, in: size)
            details.panel = panel
        case .cancelAll:
            return false
        default:
            break
        }
        return true
    }

    /// Draws the details panel, if one shows (`CollectionWindow.overlay`, and offscreen), in the
    /// view's layout direction (mirrored right to left).
    func drawOverlay(_ context: DrawingContext, size: Size) {
        guard var panel = details.panel else { return }
        panel.layoutDirection = view.layoutDirection
        panel.draw(in: context, size: size)
    }
}

/// The details panel of a `ContactsController`.
struct DetailsState {
    /// The panel shown, or nil.
    var panel: DetailPanel?
    /// The contact it shows.
    var id: Int64?
    /// A pointer pressed outside the panel (which closed it): its moves and up go nowhere.
    var swallowedPointer: Int?
}
