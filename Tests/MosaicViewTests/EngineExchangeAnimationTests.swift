import Testing
import MosaicAnimation
import MosaicCore
@testable import MosaicView

/// The exchange delegate's optional methods: the owner's catch and release animations, the completion
/// sequence, and `exchangeTransactionInProgress` until the snapshot is gone.
@Suite("Exchange animations (optional delegate)")
struct EngineExchangeAnimationTests {
    static let sections = [["A", "B", "C", "D"], ["E", "F", "G", "H", "I", "J", "K", "L"]]

    func snapshot(_ h: EngineHarness) -> DragSnapshot<String>? {
        for case .dragSnapshot(let s) in h.display().overlays { return s }
        return nil
    }

    @Test("animateCatch replaces the default blink: the owner's scale and alpha, from the catch")
    func ownerCatch() throws {
        let h = try EngineHarness(sections: Self.sections, mode: .exchange)
        var caughtAt: [ItemPath] = []
        h.view.delegate.animateCatch = { path in
            caughtAt.append(path)
            return [SnapshotKeyframe(scale: 0.5, alpha: 0.4, duration: 0.1, curve: .linear),
                    SnapshotKeyframe(scale: 1.5, duration: 0.2, curve: .linear)]
        }
        h.down(380, 50, at: 0)
        h.advance(to: 0.16)
        let caught = try #require(h.times.first)
        #expect(caughtAt == [ItemPath(0, 3)])
        h.advance(to: caught + 0.05)
        var s = try #require(snapshot(h))
        #expect(engineClose(s.scale, 0.75, 1e-9) && engineClose(s.alpha, 0.6, 1e-9), "halfway down: \(s.scale), \(s.alpha)")
        h.advance(to: caught + 0.2)
        s = try #require(snapshot(h))
        #expect(engineClose(s.scale, 1.0, 1e-9) && engineClose(s.alpha, 0.4, 1e-9), "halfway up, alpha kept: \(s.scale)")
        h.advance(to: caught + 1)
        #expect(engineClose(try #require(snapshot(h)).scale, 1.5, 1e-9))
    }

    @Test("animateRelease: the owner's animation to the cell's centre, then the cell revealed at once and the snapshot faded")
    func ownerRelease() throws {
        let h = try EngineHarness(sections: Self.sections, mode: .exchange)
        var released: [ExchangeRelease] = []
        var finished: [(ItemPath, ItemPath)] = []
        h.view.delegate.didFinishExchangeTransaction = { finished.append(($0, $1)) }
        h.view.delegate.animateRelease = { release in
            released.append(release)
            return ExchangeReleaseAnimation(keyframes: [SnapshotKeyframe(center: release.centerOfCell, scale: 1, alpha: 1,
                                                                         duration: 0.3, curve: .linear)],
                                            fadeOutDuration: 0.2)
        }
        h.down(380, 50, at: 0)
        h.advance(to: 0.16)
        let caught = try #require(h.times.first)
        h.move(380, 150, at: caught + 0.45)   // over 1.3 (H): D and H exchange
        h.advance(to: caught + 1.2)
        let up = caught + 1.3
        h.move(400, 170, at: up - 0.05)      // still over 1.3; the snapshot's centre follows: (400, 170)
        h.up(400, 170, at: up)
        let release = try #require(released.first)
        #expect(release.finalPath == ItemPath(1, 3))
        #expect(release.originalPath == ItemPath(0, 3))
        #expect(finished.count == 1, "the transaction finished at the release, as the exchange controller orders it")
        #expect(release.centerOfCell == Point(x: 380, y: 150))   // 1.3's frame: (330, 100, 100, 100)
        #expect(release.snapshotFrame.center == Point(x: 400, y: 170))
        #expect(h.view.exchangeTransactionInProgress, "in progress until the snapshot is removed")

        h.advance(to: up + 0.15)
        var s = try #require(snapshot(h), "the snapshot stays during the owner's animation")
        #expect(s.frame.center == Point(x: 390, y: 160), "halfway to the cell's centre (linear): \(s.frame.center)")
        #expect(try #require(h.display().cells.first { $0.id == "D" }).isHidden, "the cell stays hidden under it")
        let dimmed = try #require(h.display().cells.first { $0.id == "H" }).alpha
        #expect(dimmed > 0.6 && dimmed < 1, "the displaced item's alpha returns to 1 over the animation: \(dimmed)")

        h.advance(to: up + 0.35)   // past the animation (0.3): the completion sequence
        s = try #require(snapshot(h))
        #expect(s.frame.center == Point(x: 380, y: 150))
        #expect(engineClose(s.alpha, 0.75, 1e-9), "fading: 1 × (1 − 0.05 / 0.2) = \(s.alpha)")
        #expect(try #require(h.display().cells.first { $0.id == "D" }).isHidden == false, "revealed at once behind the snapshot")
        #expect(engineClose(try #require(h.display().cells.first { $0.id == "H" }).alpha, 1))

        h.advance(to: up + 0.6)
        #expect(snapshot(h) == nil, "removed after the fade")
        #expect(!h.view.exchangeTransactionInProgress)
        #expect(!h.view.needsAnimationFrames)
        #expect(engineSettledDisplayProblems(h.view) == [])
    }

    @Test("Without the owner's animations the defaults stay (blink to 1.2; release lands the cell)")
    func defaults() throws {
        let h = try EngineHarness(sections: Self.sections, mode: .exchange)
        h.down(380, 50, at: 0)
        h.advance(to: 0.16)
        let caught = try #require(h.times.first)
        h.advance(to: caught + 0.2)
        #expect(engineClose(try #require(snapshot(h)).scale, 1.2, 1e-9))
        h.up(380, 50, at: caught + 0.3)
        #expect(snapshot(h) == nil)
        #expect(!h.view.exchangeTransactionInProgress)
    }
}
