// A photo wall: 18 generated photos of seven aspect ratios in a three-column
// waterfall; each cell shows its photo (MosaicSDL's image cache decodes it, a placeholder
// shows until then) with a caption. In edit mode a long press lifts a photo, a drag moves it,
// and it keeps its own size wherever it lands.
//
//     PhotoWallExample                      a window (needs DISPLAY)
//     PhotoWallExample --snapshot OUT.png   headless: drives a reorder, checks it, writes a frame
import Foundation
import MosaicAnimation
import MosaicCore
import MosaicSDL
import MosaicTesting
import MosaicView

func expect(_ ok: Bool, _ what: @autoclosure () -> String) {
    if !ok {
        print("FAILED: \(what())")
        exit(1)
    }
}

let photos = (0..<18).map(Photo.init)
let viewport = Size(width: 720, height: 640)
let spacing = 8.0, inset = EdgeInsets(all: 12), columns = 3
let columnWidth = (viewport.width - inset.left - inset.right - spacing * Double(columns - 1)) / Double(columns)
/// Each photo's height at the column width: the photo's aspect ratio decides it.
let heights = photos.map { (columnWidth / $0.aspect).rounded() }

func makeView(clock: any TimeSource) throws -> CollectionView<Int, Int> {
    let layout = try WaterfallLayout(itemHeights: [heights], columnCount: columns, spacing: spacing,
                                     sectionInset: inset, containerSize: viewport)
    let snapshot = try SectionedSnapshot<Int, Int>(sections: [(0, photos.map(\.index))])
    let view = try CollectionView(snapshot: snapshot, layout: AnyLayout(layout), viewportSize: viewport,
                                  mode: .edit, clock: clock)
    view.labelProvider = { photos[$0].caption }
    return view
}

/// What each cell shows: its photo, filling the cell, with its caption.
let content: (DisplayCell<Int>) -> CellContent = { cell in
    let photo = photos[cell.id]
    return .configuration(.photo(.data(key: "photo-\(photo.index)", bytes: photo.bytes), caption: photo.caption))
}

let arguments = Array(CommandLine.arguments.dropFirst())
if let flag = arguments.firstIndex(of: "--snapshot") {
    guard arguments.indices.contains(flag + 1) else {
        print("usage: PhotoWallExample [--snapshot OUT.png]")
        exit(64)
    }
    try headless(writingTo: arguments[flag + 1])
} else {
    let view = try makeView(clock: MonotonicClock())
    let window = try CollectionWindow(title: "PhotoWall", size: viewport, view: view, clock: MonotonicClock())
    window.content = content
    window.run()
}

@MainActor func headless(writingTo path: String) throws {
    // MosaicTesting's driver: a manual clock, a tick per 60 Hz frame, gestures in viewport points.
    let clock = ManualClock()
    let driver = CollectionViewDriver(view: try makeView(clock: clock), clock: clock)
    let view = driver.view
    var moves: [(ItemPath, ItemPath)] = []
    view.delegate.moveItem = { moves.append(($0, $1)) }
    func frame(of item: Int) -> Rect? { view.snapshot.path(of: item).flatMap { driver.frame(ofItemAt: $0) } }

    // Long press photo 1 (a 3:2 landscape), drag it onto photo 5, drop.
    guard let from = frame(of: 0), let over = frame(of: 4) else { return expect(false, "photos 1 and 5 are laid out") }
    print("photo 1 (3:2) is \(Int(from.width))×\(Int(from.height)) at (\(Int(from.minX)), \(Int(from.minY)))")
    let target = Point(x: over.midX, y: over.minY + over.height * 0.75)
    driver.drag(from: from.center, to: target, steps: 12, releasing: false)
    expect(view.dragInProgress, "a long press lifts photo 1")
    driver.release(at: target)
    driver.advance(by: 1)
    expect(moves.count == 1, "one move arrives (\(moves.count))")
    let (source, destination) = moves[0]
    print("moved: \(source) -> \(destination)")
    guard let landed = frame(of: 0) else { return expect(false, "photo 1 is still laid out") }
    print("photo 1 now \(Int(landed.width))×\(Int(landed.height)) at (\(Int(landed.minX)), \(Int(landed.minY)))")
    expect(landed.size == from.size, "photo 1 keeps its size: \(from.size) -> \(landed.size)")
    for item in photos.indices {
        expect(frame(of: item)?.height == heights[item], "photo \(item + 1) keeps its height")
    }

    // Draw frames until every visible photo is decoded (the cache decodes a few per frame).
    let offscreen = try OffscreenRenderer(size: viewport)
    var frames = 0
    repeat {
        offscreen.render(list: view.displayList(), content: content)
        frames += 1
    } while offscreen.renderer.needsAnotherFrame && frames < 60
    expect(!offscreen.renderer.needsAnotherFrame, "the visible photos are decoded within 60 frames")
    try offscreen.savePNG(path: path)
    print("frames until every visible photo was drawn: \(frames); wrote \(path)")
}
