import MosaicCore

/// The last display list a collection view built while nothing in it moved, and everything it
/// was built from: a frame whose inputs are the same gets it back in O(1) instead of asking the
/// layout, the model and the label of every displayed item again. An idle view beside a busy
/// one (the other columns of a board during a drag) then costs nothing per frame.
///
/// Only a view at rest is cached: no drag, no animation, no bounce, no item fading or travelling
/// — whatever depends on the time is rebuilt every frame. The key holds every other input of
/// the list: the model's and the layout's revision (``CollectionState/revision``: any write to
/// either), the viewport and the display rectangle (scrolling, resizing, the display margin),
/// the marks (selection, highlight, focus ring, a pending menu or confirmation, edit mode's look
/// and its fade), whether the owner gives labels, and whether displayed items are reported.
/// Labels from the owner's ``CollectionView/labelProvider`` are read again on every hit (the
/// owner may rename an item without any other change); default labels derive from the identity.
struct DisplayListCache<ItemID: Hashable & Sendable> {
    /// Everything the cached list was built from, besides the time (which a view at rest ignores).
    struct Key: Equatable {
        var revision: UInt64
        var viewport: Size
        var contentOffset: Point
        var displayRect: Rect
        var marks: DisplayListBuilder<ItemID>.Marks
        var ownerLabels: Bool
        var reportsDisplay: Bool

        /// The key of a list built from model and layout revision `revision`, `viewport`,
        /// `displayRect` and `marks`, with the owner's labels or not, reporting displayed cells or not.
        init(revision: UInt64, viewport: Viewport, displayRect: Rect, marks: DisplayListBuilder<ItemID>.Marks,
             ownerLabels: Bool, reportsDisplay: Bool) {
            self.revision = revision
            self.viewport = viewport.size
            self.contentOffset = viewport.contentOffset
            self.displayRect = displayRect
            self.marks = marks
            self.ownerLabels = ownerLabels
            self.reportsDisplay = reportsDisplay
        }

        /// The key of the list `state` shows now, or nil when only a view at rest is cached and
        /// this one is not: a drag is in progress or `presentation` is not at rest
        /// (``Presentation/isAtRest``: an animation, a bounce, an item fading or travelling).
        /// The other inputs as ``init(revision:viewport:displayRect:marks:ownerLabels:reportsDisplay:)``. O(1).
        init?<SectionID>(atRest state: CollectionState<SectionID, ItemID>, _ presentation: Presentation<ItemID>, viewport: Viewport,
                         displayRect: Rect, marks: DisplayListBuilder<ItemID>.Marks, ownerLabels: Bool, reportsDisplay: Bool) {
            guard state.drag == nil, presentation.isAtRest else { return nil }
            self.init(revision: state.revision, viewport: viewport, displayRect: displayRect, marks: marks, ownerLabels: ownerLabels,
                      reportsDisplay: reportsDisplay)
        }
    }

    /// False: every list is built anew and nothing is kept (tests compare the two).
    var isEnabled = true
    private var key: Key?
    private var list: DisplayList<ItemID>?
    /// How many lists were served from the cache and how many were built (for tests and profiling).
    private(set) var hits = 0, builds = 0

    /// The cached list for `key`, nil when there is none, it was built from other inputs, `key`
    /// is nil (the view is not at rest) or the cache is off; its labels are `relabel`'s first
    /// (the owner's labels, read again).
    /// - Complexity: O(1) plus comparing the marks (O(selected) when items are selected), plus
    ///   k calls of `relabel` for the k cached cells when given.
    mutating func list(for key: Key?, relabel: ((ItemID) -> String)?) -> DisplayList<ItemID>? {
        guard isEnabled, let key, var l = list, self.key == key else { return nil }
        hits += 1
        guard let relabel else { return l }
        list = nil   // `l` is then the only reference: relabelled in place
        for i in l.cells.indices {
            let text = relabel(l.cells[i].id)
            if text != l.cells[i].label { l.cells[i].label = text }
        }
        list = l
        return l
    }

    /// Remembers `list`, built from `key` (nil: the view is not at rest, nothing is kept); does
    /// nothing, counting no build, while the cache is off.
    mutating func store(_ list: DisplayList<ItemID>, for key: Key?) {
        guard isEnabled else { return }
        builds += 1
        self.key = key
        self.list = key == nil ? nil : list
    }
}

extension DisplayListBuilder.Marks: Equatable {
    /// Equal marks mark every cell alike. Marks with a bounce (time-dependent) equal none.
    static func == (a: Self, b: Self) -> Bool {
        a.bounceScale == nil && b.bounceScale == nil && a.asking == b.asking && a.highlighted == b.highlighted
            && a.focused == b.focused && a.hovered == b.hovered && a.showsEditBackground == b.showsEditBackground
            && a.editBackgroundAmount == b.editBackgroundAmount && a.selected == b.selected
    }
}
