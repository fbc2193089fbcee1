import AppGTK
import CAdwaita
import Foundation
import LineupKit

/// Team… (issue 28): a modal window listing the team, and a form to add a paddler or change
/// the selected one — name, weight (kg), preferred side, roles (paddler, drummer, steerer),
/// injured, unavailable — or remove them. Removing a paddler who sits in a boat asks the
/// coach: leave the seat empty or fill it from the bench. Every change is one store
/// transaction (the same calls as `lineup roster add|edit|remove`); a refusal is shown in the
/// window and nothing is written. After a change every open lineup reloads its paddlers.
final class TeamDialog {
    unowned let owner: LineupGTK
    let window: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    private let name = gtk_entry_new()!
    private let weight = gtk_spin_button_new_with_range(20, 250, 0.5)!
    private let sides = gtk_string_list_new(nil)!
    private let side: UnsafeMutablePointer<GtkWidget>
    private let roles = Role.allCases.map { gtk_check_button_new_with_label($0.rawValue.capitalized)! }
    private let injured = gtk_check_button_new_with_label("Injured")!
    private let unavailable = gtk_check_button_new_with_label("Unavailable (not racing)")!
    private let message = gtk_label_new("")!
    private let save = gtk_button_new_with_label("Save Changes")!
    private let remove = gtk_button_new_with_label("Remove…")!
    private let add = gtk_button_new_with_label("Add Paddler")!
    /// The team as listed, in id order, and the selected paddler's id.
    private var team: [Paddler] = []
    private var selected: Int?

    init(owner: LineupGTK) {
        self.owner = owner
        window = adw_window_new()!
        gtk_window_set_title(gp(window), "Team")
        gtk_window_set_modal(gp(window), 1)
        gtk_window_set_transient_for(gp(window), gp(owner.window))
        gtk_window_set_default_size(gp(window), 560, 640)
        list = gtk_list_box_new()!
        side = gtk_drop_down_new(sides, nil)!
        for s in [Side.either, .left, .right] { gtk_string_list_append(sides, s == .either ? "Either side" : "Prefers \(s.rawValue)") }
        build()
        reload(selecting: nil)
        // Escape closes the window, as a dialog's.
        let shortcuts = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_add_shortcut(gp(shortcuts), gtk_shortcut_new(gtk_keyval_trigger_new(guint(GDK_KEY_Escape), GdkModifierType(rawValue: 0)),
                                                                               gtk_named_action_new("window.close")))
        gtk_widget_add_controller(window, shortcuts)
    }

    /// Shows the window; once laid out, prints where its controls are (`widget team-… X Y W H`).
    func present() {
        gtk_window_present(gp(window))
        sayWhereControlsAre()
    }

    /// Prints the controls' places once the window is laid out (tests click them).
    private func sayWhereControlsAre() {
        GSignal.every(milliseconds: 200) { [weak self] in
            guard let self else { return false }
            guard gtk_widget_get_width(add) > 0 else { return true }
            for (label, widget) in [("team-name", self.name), ("team-weight", weight), ("team-add", add), ("team-save", save),
                                    ("team-remove", remove)] {
                say("widget \(label) " + owner.geometry(widget))
            }
            return false
        }
    }

