import MosaicCore

/// Makes a view's ``AccessibilityModel``: the view element, then one element per item in the
/// visible rectangle (as the layout presents them now — during a move the lifted block at its
/// target) plus the focused item wherever it is.
///
/// Cost: O(v log v + s) for v visible items and s sections — one `attributes(in:)` query of
/// the visible rectangle, the owner's closures once per visible item — plus O(n) only when the
/// focused item is outside the visible rectangle (its path is looked up by identity).
struct AccessibilityModelBuilder<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    let view: CollectionView<SectionID, ItemID>

    func build() -> AccessibilityModel<ItemID> {
        let layout = view.layout
        let visible = layout.attributes(in: view.visibleRect).filter { $0.kind == .cell }.sorted { $0.path < $1.path }
        let orientation: AccessibilityOrientation = layout.flow?.scrollDirection == .horizontal ? .horizontal : .vertical
        let role = view.accessibility.viewRole ?? Self.role(of: visible.map(\.frame), orientation: orientation)
        let context = Context(view: view, role: role)
        var items: [AccessibilityElement<ItemID>] = []
        items.reserveCapacity(visible.count + 1)
        var focusedSeen = false
        for attrs in visible {
            guard let id = view.displayedItem(at: attrs.path) else { continue }
            if id == view.state.focused { focusedSeen = true }
            items.append(context.element(id, at: attrs.path, frame: attrs.frame))
        }
        if !focusedSeen, let id = view.state.focused, let path = presentedPath(of: id),
           let frame = layout.attributesForItem(at: path)?.frame {
            items.append(context.element(id, at: path, frame: frame))
            items.sort { $0.path < $1.path }
        }
        let config = view.configuration
        let element = AccessibilityViewElement(
            role: role, name: view.accessibility.viewName, itemCount: view.snapshot.numberOfItems,
            sectionCount: view.snapshot.numberOfSections, orientation: orientation,
            isMultiSelectable: config.allowsMultipleSelection || config.allowsMultipleSelectionWithModifiers, mode: view.mode)
        return AccessibilityModel(view: element, items: items, focused: view.state.focused, announcements: view.announcements.pending)
    }

    /// Where `id` is presented: in the lifted block during a move, else its model path shifted
    /// by the block (the inverse of `MoveDrag.displayedItem`). - Complexity: O(n + k) for k lifted items.
    func presentedPath(of id: ItemID) -> ItemPath? {
        guard let move = view.drag?.move else { return view.snapshot.path(of: id) }
        let target = move.target
        if let i = move.items.firstIndex(of: id) { return ItemPath(target.section, target.item + i) }
        guard let m = view.snapshot.path(of: id) else { return nil }
        var q = m.item - move.controller.sources.filter { $0.section == m.section && $0.item < m.item }.count
        if m.section == target.section, q >= target.item { q += move.items.count }
        return ItemPath(m.section, q)
    }

    /// A list when the visible frames sit one per line across the scrolling direction (at
    /// most one frame starts at each position along it), else a grid. - Complexity: O(v log v).
    static func role(of frames: [Rect], orientation: AccessibilityOrientation) -> AccessibilityViewRole {
        let lines = frames.map { orientation == .vertical ? ($0.minY, $0.maxY) : ($0.minX, $0.maxX) }.sorted { $0 < $1 }
        for (a, b) in zip(lines, lines.dropFirst()) where b.0 < a.1 - 0.5 { return .grid }
        return .list
    }

    /// What every element of one model shares: the view's state read once.
    struct Context {
        let view: CollectionView<SectionID, ItemID>
        let role: AccessibilityViewRole
        let announcer: Announcer<SectionID, ItemID>
        let selected: Set<ItemID>
        let grabbed: [ItemID]
        let dropTarget: ItemID?
        let offset: Point

        init(view: CollectionView<SectionID, ItemID>, role: AccessibilityViewRole) {
            self.view = view
            self.role = role
            announcer = view.announcer.presenting(view.layout.itemCounts)
            selected = Set(view.selectedItems)
            grabbed = view.drag?.items ?? []
            if let e = view.drag?.exchange, e.controller.displaced != nil, let origin = e.controller.origin {
                dropTarget = view.snapshot[origin]
            } else {
                dropTarget = nil
            }
            offset = view.contentOffset
        }

        /// The element of `id`, presented at `path` with the content frame `frame`.
        func element(_ id: ItemID, at path: ItemPath, frame: Rect) -> AccessibilityElement<ItemID> {
            let describer = view.accessibility
            var states: AccessibilityStates = []
            if selected.contains(id) { states.insert(.selected) }
            if id == view.state.focused { states.insert(.focused) }
            if grabbed.contains(id) { states.insert(.grabbed) }
            if id == dropTarget { states.insert(.dropTarget) }
            let enabled = describer.isEnabled?(id) ?? true
            if !enabled { states.insert(.disabled) }
            if enabled, canGrab(at: path) { states.insert(.editable) }
            let actions = enabled ? AccessibilityActionList(view: view, role: role)
                .actions(for: id, at: path, states: states) : []
            return AccessibilityElement(
                id: id, role: role.itemRole, name: announcer.name(id), description: describer.description?(id) ?? nil,
                path: path, positionInSet: path.item + 1, setSize: announcer.count(inSection: path.section),
                sectionName: announcer.spokenSectionName(path.section), positionText: announcer.positionText(at: path),
                states: states, actions: actions, frame: frame.offsetBy(dx: -offset.x, dy: -offset.y))
        }

        /// Whether the item can be lifted (edit) or caught (exchange): the owner's
        /// `canMoveItem` / `canBeginExchange` for its path. During a move, paths are presented
        /// ones, not the model's: only the lifted items count as editable then.
        func canGrab(at path: ItemPath) -> Bool {
            switch view.mode {
            case .browse: return false
            case .edit:
                if view.drag?.move != nil { return grabbed.contains { $0 == view.displayedItem(at: path) } }
                return view.delegate.canMoveItem?(path) ?? true
            case .exchange: return view.delegate.canBeginExchange?(path) ?? true
            }
        }
    }
}
