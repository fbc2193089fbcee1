import MosaicCore

/// Everything the collection view tells its owner, in order: the delegate calls of the seeds,
/// as values. `logLine` is the exact string `mosaic replay` logs for each.
public enum CollectionViewEvent: Sendable, Equatable {
    case didSelect(ItemPath)
    case didDeselect(ItemPath)
    case doubleTap(ItemPath)
    /// The deletion confirmation opened for the item.
    case confirmDelete(ItemPath)
    /// A confirmed deletion was committed to the model.
    case delete(ItemPath)
    /// A pinch step changed the layout's spacing to this value.
    case spacing(Double)
    /// The data source was asked whether the item can move.
    case canMove(ItemPath)
    /// An interactive movement committed (once, at the end).
    case move(from: ItemPath, to: ItemPath)
    /// A multi-item movement committed: the items (old paths) now start at `to`.
    case moveMany(from: [ItemPath], to: ItemPath)
    case cancelMove
    case canBegin(ItemPath)
    case canDisplace(ItemPath, from: ItemPath)
    case didExchange(ItemPath, ItemPath)
    case didFinishExchangeEvent
    case didFinishExchangeTransaction(ItemPath, ItemPath)
    case didCancelExchangeTransaction
    /// An undo; `what` is the log line of what was undone (e.g. `move 0.0 -> 1.2`).
    case undo(String)
    case redo(String)
    /// A text announcement for assistive output.
    case announce(String)

    /// The replay log's line for this event, e.g. `didSelect 0.1` or `move 0.0 -> 1.2`.
    public var logLine: String {
        switch self {
        case .didSelect(let p): return "didSelect \(p)"
        case .didDeselect(let p): return "didDeselect \(p)"
        case .doubleTap(let p): return "doubleTap \(p)"
        case .confirmDelete(let p): return "confirmDelete \(p)"
        case .delete(let p): return "delete \(p)"
        case .spacing(let v): return "spacing \(NumberFormatting.compact(v))"
        case .canMove(let p): return "canMove \(p)"
        case .move(let a, let b): return "move \(a) -> \(b)"
        case .moveMany(let paths, let to):
            return "move [\(paths.map(\.description).joined(separator: ", "))] -> \(to)"
        case .cancelMove: return "cancelMove"
        case .canBegin(let p): return "canBegin \(p)"
        case .canDisplace(let p, let from): return "canDisplace \(p) from \(from)"
        case .didExchange(let a, let b): return "didExchange \(a) \(b)"
        case .didFinishExchangeEvent: return "didFinishExchangeEvent"
        case .didFinishExchangeTransaction(let a, let b): return "didFinishExchangeTransaction \(a) \(b)"
        case .didCancelExchangeTransaction: return "didCancelExchangeTransaction"
        case .undo(let what): return "undo \(what)"
        case .redo(let what): return "redo \(what)"
        case .announce(let text): return "announce \(text)"
        }
    }
}

/// Number printing shared by logs and JSON output: integral values without a decimal point
/// (`10`), others with at most 6 decimals, trailing zeros trimmed (`12.5`).
public enum NumberFormatting {
    public static func compact(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let rounded = (v * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            let i = Int(rounded)
            return i == 0 ? "0" : String(i)
        }
        var s = String(rounded)
        if s.contains("e") { return s }
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
