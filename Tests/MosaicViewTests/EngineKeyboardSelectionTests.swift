import Testing
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicView

/// Issue 22 #6 (engine): the keyboard like a GTK list or a file manager — Delete acts on the
/// selection, shift extends it, ctrl toggles, ctrl+a selects all, Escape and a click on empty
/// space deselect, Tab hands the focus to the app, the focused item is always ringed.
@Suite struct EngineKeyboardSelectionTests {
    let eight = [engineItemNames(8)]

    func click(_ h: EngineHarness, _ x: Double, _ y: Double, at t: Double, _ modifiers: Modifiers = []) {
        h.at(t) { .pointerDown(id: 0, position: Point(x: x, y: y), modifiers: modifiers, time: $0) }
        h.up(x, y, at: t + 0.05)
    }

    /// Ids of the cells drawn with the focus ring.
    func ringed(_ h: EngineHarness) -> [String] { h.display().cells.filter(\.isFocused).map(\.id) }

    // MARK: Delete acts on the selection

    @Test func deleteAsksAboutTheSelectedItemNotTheFocusedOne() throws {
        // The report: with C selected and the focus moved on to E, Delete asked about E.
        let h = try EngineHarness(sections: eight)
        click(h, 270, 50, at: 0)          // C: selected and focused
        h.key(.right, at: 0.2)
        h.key(.down, at: 0.3)             // focus on H, C still selected
        #expect(h.view.focusedPath == ItemPath(0, 7))
        h.clearLog()
        h.key(.delete, at: 0.4)
        #expect(h.presenter.dialog?.paths == [ItemPath(0, 2)])
        #expect(h.log == ["confirmDelete 0.2"])
        h.key(.character("y"), at: 0.5)
        #expect(h.sections == [["A", "B", "D", "E", "F", "G", "H"]])
    }

    @Test func deleteAsksOnceAboutEverySelectedItemNamingTheCount() throws {
        let h = try EngineHarness(sections: eight) { $0.deletionConfirmation = .deleteNamedContact }
        click(h, 50, 50, at: 0)
        h.key(.right, at: 0.2, .shift)
        h.key(.right, at: 0.3, .shift)    // A…C selected
        h.clearLog()
        h.key(.delete, at: 0.4)
        #expect(h.presenter.dialog?.title == "Delete 3 contacts?")
        #expect(h.log == ["confirmDelete 0.0", "confirmDelete 0.1", "confirmDelete 0.2"])
        h.key(.character("y"), at: 0.5)
        #expect(h.sections == [["D", "E", "F", "G", "H"]])
        #expect(h.log.last == "announce Deleted 3 contacts")
    }

    @Test func deleteWithNothingSelectedAsksAboutTheFocusedItem() throws {
        let h = try EngineHarness(sections: eight)
        h.key(.right, at: 0.1)
        h.key(.right, at: 0.2)
        h.key(.delete, at: 0.3)
        #expect(h.presenter.dialog?.paths == [ItemPath(0, 1)])
    }

    @Test func afterDeletingTheFocusedItemTheNextOneIsFocused() throws {
        let h = try EngineHarness(sections: eight)
        click(h, 270, 50, at: 0)          // C
        h.key(.delete, at: 0.2)
        h.key(.character("y"), at: 0.3)
        #expect(h.view.focusedPath == ItemPath(0, 2))
        #expect(ringed(h) == ["D"], "the keyboard keeps its place: D took C's slot")
    }

    // MARK: Extending and toggling

