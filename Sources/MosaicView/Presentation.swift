import MosaicAnimation
import MosaicCore

/// How the collection view presents its items beyond their layout frames: the running
/// animations, the exchange snapshot's owner animations, the selection bounce, items fading
/// out or travelling beyond the display range, the edit background's fade, momentum
/// scrolling, and which items the last display list showed.
struct Presentation<ItemID: Hashable & Sendable> {
    /// Presented frame/alpha per item while it moves, fades or bounces.
    var animator = AttributeAnimator<ItemID>()
    /// The owner's catch animation of the current exchange, with the time of the catch.
    var catchAnimation: (keyframes: [SnapshotKeyframe], start: Double)?
    /// The snapshot of a released exchange playing the owner's release animation and its
    /// completion sequence, or nil.
    var releasing: ReleasingSnapshot<ItemID>?
    /// Items playing the selection bounce, with its start time (a track of its own, so the
    /// content decides which part bounces; see `DisplayCell.bounceScale`).
    var bounces: [ItemID: Double] = [:]
    /// Items leaving the collection, fading out at their last frame.
    var removing: [ItemID: (path: ItemPath, frame: Rect)] = [:]
    /// Items animating to a frame outside the display range, with their paths, so they stay
    /// drawn until they arrive.
    var offscreenPaths: [ItemID: ItemPath] = [:]
    /// When edit mode last toggled, and the edit-background amount it started from.
    var editToggle: (time: Double, from: Double)?
    /// The items of the last display list and their paths (for willDisplay / didEndDisplaying).
    private(set) var displayedPaths: [ItemID: ItemPath] = [:]

    /// How long the edit background takes to turn, in seconds.
    static var editFadeDuration: Double { 0.2 }

    /// True when nothing presented depends on the time: no running or finished-but-kept
    /// animation, no bounce, no item fading out or travelling beyond the display range, no
    /// released snapshot, no catch animation (with no drag, the view is at rest: its display
    /// list can be cached, ``DisplayListCache``). - Complexity: O(1).
    var isAtRest: Bool {
        animator.isEmpty && bounces.isEmpty && removing.isEmpty && offscreenPaths.isEmpty && releasing == nil
            && catchAnimation == nil
    }

    /// The frame `item`, at `path` in `layout`, is presented at, at `time` (content coordinates):
    /// its animation's value while it animates, else its layout frame (nil when `layout` has
    /// no item at `path`). - Complexity: O(1) plus the layout's `attributesForItem(at:)`.
    func frame(of item: ItemID, at path: ItemPath, in layout: AnyLayout, at time: Double) -> Rect? {
        animator.presentedValue(for: item, at: time)?.frame ?? layout.attributesForItem(at: path)?.frame
    }

    /// True while anything presented changes at `now`: an animation, a bounce, a released
    /// snapshot, a fading item or the edit background's fade.
    func isChanging(at now: Double) -> Bool {
        let editFading = editToggle.map { now - $0.time < Self.editFadeDuration } ?? false
        return animator.isAnimating(at: now) || !bounces.isEmpty || releasing != nil
            || !removing.isEmpty || editFading
    }

    /// Drops what has finished by `now`: the released snapshot, bounces older than two
    /// `bounceDuration`s, finished animations and the fading items whose animation is over
    /// (afterwards every fading or travelling item has an animation).
    /// - Complexity: O(a) for a running animations and bounces.
    mutating func removeFinished(at now: Double, bounceDuration: Double) {
        if let releasing, now >= releasing.end { self.releasing = nil }
        if !bounces.isEmpty { bounces = bounces.filter { now - $0.value < 2 * bounceDuration } }
        for id in animator.removeFinished(at: now) { removing[id] = nil }
        for (id, _) in removing where animator.targetValue(for: id) == nil { removing[id] = nil }
        // Items beyond the display range are drawn only while they animate.
        for (id, _) in offscreenPaths where animator.targetValue(for: id) == nil { offscreenPaths[id] = nil }
    }

