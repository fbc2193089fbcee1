import Foundation
import MosaicCore
import MosaicView
import Testing
@testable import MosaicSDL

/// Golden images of each kind of cell content (issue 9): image + title, title + subtitle,
/// owner drawing in every state, a header with a title, an owner-drawn exchange snapshot,
/// and image placeholders. Compared like `GoldenImageTests` (regenerate with
/// `MOSAIC_UPDATE_GOLDEN=1`).
@Suite(.serialized) @MainActor
struct ContentGoldenTests {
    static let size = Size(width: 360, height: 240)

    /// Cells on a grid of `columns`, `cell` points each, 10 apart, from (10, 10) (or below a
    /// header of `headerHeight`).
    static func list(_ count: Int, cell: Size, columns: Int, top: Double = 10, configure: (inout DisplayCell<Int>) -> Void = { _ in })
        -> DisplayList<Int> {
        var list = DisplayList<Int>(viewport: size, contentOffset: .zero, contentSize: size)
        for i in 0..<count {
            var c = DisplayCell(id: i, label: "Item \(i)", path: ItemPath(0, i),
                                frame: Rect(x: 10 + Double(i % columns) * (cell.width + 10),
                                            y: top + Double(i / columns) * (cell.height + 10),
                                            width: cell.width, height: cell.height))
            configure(&c)
            list.cells.append(c)
        }
        return list
    }

    /// Renders until every image is decoded (at most 10 frames) and compares.
    func check(_ name: String, _ list: DisplayList<Int>, content: @escaping (DisplayCell<Int>) -> CellContent,
               supplementary: ((DisplaySupplementary) -> SupplementaryContent?)? = nil,
               snapshotContent: ((DisplayCell<Int>) -> CellContent)? = nil, settle: Bool = true,
               configure: (OffscreenRenderer) -> Void = { _ in }) throws {
        let offscreen = try OffscreenRenderer(size: Self.size)
        configure(offscreen)
        var frames = 0
        repeat {
            offscreen.render(list: list, content: content, supplementaryContent: supplementary, snapshotContent: snapshotContent)
            frames += 1
        } while settle && offscreen.renderer.needsAnotherFrame && frames < 10
        try GoldenImageTests.compare(offscreen, with: name)
    }

    static let images: [ImageSource] = (0..<4).compactMap { i in
        (try? TestImages.testImage(width: i % 2 == 0 ? 256 : 160, height: i % 2 == 0 ? 160 : 256, seed: i + 3, jpeg: i < 2))
            .map { ImageSource.data(key: "golden-\(i)", bytes: $0) }
    }

    @Test("Image + title: photos with captions (fill, fit) and a circular photo avatar above a name")
    func imageAndTitle() throws {
        #expect(Self.images.count == 4)
        let list = Self.list(4, cell: Size(width: 160, height: 100), columns: 2)
        try check("content-image-title", list) { cell in
            switch cell.id {
            case 0: return .configuration(.photo(Self.images[0], caption: "Lake · fill"))
            case 1:
                var c = CellContentConfiguration.photo(Self.images[1], caption: "Tower · fit")
                c.image = .source(Self.images[1], contentMode: .aspectFit)
                return .configuration(c)
            case 2: return .configuration(CellContentConfiguration(image: .source(Self.images[2]), title: "Grace Hopper"))
            default:
                return .configuration(CellContentConfiguration(image: .source(Self.images[3]), imageShape: .roundedRect(radius: 10),
                                                               title: "Rounded corners and a long title that ends…"))
            }
        }
    }

    @Test("Title + subtitle rows: with an initials image, a badge, selected, in edit mode")
    func titleAndSubtitle() throws {
        let list = Self.list(4, cell: Size(width: 340, height: 46), columns: 1) { c in
            c.isSelected = c.id == 1
            c.showsEditBackground = c.id == 3
            c.editBackgroundAmount = c.id == 3 ? 1 : 0
        }
        let names = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Barbara Liskov"]
        let roles = ["Analyst, Analytical Engine", "Computing machinery", "Compilers", "Data abstraction"]
        try check("content-subtitle", list) { cell in
            var c = CellContentConfiguration.subtitleCell(
                title: names[cell.id], secondaryText: roles[cell.id],
                image: cell.id == 2 ? .none : .initials(CellContentConfiguration.initials(of: names[cell.id]),
                                                       color: CellContentConfiguration.avatarColor(for: names[cell.id])))
            if cell.id == 0 { c.badge = "3" }
            return .configuration(c)
        }
    }

