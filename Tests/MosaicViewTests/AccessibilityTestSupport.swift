import Testing
import MosaicCore
import MosaicInteraction
import MosaicTesting
@testable import MosaicView

// Shared fixtures of the accessibility tests (`Accessibility*Tests.swift`): a contacts list of
// two sections, "Friends" (40 people) and "Work" (3), named by the owner's describer.

/// The people of the fixture: identity "pN" (N = 0…42) → a full name and an organisation.
/// Friends are p0…p39 (p2 is Anna Berg, p3 Max Berg), Work is p40…p42.
enum AccessibilityPeople {
    static let friends = (0..<40).map { "p\($0)" }
    static let work = (40..<43).map { "p\($0)" }

    static func name(_ id: String) -> String {
        switch id {
        case "p2": return "Anna Berg"
        case "p3": return "Max Berg"
        default: return "Person \(id.dropFirst())"
        }
    }

    static func organisation(_ id: String) -> String? { id == "p2" ? "Nordlicht AB" : nil }

    /// The sections by identity.
    static func snapshot() throws -> SectionedSnapshot<String, String> {
        try SectionedSnapshot(sections: [("friends", friends), ("work", work)])
    }

    /// Names the view as HelloContacts does: full name (its label: the describer's default),
    /// organisation, the group's name.
    static func describe(_ view: CollectionView<String, String>) {
        view.accessibility.viewName = "Contacts"
        view.labelProvider = name
        view.accessibility.description = organisation
        view.accessibility.sectionName = { $0 == "friends" ? "Friends" : "Work" }
    }

    /// A list: one 400×44 row per person in a 400×600 viewport (13.6 rows visible).
    static func list(mode: InteractionMode = .browse,
                     configuration: CollectionViewConfiguration = CollectionViewConfiguration()) throws
        -> CollectionViewDriver<String, String> {
        let snapshot = try snapshot()
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 400, height: 44)),
                                  containerSize: Size(width: 400, height: 600))
        let driver = try CollectionViewDriver(snapshot: snapshot, layout: AnyLayout(flow),
                                              viewportSize: Size(width: 400, height: 600), mode: mode,
                                              configuration: configuration)
        describe(driver.view)
        return driver
    }

    /// A grid: 100×100 cells, spacing 10, in a 500×600 viewport (4 per row), one unnamed section of `count`.
    static func grid(count: Int, mode: InteractionMode = .browse) throws -> CollectionViewDriver<String, String> {
        let snapshot = try SectionedSnapshot(sections: [("all", (0..<count).map { "p\($0)" })])
        let flow = try FlowLayout(itemCounts: snapshot.itemCounts, itemSizing: .uniform(Size(width: 100, height: 100)),
                                  minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                  containerSize: Size(width: 500, height: 600))
        let driver = try CollectionViewDriver(snapshot: snapshot, layout: AnyLayout(flow),
                                              viewportSize: Size(width: 500, height: 600), mode: mode)
        driver.view.accessibility.name = name
        return driver
    }

    /// A waterfall of three columns (viewport 500, spacing 10): p0 (0…300) | p1, p3, p5 | p2, p4, p6.
    static func waterfall(mode: InteractionMode = .browse) throws -> CollectionViewDriver<String, String> {
        let snapshot = try SectionedSnapshot(sections: [("all", (0..<7).map { "p\($0)" })])
        let waterfall = try WaterfallLayout(itemHeights: [[300, 100, 100, 100, 100, 100, 100]], columnCount: 3, spacing: 10,
                                            containerSize: Size(width: 500, height: 600))
        let driver = try CollectionViewDriver(snapshot: snapshot, layout: AnyLayout(waterfall),
                                              viewportSize: Size(width: 500, height: 600), mode: mode)
        driver.view.accessibility.name = name
        return driver
    }
}

extension CollectionViewDriver {
    /// The announcements in the event log, in order.
    var announced: [String] {
        events.compactMap { if case .announce(let text) = $0 { return text } else { return nil } }
    }
}
