import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicReplay
@testable import MosaicView

/// The owner's context menu entries (issue 14 #9): `delegate.contextMenuItems` puts them above
/// Delete and "Move to …"; choosing one, by a click or the keyboard, closes the menu, calls
/// `didChooseContextMenuItem` with its identifier and the item's path, and is logged.
@Suite struct EngineContextMenuActionTests {
    /// A harness whose menu starts with Open and a disabled Share, recording the callbacks.
    final class Owner {
        let h: EngineHarness
        var chosen: [String] = []
        var asked: [ItemPath] = []

        init(sections: [[String]] = [engineItemNames(8)]) throws {
            h = try EngineHarness(sections: sections)
            h.view.delegate.contextMenuItems = { [unowned self] path in
                self.asked.append(path)
                return [ContextMenu.Item(title: "Open", identifier: "open"),
                        ContextMenu.Item(title: "Share", identifier: "share", isEnabled: false)]
            }
            h.view.delegate.didChooseContextMenuItem = { [unowned self] identifier, path in
                self.chosen.append("\(identifier) \(path)")
            }
        }

        func rightClick(_ x: Double, _ y: Double, at t: Double) {
            h.at(t) { .secondaryClick(position: Point(x: x, y: y), time: $0) }
        }

        /// Clicks the open menu's row `index` (down at `t`, up 0.05 s later).
        func clickMenuRow(_ index: Int, at t: Double) throws {
            let row = try #require(h.presenter.contextMenu).itemFrame(index)
            h.down(row.midX, row.midY, at: t)
            h.up(row.midX, row.midY, at: t + 0.05)
        }
    }

    @Test func theOwnersEntriesComeFirstAndTheBuiltInsFollow() throws {
        let o = try Owner(sections: [["A", "B", "C", "D"], ["E", "F"]])
        o.rightClick(160, 50, at: 0.1)
        let menu = try #require(o.h.presenter.contextMenu)
        #expect(menu.items.map(\.title) == ["Open", "Share", "Delete", "Move to section 2"])
        #expect(menu.items.map(\.action) == [.custom("open"), .custom("share"), .delete, .moveToSection(1)])
        #expect(menu.items.map(\.isEnabled) == [true, false, true, true])
        #expect(o.asked == [ItemPath(0, 1)], "asked once, about the card under the click")
        #expect(menu.frame.height == 4 * ContextMenu.rowHeight + 2 * ContextMenu.padding)
    }

    @Test func clickingAnOwnersEntryCallsBackClosesAndLogs() throws {
        let o = try Owner()
        o.rightClick(160, 50, at: 0.1)
        try o.clickMenuRow(0, at: 0.2)
        #expect(o.chosen == ["open 0.1"])
        #expect(o.h.presenter.contextMenu == nil)
        #expect(o.h.log == ["menuAction 0.1 open"], "nothing else: no selection, no deletion")
        #expect(o.h.events == [.contextMenuAction("open", ItemPath(0, 1))])
        #expect(o.h.sections == [engineItemNames(8)])
    }

    @Test func theKeyboardChoosesOwnersEntriesAndSkipsDisabledOnes() throws {
        let o = try Owner()
        o.rightClick(270, 160, at: 0.1)   // G, 0.6
        o.h.key(.down, at: 0.2)
        #expect(o.h.presenter.contextMenu?.focusedIndex == 0)
        o.h.key(.enter, at: 0.3)
        #expect(o.chosen == ["open 0.6"])
        #expect(o.h.log == ["menuAction 0.6 open"])
        // Down twice skips the disabled Share: Delete, which asks as before.
        o.rightClick(270, 160, at: 0.4)
        o.h.key(.down, at: 0.5)
        o.h.key(.down, at: 0.6)
        #expect(o.h.presenter.contextMenu?.focusedIndex == 2)
        o.h.key(.space, at: 0.7)
        #expect(o.h.presenter.dialog?.paths == [ItemPath(0, 6)])
        #expect(o.chosen == ["open 0.6"])
    }

    @Test func aDisabledEntryDoesNothingWhenClicked() throws {
        let o = try Owner()
        o.rightClick(50, 50, at: 0.1)
        try o.clickMenuRow(1, at: 0.2)
        #expect(o.chosen.isEmpty)
        #expect(o.h.presenter.contextMenu != nil, "the menu stays open")
        #expect(o.h.log.isEmpty)
    }

    @Test func theReplayFormatsMenuActionsAreTheOwnersEntries() throws {
        let json = engineFlowScript(sections: [engineItemNames(8)], events: [
            #"{"t": 0.1, "type": "secondaryClick", "x": 160, "y": 50}"#,
            #"{"t": 0.2, "type": "key", "key": "down"}"#,
            #"{"t": 0.3, "type": "key", "key": "enter"}"#,
        ]).replacingOccurrences(of: #""allowsSelectionDuringEditing": false}"#,
                                with: #""allowsSelectionDuringEditing": false, "menuActions": ["open", "share"]}"#)
        let script = try ReplayScript.parse(json)
        #expect(script.menuActions == ["open", "share"])
        #expect(try ReplayScript.parse(script.jsonString()) == script)
        #expect(try engineRun(json).log == ["menuAction 0.1 open"])
    }

    @Test func menuActionsMustBeDistinctNonEmptyStrings() {
        for (bad, message) in [(#"[""]"#, #"options.menuActions[0]: "" is empty or repeated"#),
                               (#"["open", "open"]"#, #"options.menuActions[1]: "open" is empty or repeated"#),
                               (#"[1]"#, "options.menuActions[0]")] {
            let json = engineFlowScript(sections: [["A"]], events: [])
                .replacingOccurrences(of: #""allowsSelectionDuringEditing": false}"#,
                                      with: #""allowsSelectionDuringEditing": false, "menuActions": \#(bad)}"#)
            #expect(throws: ReplayError.self) { try ReplayScript.parse(json) }
            do {
                _ = try ReplayScript.parse(json)
            } catch {
                #expect(error.message.hasPrefix(message), "\(error.message)")
            }
        }
    }
}
