import Foundation
import MosaicAnimation
import MosaicCore
import MosaicStore
import MosaicView

/// Issue 11's figures: `search_keystroke_ms` — 100,000 contacts in 5 groups (flow layout, one
/// section each), a one-character query shown, then one more typed character: filter what is
/// shown (`ContactSearch`, as HelloContacts does when a query narrows) and
/// `apply(_:animated: true)` the new snapshot (the O(n) diff, the layout, the animations);
/// median over 12 keystrokes. `import_10k_ms` / `export_10k_ms` — 10,000 rich vCard 3.0 cards
/// (`StoreBenchmark.richCards`, a photo in 1 of 10) imported into a new database (parse and
/// one transaction) and exported back.
enum ContactsBench {
    static func run(into r: inout BenchResults, quick: Bool) {
        if let ms = searchKeystroke(count: 100_000, keystrokes: quick ? 6 : 12) { r.set("search_keystroke_ms", ms) } else { print("search benchmark failed") }
        do {
            let cost = try StoreBenchmark.vcardCost(cards: 10_000, runs: quick ? 1 : 3,
                                                    directory: FileManager.default.temporaryDirectory.path)
            r.set("import_10k_ms", cost.importMilliseconds)
            r.set("export_10k_ms", cost.exportMilliseconds)
        } catch {
            print("vCard benchmark failed: \(error)")
        }
    }

    static func searchKeystroke(count: Int, keystrokes: Int) -> Double? {
        let drafts = SampleContacts.drafts(count: count, seed: 7)
        var index = ContactSearch()
        var sections: [[Int64]] = Array(repeating: [], count: 5)
        for (offset, draft) in drafts.enumerated() {
            let id = Int64(offset + 1)
            let properties = [
                VCardProperty(name: "ORG", value: "Company \(offset % 97)"),
                VCardProperty(name: "TEL", value: "+1 555 \(1000 + offset % 9000)"),
                VCardProperty(name: "EMAIL", value: "\(draft.givenName.lowercased()).\(offset)@example.com"),
            ]
            index.index(Contact(id: id, givenName: draft.givenName, familyName: draft.familyName,
                                fullName: draft.fullName, properties: properties))
            sections[offset % 5].append(id)
        }
        func snapshot(_ ids: [[Int64]]) -> SectionedSnapshot<Int, Int64>? {
            try? SectionedSnapshot(sections: ids.enumerated().map { ($0.offset, $0.element) })
        }
        guard let full = snapshot(sections),
              let layout = try? FlowLayout(itemCounts: sections.map(\.count), itemSizing: .uniform(Size(width: 150, height: 160)),
                                           minimumInteritemSpacing: 14, minimumLineSpacing: 14, sectionInset: EdgeInsets(all: 16),
                                           headerSizes: Array(repeating: 32, count: 5), containerSize: Size(width: 1280, height: 748)),
              let view = try? CollectionView(snapshot: full, layout: AnyLayout(layout), viewportSize: Size(width: 1280, height: 748),
                                             clock: ManualClock())
        else { return nil }
        let queries = ["ad", "gr", "lo", "tu", "ka", "ed", "ba", "do", "ma", "jo", "li", "ho"]
        var durations: [Double] = []
        for query in queries.prefix(keystrokes) {
            view.apply(full, animated: false)
            let first = ContactSearch.terms(String(query.prefix(1)))
            guard let one = snapshot(index.filter(sections, terms: first)) else { return nil }
            view.apply(one, animated: true)
            view.tick()
            var failed = false
            // Timed through `Measure.seconds`, so a profile can collect the keystroke alone.
            let seconds = Measure.seconds {
                let shown = view.snapshot.itemCounts.indices.map { view.snapshot.items(inSection: $0) }
                guard let two = snapshot(index.filter(shown, terms: ContactSearch.terms(query))) else { failed = true; return }
                view.apply(two, animated: true)
            }
            if failed { return nil }
            durations.append(seconds * 1_000)
        }
        return durations.sorted()[durations.count / 2]
    }
}
