extension FlowLayout {
    /// Sets both spacings (inter-item and line) at once, clamped to `spacingRange`, and relays
    /// out. Meant for continuous changes (a pinch); NaN is ignored.
    /// - Complexity: O(sections) when uniform, O(n) per item.
    public mutating func setSpacing(_ value: Double) {
        guard let spacing = SectionedLayoutSupport.clamped(value, to: Self.spacingRange) else { return }
        minimumInteritemSpacing = spacing
        minimumLineSpacing = spacing
        invalidate()
    }

    /// Sizes every item uniformly with `size`, each dimension clamped to `itemExtentRange`
    /// (at least 1 point), and relays out. Meant for continuous changes (a pinch); a NaN
    /// dimension keeps the current uniform one (or 1). A per-item layout becomes uniform.
    /// - Complexity: O(sections).
    public mutating func setItemSize(_ size: Size) {
        let current = uniformItemSize ?? Size(width: 1, height: 1)
        let range = Self.itemExtentRange
        uniformItemSize = Size(width: SectionedLayoutSupport.clamped(size.width, to: range) ?? current.width,
                               height: SectionedLayoutSupport.clamped(size.height, to: range) ?? current.height)
        sizeProvider = nil
        invalidate()
    }

    /// Replaces the sizing. `.perItem` evaluates the closure for every current item.
    /// - Throws: `invalidParameter` for an invalid uniform size; the layout is then unchanged.
    /// - Complexity: O(n) per item, O(sections) when uniform.
    public mutating func setItemSizing(_ sizing: ItemSizing) throws {
        switch sizing {
        case .uniform(let size):
            uniformItemSize = try Self.validatedItemSize(size)
            sizeProvider = nil
        case .perItem(let provider):
            uniformItemSize = nil
            sizeProvider = provider
            itemSizes = Self.evaluate(provider, counts: counts)
            lineTables = []
        }
        invalidate()
    }

    /// Turns ``centersUniformLines`` on or off and relays out.
    /// - Complexity: O(sections) when uniform.
    public mutating func setCentersUniformLines(_ centers: Bool) {
        guard centers != centersUniformLines else { return }
        centersUniformLines = centers
        invalidate()
    }

    /// Switches the scroll axis and relays out.
    public mutating func setScrollDirection(_ direction: ScrollDirection) {
        guard direction != scrollDirection else { return }
        scrollDirection = direction
        lineTables = []
        invalidate()
    }

    /// - Throws: `invalidParameter` unless `value` is finite and in `spacingRange`.
    public mutating func setMinimumInteritemSpacing(_ value: Double) throws {
        minimumInteritemSpacing = try Self.validatedSpacing(value, name: "minimumInteritemSpacing")
        invalidate()
    }

    /// - Throws: `invalidParameter` unless `value` is finite and in `spacingRange`.
    public mutating func setMinimumLineSpacing(_ value: Double) throws {
        minimumLineSpacing = try Self.validatedSpacing(value, name: "minimumLineSpacing")
        invalidate()
    }

    /// Sets the insets of every section without an override.
    /// - Throws: `invalidParameter` unless every edge is finite and in `0...1_000_000`.
    public mutating func setSectionInset(_ insets: EdgeInsets) throws {
        sectionInset = try SectionedLayoutSupport.validatedInsets(insets, name: "sectionInset")
        invalidate()
    }

    /// Overrides (or with nil, stops overriding) one section's insets; relays out that section
    /// and the section table only.
    /// - Throws: `sectionOutOfRange`, or `invalidParameter` for an invalid edge.
    public mutating func setSectionInset(_ insets: EdgeInsets?, forSection section: Int) throws {
        try SectionedLayoutSupport.checkSection(section, counts: counts)
        if let insets {
            sectionInsetOverrides[section] = try SectionedLayoutSupport.validatedInsets(
                insets, name: "sectionInsetOverrides[\(section)]")
        } else {
            sectionInsetOverrides[section] = nil
        }
        relayout(from: [section: 0], allFrom: counts.count)
    }

    /// Sets one section's header extent along the scroll axis (0 removes the header).
    /// Only the section table is recomputed.
    /// - Throws: `sectionOutOfRange`, or `invalidParameter` unless finite in `0...1_000_000`.
    /// - Complexity: O(sections).
    public mutating func setHeaderSize(_ size: Double, forSection section: Int) throws {
        try SectionedLayoutSupport.checkSection(section, counts: counts)
        let value = try SectionedLayoutSupport.validatedExtent(size, name: "headerSizes[\(section)]")
        SectionedLayoutSupport.store(value, at: section, in: &headerSizes)
        relayout(from: [section: counts[section]], allFrom: counts.count)
    }

    /// Sets one section's footer extent along the scroll axis (0 removes the footer).
    /// - Throws: `sectionOutOfRange`, or `invalidParameter` unless finite in `0...1_000_000`.
    /// - Complexity: O(sections).
    public mutating func setFooterSize(_ size: Double, forSection section: Int) throws {
        try SectionedLayoutSupport.checkSection(section, counts: counts)
        let value = try SectionedLayoutSupport.validatedExtent(size, name: "footerSizes[\(section)]")
        SectionedLayoutSupport.store(value, at: section, in: &footerSizes)
        relayout(from: [section: counts[section]], allFrom: counts.count)
    }
}
