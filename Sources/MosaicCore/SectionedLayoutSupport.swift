/// Shared machinery of the sectioned layouts (`FlowLayout`, `WaterfallLayout`): parameter
/// validation and clamping, binary search, and the section table (where each section starts
/// along the scroll axis).
///
/// Every layout keeps its item geometry *section-relative*, plus `starts`, the prefix sums of
/// the section extents along the scroll axis (`sectionCount + 1` entries, `starts[0] == 0`,
/// `starts[s + 1] - starts[s]` is the extent of section `s`). An edit inside one section
/// therefore recomputes that section from the changed item onward and then only the
/// O(sections) prefix sums; later sections keep their stored geometry.
enum SectionedLayoutSupport {
    /// The largest extent accepted for item sizes, insets and header/footer sizes, in points.
    /// Larger values are rejected by validation and clamped by sanitization, so sums stay finite.
    static let maximumExtent: Double = 1_000_000

    /// The relative slack used when deciding whether an item still fits on a line, so that
    /// the closed form and the item-by-item walk agree despite rounding.
    static func fitTolerance(_ limit: Double) -> Double { 1e-9 * max(1, abs(limit)) }

    // MARK: - Binary search

    /// The first index in `0..<count` for which `isAfter` is true, or `count`.
    /// `isAfter` must be false…false true…true over the indices.
    /// - Complexity: O(log count) calls of `isAfter`.
    static func partitionPoint(_ count: Int, _ isAfter: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = low + (high - low) / 2
            if isAfter(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The candidate indices of a run of half-open intervals `[start, end)` whose starts and
    /// ends are both non-decreasing, for the query `start < high && end > low` (the
    /// `Rect.intersects` condition on one axis). The range is widened by one index on each side
    /// so that rounding never loses an element; callers check each candidate exactly.
    /// - Complexity: O(log count).
    static func candidateRange(count: Int, endsAfterLow: (Int) -> Bool,
                               startsBeforeHigh: (Int) -> Bool) -> Range<Int> {
        let first = partitionPoint(count, endsAfterLow)
        let past = partitionPoint(count) { !startsBeforeHigh($0) }
        let lower = max(0, first - 1), upper = min(count, past + 1)
        return lower < upper ? lower..<upper : lower..<lower
    }

    /// `floor(value)` as an index clamped to `lower...upper` (NaN gives `lower`).
    static func clampedFloor(_ value: Double, lower: Int, upper: Int) -> Int {
        guard !value.isNaN else { return lower }
        if value <= Double(lower) { return lower }
        if value >= Double(upper) { return upper }
        return Int(value.rounded(.down))
    }

    // MARK: - Section table

    /// The section whose extent `[starts[s], starts[s + 1])` holds `position`, or nil when
    /// `position` is outside the content (or NaN). Zero-extent sections are never returned.
    /// - Complexity: O(log sections).
    static func section(containing position: Double, starts: [Double]) -> Int? {
        let count = starts.count - 1
        guard count > 0, position >= starts[0], position < starts[count] else { return nil }
        let after = partitionPoint(count) { starts[$0 + 1] > position }
        return after < count ? after : nil
    }

    /// Like `section(containing:starts:)`, but a position above the content maps to the first
    /// section and one below it (or in trailing zero-extent sections) to the last.
    /// Nil only when there are no sections or the position is NaN.
    /// - Complexity: O(log sections).
    static func clampedSection(for position: Double, starts: [Double]) -> Int? {
        let count = starts.count - 1
        guard count > 0, !position.isNaN else { return nil }
        if position < starts[0] { return 0 }
        if position >= starts[count] { return count - 1 }
        return section(containing: position, starts: starts) ?? count - 1
    }

    /// The candidate sections for the main-axis query `[low, high)` (widened by one section on
    /// each side); see `candidateRange`.
    /// - Complexity: O(log sections).
    static func sections(intersecting low: Double, _ high: Double, starts: [Double]) -> Range<Int> {
        candidateRange(count: starts.count - 1,
                       endsAfterLow: { starts[$0 + 1] > low },
                       startsBeforeHigh: { starts[$0] < high })
    }

    /// The candidate sections for a point query: the one holding it and its two neighbours.
    static func sections(near position: Double, starts: [Double]) -> Range<Int> {
        let count = starts.count - 1
        guard count > 0, !position.isNaN else { return 0..<0 }
        let holder = partitionPoint(count) { starts[$0 + 1] > position }
        return max(0, holder - 1)..<min(count, holder + 2)
    }

    /// Rebuilds `starts[(from + 1)...]` from `extent(s)` for sections `from...`, keeping the
    /// earlier prefix sums. `starts` is resized to `sectionCount + 1` entries.
    /// - Complexity: O(sectionCount - from).
    static func rebuildStarts(_ starts: inout [Double], sectionCount: Int, from: Int,
                              extent: (Int) -> Double) {
        let first = max(0, min(from, sectionCount, starts.count - 1))
        if starts.count > sectionCount + 1 {
            starts.removeSubrange((sectionCount + 1)...)
        }
        if starts.isEmpty { starts.append(0) }
        starts[0] = 0
        var cursor = starts[first]
        for s in first..<sectionCount {
            cursor += extent(s)
            if s + 1 < starts.count { starts[s + 1] = cursor } else { starts.append(cursor) }
        }
    }

    // MARK: - Parameters

    static func describe(_ value: Double) -> String { "\(value)" }

    /// `value` if it is finite and in `range`; otherwise throws `invalidParameter` naming
    /// `name` and the range.
    static func validated(_ value: Double, name: @autoclosure () -> String,
                          in range: ClosedRange<Double>) throws -> Double {
        guard value.isFinite, range.contains(value) else {
            throw MosaicError.invalidParameter(
                name: name(), value: describe(value),
                expected: "a finite number in \(describe(range.lowerBound))...\(describe(range.upperBound))")
        }
        return value
    }

    /// A finite extent in `0...maximumExtent`, or throws `invalidParameter`.
    static func validatedExtent(_ value: Double, name: @autoclosure () -> String) throws -> Double {
        try validated(value, name: name(), in: 0...maximumExtent)
    }

    /// Insets whose four edges are finite extents in `0...maximumExtent`, or throws
    /// `invalidParameter` naming the offending edge (e.g. `sectionInset.left`).
    static func validatedInsets(_ insets: EdgeInsets, name: String) throws -> EdgeInsets {
        _ = try validatedExtent(insets.top, name: name + ".top")
        _ = try validatedExtent(insets.left, name: name + ".left")
        _ = try validatedExtent(insets.bottom, name: name + ".bottom")
        _ = try validatedExtent(insets.right, name: name + ".right")
        return insets
    }

    /// Validates every entry of a per-section array (`name[3]` in the error).
    static func validatedExtents(_ values: [Double], name: String) throws -> [Double] {
        for (index, value) in values.enumerated() {
            _ = try validatedExtent(value, name: "\(name)[\(index)]")
        }
        return values
    }

    /// Validates every per-section inset override (`name[2].left` in the error).
    static func validatedInsetOverrides(_ overrides: [Int: EdgeInsets], name: String) throws -> [Int: EdgeInsets] {
        for (section, insets) in overrides {
            guard section >= 0 else {
                throw MosaicError.invalidParameter(name: name, value: "section \(section)",
                                                   expected: "non-negative section indices")
            }
            _ = try validatedInsets(insets, name: "\(name)[\(section)]")
        }
        return overrides
    }

    /// `value` clamped to `range`; nil for NaN (callers keep their current value).
    static func clamped(_ value: Double, to range: ClosedRange<Double>) -> Double? {
        guard !value.isNaN else { return nil }
        return min(max(value, range.lowerBound), range.upperBound)
    }

    /// An extent made safe: NaN and negative values become 0, large ones `maximumExtent`.
    static func sanitizedExtent(_ value: Double) -> Double {
        clamped(value, to: 0...maximumExtent) ?? 0
    }

    /// A size made safe dimension by dimension (see `sanitizedExtent`).
    static func sanitizedSize(_ size: Size) -> Size {
        Size(width: sanitizedExtent(size.width), height: sanitizedExtent(size.height))
    }

    /// A container size made safe: NaN and negative dimensions become 0, infinite ones are
    /// clamped to a large finite value.
    static func sanitizedContainer(_ size: Size) -> Size {
        let limit = 1e9
        return Size(width: clamped(size.width, to: 0...limit) ?? 0,
                    height: clamped(size.height, to: 0...limit) ?? 0)
    }

    /// Sets `values[index]`, padding the array with zeros first when it is too short.
    static func store(_ value: Double, at index: Int, in values: inout [Double]) {
        if index >= values.count { values.append(contentsOf: repeatElement(0, count: index + 1 - values.count)) }
        values[index] = value
    }

    /// `values[index]` or 0 past the end (per-section arrays may be shorter than the sections).
    static func value(_ values: [Double], at index: Int) -> Double {
        index >= 0 && index < values.count ? values[index] : 0
    }
}
