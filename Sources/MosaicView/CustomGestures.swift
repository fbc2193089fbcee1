import MosaicInteraction

/// One of your recognizers installed on a collection view, with its relations and the state
/// the view keeps for it.
struct InstalledGesture<Handler> {
    let token: GestureToken
    var recognizer: any GestureRecognizer
    let relations: GestureRelations
    let handler: Handler
    /// It recognized something in the current input sequence (so gestures waiting for it to
    /// fail are dropped). Reset when a new sequence starts while it is not tracking.
    var recognizedInSequence = false
    /// Its continuous gesture is in progress (began, not yet ended or cancelled).
    var isActive = false
}

/// One thing the collection view does for its gestures, in the order a ``CustomGestures``
/// routing call lists them.
enum GestureStep<Handler> {
    /// Perform a built-in gesture at a time.
    case perform(GestureEvent, at: Double)
    /// Perform a view action at a time: `.clearHighlight` when your recognizer with
    /// `cancelsTouchesInView` recognized; when it recognized exclusively (the built-ins'
    /// `cancelled` deliveries came before) `.clearHighlight`, `.cancelDrag` and
    /// `.forgetActiveGestures`.
    case act(ViewAction, at: Double)
    /// Hand your recognizer's gesture to its handler.
    case handle(Handler, GestureEvent)
}

/// Your recognizers on a collection view and the relations around them, in UIKit's terms:
/// built-in gestures held until the recognizers they wait for fail (require-to-fail), input
/// held back from the built-ins while a `delaysTouchesBegan` recognizer tracks it, and
/// exclusive recognition. It routes every event and deadline through your recognizers and the
/// built-ins and lists the steps for the view to take, in order; the view performs them.
struct CustomGestures<Handler> {
    /// What becomes of a built-in gesture.
    enum Verdict: Equatable { case perform, hold, drop }

    /// Your recognizers, in the order added.
    private(set) var installed: [InstalledGesture<Handler>] = []
    private var nextToken = 0
    /// Built-in gestures waiting for one of your recognizers to fail, in order.
    private(set) var held: [RecognizedGesture<BuiltInGesture>] = []
    /// Input held back from the built-ins while a `delaysTouchesBegan` recognizer tracks it.
    private(set) var delayed: [InputEvent] = []

    /// No recognizer is installed.
    var isEmpty: Bool { installed.isEmpty }

    /// The earliest deadline of your recognizers.
    var nextDeadline: Double? { installed.compactMap(\.recognizer.nextDeadline).min() }

    /// Installs a recognizer; returns its token.
    mutating func add(_ recognizer: any GestureRecognizer, relations: GestureRelations, handler: Handler) -> GestureToken {
        let token = GestureToken(id: nextToken)
        nextToken += 1
        installed.append(InstalledGesture(token: token, recognizer: recognizer, relations: relations, handler: handler))
        return token
    }

    /// Removes the recognizer with `token` (nothing when there is none), then releases at `time`
    /// the built-in gestures held back waiting for recognizers (``releaseHeld(at:)``): their steps.
    mutating func remove(_ token: GestureToken, at time: Double) -> [GestureStep<Handler>] {
        installed.removeAll { $0.token == token }
        return releaseHeld(at: time)
    }

    // MARK: - Routing

    /// Fires due deadlines up to `time`: your recognizers' first (their gestures go to the
    /// handlers), then the held input a delaying recognizer let go, then the built-ins'.
    mutating func advance(to time: Double, builtIns: inout BuiltInGestures) -> [GestureStep<Handler>] {
        var steps: [GestureStep<Handler>] = []
        if !isEmpty {
            for index in installed.indices {
                recognized(fireTimers(at: index, upTo: time), by: installed[index].token, at: time, builtIns: &builtIns, into: &steps)
            }
            for event in takeDelayedInput() { steps += admit(builtIns.handle(event), at: event.time) }
        }
        steps += admit(builtIns.advance(to: time), at: time)
        steps += releaseHeld(at: time)
        return steps
    }

    /// ``feed(_:startsSequence:builtIns:)`` with `pointersDown` pointers down, the event counted:
    /// a pointer-down of the only pointer down starts a new sequence.
    mutating func feed(_ event: InputEvent, pointersDown: Int, builtIns: inout BuiltInGestures) -> [GestureStep<Handler>] {
        let startsSequence = if case .pointerDown = event { pointersDown == 1 } else { false }
        return feed(event, startsSequence: startsSequence, builtIns: &builtIns)
    }

    /// Feeds a pointer event to your recognizers, then — unless an exclusive gesture of yours
    /// is in progress or a delaying recognizer holds it back — to the built-ins.
    /// `startsSequence`: it is the first pointer down of a new input sequence.
    mutating func feed(_ event: InputEvent, startsSequence: Bool, builtIns: inout BuiltInGestures) -> [GestureStep<Handler>] {
        let time = event.time
        guard !isEmpty else { return builtIns.handle(event).map { .perform($0.event, at: time) } }
        var steps = advance(to: time, builtIns: &builtIns)
        if startsSequence { beginSequence() }
        for index in installed.indices {
            recognized(installed[index].recognizer.handle(event), by: installed[index].token, at: time,
                       builtIns: &builtIns, into: &steps)
        }
        if holdsBack(event) { return steps }
        for event in takeDelayedInput() { steps += admit(builtIns.handle(event), at: event.time) }
        steps += admit(builtIns.handle(event), at: time)
        steps += releaseHeld(at: time)
        return steps
    }

