import CSDL2
import MosaicCore
import MosaicInteraction
import Testing
@testable import MosaicSDL

/// The translation is a pure function of an `SDL_Event` value: no SDL initialization needed.
@Suite struct SDLEventTranslatorTests {
    static let window = Size(width: 800, height: 600)

    func translate(_ event: SDL_Event, time: Double = 1.5, held: Modifiers = []) -> HostEvent? {
        SDLEventTranslator.translate(event, time: time, windowSize: Self.window, heldModifiers: held)
    }

    func mouseButton(_ type: SDL_EventType, button: Int32 = SDL_BUTTON_LEFT, x: Int32, y: Int32,
                     which: UInt32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.button.button = UInt8(button)
        e.button.x = x
        e.button.y = y
        e.button.which = which
        e.button.timestamp = 999_999 // ignored: time comes from the caller
        return e
    }

    func motion(x: Int32, y: Int32, leftDown: Bool) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.x = x
        e.motion.y = y
        e.motion.state = leftDown ? mosaic_sdl_button_mask(SDL_BUTTON_LEFT) : 0
        return e
    }

    func wheel(x: Float, y: Float, at p: (Int32, Int32) = (10, 20), flipped: Bool = false) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.x = Int32(x)
        e.wheel.y = Int32(y)
        e.wheel.preciseX = x
        e.wheel.preciseY = y
        e.wheel.mouseX = p.0
        e.wheel.mouseY = p.1
        e.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        return e
    }

    func finger(_ type: SDL_EventType, id: Int64, x: Float, y: Float) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.tfinger.fingerId = id
        e.tfinger.touchId = -1
        e.tfinger.x = x
        e.tfinger.y = y
        return e
    }

    func key(_ code: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_KEYDOWN.rawValue
        e.key.keysym.sym = SDL_Keycode(code.rawValue)
        e.key.keysym.mod = UInt16(mod.rawValue)
        return e
    }

    func windowEvent(_ id: SDL_WindowEventID, data1: Int32 = 0, data2: Int32 = 0) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_WINDOWEVENT.rawValue
        e.window.event = UInt8(id.rawValue)
        e.window.data1 = data1
        e.window.data2 = data2
        return e
    }

    @Test func leftButtonIsPointerZeroWithTheCallersTime() {
        #expect(translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 30, y: 40))
                == .input(.pointerDown(id: 0, position: Point(x: 30, y: 40), time: 1.5)))
        #expect(translate(mouseButton(SDL_MOUSEBUTTONUP, x: 31, y: 41), time: 2)
                == .input(.pointerUp(id: 0, position: Point(x: 31, y: 41), time: 2)))
    }

    @Test func rightButtonIsASecondaryClickOnItsPress() {
        #expect(translate(mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, x: 1, y: 1))
                == .input(.secondaryClick(position: Point(x: 1, y: 1), time: 1.5)))
        #expect(translate(mouseButton(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_RIGHT, x: 1, y: 1)) == nil)
    }

    @Test func otherButtonsAndTouchSynthesizedMouseAreIgnored() {
        #expect(translate(mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_MIDDLE, x: 1, y: 1)) == nil)
        #expect(translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, which: mosaic_sdl_touch_mouseid())) == nil)
    }

    @Test func motionIsAMoveWhileTheLeftButtonIsDownAndAHoverOtherwise() {
        #expect(translate(motion(x: 5, y: 6, leftDown: true))
                == .input(.pointerMoved(id: 0, position: Point(x: 5, y: 6), time: 1.5)))
        #expect(translate(motion(x: 5, y: 6, leftDown: false)) == .input(.hover(position: Point(x: 5, y: 6), time: 1.5)))
    }

    @Test func wheelUpScrollsTowardTheStart() {
        #expect(translate(wheel(x: 0, y: 1))
                == .input(.wheel(delta: Point(x: 0, y: -1), position: Point(x: 10, y: 20), modifiers: [], time: 1.5)))
        #expect(translate(wheel(x: 0, y: -2))
                == .input(.wheel(delta: Point(x: 0, y: 2), position: Point(x: 10, y: 20), modifiers: [], time: 1.5)))
        #expect(translate(wheel(x: 1, y: 0))
                == .input(.wheel(delta: Point(x: 1, y: 0), position: Point(x: 10, y: 20), modifiers: [], time: 1.5)))
    }

    @Test func flippedWheelIsUnflippedAndCtrlIsPassedThrough() {
        #expect(translate(wheel(x: 0, y: -1, flipped: true), held: .ctrl)
                == .input(.wheel(delta: Point(x: 0, y: -1), position: Point(x: 10, y: 20), modifiers: .ctrl, time: 1.5)))
    }

    @Test func fingersArePointersFromOneHundredInWindowPoints() {
        #expect(translate(finger(SDL_FINGERDOWN, id: 0, x: 0.5, y: 0.25))
                == .input(.pointerDown(id: 100, position: Point(x: 400, y: 150), time: 1.5)))
        #expect(translate(finger(SDL_FINGERMOTION, id: 1, x: 0.25, y: 0.5))
                == .input(.pointerMoved(id: 101, position: Point(x: 200, y: 300), time: 1.5)))
        #expect(translate(finger(SDL_FINGERUP, id: 1, x: 0, y: 1))
                == .input(.pointerUp(id: 101, position: Point(x: 0, y: 600), time: 1.5)))
        // An absurd finger id wraps instead of trapping.
        #expect(translate(finger(SDL_FINGERDOWN, id: .max, x: 0, y: 0)) != nil)
    }

    @Test func keysMapToMosaicKeysWithModifiers() {
        #expect(translate(key(SDLK_a)) == .input(.key(.character("a"), modifiers: [], time: 1.5)))
        #expect(translate(key(SDLK_z, mod: KMOD_LCTRL)) == .input(.key(.character("z"), modifiers: .ctrl, time: 1.5)))
        #expect(translate(key(SDLK_z, mod: SDL_Keymod(KMOD_RCTRL.rawValue | KMOD_LSHIFT.rawValue)))
                == .input(.key(.character("z"), modifiers: [.ctrl, .shift], time: 1.5)))
        #expect(translate(key(SDLK_7)) == .input(.key(.character("7"), modifiers: [], time: 1.5)))
        #expect(translate(key(SDLK_KP_3)) == .input(.key(.character("3"), modifiers: [], time: 1.5)))
        let named: [(SDL_KeyCode, Key)] = [
            (SDLK_ESCAPE, .escape), (SDLK_SPACE, .space), (SDLK_RETURN, .enter), (SDLK_KP_ENTER, .enter),
            (SDLK_DELETE, .delete), (SDLK_BACKSPACE, .delete), (SDLK_LEFT, .left), (SDLK_RIGHT, .right),
            (SDLK_UP, .up), (SDLK_DOWN, .down), (SDLK_TAB, .tab),
            (SDLK_HOME, .home), (SDLK_END, .end), (SDLK_PAGEUP, .pageUp), (SDLK_PAGEDOWN, .pageDown),
        ]
        for (code, expected) in named {
            #expect(translate(key(code)) == .input(.key(expected, modifiers: [], time: 1.5)))
        }
        #expect(translate(key(SDLK_F1)) == nil)
    }

    /// Issue 14 (4): SDL reports a captured mouse's release outside the window with its real
    /// position; the translator keeps it (never clamps), so the engine sees the drag end outside
    /// its viewport and cancels it.
    @Test func releaseOutsideTheWindowKeepsItsPosition() {
        for (x, y) in [(Int32(-12), Int32(300)), (850, 300), (400, 700), (400, -3)] {
            #expect(translate(mouseButton(SDL_MOUSEBUTTONUP, x: x, y: y))
                    == .input(.pointerUp(id: 0, position: Point(x: Double(x), y: Double(y)), time: 1.5)))
            #expect(translate(motion(x: x, y: y, leftDown: true))
                    == .input(.pointerMoved(id: 0, position: Point(x: Double(x), y: Double(y)), time: 1.5)))
        }
        // Above the window: in the collection's viewport (below a 52-point header) that is above 0.
        guard case .input(let up)? = translate(mouseButton(SDL_MOUSEBUTTONUP, x: 400, y: -3)),
              case .pointerUp(_, let p, _) = up.offsetBy(dx: 0, dy: -52) else {
            Issue.record("expected a pointer-up")
            return
        }
        #expect(p.y < 0)
    }

    @Test func windowEvents() {
        #expect(translate(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST)) == .input(.cancelAll(time: 1.5)))
        #expect(translate(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, data1: 1024, data2: 700))
                == .resized(Size(width: 1024, height: 700)))
        #expect(translate(windowEvent(SDL_WINDOWEVENT_EXPOSED)) == .exposed)
        #expect(translate(windowEvent(SDL_WINDOWEVENT_CLOSE)) == .quit)
        // The mouse leaving the window hovers nowhere.
        #expect(translate(windowEvent(SDL_WINDOWEVENT_LEAVE))
                == .input(.hover(position: SDLEventTranslator.outsidePoint, time: 1.5)))
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        #expect(translate(quit) == .quit)
    }

    @Test func aClickCarriesTheHeldModifiers() {
        #expect(translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 3, y: 4), held: [.ctrl])
                == .input(.pointerDown(id: 0, position: Point(x: 3, y: 4), modifiers: .ctrl, time: 1.5)))
        let hover = InputEvent.hover(position: Point(x: 10, y: 60), time: 1)
        #expect(hover.offsetBy(dx: 0, dy: -52) == .hover(position: Point(x: 10, y: 8), time: 1))
        let right = InputEvent.secondaryClick(position: Point(x: 10, y: 60), time: 1)
        #expect(right.offsetBy(dx: 0, dy: -52) == .secondaryClick(position: Point(x: 10, y: 8), time: 1))
    }

    @Test func offsetMovesPositionsOnly() {
        let down = InputEvent.pointerDown(id: 0, position: Point(x: 10, y: 60), time: 1)
        #expect(down.offsetBy(dx: 0, dy: -52) == .pointerDown(id: 0, position: Point(x: 10, y: 8), time: 1))
        let key = InputEvent.key(.tab, modifiers: [], time: 1)
        #expect(key.offsetBy(dx: 5, dy: 5) == key)
    }

    @Test func waitTimeoutFollowsTheEngine() {
        #expect(SDLWindowHost.waitTimeout(needsAnimationFrames: true, nextDeadline: nil, now: 0) == 16)
        #expect(SDLWindowHost.waitTimeout(needsAnimationFrames: false, nextDeadline: 0.25, now: 0.1) == 150)
        #expect(SDLWindowHost.waitTimeout(needsAnimationFrames: false, nextDeadline: 0.05, now: 0.1) == 0)
        #expect(SDLWindowHost.waitTimeout(needsAnimationFrames: false, nextDeadline: nil, now: 0, idleMs: 500) == 500)
    }
}
