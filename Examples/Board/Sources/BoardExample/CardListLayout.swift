import MosaicCore

/// A column's layout: cards of `cardHeight` stacked top to bottom, as wide as the column less
/// `gap` on each side, `gap` apart. Uniform rows: every query is O(visible cards). One column,
/// so right to left places nothing differently (the board mirrors the order of its columns);
/// the direction is kept so the view's arrow keys and announcements follow it.
struct CardListLayout: CollectionLayout {
    let cardHeight: Double
    let gap: Double
    private(set) var layoutDirection = LayoutDirection.leftToRight
    private var count = 0
    private var width = 0.0

    init(cardHeight: Double = 76, gap: Double = 8) {
        self.cardHeight = cardHeight
        self.gap = gap
    }

    mutating func setLayoutDirection(_ direction: LayoutDirection) { layoutDirection = direction }

    mutating func prepare(_ context: LayoutContext) {
        count = context.itemCounts.first ?? 0
        width = context.containerSize.width
    }

    var contentSize: Size { Size(width: width, height: gap + Double(count) * (cardHeight + gap)) }

    func attributesForItem(at path: ItemPath) -> LayoutAttributes? {
        guard path.section == 0, path.item >= 0, path.item < count else { return nil }
        return LayoutAttributes(path: path, frame: Rect(x: gap, y: gap + Double(path.item) * (cardHeight + gap),
                                                        width: max(1, width - 2 * gap), height: cardHeight))
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        guard count > 0 else { return [] }
        let pitch = cardHeight + gap
        let first = max(0, Int(((rect.minY - gap) / pitch).rounded(.down)))
        let last = min(count - 1, Int(((rect.maxY - gap) / pitch).rounded(.down)))
        guard first <= last else { return [] }
        return (first...last).compactMap { attributesForItem(at: ItemPath(0, $0)).flatMap { $0.frame.intersects(rect) ? $0 : nil } }
    }
}
