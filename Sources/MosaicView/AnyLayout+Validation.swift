import MosaicCore

extension AnyLayout {
    /// Why this layout cannot present a model with `itemCounts`, or nil when it can: its item
    /// counts differ; its content size is not finite and non-negative; an item's size is not
    /// finite and non-negative. A custom layout's answers are checked further (Mosaic's layouts
    /// validate their own input): every item has attributes, with a finite frame of non-negative
    /// size, and a content with items shows at least one cell — a layout answering NaN, infinite
    /// frames or no items would otherwise give a blank view and no error.
    /// - Complexity: O(n) for n items.
    public func validationError(itemCounts expected: [Int]) -> MosaicError? {
        guard itemCounts == expected else {
            return .invalidParameter(name: "layout item counts", value: "\(itemCounts)",
                                     expected: "the snapshot's item counts \(expected)")
        }
        let content = contentSize
        guard content.isFiniteAndNonNegative else {
            return .invalidParameter(name: "layout content size", value: "\(content)", expected: "a finite, non-negative width and height")
        }
        for (s, count) in expected.enumerated() {
            for i in 0..<count {
                let path = ItemPath(s, i)
                if let size = itemSize(at: path), !size.isFiniteAndNonNegative {
                    return .invalidParameter(name: "size of item \(path)", value: "\(size)", expected: "a finite, non-negative width and height")
                }
                guard custom != nil else { continue }
                guard let frame = attributesForItem(at: path)?.frame else {
                    return .invalidParameter(name: "attributes of item \(path)", value: "nil",
                                             expected: "attributes for every item of the item counts \(expected)")
                }
                guard frame.minX.isFinite, frame.minY.isFinite, frame.size.isFiniteAndNonNegative else {
                    return .invalidParameter(name: "frame of item \(path)", value: "\(frame)",
                                             expected: "a finite origin and a finite, non-negative size")
                }
            }
        }
        if custom != nil, expected.contains(where: { $0 > 0 }),
           !attributes(in: Rect(origin: .zero, size: Size(width: max(content.width, containerSize.width),
                                                           height: max(content.height, containerSize.height))))
               .contains(where: { $0.kind == .cell }) {
            return .invalidParameter(name: "layout attributes(in:)", value: "no cell in the content rectangle",
                                     expected: "the cells of the \(expected.reduce(0, +)) items")
        }
        return nil
    }
}

extension Size {
    /// True when both dimensions are finite and not negative.
    var isFiniteAndNonNegative: Bool { width.isFinite && height.isFinite && width >= 0 && height >= 0 }
}
