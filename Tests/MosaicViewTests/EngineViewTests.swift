import Foundation
import Testing
import MosaicAnimation
import MosaicCore
import MosaicInteraction
@testable import MosaicReplay
@testable import MosaicView

/// Issue 3: edit mode look, pinch, scrolling, momentum, snapshots, absurd input, malformed replays.
@Suite struct EngineViewTests {
    let eight = [engineItemNames(8)]
    let forty = [engineItemNames(40)]   // 10 rows: content height 1090, max offset 490

    // MARK: Edit mode

    @Test func toggleEditEntersEditMode() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .toggleEdit(at: 0.1),
        ]))
        #expect(out.editing == true)
        #expect(out.mode == .edit)
        #expect(out.log == [])
        let back = try engineRun(engineScenario(sections: eight, events: [
            .toggleEdit(at: 0.1),
            .toggleEdit(at: 0.2),
        ]))
        #expect(back.editing == false)
        #expect(back.mode == .browse)
    }

    @Test func everyDisplayedCellShowsTheEditBackgroundIncludingCellsScrolledInLater() throws {
        let h = try EngineHarness(sections: forty)
        #expect(h.display().cells.allSatisfy { !$0.showsEditBackground })
        h.advance(to: 0.1)
        h.view.toggleEdit()
        #expect(h.view.isEditing)
        #expect(h.view.editButtonTitle == "Done")
        let before = h.display().cells
        #expect(!before.isEmpty)
        #expect(before.allSatisfy { $0.showsEditBackground })
        #expect(!before.contains { $0.id == engineItemNames(40)[39] })
        h.wheel(dy: 20, at: 0.2)   // to the end
        #expect(h.view.contentOffset.y == 490)
        let after = h.display().cells
        #expect(after.contains { $0.id == engineItemNames(40)[39] }, "the last item scrolled in")
        #expect(after.allSatisfy { $0.showsEditBackground })
        h.view.toggleEdit()
        #expect(h.display().cells.allSatisfy { !$0.showsEditBackground })
    }

    // MARK: Pinch

    @Test func ctrlWheelPinchChangesFlowSpacing() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .wheel(dy: -1, at: 0, ctrl: true, x: 250, y: 300),
            .wheel(dy: -1, at: 0.05, ctrl: true, x: 250, y: 300),
        ]))
        // One notch up = +2.5 pt (configuration.wheelPinchStep): 10 → 12.5 → 15.
        #expect(out.log == ["spacing 12.5", "spacing 15"])
        #expect(out.layout == .flow(itemWidth: 100, itemHeight: 100, interitemSpacing: 15, lineSpacing: 15,
                                    insets: nil))
        #expect(out.contentOffset == .zero)
    }

    @Test func ctrlWheelDownNarrowsTheSpacing() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .wheel(dy: 1, at: 0, ctrl: true, x: 250, y: 300),
        ]))
        #expect(out.log == ["spacing 7.5"])
        #expect(out.layout == .flow(itemWidth: 100, itemHeight: 100, interitemSpacing: 7.5, lineSpacing: 7.5,
                                    insets: nil))
    }

    @Test func ctrlWheelPinchChangesWaterfallSpacing() throws {
        let json = """
        {"viewport": {"width": 500, "height": 600},
         "layout": {"kind": "waterfall", "columns": 3, "spacing": 10, "heights": [[100, 150, 120, 80, 200, 90]]},
         "sections": [["A", "B", "C", "D", "E", "F"]],
         "mode": "browse",
         "events": [
           {"t": 0, "type": "wheel", "dy": -1, "ctrl": true, "x": 250, "y": 300},
           {"t": 0.05, "type": "wheel", "dy": -1, "ctrl": true, "x": 250, "y": 300}
         ]}
        """
        let out = try engineRun(json)
        #expect(out.log == ["spacing 12.5", "spacing 15"])
        #expect(out.layout == .waterfall(columns: 3, spacing: 15, heights: [[100, 150, 120, 80, 200, 90]], insets: nil))
    }

    @Test func twoPointerPinchChangesSpacing() throws {
        let out = try engineRun(engineScenario(sections: eight, events: [
            .down(200, 300, at: 0),
            .down(300, 300, at: 0.01, pointer: 1),
            .move(310, 300, at: 0.05, pointer: 1),
            .move(320, 300, at: 0.1, pointer: 1),
            .up(320, 300, at: 0.2, pointer: 1),
            .up(200, 300, at: 0.2),
        ]))
        // Span 100 → 110 (scale 1.1: spacing 15) → 120 (scale 1.2: spacing 20).
        #expect(out.log == ["spacing 15", "spacing 20"])
        #expect(out.layout == .flow(itemWidth: 100, itemHeight: 100, interitemSpacing: 20, lineSpacing: 20,
                                    insets: nil))
        #expect(out.selected == [])
    }

    @Test func pinchAnimatesTheCellsToTheNewSpacing() throws {
        let h = try EngineHarness(sections: eight)
        h.wheel(dy: -1, at: 0, ctrl: true)
        h.wheel(dy: -1, at: 0.05, ctrl: true)
        #expect(h.log == ["spacing 12.5", "spacing 15"])
        h.advance(to: 2)
        #expect(engineClose(try #require(h.cell("B")).frame, Rect(x: 115, y: 0, width: 100, height: 100)))
        #expect(engineClose(try #require(h.cell("E")).frame, Rect(x: 0, y: 115, width: 100, height: 100)))
        #expect(engineSettledDisplayProblems(h.view) == [])
    }

    // MARK: Scrolling

    @Test func wheelScrollsTowardTheEndAndClamps() throws {
        let one = try engineRun(engineScenario(sections: forty, events: [
            .wheel(dy: 1, at: 0, x: 250, y: 300),
        ]))
        #expect(one.contentOffset == Point(x: 0, y: 40))
        let far = try engineRun(engineScenario(sections: forty, events: [
            .wheel(dy: 1, at: 0, x: 250, y: 300),
            .wheel(dy: 100, at: 0.1, x: 250, y: 300),
        ]))
        #expect(far.contentOffset == Point(x: 0, y: 490), "clamped to content (1090) − viewport (600)")
        let back = try engineRun(engineScenario(sections: forty, events: [
            .wheel(dy: -3, at: 0, x: 250, y: 300),
        ]))
        #expect(back.contentOffset == .zero)
        let small = try engineRun(engineScenario(sections: eight, events: [
            .wheel(dy: 5, at: 0, x: 250, y: 300),
        ]))
        #expect(small.contentOffset == .zero, "content smaller than the viewport does not scroll")
        #expect(far.log == [])
    }

    @Test func panOnContentScrolls() throws {
        let out = try engineRun(engineScenario(sections: forty, events: [
            .down(250, 400, at: 0),
            .move(250, 350, at: 0.1),
            .move(250, 300, at: 0.2),
            .move(250, 250, at: 0.3),
            .up(250, 250, at: 0.8),
        ]))
        #expect(out.log == [])
        #expect(out.contentOffset.y >= 150)
        #expect(out.contentOffset.y <= 490)
    }

    @Test func panFollowsTheFingerExactly() throws {
        let h = try EngineHarness(sections: forty)
        h.down(250, 400, at: 0)
        h.move(250, 350, at: 0.1)
        #expect(h.view.contentOffset.y == 50)
        h.move(250, 280, at: 0.2)
        #expect(h.view.contentOffset.y == 120)
        h.move(250, 330, at: 0.3)
        #expect(h.view.contentOffset.y == 70)
    }

    @Test func flingKeepsScrollingThenStops() throws {
        let h = try EngineHarness(sections: [engineItemNames(200)])   // 50 rows: max offset 4890
        h.down(250, 550, at: 1)
        h.move(250, 500, at: 1 + 1.0 / 60)
        h.move(250, 450, at: 1 + 2.0 / 60)
        h.move(250, 400, at: 1 + 3.0 / 60)
        h.up(250, 400, at: 1 + 3.0 / 60)
        let released = h.view.contentOffset.y
        #expect(released == 150)
        h.advance(to: 1.2)
        let later = h.view.contentOffset.y
        #expect(later > released + 50, "momentum continues after the release (\(released) → \(later))")
        h.advance(to: 1.5)
        #expect(h.view.contentOffset.y > later)
        h.advance(to: 8)
        let stopped = h.view.contentOffset.y
        h.advance(to: 9)
        #expect(h.view.contentOffset.y == stopped, "momentum stops")
        #expect(stopped < 4890)
        #expect(!h.view.needsAnimationFrames)
        #expect(h.log == [])
    }

    @Test func aNewTouchStopsMomentum() throws {
        let h = try EngineHarness(sections: [engineItemNames(200)])
        h.down(250, 550, at: 1)
        h.move(250, 500, at: 1 + 1.0 / 60)
        h.move(250, 450, at: 1 + 2.0 / 60)
        h.move(250, 400, at: 1 + 3.0 / 60)
        h.up(250, 400, at: 1 + 3.0 / 60)
        h.advance(to: 1.2)
        h.down(250, 300, at: 1.2)
        let caught = h.view.contentOffset.y
        h.advance(to: 1.5)
        #expect(h.view.contentOffset.y == caught)
    }

    // MARK: Snapshots

    @Test func applyUpdatesTheModelAndSettlesToTheLayout() throws {
        let h = try EngineHarness(sections: [engineItemNames(8), ["X1", "X2"]])
        h.advance(to: 0.5)
        let new = try SectionedSnapshot<Int, String>(sections: [(0, ["B", "A", "N", "D", "F", "G", "H", "X2"]),
                                                                (1, ["M", "X1"])])
        let changes = h.view.apply(new)
        #expect(h.view.snapshot == new)
        #expect(!changes.deletions.isEmpty)
        #expect(h.view.layout.itemCounts == [8, 2])
        h.advance(to: 0.6)
        // A moves from (0, 0) to (110, 0): mid-animation it is in between.
        let a = try #require(h.cell("A")).frame
        #expect(a.minX > 0 && a.minX < 110, "A mid-animation: \(a)")
        h.advance(to: 3)
        #expect(h.cell("A")?.frame == Rect(x: 110, y: 0, width: 100, height: 100))
        #expect(h.cell("X1")?.frame == Rect(x: 110, y: 210, width: 100, height: 100))
        #expect(engineSettledDisplayProblems(h.view) == [])
        #expect(h.display().cells.map(\.id).sorted() == ["A", "B", "D", "F", "G", "H", "M", "N", "X1", "X2"])
    }

    @Test func applyDuringADragKeepsItLifted() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.down(50, 50, at: 0)
        h.move(380, 50, at: 0.8)
        #expect(h.view.dragInProgress)
        // A lifted over D's slot (B C D A …); D goes, H comes to the front: the placeholder
        // stays after C, its nearest surviving predecessor.
        let new = try SectionedSnapshot<Int, String>(sections: [(0, ["H", "A", "B", "C"])])
        h.view.apply(new)
        #expect(h.view.dragInProgress)
        #expect(h.view.snapshot == new)
        #expect(h.log == ["canMove 0.0"])
        h.up(380, 50, at: 1)
        #expect(h.sections == [["H", "B", "C", "A"]], "the latest snapshot plus the user's move")
        #expect(h.log == ["canMove 0.0", "move 0.1 -> 0.3", "announce Moved A to position 4"])
        h.advance(to: 4)
        #expect(engineSettledDisplayProblems(h.view) == [])
    }

    @Test func applyWithoutAnimationIsImmediate() throws {
        let h = try EngineHarness(sections: eight)
        let new = try SectionedSnapshot<Int, String>(sections: [(0, ["H", "G", "F", "E", "D", "C", "B", "A"])])
        h.view.apply(new, animated: false)
        #expect(h.sections == [["H", "G", "F", "E", "D", "C", "B", "A"]])
        #expect(engineSettledDisplayProblems(h.view) == [])
    }

    @Test func applyKeepsSelectionByIdentityAndDropsDeletedItems() throws {
        let h = try EngineHarness(sections: eight) { $0.allowsMultipleSelection = true }
        h.down(160, 50, at: 0); h.up(160, 50, at: 0.05)     // B
        h.down(270, 50, at: 0.5); h.up(270, 50, at: 0.55)   // C
        #expect(h.view.selectedPaths == [ItemPath(0, 1), ItemPath(0, 2)])
        h.view.apply(try SectionedSnapshot<Int, String>(sections: [(0, ["C", "A", "D"])]))
        #expect(h.view.selectedPaths == [ItemPath(0, 0)])
    }

    // MARK: Absurd input

    private func freshHarness() throws -> EngineHarness {
        let h = try EngineHarness(sections: eight)
        h.advance(to: 1)
        return h
    }

    /// After absurd input the view still works: a tap on B selects it.
    private func expectStillWorks(_ h: EngineHarness, at t: Double) {
        h.clearLog()
        h.down(160, 50, at: t)
        h.up(160, 50, at: t + 0.05)
        #expect(h.log == ["didSelect 0.1"])
        #expect(h.sections == eight)
    }

    @Test func nanCoordinatesAreIgnoredAndCounted() throws {
        let h = try freshHarness()
        h.at(1.1) { .pointerDown(id: 0, position: Point(x: .nan, y: 50), time: $0) }
        h.at(1.2) { .pointerMoved(id: 0, position: Point(x: 50, y: .infinity), time: $0) }
        h.at(1.3) { .wheel(delta: Point(x: 0, y: .nan), position: Point(x: 0, y: 0), modifiers: [], time: $0) }
        h.at(1.3) { _ in .pointerDown(id: 0, position: Point(x: 50, y: 50), time: .nan) }
        #expect(h.view.ignoredEventCount == 4)
        #expect(h.log == [])
        #expect(h.view.contentOffset == .zero)
        expectStillWorks(h, at: 2)
    }

    @Test func hugeValuesAreIgnoredAndCounted() throws {
        let h = try freshHarness()
        h.at(1.1) { .pointerDown(id: 0, position: Point(x: 1e12, y: 50), time: $0) }
        h.at(1.2) { .wheel(delta: Point(x: 0, y: 1e300), position: Point(x: 0, y: 0), modifiers: [], time: $0) }
        h.at(1.3) { .wheel(delta: Point(x: 0, y: -1e300), position: Point(x: 0, y: 0), modifiers: .ctrl, time: $0) }
        h.view.handle(.key(.space, modifiers: [], time: 1e300))
        #expect(h.view.ignoredEventCount == 4)
        #expect(h.view.contentOffset == .zero)
        #expect(h.view.layout.spacing == 10)
        expectStillWorks(h, at: 2)
    }

    @Test func anUpWithoutADownIsIgnoredAndCounted() throws {
        let h = try freshHarness()
        h.up(160, 50, at: 1.1)
        #expect(h.view.ignoredEventCount == 1, "a pointerUp for a pointer that is not down is absurd input")
        #expect(h.log == [])
        expectStillWorks(h, at: 2)
    }

    @Test func aMoveForAnUnknownPointerIsIgnoredAndCounted() throws {
        let h = try freshHarness()
        h.move(160, 50, at: 1.1, pointer: 7)
        #expect(h.view.ignoredEventCount == 1, "a pointerMoved for a pointer that is not down is absurd input")
        #expect(h.log == [])
        expectStillWorks(h, at: 2)
    }

    @Test func outOfOrderTimesAreIgnoredAndCounted() throws {
        let h = try freshHarness()
        h.down(160, 50, at: 1.5)
        h.view.handle(.pointerUp(id: 0, position: Point(x: 160, y: 50), time: 1.2))   // earlier than the down
        h.view.handle(.key(.right, modifiers: [], time: 1.0))
        #expect(h.view.ignoredEventCount == 2)
        h.up(160, 50, at: 1.55)
        #expect(h.log == ["didSelect 0.1"])
    }

    @Test func absurdInputDuringADragChangesNothing() throws {
        let h = try EngineHarness(sections: eight, mode: .edit)
        h.down(50, 50, at: 0)
        h.advance(to: 0.6)
        #expect(h.view.dragInProgress)
        h.move(55, 50, at: 0.7)
        h.at(0.75) { .pointerMoved(id: 0, position: Point(x: .nan, y: .nan), time: $0) }
        h.at(0.8) { .pointerMoved(id: 0, position: Point(x: -1e20, y: 5), time: $0) }
        h.view.handle(.pointerUp(id: 0, position: Point(x: 380, y: 50), time: 0.65))   // before the move at 0.7
        #expect(h.view.ignoredEventCount == 3)
        #expect(h.view.dragInProgress)
        h.up(50, 50, at: 1)
        #expect(h.sections == eight)
        #expect(h.log == ["canMove 0.0", "cancelMove", "announce Dropped A at position 1; nothing moved"])
    }

    // MARK: Malformed replay files

    @Test func decreasingTimeIsAReplayError() {
        let json = engineFlowScript(sections: eight, events: [
            #"{"t": 1, "type": "down", "x": 50, "y": 50}"#,
            #"{"t": 0.5, "type": "up", "x": 50, "y": 50}"#,
        ])
        do {
            _ = try ReplayScript.parse(json)
            Issue.record("a decreasing t must be rejected")
        } catch {
            #expect(error.message.hasPrefix("events[1].t: "))
            #expect(error.message.contains("earlier than events[0].t"))
        }
    }

    @Test func unknownEventTypeIsAReplayError() {
        let json = engineFlowScript(sections: eight, events: [
            #"{"t": 0, "type": "teleport", "x": 50, "y": 50}"#,
        ])
        do {
            _ = try ReplayScript.parse(json)
            Issue.record("an unknown event type must be rejected")
        } catch {
            #expect(error.message.hasPrefix("events[0].type: "))
            #expect(error.message.contains("teleport"))
        }
    }

    /// The built `mosaic` binary next to the test bundle, when there is one.
    static var mosaicBinary: URL? {
        var candidates: [URL] = []
        if let exe = Bundle.main.executableURL { candidates.append(exe.deletingLastPathComponent()) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for dir in candidates {
            let url = dir.appendingPathComponent("mosaic")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    @Test(.enabled(if: EngineViewTests.mosaicBinary != nil, "the mosaic binary is not built next to the tests"))
    func malformedReplayFileExitsWithCode2() throws {
        let binary = try #require(Self.mosaicBinary)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("engine-tests-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }

        func run(_ json: String) throws -> (Int32, String, String) {
            let file = dir.appendingPathComponent("script-\(UInt32.random(in: 0...UInt32.max)).json")
            try json.write(to: file, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = binary
            process.arguments = ["replay", file.path]
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, stdout, stderr)
        }

        let (badStatus, badOut, badErr) = try run(engineFlowScript(sections: eight, events: [
            #"{"t": 1, "type": "down", "x": 50, "y": 50}"#,
            #"{"t": 0.5, "type": "up", "x": 50, "y": 50}"#,
        ]))
        #expect(badStatus == 2)
        #expect(badOut.isEmpty)
        #expect(badErr.contains("events[1].t"))

        let (okStatus, okOut, _) = try run(engineFlowScript(sections: eight, events: [
            #"{"t": 0, "type": "down", "x": 160, "y": 50}"#,
            #"{"t": 0.05, "type": "up", "x": 160, "y": 50}"#,
        ]))
        #expect(okStatus == 0)
        #expect(okOut.contains(#""log": ["didSelect 0.1"]"#))
    }
}
