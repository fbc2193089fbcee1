import CGTK
import Foundation
import MosaicCore
import MosaicInteraction
import Testing
@testable import MosaicGTK

@Suite struct GTKInputTranslatorTests {
    private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    @Test func leftButtonIsPointerZeroWithModifiersAndMotionBetween() {
        var t = GTKInputTranslator()
        let ctrl = GDK_CONTROL_MASK.rawValue, shift = GDK_SHIFT_MASK.rawValue
        #expect(t.translate(GTKRawEvent(.motion, at: p(5, 6), time: 1)) == [.hover(position: p(5, 6), time: 1)])
        #expect(t.translate(GTKRawEvent(.buttonPress(button: 1), at: p(10, 20), modifierState: ctrl | shift, time: 2))
            == [.pointerDown(id: 0, position: p(10, 20), modifiers: [.ctrl, .shift], time: 2)])
        #expect(t.leftButtonDown)
        #expect(t.translate(GTKRawEvent(.motion, at: p(30, 40), time: 3)) == [.pointerMoved(id: 0, position: p(30, 40), time: 3)])
        // Outside the widget (GTK's implicit grab): kept, not clamped.
        #expect(t.translate(GTKRawEvent(.motion, at: p(-50, 900), time: 4)) == [.pointerMoved(id: 0, position: p(-50, 900), time: 4)])
        #expect(t.translate(GTKRawEvent(.leave, at: p(-50, 900), time: 4)) == [], "no hover-out while the button is down")
        #expect(t.translate(GTKRawEvent(.buttonRelease(button: 1), at: p(-50, 900), time: 5)) == [.pointerUp(id: 0, position: p(-50, 900), time: 5)])
        #expect(!t.leftButtonDown)
        #expect(t.translate(GTKRawEvent(.buttonRelease(button: 1), at: p(0, 0), time: 6)) == [], "an unmatched release is dropped")
        #expect(t.translate(GTKRawEvent(.leave, time: 7)) == [.hover(position: GTKInputTranslator.outsidePoint, time: 7)])
    }

    @Test func aPressWhoseReleaseWasLostIsCancelledAndTheNextPressCounts() {
        // A long press opens a popover; its grab takes the release: the widget sees two presses.
        var t = GTKInputTranslator()
        _ = t.translate(GTKRawEvent(.buttonPress(button: 1), at: p(10, 20), time: 1))
        #expect(t.translate(GTKRawEvent(.buttonPress(button: 1), at: p(50, 60), time: 9))
            == [.cancelAll(time: 9), .pointerDown(id: 0, position: p(50, 60), modifiers: [], time: 9)])
        #expect(t.leftButtonDown)
        #expect(t.translate(GTKRawEvent(.buttonRelease(button: 1), at: p(50, 60), time: 10)) == [.pointerUp(id: 0, position: p(50, 60), time: 10)])
        #expect(!t.leftButtonDown)
    }

    @Test func rightButtonIsASecondaryClickAndOtherButtonsNothing() {
        var t = GTKInputTranslator()
        #expect(t.translate(GTKRawEvent(.buttonPress(button: 3), at: p(7, 8), time: 1)) == [.secondaryClick(position: p(7, 8), time: 1)])
        #expect(t.translate(GTKRawEvent(.buttonRelease(button: 3), at: p(7, 8), time: 2)) == [])
        #expect(t.translate(GTKRawEvent(.buttonPress(button: 2), at: p(7, 8), time: 3)) == [])
        #expect(!t.leftButtonDown)
    }

    @Test func scrollSmoothAndDiscreteWithCtrlAsPinchStep() {
        var t = GTKInputTranslator()
        #expect(t.translate(GTKRawEvent(.smoothScroll(dx: 0.5, dy: 2.5), at: p(1, 2), time: 1))
            == [.wheel(delta: p(0.5, 2.5), position: p(1, 2), modifiers: [], time: 1)])
        #expect(t.translate(GTKRawEvent(.smoothScroll(dx: 0, dy: 0), time: 1)) == [], "a zero (stop) scroll is dropped")
        #expect(t.translate(GTKRawEvent(.smoothScroll(dx: .nan, dy: 1), time: 1)) == [])
        #expect(t.translate(GTKRawEvent(.discreteScroll(.up), at: p(3, 4), time: 2)) == [.wheel(delta: p(0, -1), position: p(3, 4), modifiers: [], time: 2)])
        #expect(t.translate(GTKRawEvent(.discreteScroll(.down), time: 2)) == [.wheel(delta: p(0, 1), position: p(0, 0), modifiers: [], time: 2)])
        #expect(t.translate(GTKRawEvent(.discreteScroll(.left), time: 2)) == [.wheel(delta: p(-1, 0), position: p(0, 0), modifiers: [], time: 2)])
        #expect(t.translate(GTKRawEvent(.discreteScroll(.right), time: 2)) == [.wheel(delta: p(1, 0), position: p(0, 0), modifiers: [], time: 2)])
        let zoom = t.translate(GTKRawEvent(.discreteScroll(.up), modifierState: GDK_CONTROL_MASK.rawValue, time: 3))
        #expect(zoom.count == 1 && WheelPinch.isPinchStep(zoom[0]), "ctrl + wheel is a pinch step: \(zoom)")
    }

    @Test func touchpadPinchBecomesWheelStepsOfTheSameScale() {
        var t = GTKInputTranslator()
        let pinch = WheelPinch()
        #expect(t.translate(GTKRawEvent(.pinch(phase: .update, scale: 2), time: 0)) == [], "an update before begin is dropped")
        #expect(t.translate(GTKRawEvent(.pinch(phase: .begin, scale: 1), at: p(50, 60), time: 1)) == [])
        var total = 1.0
        for (time, scale) in [(2.0, 1.25), (3.0, 1.5), (4.0, 1.5), (5.0, 1.2)] {
            for event in t.translate(GTKRawEvent(.pinch(phase: .update, scale: scale), at: p(50, 60), time: time)) {
                guard case .wheel(let delta, let position, let modifiers, let at) = event else {
                    Issue.record("a pinch update gives a wheel event, got \(event)"); continue
                }
                #expect(modifiers == .ctrl && position == p(50, 60) && at == time)
                total *= pinch.scaleStep(deltaY: delta.y)
            }
            #expect(abs(total - scale) < 1e-9, "after GDK's scale \(scale) the engine's steps compose to \(total)")
        }
        #expect(t.translate(GTKRawEvent(.pinch(phase: .end, scale: 1.2), time: 6)) == [])
        #expect(t.translate(GTKRawEvent(.pinch(phase: .update, scale: 3), time: 7)) == [], "no step after the end")
    }

    @Test func touchesGetPointerIDsFrom100AndCancelCancelsAll() {
        var t = GTKInputTranslator()
        let first = PointerKind.firstTouchPointerID
        #expect(t.translate(GTKRawEvent(.touchBegin(sequence: 0xA0), at: p(1, 1), time: 1)) == [.pointerDown(id: first, position: p(1, 1), time: 1)])
        #expect(t.translate(GTKRawEvent(.touchBegin(sequence: 0xB0), at: p(2, 2), time: 1)) == [.pointerDown(id: first + 1, position: p(2, 2), time: 1)])
        #expect(t.translate(GTKRawEvent(.touchUpdate(sequence: 0xB0), at: p(3, 3), time: 2)) == [.pointerMoved(id: first + 1, position: p(3, 3), time: 2)])
        #expect(t.translate(GTKRawEvent(.touchEnd(sequence: 0xA0), at: p(1, 1), time: 3)) == [.pointerUp(id: first, position: p(1, 1), time: 3)])
        #expect(t.translate(GTKRawEvent(.touchBegin(sequence: 0xC0), at: p(4, 4), time: 4)) == [.pointerDown(id: first, position: p(4, 4), time: 4)],
                "a lifted finger's id is reused")
        #expect(t.translate(GTKRawEvent(.touchUpdate(sequence: 0xDD), time: 4)) == [], "an unknown sequence is dropped")
        #expect(t.translate(GTKRawEvent(.cancel, time: 5)) == [.cancelAll(time: 5)])
        #expect(t.touches.isEmpty)
        #expect(t.translate(GTKRawEvent(.cancel, time: 6)) == [], "nothing down: nothing to cancel")
        _ = t.translate(GTKRawEvent(.buttonPress(button: 1), time: 7))
        #expect(t.translate(GTKRawEvent(.touchCancel, time: 8)) == [.cancelAll(time: 8)])
        #expect(!t.leftButtonDown)
    }

    @Test func keysMapLikeTheReplayNames() {
        let cases: [(Int32, String?)] = [
            (GDK_KEY_a, "a"), (GDK_KEY_Z, "z"), (GDK_KEY_5, "5"), (GDK_KEY_KP_7, "7"), (GDK_KEY_Escape, "escape"),
            (GDK_KEY_space, "space"), (GDK_KEY_Return, "enter"), (GDK_KEY_KP_Enter, "enter"), (GDK_KEY_BackSpace, "delete"),
            (GDK_KEY_Delete, "delete"), (GDK_KEY_Left, "left"), (GDK_KEY_Right, "right"), (GDK_KEY_Up, "up"),
            (GDK_KEY_Down, "down"), (GDK_KEY_Tab, "tab"), (GDK_KEY_ISO_Left_Tab, "tab"), (GDK_KEY_Home, "home"),
            (GDK_KEY_End, "end"), (GDK_KEY_Page_Up, "pageup"), (GDK_KEY_Page_Down, "pagedown"),
            (GDK_KEY_F1, nil), (GDK_KEY_slash, nil), (GDK_KEY_Shift_L, nil),
        ]
        for (keyval, name) in cases {
            #expect(GTKInputTranslator.key(forKeyval: UInt32(keyval))?.name == name, "keyval 0x\(String(keyval, radix: 16))")
        }
        var t = GTKInputTranslator()
        #expect(t.translate(GTKRawEvent(.keyPress(keyval: UInt32(GDK_KEY_z)), modifierState: GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue, time: 1))
            == [.key(.character("z"), modifiers: [.ctrl, .shift], time: 1)])
        #expect(GTKInputTranslator.modifiers(fromState: GDK_ALT_MASK.rawValue | GDK_BUTTON1_MASK.rawValue) == .alt)
    }

    @Test func eventTimesMapOntoTheMonotonicClock() {
        var same = EventTimeMapper()
        #expect(same.map(eventMilliseconds: 10_000, arrivalMilliseconds: 10_004) == 10_000, "same base: the event's own time")
        #expect(same.map(eventMilliseconds: 10_016, arrivalMilliseconds: 10_016) == 10_016)
        #expect(same.map(eventMilliseconds: 10_030, arrivalMilliseconds: 10_020) == 10_020, "never after the arrival")
        var other = EventTimeMapper()
        #expect(other.map(eventMilliseconds: 500, arrivalMilliseconds: 90_000) == 90_000, "another base: the offset at the first event")
        #expect(other.map(eventMilliseconds: 516, arrivalMilliseconds: 90_020) == 90_016)
        #expect(other.offset == 89_500)
    }
}
