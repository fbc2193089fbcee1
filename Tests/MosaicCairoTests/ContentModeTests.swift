import MosaicCore
import Testing
@testable import MosaicCairo

/// `ContentMode.placement` against hand-computed tables.
struct ContentModeTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var mode: ContentMode
        var image: Size
        var rect: Rect
        var source: Rect
        var destination: Rect
        var testDescription: String { "\(mode) \(image) in \(rect)" }
    }

    static let rows: [Row] = [
        // Cover: a 2:1 image in a square loses its sides; a 1:2 image its top and bottom.
        Row(mode: .aspectFill, image: Size(width: 200, height: 100), rect: Rect(x: 0, y: 0, width: 100, height: 100),
            source: Rect(x: 50, y: 0, width: 100, height: 100), destination: Rect(x: 0, y: 0, width: 100, height: 100)),
        Row(mode: .aspectFill, image: Size(width: 100, height: 200), rect: Rect(x: 10, y: 20, width: 50, height: 50),
            source: Rect(x: 0, y: 50, width: 100, height: 100), destination: Rect(x: 10, y: 20, width: 50, height: 50)),
        Row(mode: .aspectFill, image: Size(width: 100, height: 100), rect: Rect(x: 0, y: 0, width: 200, height: 100),
            source: Rect(x: 0, y: 25, width: 100, height: 50), destination: Rect(x: 0, y: 0, width: 200, height: 100)),
        Row(mode: .aspectFill, image: Size(width: 256, height: 256), rect: Rect(x: 5, y: 5, width: 64, height: 64),
            source: Rect(x: 0, y: 0, width: 256, height: 256), destination: Rect(x: 5, y: 5, width: 64, height: 64)),
        // Contain: letterboxed, centered.
        Row(mode: .aspectFit, image: Size(width: 200, height: 100), rect: Rect(x: 0, y: 0, width: 100, height: 100),
            source: Rect(x: 0, y: 0, width: 200, height: 100), destination: Rect(x: 0, y: 25, width: 100, height: 50)),
        Row(mode: .aspectFit, image: Size(width: 100, height: 200), rect: Rect(x: 10, y: 20, width: 50, height: 50),
            source: Rect(x: 0, y: 0, width: 100, height: 200), destination: Rect(x: 22.5, y: 20, width: 25, height: 50)),
        Row(mode: .aspectFit, image: Size(width: 10, height: 10), rect: Rect(x: 0, y: 0, width: 300, height: 100),
            source: Rect(x: 0, y: 0, width: 10, height: 10), destination: Rect(x: 100, y: 0, width: 100, height: 100)),
        // Stretch: everything onto everything.
        Row(mode: .stretch, image: Size(width: 200, height: 100), rect: Rect(x: 3, y: 4, width: 100, height: 100),
            source: Rect(x: 0, y: 0, width: 200, height: 100), destination: Rect(x: 3, y: 4, width: 100, height: 100)),
    ]

    @Test(arguments: rows) func placement(_ row: Row) throws {
        let p = try #require(row.mode.placement(imageSize: row.image, in: row.rect))
        #expect(p.source == row.source)
        #expect(p.destination == row.destination)
    }

    @Test(arguments: ContentMode.allCases) func degenerateInputsPlaceNothing(_ mode: ContentMode) {
        let square = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(mode.placement(imageSize: .zero, in: square) == nil)
        #expect(mode.placement(imageSize: Size(width: 10, height: .nan), in: square) == nil)
        #expect(mode.placement(imageSize: Size(width: 10, height: 10), in: Rect(x: 0, y: 0, width: 0, height: 10)) == nil)
        #expect(mode.placement(imageSize: Size(width: 10, height: 10),
                               in: Rect(x: .infinity, y: 0, width: 10, height: 10)) == nil)
    }

    @Test func sourcesAreIdentifiedByPathOrKey() {
        #expect(ImageSource.data(key: "a", bytes: [1, 2]) == .data(key: "a", bytes: [3]))
        #expect(ImageSource.data(key: "a", bytes: []).hashValue == ImageSource.data(key: "a", bytes: [9]).hashValue)
        #expect(ImageSource.data(key: "a", bytes: []) != .data(key: "b", bytes: []))
        #expect(ImageSource.file(path: "/x") == .file(path: "/x"))
        #expect(ImageSource.file(path: "a") != .data(key: "a", bytes: []))
    }
}