    /// Fades `item` out where it was presented (`frame`, content coordinates, at `path`):
    /// alpha 0 and scale 0.8 with `animation` from `time`; it is drawn until the animation ends.
    mutating func fadeOut(_ item: ItemID, at path: ItemPath, from frame: Rect, animation: Animation, time: Double) {
        removing[item] = (path, frame)
        animator.animate(item, from: AnimatedValues(frame: frame), to: AnimatedValues(frame: frame, alpha: 0, scale: 0.8),
                         animation: animation, at: time)
    }

    /// Animates a dropped `item` from `frame` (content coordinates, at `scale`) to its slot
    /// `target` at `path` (ease-out, 0.2 s), drawn beyond the display range until it arrives.
    mutating func land(_ item: ItemID, at path: ItemPath, from frame: Rect, to target: Rect, scale: Double, time: Double) {
        animator.animate(item, from: AnimatedValues(frame: frame, alpha: 1, scale: scale), to: AnimatedValues(frame: target),
                         animation: .easeOut(duration: 0.2), at: time)
        offscreenPaths[item] = path
    }

    /// The selection bounce's scale for `item` at `time`: down to `scale` over `duration`
    /// (ease-out), back to 1 over `duration` (ease-in); 1 when it is not bouncing.
    /// - Complexity: O(1).
    func bounceScale(of item: ItemID, at time: Double, scale s: Double, duration: Double) -> Double {
        guard let start = bounces[item] else { return 1 }
        let d = max(duration, 1e-9), e = time - start
        if e <= 0 { return 1 }
        if e < d { return 1 + (s - 1) * TimingCurve.easeOut.value(at: e / d) }
        if e < 2 * d { return s + (1 - s) * TimingCurve.easeIn.value(at: (e - d) / d) }
        return 1
    }

    /// How far cells have turned to the edit gray at `time` (0 browse … 1 edit): they turn over
    /// ``editFadeDuration`` (ease-out) from where they were when edit mode last toggled.
    func editBackgroundAmount(editing: Bool, at time: Double) -> Double {
        let target = editing ? 1.0 : 0.0
        guard let toggle = editToggle else { return target }
        let progress = (time - toggle.time) / Self.editFadeDuration
        if progress >= 1 { return target }
        return toggle.from + (target - toggle.from) * TimingCurve.easeOut.value(at: max(0, progress))
    }

    /// Records the cells of a new display list (those leaving the collection aside) and returns
    /// the paths of the items it no longer shows and of those it shows for the first time (in
    /// the list's order).
    /// - Complexity: O(k) for k displayed cells.
    mutating func recordDisplayed(_ cells: [DisplayCell<ItemID>]) -> (ended: [ItemPath], began: [ItemPath]) {
        var now = [ItemID: ItemPath](minimumCapacity: cells.count)
        for cell in cells where !cell.isRemoving { now[cell.id] = cell.path }
        assert(now.count == cells.lazy.filter { !$0.isRemoving }.count, "a display list shows an item in two cells")
        let before = displayedPaths
        displayedPaths = now
        let ended = before.compactMap { now[$0.key] == nil ? $0.value : nil }
        let began = cells.compactMap { !$0.isRemoving && before[$0.id] == nil ? $0.path : nil }
        return (ended, began)
    }
}

extension Presentation {
    /// Adds the presentation's part of a frame's marks at `time`: edit mode's look (when
    /// `editing` and the configuration shows it) and how far the cells have turned to it, and
    /// — while anything bounces — the selection bounce's scale per item (the configuration's
    /// scale and duration). - Complexity: O(1).
    func decorate(_ marks: inout DisplayListBuilder<ItemID>.Marks, editing: Bool,
                  configuration: CollectionViewConfiguration, at time: Double) {
        marks.showsEditBackground = editing && configuration.showsEditBackground
        marks.editBackgroundAmount = editBackgroundAmount(editing: editing, at: time)
        guard !bounces.isEmpty else { return }
        let (scale, duration) = (configuration.bounceScale, configuration.bounceDuration)
        marks.bounceScale = { self.bounceScale(of: $0, at: time, scale: scale, duration: duration) }
    }

    /// Edit mode toggles at `time` from `wasEditing`: the cells start turning from where they
    /// are now (an interrupted fade continues from its current amount). - Complexity: O(1).
    mutating func toggleEdit(from wasEditing: Bool, at time: Double) {
        editToggle = (time, editBackgroundAmount(editing: wasEditing, at: time))
    }
}
