import Testing
import MosaicCore
import MosaicInteraction
@testable import MosaicReplay
import MosaicView

/// The typed builder (`engineScenario`, `ReplayEvent.down(…)` …) builds exactly the script the
/// JSON helper (`engineFlowScript`) parses to, for every event type and option the engine tests use.
@Suite struct EngineScenarioTests {
    @Test func typedEventsEqualTheirJSON() throws {
        let sections = [["A", "B", "C"], ["D"]]
        let json = engineFlowScript(sections: sections, mode: "edit", multiple: true, events: [
            #"{"t": 0, "type": "down", "x": 50, "y": 60}"#,
            #"{"t": 0.1, "type": "down", "x": 5, "y": 6, "pointer": 101, "ctrl": true, "shift": true}"#,
            #"{"t": 0.2, "type": "move", "x": 70, "y": 80.5, "pointer": 101}"#,
            #"{"t": 0.3, "type": "up", "x": 70, "y": 80.5}"#,
            #"{"t": 0.4, "type": "cancel"}"#,
            #"{"t": 0.5, "type": "confirm", "answer": "no"}"#,
            #"{"t": 0.6, "type": "wheel", "dx": 1, "dy": -2, "ctrl": true, "x": 10, "y": 20}"#,
            #"{"t": 0.7, "type": "key", "key": "pageup", "shift": true}"#,
            #"{"t": 0.8, "type": "key", "key": "z", "ctrl": true}"#,
            #"{"t": 0.9, "type": "toggleEdit"}"#,
            #"{"t": 1.0, "type": "hover", "x": 3, "y": 4}"#,
            #"{"t": 1.1, "type": "secondaryClick", "x": 160, "y": 50}"#,
        ])
        let typed = engineScenario(sections: sections, mode: .edit, multiple: true, events: [
            .down(50, 60, at: 0),
            .down(5, 6, at: 0.1, pointer: 101, ctrl: true, shift: true),
            .move(70, 80.5, at: 0.2, pointer: 101),
            .up(70, 80.5, at: 0.3),
            .cancel(at: 0.4),
            .confirm(yes: false, at: 0.5),
            .wheel(dx: 1, dy: -2, at: 0.6, ctrl: true, x: 10, y: 20),
            .key(.pageUp, at: 0.7, shift: true),
            .key(.character("z"), at: 0.8, ctrl: true),
            .toggleEdit(at: 0.9),
            .hover(3, 4, at: 1.0),
            .secondaryClick(160, 50, at: 1.1),
        ])
        #expect(typed == (try ReplayScript.parse(json)))
        #expect(engineScenario(sections: sections, events: []) == (try ReplayScript.parse(engineFlowScript(sections: sections, events: []))))
    }
}
