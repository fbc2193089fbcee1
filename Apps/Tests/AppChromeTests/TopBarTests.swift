import AppChrome
import MosaicCore
import MosaicSDL
import MosaicView
import Testing

@Suite struct TopBarTests {
    @Test func controlsAreHitTestedFromTheRight() {
        let bar = TopBar(width: 1280)
        #expect(bar.control(at: bar.editButtonFrame.center) == .edit)
        for segment in bar.modeSegments { #expect(bar.control(at: segment.frame.center) == .mode(segment.mode)) }
        for segment in bar.layoutSegments { #expect(bar.control(at: segment.frame.center) == .layout(segment.name)) }
        #expect(bar.control(at: Point(x: 30, y: 26)) == nil)
        #expect(bar.control(at: Point(x: 1270, y: 100)) == nil)
        #expect(bar.editButtonFrame.maxX == 1264)
        #expect(bar.layoutSwitchFrame.maxX < bar.modeSwitchFrame.minX)
        #expect(bar.modeSwitchFrame.maxX < bar.editButtonFrame.minX)
    }

    @Test func rightToLeftTheBarMirrors() {
        let ltr = TopBar(width: 1280)
        var rtl = ltr
        rtl.layoutDirection = .rightToLeft
        #expect(rtl.editButtonFrame.minX == 16, "Edit/Done at the left edge")
        #expect(rtl.titleFrame.maxX == 1264, "the title at the right")
        #expect(rtl.editButtonFrame.maxX < rtl.modeSwitchFrame.minX && rtl.modeSwitchFrame.maxX < rtl.layoutSwitchFrame.minX)
        let mirror = { (r: Rect) in Rect(x: 1280 - r.maxX, y: r.minY, width: r.width, height: r.height) }
        for (a, b) in zip([ltr.titleFrame, ltr.editButtonFrame, ltr.modeSwitchFrame, ltr.layoutSwitchFrame],
                          [rtl.titleFrame, rtl.editButtonFrame, rtl.modeSwitchFrame, rtl.layoutSwitchFrame]) {
            #expect(mirror(a) == b)
        }
        // Segments in reading order: the first (Browse, Flow) at the right of its switch.
        #expect(rtl.modeSegments.map(\.frame.minX) == rtl.modeSegments.map(\.frame.minX).sorted(by: >))
        #expect(rtl.layoutSegments.first?.frame.maxX == rtl.layoutSwitchFrame.maxX)
        #expect(rtl.control(at: rtl.editButtonFrame.center) == .edit)
        for segment in rtl.modeSegments { #expect(rtl.control(at: segment.frame.center) == .mode(segment.mode)) }
        for segment in rtl.layoutSegments { #expect(rtl.control(at: segment.frame.center) == .layout(segment.name)) }
        #expect(rtl.control(at: Point(x: 1250, y: 26)) == nil, "the title is not a control")
    }

    @Test func narrowBarStillLeavesRoomForTheTitle() {
        let bar = TopBar(width: 640)
        #expect(bar.titleFrame.width >= 100)
    }

    @Test func minimumReadableWidthShowsEveryControlAtFullWidth() {
        let bar = TopBar(width: 1280)
        let minimum = bar.minimumReadableWidth
        #expect(minimum == 640, "16+64+12+3×76+12+2×80+12+120+16 = 640, got \(minimum)")
        var narrow = bar
        narrow.width = minimum
        #expect(narrow.segmentScale == 1, "at the minimum width the segments are full width")
        #expect(narrow.titleFrame.width >= 120, "and the title keeps 120 points, got \(narrow.titleFrame.width)")
        narrow.width = minimum - 40
        #expect(narrow.segmentScale < 1 || narrow.titleFrame.width < 120, "narrower, something gives")
        var three = TopBar(layoutNames: ["A", "B", "C"], width: 1280)
        three.width = three.minimumReadableWidth
        #expect(three.segmentScale == 1 && three.titleFrame.width >= 120)
    }

    @Test @MainActor func theBarIsTheWindowsHeaderWithTheCollectionBelowIt() throws {
        let bar = TopBar(width: 640)
        #expect(bar.height == TopBar.height && bar.minimumWidth == bar.minimumReadableWidth)
        #expect(bar.headerControl(at: bar.editButtonFrame.center) == AnyHashable(TopBar.Control.edit))
        #expect(bar.isSame(as: TopBar(width: 640)) && !bar.isSame(as: TopBar(width: 641)))
        var list = DisplayList<String>(viewport: Size(width: 640, height: 400 - TopBar.height), contentOffset: .zero,
                                       contentSize: Size(width: 640, height: 348))
        list.cells = [DisplayCell(id: "A", path: ItemPath(0, 0), frame: Rect(x: 20, y: 20, width: 100, height: 100),
                                  showsEditBackground: true)]
        let offscreen = try OffscreenRenderer(size: Size(width: 640, height: 400))
        offscreen.render(list: list, header: bar)
        let image = offscreen.image()
        func rgb(_ x: Int, _ y: Int) -> [Int] { image[x, y].map { [Int($0.r), Int($0.g), Int($0.b)] } ?? [] }
        // The bar's background, its hairline, then the edit-gray card 52 points lower.
        #expect(rgb(130, 5) == [249, 249, 251])
        #expect(rgb(130, 51) == [198, 198, 204])
        #expect(rgb(24, 80 + 52) == [230, 230, 230])
        // The current mode segment (Browse) is filled with the accent color.
        let browse = bar.modeSegments[0].frame
        #expect(rgb(Int(browse.minX) + 5, Int(browse.midY)) == [0, 122, 255])
    }
}

/// The top bar at narrow widths (issue 14 #8): nothing overflows or overlaps.
@Suite("Top bar widths")
struct TopBarWidthTests {
    @Test("At every width from 320 to 1400 the controls stay inside the bar, in order, without overlapping")
    func narrow() {
        for width in stride(from: 320.0, through: 1400, by: 10) {
            let bar = TopBar(width: width)
            let controls = bar.layoutSegments.map(\.frame) + bar.modeSegments.map(\.frame) + [bar.editButtonFrame]
            #expect(controls.allSatisfy { $0.minX >= 0 && $0.maxX <= width + 1e-9 }, "width \(width)")
            for (a, b) in zip(controls, controls.dropFirst()) { #expect(a.maxX <= b.minX + 1e-9, "width \(width)") }
            #expect(bar.titleFrame.maxX <= bar.layoutSwitchFrame.minX + 1e-6, "width \(width)")
            if width >= 1000 { #expect(bar.segmentScale == 1, "full size at \(width)") }
        }
        #expect(TopBar(width: 1280).segmentScale == 1)
        #expect(TopBar(width: 480).segmentScale < 1)
        #expect(TopBar(width: 480).control(at: TopBar(width: 480).modeSegments[2].frame.center) == .mode(.exchange))
    }

    @Test("The hint is drawn after the title when there is room, and dropped when there is not")
    @MainActor func hint() throws {
        func inkRight(of x: Int, width: Double, hint: String?) throws -> Int {
            let offscreen = try OffscreenRenderer(size: Size(width: width, height: 60))
            offscreen.beginFrame()
            let drawn = TopBar(width: width, hint: hint)
            drawn.draw(in: offscreen.renderer.context(for: drawn.frame))
            let image = offscreen.image()
            let bar = TopBar(width: width)
            var dark = 0
            for y in 10..<42 {
                for px in x..<Int(bar.layoutSwitchFrame.minX) - 2 {
                    if let p = image[px, y], Int(p.r) + Int(p.g) + Int(p.b) < 600 { dark += 1 }
                }
            }
            return dark
        }
        #expect(try inkRight(of: 150, width: 1280, hint: "Drag a card onto another to swap") > 50)
        #expect(try inkRight(of: 150, width: 1280, hint: nil) == 0)
    }
}
