import MosaicCore
import MosaicSDL
import MosaicView

/// The apps' bar above the collection: a title, a layout switch, a mode switch and the Edit/Done
/// button, laid out from the bar's trailing edge (mirrored right to left: ``layoutDirection``). A value: the app rebuilds it from its
/// state each frame (`editTitle` from `CollectionView.editButtonTitle`, `mode` from `mode`),
/// draws it with ``draw(in:)`` and maps clicks with `control(at:)`; in a `CollectionWindow` it
/// is the window's `WindowHeader` (``MosaicSDL/CollectionWindow/showTopBar(_:activate:)``).
///
/// The collection is drawn below it: its viewport's origin is `(0, TopBar.height)` in the
/// window, and its viewport height is the window's minus `TopBar.height`.
public struct TopBar: Sendable, Equatable {
    /// A control the user can click.
    public enum Control: Hashable, Sendable {
        /// The Edit/Done button.
        case edit
        /// A segment of the mode switch (Browse / Edit / Exchange).
        case mode(InteractionMode)
        /// A segment of the layout switch, by its name (one of `layoutNames`).
        case layout(String)
    }

    /// The bar's height in points.
    public static let height = 52.0
    static let controlHeight = 32.0
    static let editWidth = 64.0
    static let modeSegmentWidth = 76.0
    static let layoutSegmentWidth = 80.0
    static let margin = 16.0
    static let spacing = 12.0

    /// The text at the bar's left.
    public var title: String
    /// "Edit" or "Done".
    public var editTitle: String
    /// The highlighted mode segment.
    public var mode: InteractionMode
    /// The highlighted layout segment (one of `layoutNames`).
    public var layoutName: String
    /// The layout switch's segments, left to right.
    public var layoutNames: [String]
    /// The bar's width in points (the window's logical width).
    public var width: Double
    /// A one-line hint drawn under the title in small gray text (the current mode's
    /// `Controls.hint`; ``MosaicSDL/CollectionWindow/showTopBar(_:activate:)`` fills it in when
    /// the app leaves it nil), or nil.
    public var hint: String?
    /// The window's layout direction (the collection view's): right to left the bar mirrors
    /// — title at the right, Edit/Done at the left, switches' segments in reading order from
    /// the right — as GTK mirrors a header bar. `.leftToRight` by default.
    public var layoutDirection = LayoutDirection.leftToRight

    /// A bar with HelloContacts' defaults; every field can be changed afterwards.
    public init(title: String = "Contacts", editTitle: String = "Edit", mode: InteractionMode = .browse,
                layoutName: String = "Flow", layoutNames: [String] = ["Flow", "Waterfall"], width: Double = 1280,
                hint: String? = nil) {
        self.hint = hint
        self.title = title
        self.editTitle = editTitle
        self.mode = mode
        self.layoutName = layoutName
        self.layoutNames = layoutNames
        self.width = width
    }

    /// The narrowest bar whose controls all show at full width with a 120-point title beside
    /// them (narrower, the title goes first, then the segments shrink and end with "…"): the
    /// width a window's minimum size should allow.
    public var minimumReadableWidth: Double {
        2 * Self.margin + Self.editWidth + 3 * Self.spacing + 120
            + Self.modeSegmentWidth * Double(InteractionMode.allCases.count) + Self.layoutSegmentWidth * Double(layoutNames.count)
    }

    /// The bar's rectangle, at the window's top.
    public var frame: Rect { Rect(x: 0, y: 0, width: width, height: Self.height) }

    /// The title's box (beside the switches, at the leading edge).
    public var titleFrame: Rect { presented(leftToRightTitle) }

    /// The Edit/Done button, at the trailing edge (the right; the left right to left).
    public var editButtonFrame: Rect { presented(leftToRightEdit) }

    /// `rect`, laid out left to right, as presented: mirrored across the bar right to left.
    private func presented(_ rect: Rect) -> Rect {
        layoutDirection == .rightToLeft ? Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }

    private var leftToRightTitle: Rect {
        let right = leftToRightLayoutSwitch.minX - Self.spacing
        return Rect(x: Self.margin, y: 0, width: max(0, right - Self.margin), height: Self.height)
    }

    private var leftToRightEdit: Rect {
        Rect(x: width - Self.margin - Self.editWidth, y: (Self.height - Self.controlHeight) / 2,
             width: Self.editWidth, height: Self.controlHeight)
    }

    /// How much the switches' segments shrink to fit a narrow bar: 1 when the bar is wide
    /// enough for full-width segments and at least a 120-point title, down to 0.4 (the title
    /// goes first, then the segments shrink and their titles end with "…").
    public var segmentScale: Double {
        let full = Self.modeSegmentWidth * Double(InteractionMode.allCases.count)
            + Self.layoutSegmentWidth * Double(layoutNames.count)
        let fixed = 2 * Self.margin + Self.editWidth + 2 * Self.spacing
        let available = width - fixed - 120
        guard full > 0, available < full else { return 1 }
        let withoutTitle = width - fixed
        return min(1, max(0.4, withoutTitle / full))
    }

    /// The mode switch (all segments), beside the Edit button.
    public var modeSwitchFrame: Rect { presented(leftToRightModeSwitch) }

    /// The layout switch (all segments), beside the mode switch.
    public var layoutSwitchFrame: Rect { presented(leftToRightLayoutSwitch) }

    private var leftToRightModeSwitch: Rect {
        let w = Self.modeSegmentWidth * segmentScale * Double(InteractionMode.allCases.count)
        return Rect(x: leftToRightEdit.minX - Self.spacing - w, y: leftToRightEdit.minY, width: w,
                    height: Self.controlHeight)
    }

