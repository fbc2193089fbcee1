import MosaicView
import MosaicCore

/// A replay file: the collection view to build and the events to feed it.
///
/// `mosaic replay FILE.json` reads one of these (``parse(_:)-(String)``), and `--record` writes one
/// (``jsonString()``). The format, with its optionality:
///
/// ```
/// { "viewport": {"width": 500, "height": 600},                 required, both > 0
///   "layout": {"kind": "flow", "itemWidth": 100, "itemHeight": 100,
///              "interitemSpacing": 10, "lineSpacing": 10,      all required (sizes > 0, spacings ≥ 0)
///              "insets": {"top": 0, "left": 0, "bottom": 0, "right": 0}}   optional, default zero
///        or   {"kind": "waterfall", "columns": 3, "spacing": 10,          required (columns ≥ 1)
///              "heights": [[100, 200], [50]], "insets": {…}},             heights required, insets optional
///   "layoutDirection": "leftToRight" | "rightToLeft",         optional, default "leftToRight"
///   "sections": [["A", "B"], ["C"]],        required; non-empty identities, unique across sections
///   "mode": "browse" | "edit" | "exchange",                    required
///   "options": {"allowsMultipleSelection": false,              optional, as are its fields
///               "allowsSelectionDuringEditing": false,         (false, false, true)
///               "recognizesDoubleTap": true,
///               "immovable": ["A"],                            items of sections ([])
///               "undisplaceable": ["B"],                       items of sections ([])
///               "catchRect": {"x": 0, "y": 0, "width": 20, "height": 100},    (the whole cell)
///               "mouseDragDistance": 4, "centersLines": false,   (the mouse holds; false)
///               "doubleClickInterval": 0.5,                    (no double-click action)
///               "headerHeight": 32,                            (0: no section headers)
///               "menuActions": ["open"]},                      owner's menu entries ([])
///   "events": [ … ] }                                          required, may be empty
/// ```
///
/// A file with a top-level `views` array instead describes several views of one window
/// (``ReplayGroupScript``; ``ReplayTrace`` reads either shape).
///
/// Events (all have `t`, seconds, finite, ≥ 0, non-decreasing, and `type`):
/// - `down`/`move`/`up`: `x`, `y` required (finite viewport points), `pointer` optional
///   (an integer ≥ 0, default 0);
/// - `cancel`, `toggleEdit`: nothing else;
/// - `confirm`: `answer`, `"yes"` or `"no"`;
/// - `wheel`: `dy` required; `dx`, `x`, `y` optional (default 0), `ctrl` optional (false);
/// - `key`: `key` required (a letter, a digit, `escape`, `space`, `enter`, `delete`, `left`,
///   `right`, `up`, `down`, `tab`), `ctrl`/`shift` optional (false).
///
/// Insets and spacings must be finite and ≥ 0, waterfall heights finite and > 0, and
/// `layout.heights` must hold one array per section with one height per item. Any key
/// the format does not name is rejected, booleans must be JSON booleans, and integers must
/// be integral numbers.
public struct ReplayScript: Equatable, Sendable {
    /// The viewport size in points.
    public var viewport: Size
    /// The layout and its parameters.
    public var layout: ReplayLayoutSpec
    /// The direction the layout presents in (`layoutDirection`, beside `layout`; default
    /// `.leftToRight`): right to left, a flow fills its lines from the right and a waterfall
    /// puts its first column at the right, and the trace's points are read on that drawing.
    public var layoutDirection: LayoutDirection
    /// The item identities, one array per section.
    public var sections: [[String]]
    /// The interaction mode the view starts in.
    public var mode: InteractionMode
    /// The largest event time a replay may use, in seconds (one hour). The runner simulates a
    /// display at 60 fps while anything moves, so a time beyond any real session is rejected as
    /// malformed (exit 2, naming the field) rather than simulated: a hostile trace cannot hang
    /// `mosaic replay` or `hello-contacts --replay`.
    public static let maximumTime: Double = 3_600