    private func build() {
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(gp(content), adw_header_bar_new())
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(gp(scroller), list)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_list_box_set_selection_mode(gp(list), GTK_SELECTION_SINGLE)
        GSignal.onPointer(list, "row-selected", argument: { [unowned self] row in rowSelected(row) })
        gtk_box_append(gp(content), scroller)

        let grid = gtk_grid_new()!
        for set in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            set(grid, 12)
        }
        gtk_grid_set_row_spacing(gp(grid), 6)
        gtk_grid_set_column_spacing(gp(grid), 12)
        func row(_ title: String, _ widget: UnsafeMutablePointer<GtkWidget>, _ at: Int32) {
            let label = gtk_label_new(title)!
            gtk_label_set_xalign(gp(label), 1)
            gtk_grid_attach(gp(grid), label, 0, at, 1, 1)
            gtk_grid_attach(gp(grid), widget, 1, at, 1, 1)
        }
        gtk_widget_set_hexpand(name, 1)
        gtk_spin_button_set_digits(gp(weight), 1)
        gtk_spin_button_set_value(gp(weight), 75)
        // A blank form adds a paddler (the usual role): a first paddler of an empty team too.
        for (role, check) in zip(Role.allCases, roles) { gtk_check_button_set_active(gp(check), role == .paddler ? 1 : 0) }
        row("Name", name, 0)
        row("Weight (kg)", weight, 1)
        row("Side", side, 2)
        row("Roles", hbox(roles), 3)
        row("Status", hbox([injured, unavailable]), 4)
        gtk_label_set_wrap(gp(message), 1)
        gtk_label_set_xalign(gp(message), 0)
        gtk_grid_attach(gp(grid), message, 0, 5, 2, 1)
        gtk_widget_add_css_class(add, "suggested-action")
        gtk_widget_add_css_class(remove, "destructive-action")
        GSignal.on(add, "clicked") { [unowned self] in addPaddler() }
        GSignal.on(save, "clicked") { [unowned self] in saveSelected() }
        GSignal.on(remove, "clicked") { [unowned self] in askRemove() }
        gtk_grid_attach(gp(grid), hbox([add, save, remove]), 1, 6, 1, 1)
        gtk_box_append(gp(content), grid)
        adw_window_set_content(gp(window), content)
    }

    private func hbox(_ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        for child in children { gtk_box_append(gp(box), child) }
        return box
    }

    /// Lists the team again (after a change), selecting paddler `id` if given.
    private func reload(selecting id: Int?) {
        do { team = try owner.store.roster() } catch { return show("Cannot read the team: \(error)") }
        while let child = gtk_widget_get_first_child(list) { gtk_list_box_remove(gp(list), child) }
        for p in team {
            var line = "\(p.name) · \(Paddler.format(p.weight)) kg · \(p.side == .either ? "either side" : "prefers \(p.side.rawValue)") · \(p.rolesText)"
            if p.status != "fit" { line += " · \(p.status)" }
            let label = gtk_label_new(line)!
            gtk_label_set_xalign(gp(label), 0)
            for set in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
                set(label, 6)
            }
            gtk_list_box_append(gp(list), label)
        }
        selected = nil
        if let id, let index = team.firstIndex(where: { $0.id == id }) {
            gtk_list_box_select_row(gp(list), gtk_list_box_get_row_at_index(gp(list), Int32(index)))
        }
        updateButtons()
        say("team: \(team.count) paddlers")
    }

    private func rowSelected(_ row: UnsafeMutableRawPointer?) {
        guard let row else { selected = nil; return updateButtons() }
        let index = Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self)))
        guard team.indices.contains(index) else { return }
        let p = team[index]
        selected = p.id
        gtk_editable_set_text(gp(name), p.name)
        gtk_spin_button_set_value(gp(weight), p.weight)
        gtk_drop_down_set_selected(gp(side), UInt32([Side.either, .left, .right].firstIndex(of: p.side) ?? 0))
        for (role, check) in zip(Role.allCases, roles) { gtk_check_button_set_active(gp(check), p.roles.contains(role) ? 1 : 0) }
        gtk_check_button_set_active(gp(injured), p.injured ? 1 : 0)
        gtk_check_button_set_active(gp(unavailable), p.unavailable ? 1 : 0)
        updateButtons()
    }

    private func updateButtons() {
        gtk_widget_set_sensitive(save, selected == nil ? 0 : 1)
        gtk_widget_set_sensitive(remove, selected == nil ? 0 : 1)
    }

    /// The form as a draft.
    private var draft: PaddlerDraft {
        let sideIndex = Int(gtk_drop_down_get_selected(gp(side)))
        let chosen = Set(zip(Role.allCases, roles).filter { gtk_check_button_get_active(gp($0.1)) != 0 }.map(\.0))
        return PaddlerDraft(name: String(cString: gtk_editable_get_text(gp(name))),
                            weight: gtk_spin_button_get_value(gp(weight)),
                            side: [Side.either, .left, .right][min(max(sideIndex, 0), 2)], roles: chosen,
                            injured: gtk_check_button_get_active(gp(injured)) != 0,
                            unavailable: gtk_check_button_get_active(gp(unavailable)) != 0)
    }

    private func addPaddler() {
        let draft = self.draft
        do {
            let added = try owner.store.write([draft])
            show("Added \(added.first?.name ?? draft.name): on the bench of every lineup")
            changed(selecting: added.first?.id)
        } catch { show("Not added: \(error)") }
    }

    private func saveSelected() {
        guard let id = selected else { return }
        do {
            let (p, problems) = try owner.store.edit(id, to: draft)
            show(problems.isEmpty ? "Saved \(p.name)" : "Saved \(p.name). Seats to look at: " + problems.joined(separator: "; "))
            changed(selecting: id)
        } catch { show("Not saved: \(error)") }
    }

    /// Remove…: asks first; a paddler seated in a boat needs the coach's choice for the seat.
    private func askRemove() {
        guard let id = selected, let p = team.first(where: { $0.id == id }) else { return }
        let seated = ((try? owner.store.lineups()) ?? []).compactMap { l -> String? in
            guard let seat = l.seat(of: id), seat.isInBoat else { return nil }
            return "\(seat.isInBoat && seat.requiredRole != .paddler ? "the \(seat.label) seat" : seat.label) in \(l.name)"
        }
        let dialog: UnsafeMutablePointer<GtkWidget>
        if seated.isEmpty {
            dialog = owner.messageDialog("Remove \(p.name)?", body: "\(p.name) leaves the team and every bench.",
                                         responses: [("cancel", "Cancel"), ("remove", "Remove")], destructive: "remove")
        } else {
            dialog = owner.messageDialog("Remove \(p.name)?",
                                         body: "\(p.name) sits in \(seated.joined(separator: ", ")). Leave the seat empty, or fill it with the first spare who may sit there?",
                                         responses: [("cancel", "Cancel"), ("empty", "Leave Seat Empty"), ("fill", "Fill From Bench")],
                                         destructive: "empty")
        }
        gtk_window_set_transient_for(gp(dialog), gp(window))
        GSignal.onPointer(dialog, "response", argument: { [unowned self] response in
            guard let response else { return }
            let answer = String(cString: response.assumingMemoryBound(to: CChar.self))
            guard answer != "cancel" else { return }
            do {
                let vacated = try owner.store.remove(id, choice: answer == "fill" ? .firstFromBench : .leaveEmpty)
                let seats = vacated.map { "\($0.seat.label) in \($0.lineup): \($0.filledBy?.name ?? "empty")" }
                show("Removed \(p.name)" + (seats.isEmpty ? "" : ". " + seats.joined(separator: "; ")))
                changed(selecting: nil)
            } catch { show("Not removed: \(error)") }
        })
        gtk_window_present(gp(dialog))
    }

    private func changed(selecting id: Int?) {
        reload(selecting: id)
        owner.reloadPages(showing: owner.page?.controller.live.name ?? owner.names.first ?? "")
    }

    private func show(_ text: String) {
        gtk_label_set_text(gp(message), text)
        say("status: \(text)")
    }
}

extension LineupGTK {
    /// Team…: the team window.
    func openTeam() {
        let dialog = TeamDialog(owner: self)
        teamDialog = dialog
        GSignal.on(dialog.window, "destroy") { [unowned self] in teamDialog = nil }
        dialog.present()
    }
}