    private var leftToRightLayoutSwitch: Rect {
        let w = Self.layoutSegmentWidth * segmentScale * Double(layoutNames.count)
        return Rect(x: leftToRightModeSwitch.minX - Self.spacing - w, y: leftToRightEdit.minY, width: w,
                    height: Self.controlHeight)
    }

    /// Each mode segment (Browse, Edit, Exchange) and its rectangle, in reading order (the
    /// first at the left; at the right right to left).
    public var modeSegments: [(mode: InteractionMode, frame: Rect)] {
        let box = leftToRightModeSwitch
        return InteractionMode.allCases.enumerated().map { i, mode in
            (mode, presented(Rect(x: box.minX + Double(i) * Self.modeSegmentWidth * segmentScale, y: box.minY,
                                  width: Self.modeSegmentWidth * segmentScale, height: box.height)))
        }
    }

    /// Each layout segment and its rectangle, in reading order.
    public var layoutSegments: [(name: String, frame: Rect)] {
        let box = leftToRightLayoutSwitch
        return layoutNames.enumerated().map { i, name in
            (name, presented(Rect(x: box.minX + Double(i) * Self.layoutSegmentWidth * segmentScale, y: box.minY,
                                  width: Self.layoutSegmentWidth * segmentScale, height: box.height)))
        }
    }

    /// The control under `point` (window points), or nil.
    public func control(at point: Point) -> Control? {
        guard frame.contains(point) else { return nil }
        if editButtonFrame.contains(point) { return .edit }
        if let segment = modeSegments.first(where: { $0.frame.contains(point) }) { return .mode(segment.mode) }
        if let segment = layoutSegments.first(where: { $0.frame.contains(point) }) { return .layout(segment.name) }
        return nil
    }

    /// A segment's title: "Browse", "Edit", "Exchange".
    public static func title(of mode: InteractionMode) -> String {
        switch mode {
        case .browse: return "Browse"
        case .edit: return "Edit"
        case .exchange: return "Exchange"
        }
    }
}

extension TopBar {
    /// Draws the bar into `context` (window points from the top-left): background and bottom
    /// hairline, the title, the layout and mode switches (the current segment filled with the
    /// accent color) and the Edit/Done button, in the context's palette.
    public func draw(in context: DrawingContext) {
        let context = context.directed(layoutDirection)
        let palette = context.palette
        context.fill(frame, color: palette.bar)
        context.fill(Rect(x: 0, y: Self.height - 1, width: width, height: 1), color: palette.separator)
        let titleBox = titleFrame
        if titleBox.width >= 40, let hint, !hint.isEmpty {
            context.drawText(title, in: Rect(x: titleBox.minX, y: 5, width: titleBox.width, height: 24), size: 18,
                             color: palette.text, bold: true)
            context.drawText(hint, in: Rect(x: titleBox.minX, y: 29, width: titleBox.width, height: 16), size: 11,
                             color: palette.secondaryText)
        } else if titleBox.width >= 40 {
            context.drawText(title, in: Rect(x: titleBox.minX, y: 0, width: titleBox.width, height: Self.height),
                             size: 20, color: palette.text, bold: true)
        }
        drawSegments(layoutSegments.map { ($0.name, $0.frame, $0.name == layoutName) }, in: layoutSwitchFrame,
                     context: context)
        drawSegments(modeSegments.map { (Self.title(of: $0.mode), $0.frame, $0.mode == mode) }, in: modeSwitchFrame,
                     context: context)
        let edit = editButtonFrame
        context.stroke(edit, cornerRadius: 8, width: 1, color: palette.accent)
        context.drawText(editTitle, in: edit, size: 14, color: palette.accent, bold: true, alignment: .center)
    }

    /// A segmented control: a gray capsule, the selected segment filled with the accent.
    private func drawSegments(_ segments: [(title: String, frame: Rect, isSelected: Bool)], in box: Rect,
                              context: DrawingContext) {
        let palette = context.palette
        context.fill(box, cornerRadius: 8, color: palette.neutralButton)
        for segment in segments {
            if segment.isSelected {
                context.fill(segment.frame.insetBy(dx: 2, dy: 2), cornerRadius: 6, color: palette.accent)
            }
            context.drawText(segment.title, in: segment.frame.insetBy(dx: 4, dy: 0), size: 13,
                             color: segment.isSelected ? RGBA(255, 255, 255) : palette.text, alignment: .center)
        }
    }
}

extension TopBar: WindowHeader {
    /// ``TopBar/height``.
    public var height: Double { Self.height }
    /// ``minimumReadableWidth``.
    public var minimumWidth: Double { minimumReadableWidth }
    /// ``control(at:)``, as the window reports it.
    public func headerControl(at point: Point) -> AnyHashable? { control(at: point).map(AnyHashable.init) }
}

extension CollectionWindow {
    /// Shows `bar(width)` above the collection as the window's header — its hint, when nil, the
    /// view's hint for its mode (`CollectionViewConfiguration.modeHints`) — and calls `activate`
    /// with each control clicked (pressed and released on the same control).
    public func showTopBar(_ bar: @escaping (_ width: Double) -> TopBar, activate: @escaping (TopBar.Control) -> Void) {
        header = { [unowned view] width in
            var shown = bar(width)
            if shown.hint == nil { shown.hint = view.configuration.modeHints.hint(for: view.mode) }
            return shown
        }
        onHeaderControl = { control in
            if let control = control.base as? TopBar.Control { activate(control) }
        }
    }
}
