import MosaicCore
import MosaicView

/// What a window showed when it closed — its size, whether it was maximised, its first
/// visible item and where that item was — as the text settings an app keeps in its own
/// database (``settings``, read back with ``init(settings:)``), so the next launch on that
/// database reopens there. The item is the app's identity of it, as text (a contact's id).
public struct WindowState: Equatable, Sendable {
    /// The window's size in points when neither maximised nor full screen
    /// (``SDLWindowHost/restoredSize``).
    public var size: Size
    /// True when the window was maximised.
    public var isMaximized: Bool
    /// The first fully visible item's identity, as the app wrote it; nil for none (an empty view).
    public var firstItem: String?
    /// Where that item's frame's top-left corner was in the viewport (`ScrollAnchor.offset`).
    public var firstItemOffset: Point

    /// The settings' names: `window.width`, `window.height`, `window.maximized`,
    /// `window.firstItem`, `window.firstItemX`, `window.firstItemY`.
    public static let settingNames = ["window.width", "window.height", "window.maximized",
                                      "window.firstItem", "window.firstItemX", "window.firstItemY"]
    /// The sizes a saved state may hold; others are not restored (a damaged or foreign value).
    public static let sizeRange = 64.0...16_384.0

    /// A state of `size`, maximised or not, with `firstItem` at `firstItemOffset`.
    public init(size: Size, isMaximized: Bool = false, firstItem: String? = nil, firstItemOffset: Point = .zero) {
        self.size = size
        self.isMaximized = isMaximized
        self.firstItem = firstItem
        self.firstItemOffset = firstItemOffset
    }

    /// Reads a state from settings (``settings``); nil when no valid size was saved. A missing
    /// or invalid item or offset reads as none (the window reopens at the top).
    public init?(settings: [String: String]) {
        guard let w = settings["window.width"].flatMap(Double.init), let h = settings["window.height"].flatMap(Double.init),
              Self.sizeRange.contains(w), Self.sizeRange.contains(h) else { return nil }
        size = Size(width: w, height: h)
        isMaximized = settings["window.maximized"] == "1"
        let x = settings["window.firstItemX"].flatMap(Double.init) ?? .nan
        let y = settings["window.firstItemY"].flatMap(Double.init) ?? .nan
        if let item = settings["window.firstItem"], !item.isEmpty, x.isFinite, y.isFinite,
           abs(x) <= Self.sizeRange.upperBound, abs(y) <= Self.sizeRange.upperBound {
            firstItem = item
            firstItemOffset = Point(x: x, y: y)
        } else {
            firstItem = nil
            firstItemOffset = .zero
        }
    }

    /// The state as settings, every name of ``settingNames`` (an empty `window.firstItem` for none).
    public var settings: [String: String] {
        ["window.width": Self.text(size.width), "window.height": Self.text(size.height),
         "window.maximized": isMaximized ? "1" : "0", "window.firstItem": firstItem ?? "",
         "window.firstItemX": Self.text(firstItem == nil ? 0 : firstItemOffset.x),
         "window.firstItemY": Self.text(firstItem == nil ? 0 : firstItemOffset.y)]
    }

    /// A number as settings text: integers without a fraction ("1280"), others as Swift prints them.
    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension CollectionWindow {
    /// The window's state now: its restored size, maximised or not, and the view's first fully
    /// visible item (`CollectionView.firstVisibleAnchor`) named by `itemName`.
    public func state(itemName: (ItemID) -> String) -> WindowState {
        let anchor = view.firstVisibleAnchor
        return WindowState(size: host.restoredSize, isMaximized: host.isMaximized,
                           firstItem: anchor.map { itemName($0.item) }, firstItemOffset: anchor?.offset ?? .zero)
    }
}

extension CollectionView {
    /// Scrolls to a saved state's first item (``WindowState/firstItem``, found with `item`) at
    /// its saved place, clamped to the content. - Returns: false, leaving the view where it
    /// is, when the state has no item or the item is gone.
    @discardableResult
    public func restore(_ state: WindowState, item: (String) -> ItemID?) -> Bool {
        guard let name = state.firstItem, let id = item(name) else { return false }
        return scroll(to: ScrollAnchor(item: id, path: ItemPath(0, 0), offset: state.firstItemOffset))
    }
}