    @Test func shiftArrowExtendsTheSelectionFromTheAnchor() throws {
        let h = try EngineHarness(sections: eight)
        click(h, 160, 50, at: 0)                       // B
        h.clearLog()
        h.key(.right, at: 0.2, .shift)                 // B…C
        #expect(h.view.selectedItems == ["B", "C"])
        h.key(.down, at: 0.3, .shift)                  // B…G
        #expect(h.view.selectedItems == ["B", "C", "D", "E", "F", "G"])
        h.key(.up, at: 0.4, .shift)                    // back to B…C
        #expect(h.view.selectedItems == ["B", "C"])
        h.key(.left, at: 0.5, .shift)
        h.key(.left, at: 0.6, .shift)                  // A…B: the range flips around the anchor
        #expect(h.view.selectedItems == ["A", "B"])
        #expect(h.view.focusedPath == ItemPath(0, 0))
        #expect(Array(h.log.prefix(2)) == ["didSelect 0.2", "didSelect 0.3"])
        #expect(h.log.contains("didDeselect 0.6"))
    }

    @Test func shiftArrowWithNoSelectionStartsFromTheFocusedItem() throws {
        let h = try EngineHarness(sections: eight)
        h.key(.right, at: 0.1)                         // focus A
        h.key(.right, at: 0.2)                         // focus B
        h.key(.right, at: 0.3, .shift)
        #expect(h.view.selectedItems == ["B", "C"])
    }

    @Test func shiftEndSelectsToTheLastItem() throws {
        let h = try EngineHarness(sections: [["A", "B", "C"], ["D", "E"]])
        click(h, 160, 50, at: 0)                       // B
        h.key(.end, at: 0.2, .shift)
        #expect(h.view.selectedItems == ["B", "C", "D", "E"], "across sections, in reading order")
        h.key(.home, at: 0.3, .shift)
        #expect(h.view.selectedItems == ["A", "B"])
    }

    @Test func shiftClickWithoutAnAnchorStartsFromTheFocusedItem() throws {
        let h = try EngineHarness(sections: eight)
        h.key(.right, at: 0.1)
        h.key(.right, at: 0.2)                         // focus B, nothing selected
        click(h, 380, 50, at: 0.3, .shift)             // D
        #expect(h.view.selectedItems == ["B", "C", "D"])
        #expect(h.view.focusedPath == ItemPath(0, 3), "the focus follows the click")
    }

    @Test func ctrlClickTogglesAndMovesTheFocus() throws {
        let h = try EngineHarness(sections: eight)
        click(h, 50, 50, at: 0)
        click(h, 270, 50, at: 0.2, .ctrl)
        #expect(h.view.selectedItems == ["A", "C"])
        #expect(ringed(h) == ["C"])
        click(h, 50, 50, at: 0.4, .ctrl)
        #expect(h.view.selectedItems == ["C"])
        #expect(ringed(h) == ["A"])
    }

    @Test func ctrlASelectsAll() throws {
        let h = try EngineHarness(sections: [["A", "B"], ["C"]])
        click(h, 160, 50, at: 0)                       // B
        h.clearLog()
        h.key(.character("a"), at: 0.2, .ctrl)
        #expect(h.view.selectedItems == ["A", "B", "C"])
        #expect(h.log == ["didSelect 0.0", "didSelect 1.0"], "only the newly selected are told")
        h.key(.delete, at: 0.3)
        #expect(h.presenter.dialog?.paths == [ItemPath(0, 0), ItemPath(0, 1), ItemPath(1, 0)])
    }

    // MARK: Deselecting

    @Test func escapeDeselects() throws {
        let h = try EngineHarness(sections: eight)
        click(h, 50, 50, at: 0)
        h.key(.character("a"), at: 0.1, .ctrl)
        h.clearLog()
        h.key(.escape, at: 0.2)
        #expect(h.view.selectedItems == [])
        #expect(h.log.count == 8 && h.log.allSatisfy { $0.hasPrefix("didDeselect ") })
    }

