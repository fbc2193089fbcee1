import MosaicCore

/// The path arithmetic of items arriving in a view of a ``CollectionViewGroup`` (a hand-over, a
/// keyboard step, a homecoming), over a model's item counts per section: values in, values out.
enum CrossViewPaths {
    /// `path` clamped into a model of `counts` (at least one section): an existing section, an
    /// index in `0...count`. O(1).
    static func clamped(_ path: ItemPath, counts: [Int]) -> ItemPath {
        let section = min(max(0, path.section), counts.count - 1)
        return ItemPath(section, min(max(0, path.item), counts[section]))
    }

    /// `count` paths from `start` on, in its section. O(count).
    static func contiguous(from start: ItemPath, count: Int) -> [ItemPath] {
        (0..<count).map { ItemPath(start.section, start.item + $0) }
    }

    /// `count` insertion paths for ascending `sources`, clamped so that inserting them in order
    /// into a model of `counts` (at least one section) is valid; missing sources follow the
    /// previous path. O(count).
    static func clampedSources(_ sources: [ItemPath], count: Int, counts: [Int]) -> [ItemPath] {
        var counts = counts
        var paths: [ItemPath] = []
        for i in 0..<count {
            let wanted = i < sources.count ? sources[i] : (paths.last.map { ItemPath($0.section, $0.item + 1) } ?? ItemPath(0, 0))
            let p = clamped(wanted, counts: counts)
            counts[p.section] += 1
            paths.append(p)
        }
        return paths
    }

    /// The path of a model of `counts` nearest `path`: the same section and index, clamped to
    /// an existing item (an empty section gives way to the nearest section with items, the lower
    /// on a tie); nil when the model has no item. O(sections).
    static func nearest(to path: ItemPath, counts: [Int]) -> ItemPath? {
        guard !counts.isEmpty else { return nil }
        let wanted = min(max(0, path.section), counts.count - 1)
        guard let s = counts.indices.filter({ counts[$0] > 0 }).min(by: { (abs($0 - wanted), $0) < (abs($1 - wanted), $1) }) else {
            return nil
        }
        return ItemPath(s, min(max(0, path.item), counts[s] - 1))
    }

    /// Whether `counts` (presented) leave room for a block of `count` items at `path`. O(1).
    static func allows(_ path: ItemPath, count: Int, counts: [Int]) -> Bool {
        counts.indices.contains(path.section) && path.item >= 0 && path.item + count <= counts[path.section]
    }
}

/// Where a block arriving from another view is put before it is lifted.
enum CrossViewPlacement: Equatable {
    /// At the insertion slot nearest the pointer.
    case underPointer
    /// At this index path (clamped to the model), contiguously: a keyboard step.
    case at(ItemPath)
    /// Back at these model paths (ascending, clamped): the items come home.
    case home([ItemPath])
}
