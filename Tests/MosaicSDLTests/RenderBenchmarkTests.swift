import MosaicCore
import MosaicView
import Testing
@testable import MosaicSDL

@Suite(.serialized) @MainActor
struct RenderBenchmarkTests {
    @Test func everyCardIsVisibleAndDistinct() {
        for n in [1, 200, 2000] {
            let list = RenderBenchmark.syntheticList(cards: n, viewport: RenderBenchmark.surfaceSize)
            #expect(list.cells.count == n)
            #expect(Set(list.cells.map(\.label)).count == n)
            let bounds = Rect(origin: .zero, size: RenderBenchmark.surfaceSize)
            #expect(list.cells.allSatisfy { $0.frame.minX >= 0 && $0.frame.minY >= 0
                && $0.frame.maxX <= bounds.maxX && $0.frame.maxY <= bounds.maxY })
        }
        let small = RenderBenchmark.syntheticList(cards: 200, viewport: RenderBenchmark.surfaceSize)
        #expect(CardMetrics(size: small.cells[0].frame.size).labelBox != nil)
        #expect(RenderBenchmark.syntheticList(cards: 10, viewport: Size(width: .infinity, height: 10)).cells.isEmpty)
    }

    @Test func measuresAPositiveFrameTime() throws {
        let ms = try RenderBenchmark.frameMilliseconds(cards: 50, runs: 3)
        #expect(ms > 0 && ms.isFinite)
        #expect(throws: SDLError.self) { try RenderBenchmark.frameMilliseconds(cards: 0, runs: 3) }
        #expect(throws: SDLError.self) { try RenderBenchmark.frameMilliseconds(cards: 10, runs: 0) }
    }
}