    @Test func escapeCancelsADragFirstAndKeepsTheSelection() throws {
        let h = try EngineHarness(sections: eight, mode: .edit,
                                  configure: { $0.allowsSelectionDuringEditing = true })
        h.view.selectItem(at: ItemPath(0, 5))
        h.key(.right, at: 0.1)
        h.key(.space, at: 0.2)                         // lift A
        h.key(.right, at: 0.3)
        h.key(.escape, at: 0.4)
        #expect(!h.view.dragInProgress)
        #expect(h.view.selectedItems == ["F"], "the first Escape only cancels the drag")
        h.key(.escape, at: 0.5)
        #expect(h.view.selectedItems == [])
    }

    @Test func escapeClosesTheDialogFirst() throws {
        let h = try EngineHarness(sections: eight)
        click(h, 50, 50, at: 0)
        h.key(.delete, at: 0.1)
        h.key(.escape, at: 0.2)
        #expect(h.presenter.dialog == nil)
        #expect(h.view.selectedItems == ["A"])
        #expect(h.sections == eight)
    }

    @Test func aClickOnEmptySpaceDeselects() throws {
        let h = try EngineHarness(sections: eight)
        click(h, 50, 50, at: 0)
        click(h, 270, 50, at: 0.2, .ctrl)
        h.clearLog()
        click(h, 450, 300, at: 0.4)                     // below the last row
        #expect(h.view.selectedItems == [])
        #expect(h.log == ["didDeselect 0.0", "didDeselect 0.2"])
        click(h, 50, 50, at: 0.6)
        click(h, 450, 300, at: 0.8, .ctrl)             // with ctrl: nothing (as in a file manager)
        #expect(h.view.selectedItems == ["A"])
    }

    // MARK: Tab and the focus ring

    @Test func tabHandsTheFocusToTheApp() throws {
        let h = try EngineHarness(sections: eight)
        var left: [Bool] = []
        h.view.delegate.focusLeaves = { left.append($0) }
        h.key(.right, at: 0.1)
        #expect(ringed(h) == ["A"])
        h.key(.tab, at: 0.2)
        #expect(left == [true])
        #expect(h.log == ["focusLeaves forward"])
        #expect(!h.view.hasKeyboardFocus)
        #expect(ringed(h) == [], "no ring while the app's controls have the focus")
        h.key(.tab, at: 0.3, .shift)
        #expect(left == [true, false])
        #expect(h.log.last == "focusLeaves backward")
        h.view.hasKeyboardFocus = true                 // the app gives it back
        #expect(ringed(h) == ["A"])
    }

    @Test func tabInTheDialogOrMenuStaysThere() throws {
        let h = try EngineHarness(sections: eight)
        var left = 0
        h.view.delegate.focusLeaves = { _ in left += 1 }
        h.key(.right, at: 0.1)
        h.key(.delete, at: 0.2)
        h.key(.tab, at: 0.3)                            // switches the dialog's buttons
        #expect(h.presenter.dialog?.focusedButton == .destructive)
        h.key(.escape, at: 0.4)
        h.at(0.5) { .secondaryClick(position: Point(x: 50, y: 50), time: $0) }
        h.key(.tab, at: 0.6)                            // moves over the menu's entries
        #expect(h.presenter.contextMenu?.focusedIndex == 0)
        #expect(left == 0)
    }

    @Test func gettingTheFocusBackWithNothingFocusedRingsTheSelection() throws {
        let h = try EngineHarness(sections: eight)
        h.view.selectItem(at: ItemPath(0, 4))
        h.key(.tab, at: 0.1)
        #expect(h.view.focusedPath == nil)
        h.view.hasKeyboardFocus = true
        #expect(ringed(h) == ["E"])
        let empty = try EngineHarness(sections: eight)
        empty.view.hasKeyboardFocus = false
        empty.view.hasKeyboardFocus = true
        #expect(ringed(empty) == ["A"], "nothing selected: the first visible item")
    }

    @Test func aClickInTheViewTakesTheFocusBack() throws {
        let h = try EngineHarness(sections: eight)
        h.key(.right, at: 0.1)
        h.key(.tab, at: 0.2)
        click(h, 160, 50, at: 0.3)
        #expect(h.view.hasKeyboardFocus)
        #expect(ringed(h) == ["B"])
    }

