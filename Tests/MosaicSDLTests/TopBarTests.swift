import MosaicCore
import Testing
@testable import MosaicSDL

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

    @Test func narrowBarStillLeavesRoomForTheTitle() {
        let bar = TopBar(width: 640)
        #expect(bar.titleFrame.width >= 100)
    }
}