    /// Whether taps add to the selection instead of replacing it (`options.allowsMultipleSelection`).
    public var allowsMultipleSelection: Bool
    /// Whether a tap selects in edit mode (`options.allowsSelectionDuringEditing`, UIKit's
    /// default false).
    public var allowsSelectionDuringEditing: Bool
    /// Whether a double-tap recognizer sits on the cells (`options.recognizesDoubleTap`, default
    /// true, as in the contacts grid): single taps then wait up to 0.3 s for it to
    /// fail. HelloContacts records `false` (it installs none, so its clicks select on the up).
    public var recognizesDoubleTap: Bool
    /// Items the data source refuses to move or catch (`options.immovable`): `canMoveItem` and
    /// `canBeginExchange` answer false for them (still logged as `canMove s.i`, `canBegin s.i`).
    public var immovable: [String]
    /// Items that may not be displaced by an exchange (`options.undisplaceable`): `canDisplace`
    /// answers false when one of these would be displaced (still logged `canDisplace s.i from s.i`).
    public var undisplaceable: [String]
    /// The catch rectangle of every cell, relative to the cell's top-left (`options.catchRect`,
    /// the exchange delegate's `viewForCatchRectangleForItemAtIndexPath`); nil: the whole cell.
    public var catchRect: Rect?
    /// Edit mode with a mouse (`options.mouseDragDistance`, points): a press of pointer 0 that
    /// moves this far lifts at once; absent: the mouse holds 0.5 s like a finger. HelloContacts
    /// records 4.
    public var mouseDragDistance: Double?
    /// A desktop double-click (`options.doubleClickInterval`, seconds > 0): a second plain click
    /// of a mouse pointer (below 100) on the same item within it logs `primaryAction 0.1`
    /// instead of selecting again (`CollectionViewConfiguration.doubleClickInterval`); absent:
    /// none, so two quick clicks are two selections (as traces always had). HelloContacts
    /// records 0.5.
    public var doubleClickInterval: Double?
    /// Every section's header height in points (`options.headerHeight`, ≥ 0, default 0: no
    /// headers): each section's items start below a header that tall, as in an app that shows
    /// section headers (HelloContacts records 32 when its contacts are in several groups), so
    /// positions replay where they were.
    public var headerHeight: Double
    /// A flow layout's full lines are centred (`options.centersLines`, default false;
    /// `FlowLayout.setCentersUniformLines(_:)`), as HelloContacts' grid is; it records true.
    public var centersLines: Bool
    /// The owner's context menu entries (`options.menuActions`, identifiers that are also the
    /// titles), placed above Delete and "Move to …" as `CollectionViewDelegate.contextMenuItems`
    /// places them; choosing one logs `menuAction 0.1 open`. HelloContacts records `["open"]`.
    public var menuActions: [String]
    /// The scripted events, in time order.
    public var events: [ReplayEvent]

    /// Creates a script. No validation happens here; ``parse(_:)-(String)`` is the validating path.
    public init(viewport: Size, layout: ReplayLayoutSpec, sections: [[String]], mode: InteractionMode,
                allowsMultipleSelection: Bool = false, allowsSelectionDuringEditing: Bool = false,
                recognizesDoubleTap: Bool = true, immovable: [String] = [], undisplaceable: [String] = [],
                catchRect: Rect? = nil, mouseDragDistance: Double? = nil, centersLines: Bool = false,
                menuActions: [String] = [], doubleClickInterval: Double? = nil, headerHeight: Double = 0,
                layoutDirection: LayoutDirection = .leftToRight, events: [ReplayEvent]) {
        self.layoutDirection = layoutDirection
        self.viewport = viewport
        self.layout = layout
        self.sections = sections
        self.mode = mode
        self.allowsMultipleSelection = allowsMultipleSelection
        self.allowsSelectionDuringEditing = allowsSelectionDuringEditing
        self.recognizesDoubleTap = recognizesDoubleTap
        self.immovable = immovable
        self.undisplaceable = undisplaceable
        self.catchRect = catchRect
        self.mouseDragDistance = mouseDragDistance
        self.centersLines = centersLines
        self.menuActions = menuActions
        self.doubleClickInterval = doubleClickInterval
        self.headerHeight = headerHeight
        self.events = events
    }
}
