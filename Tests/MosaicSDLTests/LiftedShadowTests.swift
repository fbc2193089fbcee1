import Testing
import MosaicCore
import MosaicView
@testable import MosaicSDL

/// Issue 14 #13: the lifted card casts a soft shadow — darkest next to the card, fading out
/// over several points in steps, not a hard-edged band.
@Suite struct LiftedShadowTests {
    @Test func theShadowFadesOutBelowTheCard() throws {
        var list = DisplayList<String>(viewport: Size(width: 200, height: 200), contentOffset: .zero,
                                       contentSize: Size(width: 200, height: 200))
        let frame = Rect(x: 50, y: 40, width: 100, height: 100)
        list.overlays = [.dragSnapshot(DragSnapshot<String>(items: [], label: "Ada Lovelace", frame: frame, alpha: 1, scale: 1,
                                                            backgroundGray: nil))]
        let offscreen = try OffscreenRenderer(size: Size(width: 200, height: 200))
        offscreen.render(list: list)
        let image = offscreen.image()
        func gray(_ x: Int, _ y: Int) -> Int {
            let i = (y * image.width + x) * 3
            return (Int(image.pixels[i]) + Int(image.pixels[i + 1]) + Int(image.pixels[i + 2])) / 3
        }
        let background = gray(5, 5)
        // Straight below the card's middle, from its bottom edge down.
        let column = (141...160).map { gray(100, $0) }
        #expect(column.allSatisfy { $0 <= background }, "the shadow only darkens: \(column)")
        #expect(column.first.map { $0 < background - 8 } == true, "dark next to the card: \(column)")
        #expect(column.last == background, "gone 20 points below: \(column)")
        #expect(zip(column, column.dropFirst()).allSatisfy { $0 <= $1 }, "fades monotonically: \(column)")
        #expect(Set(column).count >= 4, "in steps, not one hard band: \(column)")
    }
}