    @Test func aReplayTraceExpressesTheKeys() throws {
        // shift, ctrl and Tab go through the replay format as they are (no new event kind).
        let out = try engineRun(engineScenario(sections: eight, events: [
            .key(.right, at: 0.1),
            .key(.right, at: 0.2, shift: true),
            .key(.down, at: 0.3, shift: true),
            .key(.escape, at: 0.4),
            .key(.character("a"), at: 0.5, ctrl: true),
            .key(.tab, at: 0.6, shift: true),
        ]))
        #expect(out.log == ["didSelect 0.0", "didSelect 0.1",
                            "didSelect 0.2", "didSelect 0.3", "didSelect 0.4", "didSelect 0.5",
                            "didDeselect 0.0", "didDeselect 0.1", "didDeselect 0.2", "didDeselect 0.3",
                            "didDeselect 0.4", "didDeselect 0.5",
                            "didSelect 0.0", "didSelect 0.1", "didSelect 0.2", "didSelect 0.3", "didSelect 0.4",
                            "didSelect 0.5", "didSelect 0.6", "didSelect 0.7",
                            "focusLeaves backward"])
        #expect(out.selected.count == 8)
    }

    /// Seeded: after any sequence of clicks (plain, ctrl, shift), arrows (plain and shift),
    /// Home/End, Space, ctrl+a, Escape and Tab, a focused item is drawn ringed exactly when the
    /// view has the keyboard focus, the selection holds only model items without repeats, and
    /// the delegate's select/deselect reports add up to the selection.
    @Test func theFocusRingAndTheSelectionStayTrue() throws {
        let base: UInt64 = 0x6E_0000
        for i in 0..<40 {
            let seed = base + UInt64(i)
            var rng = EngineSplitMix64(seed: seed)
            let context = "seed 0x\(String(seed, radix: 16))"
            let h = try EngineHarness(sections: [engineItemNames(7), engineItemNames(6, from: 7)])
            var reported = Set<String>()
            h.view.delegate.didSelectItem = { p in reported.insert(h.view.snapshot[p] ?? "?") }
            h.view.delegate.didDeselectItem = { p in reported.remove(h.view.snapshot[p] ?? "?") }
            var t = 0.0
            for step in 0..<60 {
                t += 0.7
                let mods: Modifiers = [[], [], .shift, .ctrl][Int.random(in: 0..<4, using: &rng)]
                switch Int.random(in: 0..<8, using: &rng) {
                case 0, 1:
                    click(h, Double.random(in: 0...480, using: &rng), Double.random(in: 0...400, using: &rng), at: t, mods)
                case 2, 3:
                    h.key([Key.left, .right, .up, .down][Int.random(in: 0..<4, using: &rng)], at: t, mods.subtracting(.ctrl))
                case 4: h.key([Key.home, .end][Int.random(in: 0..<2, using: &rng)], at: t, mods.subtracting(.ctrl))
                case 5: h.key(.space, at: t)
                case 6: h.key([Key.escape, .tab][Int.random(in: 0..<2, using: &rng)], at: t, mods.subtracting(.ctrl))
                default: h.key(.character("a"), at: t, .ctrl)
                }
                let ring = ringed(h)
                if h.view.hasKeyboardFocus, let f = h.view.focusedPath {
                    #expect(ring == [h.view.snapshot[f]!], "\(context) step \(step): the focused item is ringed")
                } else {
                    #expect(ring == [], "\(context) step \(step): no ring without the keyboard focus")
                }
                let selected = h.view.selectedItems
                #expect(Set(selected).count == selected.count, "\(context) step \(step): no item selected twice")
                #expect(selected.allSatisfy { h.view.snapshot.contains($0) }, "\(context) step \(step)")
                #expect(reported == Set(selected), "\(context) step \(step): the delegate was told every change")
            }
        }
    }
}