    @Test("Owner drawing receives the state: selected, highlighted, focused, dimmed, lifted")
    func ownerDrawn() throws {
        let list = Self.list(6, cell: Size(width: 106, height: 100), columns: 3) { c in
            c.isSelected = c.id == 1
            c.isHighlighted = c.id == 2
            c.isFocused = c.id == 3
            if c.id == 4 { c.isDimmed = true; c.alpha = 0.6 }
            if c.id == 5 { c.scale = 0.8 }
        }
        try check("content-custom", list) { cell in
            .custom { ctx in
                let s = ctx.state
                let fill = s.isHighlighted ? RGBA(255, 230, 200) : RGBA(255, 250, 240)
                ctx.fill(ctx.rect, cornerRadius: 14, color: fill)
                ctx.stroke(ctx.rect, cornerRadius: 14, width: s.isSelected ? 3 : 1,
                           color: s.isSelected ? RGBA(220, 80, 0) : RGBA(200, 190, 170))
                if s.isFocused { ctx.stroke(ctx.rect.insetBy(dx: -4, dy: -4), cornerRadius: 18, width: 2, color: RGBA(0, 122, 255)) }
                ctx.fillCircle(center: Point(x: ctx.rect.minX + 16, y: ctx.rect.minY + 16), radius: 6,
                               color: s.isDimmed ? RGBA(150, 150, 150) : RGBA(40, 160, 90))
                let words = ["plain", "selected", "highlighted", "focused", "dimmed", "scaled 0.8"]
                ctx.drawText("Task \(cell.id + 1)", in: ctx.rect.insetBy(dx: 10, dy: 30), size: 15, bold: true,
                             alignment: .center, placement: .top)
                ctx.drawText(words[cell.id], in: ctx.rect.insetBy(dx: 6, dy: 10), size: 11,
                             color: RGBA(110, 100, 90), alignment: .center, placement: .bottom)
            }
        }
    }

    @Test("A header with a title and a trailing count; cells below")
    func header() throws {
        var list = Self.list(3, cell: Size(width: 106, height: 80), columns: 3, top: 50)
        list.supplementaries = [DisplaySupplementary(kind: .header, section: 0, frame: Rect(x: 0, y: 0, width: 360, height: 40))]
        try check("content-header", list, content: { .configuration(.contactCard(name: ["Ada Lovelace", "山田太郎", "김민준"][$0.id])) },
                  supplementary: { header in
                      .configuration(SupplementaryContentConfiguration(title: "Boat · section \(header.section + 1)",
                                                                       secondaryText: "3 paddlers"))
                  })
    }

    @Test("An owner-drawn exchange snapshot over the dimmed displaced cell (snapshotForCell)")
    func exchangeSnapshot() throws {
        var list = Self.list(3, cell: Size(width: 106, height: 100), columns: 3) { c in
            if c.id == 0 { c.isHidden = true }
            if c.id == 1 { c.isDimmed = true; c.alpha = 0.6 }
        }
        list.overlays = [.dragSnapshot(DragSnapshot(items: [0], label: "Ada Lovelace",
                                                    frame: Rect(x: 150, y: 80, width: 106, height: 100),
                                                    alpha: 0.8, scale: 1.2, backgroundGray: 1.0 / 3.0))]
        let names = ["Ada Lovelace", "Alan Turing", "Grace Hopper"]
        try check("content-exchange-snapshot", list,
                  content: { .configuration(.contactCard(name: names[$0.id])) },
                  snapshotContent: { cell in
                      .custom { ctx in
                          ctx.fill(ctx.rect.offsetBy(dx: 0, dy: 6), cornerRadius: 16, color: RGBA(0, 0, 0, 60))
                          ctx.fill(ctx.rect, cornerRadius: 16, color: RGBA(255, 214, 10))
                          ctx.draw(.contactCard(name: names[cell.id]), in: ctx.rect.insetBy(dx: 6, dy: 6))
                      }
                  })
    }

    @Test("Placeholders: an image still waiting for the decode budget, and one that cannot be decoded")
    func placeholders() throws {
        let list = Self.list(3, cell: Size(width: 106, height: 100), columns: 3)
        let sources: [ImageSource] = [Self.images[0], Self.images[2], .file(path: "/nonexistent/photo.png")]
        try check("content-placeholder", list, content: { cell in
            .configuration(CellContentConfiguration(image: .source(sources[cell.id]), title: "Photo \(cell.id + 1)"))
        }, settle: false, configure: { $0.renderer.images.decodesPerFrame = 1 })
    }
}
