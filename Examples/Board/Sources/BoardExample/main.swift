// Board: a kanban board on GTK — columns of cards in one libadwaita window, each column its own
// Mosaic CollectionView (hosted by MosaicGTK's CollectionWidget); cards reorder by pointer
// (press, hold, drag) and keyboard (Space lifts, ↑ ↓ move, Space drops), move to another column
// by dragging them across (the columns' widgets share one drag session), to the next or
// previous column by ctrl+→ / ctrl+← (mirrored right to left) or the card's menu; ctrl+shift+→
// / ← moves a column. The order lives in SQLite with fractional order keys.
//
//     BoardExample [--db PATH] [--exchange] [--churn] [--churn-interval MS] [--seed N] [--rtl] [--dark] [--size WxH]
//         the window (needs a display); ctrl+q quits; every change prints `board: …`; with
//         --exchange the columns are in exchange mode: a card dropped on another swaps places
//         with it, within a column or across columns (pointer, or Space and ctrl+arrow)
//     BoardExample --snapshot OUT.png [--rtl] [--dark] [--size WxH] [--scale S]
//         headless: a keyboard move during a live change and a move to the next column, checked,
//         and the frame drawn offscreen
//     BoardExample --check [--seed N]
//         headless: the model's self-check (order keys, rebalancing, atomic moves, reopening)
import Foundation
import Mosaic

/// Prints `line` at once (unbuffered: tests read the output while the app runs).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

/// The command line.
struct Options {
    var database: String?
    var churn = false
    var churnInterval = 600
    var seed: UInt64 = 25
    var direction = LayoutDirection(environment: { ProcessInfo.processInfo.environment[$0] })
    var dark = false
    var size = Size(width: 1000, height: 640)
    var snapshot: String?
    var scale = 1
    var check = false
    var exchange = false

    init(_ arguments: [String]) {
        var i = 0
        func value() -> String {
            i += 1
            guard i < arguments.count else { usage("\(arguments[i - 1]) needs a value") }
            return arguments[i]
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--db": database = value()
            case "--churn": churn = true
            case "--churn-interval":
                guard let n = Int(value()), n >= 20 else { usage("--churn-interval wants milliseconds, at least 20") }
                churnInterval = n
                churn = true
            case "--seed":
                guard let n = UInt64(value()) else { usage("--seed wants a non-negative integer") }
                seed = n
            case "--rtl": direction = .rightToLeft
            case "--exchange": exchange = true
            case "--dark": dark = true
            case "--check": check = true
            case "--snapshot": snapshot = value()
            case "--scale":
                guard let n = Int(value()), (1...4).contains(n) else { usage("--scale wants 1 to 4") }
                scale = n
            case "--size":
                let parts = value().split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts[0] >= 320, parts[1] >= 240 else { usage("--size wants WxH, at least 320x240") }
                size = Size(width: parts[0], height: parts[1])
            default: usage("unknown argument \(arguments[i])")
            }
            i += 1
        }
    }

    /// Where the window's board lives: `--db`, else `$XDG_DATA_HOME/mosaic-board/board.sqlite`
    /// (`~/.local/share/…`), its folder created.
    func databasePath() -> String {
        if let database { return database }
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_DATA_HOME"] ?? (NSHomeDirectory() + "/.local/share")
        let folder = base + "/mosaic-board"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder + "/board.sqlite"
    }
}

func usage(_ problem: String) -> Never {
    FileHandle.standardError.write(Data("BoardExample: \(problem)\n".utf8))
    exit(64)
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
if options.check { exit(selfCheck(seed: options.seed)) }
if let path = options.snapshot { exit(snapshot(options: options, path: path)) }
exit(BoardWindow(options: options).run())