    /// The steps for what the recognizer with `token` recognized: its relations applied
    /// (`cancelsTouchesInView`; recognizing exclusively cancels the built-ins), then its handler.
    private mutating func recognized(_ fired: [GestureEvent], by token: GestureToken, at time: Double,
                                     builtIns: inout BuiltInGestures, into steps: inout [GestureStep<Handler>]) {
        for event in fired {
            guard let index = installed.firstIndex(where: { $0.token == token }) else { return }
            let relations = record(event, at: index)
            if relations.cancelsTouchesInView { steps.append(.act(.clearHighlight, at: time)) }
            if !relations.recognizesSimultaneously, event.phase == nil || event.phase == .began {
                steps += admit(builtIns.cancel(at: time), at: time)
                held.removeAll()
                steps += [.act(.clearHighlight, at: time), .act(.cancelDrag, at: time), .act(.forgetActiveGestures, at: time)]
            }
            steps.append(.handle(installed[index].handler, event))
        }
    }

    /// Fires the due deadlines of the recognizer at `index` up to `time` (at most 4), each at its own time.
    private mutating func fireTimers(at index: Int, upTo time: Double) -> [GestureEvent] {
        var fired: [GestureEvent] = []
        for _ in 0..<4 {
            guard let deadline = installed[index].recognizer.nextDeadline, deadline <= time else { break }
            fired += installed[index].recognizer.timerFired(at: deadline)
        }
        return fired
    }

    /// A new input sequence begins (the first pointer went down): recognizers that no longer
    /// track forget what they recognized in the last one.
    private mutating func beginSequence() {
        for index in installed.indices where !installed[index].recognizer.isTracking {
            installed[index].recognizedInSequence = false
        }
    }

    /// Records that the recognizer at `index` reported `event`; returns its relations. With
    /// `cancelsTouchesInView`, a held tap is dropped.
    private mutating func record(_ event: GestureEvent, at index: Int) -> GestureRelations {
        switch event.phase {
        case .began?: installed[index].isActive = true
        case .ended?, .cancelled?: installed[index].isActive = false
        default: break
        }
        if event.phase != .cancelled { installed[index].recognizedInSequence = true }
        let relations = installed[index].relations
        if relations.cancelsTouchesInView { held.removeAll { $0.recognizer == .tap } }
        return relations
    }

    /// Whether the built-ins must not see `event` now, after your recognizers saw it: while a
    /// recognized gesture of yours that is not simultaneous is in progress (the event and any
    /// held input are dropped), or while a `delaysTouchesBegan` recognizer tracks (it is held).
    private mutating func holdsBack(_ event: InputEvent) -> Bool {
        if installed.contains(where: { $0.isActive && !$0.relations.recognizesSimultaneously }) {
            delayed.removeAll()
            return true
        }
        if isDelaying {
            delayed.append(event)
            return true
        }
        return false
    }

    private var isDelaying: Bool {
        installed.contains { $0.relations.delaysTouchesBegan && $0.recognizer.isTracking }
    }

    /// Once no `delaysTouchesBegan` recognizer tracks the held input any more: the input for the
    /// built-ins, in order — none when such a recognizer recognized it (it is dropped).
    private mutating func takeDelayedInput() -> [InputEvent] {
        guard !delayed.isEmpty, !isDelaying else { return [] }
        defer { delayed.removeAll() }
        return installed.contains { $0.relations.delaysTouchesBegan && $0.recognizedInSequence } ? [] : delayed
    }

    /// The steps performing the delivered built-in gestures that may act now, in order; holds
    /// those that wait for one of your recognizers to fail and drops those whose blocker recognized.
    private mutating func admit(_ delivered: [RecognizedGesture<BuiltInGesture>], at time: Double) -> [GestureStep<Handler>] {
        var steps: [GestureStep<Handler>] = []
        for gesture in delivered {
            switch verdict(for: gesture.recognizer) {
            case .perform: steps.append(.perform(gesture.event, at: time))
            case .hold: held.append(gesture)
            case .drop: break
            }
        }
        return steps
    }

    /// The steps performing the held gestures whose blockers have all failed, in order; drops
    /// those whose blocker recognized and keeps the rest.
    mutating func releaseHeld(at time: Double) -> [GestureStep<Handler>] {
        guard !held.isEmpty else { return [] }
        let waiting = held
        held = []
        return admit(waiting, at: time)
    }

    /// What becomes of a gesture of the built-in `kind`: dropped when a recognizer it waits for
    /// recognized in this sequence, held while one still tracks, else performed.
    func verdict(for kind: BuiltInGesture) -> Verdict {
        var hold = false
        for gesture in installed where gesture.relations.requiredToFailBy.contains(kind) {
            if gesture.recognizedInSequence { return .drop }
            if gesture.recognizer.isTracking { hold = true }
        }
        return hold ? .hold : .perform
    }
}
