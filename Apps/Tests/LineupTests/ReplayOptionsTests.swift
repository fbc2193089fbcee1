import MosaicReplay
import Testing

/// The exchange delegate's rules through the replay format's options: `immovable`,
/// `undisplaceable`, `catchRect` (issue 10).
@Suite struct ReplayOptionsTests {
    /// A 4 + 1 flow of 100-point items: A (0…100), B (110…210), C (220…320), D; E below.
    func script(mode: String, options: String, events: String) -> String {
        """
        {"viewport": {"width": 500, "height": 600},
         "layout": {"kind": "flow", "itemWidth": 100, "itemHeight": 100, "interitemSpacing": 10, "lineSpacing": 10},
         "sections": [["A", "B", "C", "D"], ["E"]], "mode": "\(mode)", "options": {\(options)},
         "events": [\(events)]}
        """
    }

    /// An exchange drag: press at (x, 50), hold, move over B's centre, release there.
    func exchangeDrag(fromX x: Double = 50, toX: Double = 160) -> String {
        """
        {"t": 0, "type": "down", "x": \(x), "y": 50}, {"t": 0.3, "type": "move", "x": \(toX), "y": 50},
        {"t": 0.5, "type": "up", "x": \(toX), "y": 50}
        """
    }

    func run(_ json: String) throws -> ReplayOutput { try ReplayRunner.run(try ReplayScript.parse(json)) }

    @Test func withoutOptionsTheDragExchanges() throws {
        let out = try run(script(mode: "exchange", options: "", events: exchangeDrag()))
        #expect(out.sections == [["B", "A", "C", "D"], ["E"]])
        #expect(out.log.contains("canBegin 0.0") && out.log.contains("canDisplace 0.1 from 0.0"))
        #expect(out.log.contains("didFinishExchangeTransaction 0.1 0.0"))
    }

    @Test func immovableItemsCannotBeCaughtOrLifted() throws {
        let out = try run(script(mode: "exchange", options: #""immovable": ["A"]"#, events: exchangeDrag()))
        #expect(out.sections == [["A", "B", "C", "D"], ["E"]])
        #expect(out.log.contains("canBegin 0.0"))
        #expect(!out.log.contains { $0.hasPrefix("didExchange") || $0.hasPrefix("canDisplace") })
        // B is not immovable: it can still be caught and dragged onto A.
        let other = try run(script(mode: "exchange", options: #""immovable": ["A"]"#, events: exchangeDrag(fromX: 160, toX: 50)))
        #expect(other.sections == [["B", "A", "C", "D"], ["E"]])
        // Edit mode: the data source answers canMoveItemAt no (still logged).
        let lift = """
            {"t": 0, "type": "down", "x": 50, "y": 50}, {"t": 0.7, "type": "move", "x": 120, "y": 55},
            {"t": 0.9, "type": "move", "x": 270, "y": 50}, {"t": 1.1, "type": "up", "x": 270, "y": 50}
            """
        let edit = try run(script(mode: "edit", options: #""immovable": ["A"]"#, events: lift))
        #expect(edit.log.contains("canMove 0.0"))
        #expect(!edit.log.contains { $0.hasPrefix("move ") })
        #expect(edit.sections == [["A", "B", "C", "D"], ["E"]])
        let free = try run(script(mode: "edit", options: "", events: lift))
        #expect(free.sections != [["A", "B", "C", "D"], ["E"]])
    }

    @Test func undisplaceableItemsStay() throws {
        let out = try run(script(mode: "exchange", options: #""undisplaceable": ["B"]"#, events: exchangeDrag()))
        #expect(out.sections == [["A", "B", "C", "D"], ["E"]])
        #expect(out.log.contains("canDisplace 0.1 from 0.0"))
        #expect(!out.log.contains { $0.hasPrefix("didExchange") })
        #expect(out.log.contains("didFinishExchangeTransaction 0.0 0.0"))
        // Another item is displaced as usual; B may itself be dragged.
        let c = try run(script(mode: "exchange", options: #""undisplaceable": ["B"]"#, events: exchangeDrag(toX: 270)))
        #expect(c.sections == [["C", "B", "A", "D"], ["E"]])
        let b = try run(script(mode: "exchange", options: #""undisplaceable": ["B"]"#, events: exchangeDrag(fromX: 160, toX: 50)))
        #expect(b.sections == [["B", "A", "C", "D"], ["E"]])
    }

    @Test func onlyTheCatchRectangleCatches() throws {
        let options = #""catchRect": {"x": 0, "y": 0, "width": 20, "height": 100}"#
        let outside = try run(script(mode: "exchange", options: options, events: exchangeDrag(fromX: 50)))
        #expect(outside.sections == [["A", "B", "C", "D"], ["E"]])
        #expect(!outside.log.contains("canBegin 0.0"))
        let inside = try run(script(mode: "exchange", options: options, events: exchangeDrag(fromX: 10)))
        #expect(inside.sections == [["B", "A", "C", "D"], ["E"]])
    }

    @Test func optionsAreValidated() {
        func message(_ options: String) -> String? {
            do { _ = try ReplayScript.parse(script(mode: "exchange", options: options, events: "")); return nil } catch {
                return error.message
            }
        }
        #expect(message(#""immovables": ["A"]"#) == #"options: unknown field "immovables""#)
        #expect(message(#""immovable": ["Z"]"#) == #"options.immovable[0]: "Z" is not an item of sections; expected an item identity"#)
        #expect(message(#""undisplaceable": "B""#)?.hasPrefix("options.undisplaceable: expected an array of item identities") == true)
        #expect(message(#""catchRect": {"x": 0, "y": 0, "width": 0, "height": 10}"#)?.hasPrefix("options.catchRect.width") == true)
        #expect(message(#""catchRect": {"x": 0, "y": 0, "width": 5, "height": 10, "z": 1}"#) == #"options.catchRect: unknown field "z""#)
        #expect(message(#""catchRect": {"x": 0, "y": 0, "width": 5}"#)?.hasPrefix("options.catchRect.height: missing required field") == true)
    }

    @Test func optionsRoundTrip() throws {
        let options = #""immovable": ["A", "E"], "undisplaceable": ["B"], "catchRect": {"x": 1.5, "y": 0, "width": 20, "height": 100}"#
        let parsed = try ReplayScript.parse(script(mode: "exchange", options: options, events: exchangeDrag()))
        #expect(parsed.immovable == ["A", "E"] && parsed.undisplaceable == ["B"])
        #expect(try ReplayScript.parse(parsed.jsonString()) == parsed)
    }
}
