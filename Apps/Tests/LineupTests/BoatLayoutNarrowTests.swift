import LineupKit
import MosaicCore
import Testing

/// The bench flows under the boat in a window narrower than the two columns need.
@Suite struct BoatLayoutNarrowTests {
    func layout(width: Double, boat: Int = 22, bench: Int = 6) -> BoatLayout {
        var l = BoatLayout()
        let seat = BoatLayout.cellSize
        l.prepare(LayoutContext(containerSize: Size(width: width, height: 700),
                                itemSizes: [Array(repeating: seat, count: boat), Array(repeating: seat, count: bench)]))
        return l
    }

    func frames(_ l: BoatLayout, _ section: Int, _ count: Int) -> [Rect] {
        (0..<count).compactMap { l.attributesForItem(at: ItemPath(section, $0))?.frame }
    }

    @Test(arguments: [640.0, 700, 761])
    func narrowPutsTheBenchUnderTheBoat(width: Double) throws {
        let l = layout(width: width)
        #expect(l.benchUnderBoat)
        let boat = frames(l, 0, 22), bench = frames(l, 1, 6)
        let header = try #require(l.attributesForSupplementary(.header, inSection: 1)).frame
        let boatBottom = boat.map(\.maxY).max() ?? 0
        #expect(header.minY > boatBottom, "the bench header (y \(header.minY)) starts below the boat's last seat (\(boatBottom))")
        for f in bench {
            #expect(f.minY >= header.maxY, "bench seat \(f) below its header")
            #expect(f.maxX <= width, "bench seat \(f) inside the \(width)-point window")
        }
        let all = boat + bench
        for i in all.indices { for j in all.indices where j > i { #expect(!all[i].intersects(all[j]), "\(all[i]) overlaps \(all[j])") } }
        #expect(l.contentSize.width <= width, "no sideways scrolling at \(width)")
        #expect(l.contentSize.height >= (bench.map(\.maxY).max() ?? 0), "the content reaches the last bench seat")
        // The item at each bench seat's centre is that seat (hit testing follows the layout).
        for (i, f) in bench.enumerated() {
            let hits = l.attributes(in: Rect(x: f.midX, y: f.midY, width: 1, height: 1)).filter { $0.kind == .cell }
            #expect(hits.map(\.path) == [ItemPath(1, i)])
        }
    }

    @Test func wideKeepsTheBenchBeside() throws {
        let l = layout(width: 1280)
        #expect(!l.benchUnderBoat)
        let header = try #require(l.attributesForSupplementary(.header, inSection: 1)).frame
        #expect(header.minY == BoatLayout.margin / 2)
        #expect(frames(l, 1, 6).allSatisfy { $0.minX > frames(l, 0, 22).map(\.maxX).max() ?? 0 })
        #expect(BoatLayout.sideBySideWidth == 762)
    }
}
