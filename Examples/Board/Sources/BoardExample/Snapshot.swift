import Foundation
import Mosaic
import MosaicCairo
import MosaicTesting

/// `--snapshot OUT.png`, headless (no display): the board on a manual clock, driven as a user
/// would — in "To do" Space lifts the first card, ↓ moves it, a live change arrives while it is
/// lifted (a card inserted above it: `apply(_:animated:)` during the drag), Space drops it,
/// ctrl+z and ctrl+shift+z undo and redo it; the card menu's "Move to Doing" moves another card
/// to the next column; ``BoardController/moveCard(_:toColumn:index:)`` refuses a bad index and
/// carries a card from Review to To do — each checked against the model and the database, then
/// the frame drawn offscreen (columns right to left with `--rtl`). Returns the exit status.
func snapshot(options: Options, path: String) -> Int32 {
    let clock = ManualClock()
    var failures = 0
    func expect(_ what: String, _ condition: Bool) {
        say((condition ? "ok: board: " : "FAILED: board: ") + what)
        if !condition { failures += 1 }
    }
    do {
        let model = try BoardModel(path: options.database ?? ":memory:")
        let controller = BoardController(model: model)
        let columns = model.columns.count
        let gap = 12.0, titleHeight = 40.0
        let columnWidth = (options.size.width - gap * Double(columns + 1)) / Double(columns)
        let viewport = Size(width: columnWidth, height: options.size.height - titleHeight - gap)
        try controller.makeViews(clock: clock, viewport: viewport)
        for view in controller.views { view.setLayoutDirection(options.direction) }
        func advance(_ seconds: Double) {
            let end = clock.now + seconds
            while clock.now < end {
                clock.advance(to: min(end, clock.now + 1.0 / 60))
                for view in controller.views { view.tick() }
            }
        }
        func key(_ view: BoardController.View, _ key: Key) {
            view.handle(.key(key, modifiers: [], time: clock.now))
            advance(0.3)
        }
        let todo = controller.views[0], first = model.columns[0].cards.map(\.id)
        key(todo, .down)                          // the focus to the first card
        key(todo, .space)                         // lift it
        key(todo, .down)                          // one place down
        expect("Space lifts the first card in To do", todo.dragInProgress)
        let inserted = try model.addCard("New card (arrived during the drag)", to: model.columns[0].id, at: 0)
        controller.sync()                         // applied while the card is lifted
        advance(0.4)
        expect("a change applied during the drag leaves the card lifted", todo.dragInProgress)
        key(todo, .space)                         // drop
        let expected = [inserted, first[1], first[0]] + first.dropFirst(2)
        expect("the drop lands the card one place down, after the inserted card",
               model.columns[0].cards.map(\.id) == expected)
        expect("the view shows the model", todo.snapshot.items(inSection: 0) == expected)
        func order() -> [Int64] { model.columns[0].cards.map(\.id) }
        func before(_ a: Int64, _ b: Int64) -> Bool { (order().firstIndex(of: a) ?? .max) < (order().firstIndex(of: b) ?? .max) }
        todo.handle(.key(.character("z"), modifiers: .ctrl, time: clock.now))   // undo, then redo
        advance(0.4)
        expect("ctrl+z undoes the move and the model (and database) take the view's order",
               before(first[0], first[1]) && order() == todo.snapshot.items(inSection: 0) && (try? model.load()) == model.columns)
        todo.handle(.key(.character("z"), modifiers: [.ctrl, .shift], time: clock.now))
        advance(0.4)
        expect("ctrl+shift+z redoes it", order() == expected && todo.snapshot.items(inSection: 0) == expected)
        let moving = first[2]
        todo.requests.showContextMenu(at: ItemPath(0, 3))
        expect("the card menu offers Move to Doing", todo.requests.contextMenuConfiguration?.items.map(\.title) == ["Move to Doing"])
        todo.requests.performContextMenuAction(.custom("1"))
        advance(0.4)
        expect("Move to Doing moves the card to the same place in the next column",
               model.location(of: moving).map { [$0.column, $0.index] } == [1, 3] && !todo.snapshot.contains(moving)
                   && controller.views[1].snapshot.items(inSection: 0)[safe: 3] == moving)
        // The seam a drag between views calls at its drop: Review's first card to the top of To do.
        let review = model.columns[2].cards[0].id, shown = controller.orderLine
        expect("a move to an index past the column's end is refused, nothing changes",
               !controller.moveCard(review, toColumn: model.columns[0].id, index: 99) && controller.orderLine == shown)
        expect("moveCard carries a card between two columns' views",
               controller.moveCard(review, toColumn: model.columns[0].id, index: 0)
                   && todo.snapshot.items(inSection: 0).first == review && !controller.views[2].snapshot.contains(review))
        expect("the database holds what the board shows", try model.load() == model.columns)
        advance(1)
        say("board: " + controller.orderLine)

        let renderer = try CairoRenderer()
        renderer.palette = options.dark ? .dark : .light
        let scale = Double(options.scale)
        let canvas = try CairoCanvas.image(size: options.size, pixelScale: scale)
        renderer.begin(canvas.context, pixelScale: scale, size: options.size)
        renderer.clear(size: options.size)
        let content = cardContent(model: model)
        for (i, view) in controller.views.enumerated() {
            let slot = options.direction == .rightToLeft ? columns - 1 - i : i
            let x = gap + Double(slot) * (columnWidth + gap)
            let title = renderer.context(for: Rect(x: x, y: 8, width: columnWidth, height: titleHeight - 12))
            title.fill(title.rect, cornerRadius: 6, color: accent(ofColumn: i))
            title.drawText("\(model.columns[i].title)  \(model.columns[i].cards.count)",
                           in: title.rect.insetBy(dx: 10, dy: 0), size: 15, color: RGBA(255, 255, 255), bold: true,
                           alignment: options.direction == .rightToLeft ? .trailing : .leading)
            renderer.drawList(view.displayList(), at: Point(x: x, y: titleHeight), content: content)
        }
        renderer.end()
        try canvas.writePNG(path: path)
        say("wrote \(path) (\(canvas.pixelWidth)×\(canvas.pixelHeight))")
    } catch {
        say("FAILED: board: \(error)")
        return 1
    }
    return failures == 0 ? 0 : 1
}
