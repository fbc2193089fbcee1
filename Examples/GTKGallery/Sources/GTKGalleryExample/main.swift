// GTKGallery: Mosaic in a GNOME app — an AdwApplicationWindow with a header bar and a grid of
// colour tiles in a custom layout (TileGridLayout), reorderable by mouse (a click selects, a
// drag moves) and keyboard (arrows focus, Space lifts and drops, arrows move the lifted tile).
//
//     GTKGalleryExample [--items N] [--dark] [--size WxH] [--measure] [--offscreen OUT.png]
//         a window (needs a display); ctrl+q quits; state changes are printed (see Gallery);
//         at quit, --offscreen writes the frame the widget shows, drawn offscreen
//     GTKGalleryExample --snapshot OUT.png [--items N] [--dark] [--size WxH] [--scale S]
//         headless (no display): a keyboard reorder on a manual clock, checked, and its frame
import Foundation
import Mosaic
import MosaicGTK

/// Prints `line` at once (unbuffered: tests read the output while the app runs).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

/// The command line.
struct Options {
    var items = 48
    var dark = false
    var size = Size(width: 800, height: 600)
    var measure = false
    var offscreen: String?
    var snapshot: String?
    var scale = 1

    init(_ arguments: [String]) {
        var i = 0
        func value() -> String {
            i += 1
            guard i < arguments.count else { usage("\(arguments[i - 1]) needs a value") }
            return arguments[i]
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--items":
                guard let n = Int(value()), n > 0 else { usage("--items wants a positive count") }
                items = n
            case "--dark": dark = true
            case "--measure": measure = true
            case "--offscreen": offscreen = value()
            case "--snapshot": snapshot = value()
            case "--scale":
                guard let n = Int(value()), (1...4).contains(n) else { usage("--scale wants 1 to 4") }
                scale = n
            case "--size":
                let parts = value().split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2, parts[0] >= 64, parts[1] >= 64 else { usage("--size wants WxH, e.g. 800x600") }
                size = Size(width: parts[0], height: parts[1])
            default: usage("unknown argument \(arguments[i])")
            }
            i += 1
        }
    }
}

func usage(_ problem: String) -> Never {
    FileHandle.standardError.write(Data("GTKGalleryExample: \(problem)\n".utf8))
    exit(64)
}

/// The gallery's view: tiles 0..<items in edit mode (a click selects, a drag or Space moves).
func makeView(options: Options, clock: any TimeSource, viewport: Size? = nil) throws -> CollectionView<Int, Int> {
    let snapshot = try SectionedSnapshot<Int, Int>(sections: [(0, Array(0..<options.items))])
    var configuration = CollectionViewConfiguration()
    configuration.allowsSelectionDuringEditing = true
    let view = try CollectionView(snapshot: snapshot, layout: TileGridLayout(),
                                  viewportSize: viewport ?? options.size, itemSize: { _ in Size(width: 112, height: 112) },
                                  mode: .edit, configuration: configuration, clock: clock)
    view.labelProvider = { "Tile \($0)" }
    view.accessibility.viewName = "Tiles"
    view.accessibility.description = { "\(colorName(of: $0)) tile" }
    return view
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
if let path = options.snapshot { exit(snapshot(options: options, path: path)) }
exit(Gallery(options: options).run())
