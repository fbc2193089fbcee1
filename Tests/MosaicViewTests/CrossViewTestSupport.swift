import MosaicAnimation
import MosaicCore
import MosaicInteraction
import MosaicReplay
@testable import MosaicView

/// Views side by side in one window, sharing drags through a `CollectionViewGroup`, driven in
/// window coordinates on one manual clock. Each view is 500×600 with a 100×100 / spacing 10
/// flow layout (4 items a row at x = 0, 110, 220, 330) unless told otherwise; view `i` sits at
/// window x = 600 × i. Each owner keeps its model from what it is told (`move`, the group's
/// `CrossViewMove`) and the log lines its view emitted, prefixed with the view's id.
final class CrossViewHarness {
    let clock = ManualClock()
    let group = CollectionViewGroup()
    var views: [String: CollectionView<Int, String>] = [:]
    /// Each owner's model (what it persisted), by view id.
    var owners: [String: [[String]]] = [:]
    /// Every line the views emitted, as "id: line" (lift announcements included).
    var log: [String] = []
    /// The transactions told, in order.
    var moves: [CrossViewMove] = []
    /// The proposals asked, in order, and the answer to give.
    var proposals: [CrossViewMove] = []
    var answer: (CrossViewMove) -> CrossViewDropProposal = { _ in .accept() }

    init(_ sections: [String: [[String]]], mode: InteractionMode = .edit) throws {
        var configuration = ReplayRunner.configuration
        configuration.recognizesDoubleTap = false
        for (i, id) in sections.keys.sorted().enumerated() {
            let s = sections[id]!
            let snapshot = try SectionedSnapshot<Int, String>(sections: s.enumerated().map { ($0.offset, $0.element) })
            let layout = AnyLayout(try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                                  minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                                  containerSize: Size(width: 500, height: 600)))
            let view = try CollectionView(snapshot: snapshot, layout: layout, viewportSize: Size(width: 500, height: 600),
                                          mode: mode, configuration: configuration, clock: clock)
            try add(view, id: id, x: Double(i) * 600, sections: s)
        }
        group.proposalForDrop = { [unowned self] move in proposals.append(move); return answer(move) }
        group.didMoveBetweenViews = { [unowned self] move in persist(move) }
    }

    /// Adds a view at window x `x` whose owner starts with `sections`.
    func add(_ view: CollectionView<Int, String>, id: String, x: Double, sections: [[String]]) throws {
        views[id] = view
        owners[id] = sections
        view.onEvent = { [unowned self] event in
            log.append("\(id): \(event.logLine)")
            if case .move(let from, let to) = event {
                let item = owners[id]![from.section].remove(at: from.item)
                owners[id]![to.section].insert(item, at: to.item)
            }
        }
        try group.addView(view, id: id, frame: Rect(x: x, y: 0, width: view.viewportSize.width, height: view.viewportSize.height))
    }

    /// The owners persist one transaction: out of the source by identity, into the destination.
    func persist(_ move: CrossViewMove) {
        moves.append(move)
        let gone = Set(move.items(as: String.self))
        owners[move.sourceView] = owners[move.sourceView]?.map { $0.filter { !gone.contains($0) } }
        guard owners[move.destinationView] != nil else { return }   // a view the test owns itself
        owners[move.destinationView]![move.destinationPath.section]
            .insert(contentsOf: move.convertedItems(as: String.self), at: move.destinationPath.item)
    }

    /// The view's model, one array per section.
    func sections(_ id: String) -> [[String]] { views[id]!.snapshot.sections.map { $0.1 } }

    /// Advances the clock frame by frame (60 Hz) to `t`, ticking the group.
    func advance(to t: Double) {
        while clock.now + 1.0 / 60 < t {
            clock.advance(by: 1.0 / 60)
            group.tick()
        }
        clock.advance(to: t)
        group.tick()
    }

    func down(_ x: Double, _ y: Double, at t: Double) {
        advance(to: t)
        group.handle(.pointerDown(id: 0, position: Point(x: x, y: y), time: t))
    }
    func move(_ x: Double, _ y: Double, at t: Double) {
        advance(to: t)
        group.handle(.pointerMoved(id: 0, position: Point(x: x, y: y), time: t))
    }
    func up(_ x: Double, _ y: Double, at t: Double) {
        advance(to: t)
        group.handle(.pointerUp(id: 0, position: Point(x: x, y: y), time: t))
    }
    func key(_ key: Key, at t: Double, _ modifiers: Modifiers = []) {
        advance(to: t)
        group.handle(.key(key, modifiers: modifiers, time: t))
    }

    /// Lines of view `id`, without the prefix.
    func lines(_ id: String) -> [String] {
        log.filter { $0.hasPrefix("\(id): ") }.map { String($0.dropFirst(id.count + 2)) }
    }
}
