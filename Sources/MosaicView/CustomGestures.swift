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

/// Your recognizers on a collection view and the relations around them, in UIKit's terms:
/// built-in gestures held until the recognizers they wait for fail (require-to-fail), input
/// held back from the built-ins while a `delaysTouchesBegan` recognizer tracks it, and
/// exclusive recognition. It decides; the view performs.
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

    /// Removes the recognizer with `token` (nothing when there is none).
    mutating func remove(_ token: GestureToken) {
        installed.removeAll { $0.token == token }
    }

    /// Fires the due deadlines of the recognizer at `index` up to `time` (at most 4), each at its own time.
    mutating func fireTimers(at index: Int, upTo time: Double) -> [GestureEvent] {
        var fired: [GestureEvent] = []
        for _ in 0..<4 {
            guard let deadline = installed[index].recognizer.nextDeadline, deadline <= time else { break }
            fired += installed[index].recognizer.timerFired(at: deadline)
        }
        return fired
    }

    /// Feeds `event` to the recognizer at `index`; returns what it recognized.
    mutating func feed(_ event: InputEvent, at index: Int) -> [GestureEvent] {
        installed[index].recognizer.handle(event)
    }

    /// A new input sequence begins (the first pointer went down): recognizers that no longer
    /// track forget what they recognized in the last one.
    mutating func beginSequence() {
        for index in installed.indices where !installed[index].recognizer.isTracking {
            installed[index].recognizedInSequence = false
        }
    }

    /// Records that the recognizer with `token` reported `event` and returns its relations, or
    /// nil when it was removed meanwhile. With `cancelsTouchesInView`, a held tap is dropped.
    mutating func recognized(_ event: GestureEvent, by token: GestureToken) -> GestureRelations? {
        guard let index = installed.firstIndex(where: { $0.token == token }) else { return nil }
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
    mutating func holdsBack(_ event: InputEvent) -> Bool {
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
    mutating func takeDelayedInput() -> [InputEvent] {
        guard !delayed.isEmpty, !isDelaying else { return [] }
        defer { delayed.removeAll() }
        return installed.contains { $0.relations.delaysTouchesBegan && $0.recognizedInSequence } ? [] : delayed
    }

    /// The delivered built-in gestures to perform now, in order; holds those that wait for one of
    /// your recognizers to fail and drops those whose blocker recognized.
    mutating func admit(_ delivered: [RecognizedGesture<BuiltInGesture>]) -> [RecognizedGesture<BuiltInGesture>] {
        var now: [RecognizedGesture<BuiltInGesture>] = []
        for gesture in delivered {
            switch verdict(for: gesture.recognizer) {
            case .perform: now.append(gesture)
            case .hold: held.append(gesture)
            case .drop: break
            }
        }
        return now
    }

    /// The held gestures whose blockers have all failed, in order, to perform now; drops those
    /// whose blocker recognized and keeps the rest.
    mutating func releaseHeld() -> [RecognizedGesture<BuiltInGesture>] {
        guard !held.isEmpty else { return [] }
        let waiting = held
        held = []
        return admit(waiting)
    }

    /// Forgets every held gesture (the built-ins were cancelled).
    mutating func dropHeld() {
        held.removeAll()
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
