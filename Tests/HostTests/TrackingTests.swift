import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

@MainActor
@Suite("R28 while something animates, tracked windows and icon views redraw each frame; untracked ones never")
struct TrackingTests {
    /// A map with marker A whose custom contents view animates its background for 1 s.
    private func animatedContents(tracked: Bool) -> (MapView, Marker, EventLog) {
        let map = plainMap()
        let log = EventLog()
        let contents = View(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        contents.backgroundColor = .clear
        log.markerInfoContents = { _ in contents }
        map.delegate = log
        let a = addMarker("A", 0, 0, to: map)
        a.tracksInfoWindowChanges = tracked
        map.selectedMarker = a
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { contents.backgroundColor = .red })
        return (map, a, log)
    }

    @Test("R28 a tracked window is drawn again at every frame of its content's animation, and not after it ends")
    func trackedWindow() throws {
        let (map, _, log) = animatedContents(tracked: true)
        let before = map.renderStatistics.infoWindowRenders
        for i in 1...10 { map.advance(to: Double(i) * 0.1) }
        #expect(map.renderStatistics.infoWindowRenders - before == 10)
        let pixel = try #require(map.infoWindowFrame)
        let image = map.snapshot()
        let inside = color(image, CGPoint(x: pixel.midX, y: pixel.minY + 20))
        #expect(near(inside, .red, 0.05), "the last frame shows the end colour: \(String(describing: inside))")
        for i in 11...20 { map.advance(to: Double(i) * 0.1) }
        #expect(map.renderStatistics.infoWindowRenders - before == 10, "nothing changes after the end: no redraw")
        withExtendedLifetime(log) {}
    }

    @Test("R28 an untracked window is never drawn again while its content animates (R17)")
    func untrackedWindow() {
        let (map, _, log) = animatedContents(tracked: false)
        let before = map.renderStatistics.infoWindowRenders
        for i in 1...10 { map.advance(to: Double(i) * 0.1) }
        #expect(map.renderStatistics.infoWindowRenders == before)
        withExtendedLifetime(log) {}
    }

    @Test("R28 tracking turned off mid-animation stops the redraws at once")
    func trackingStops() {
        let (map, a, log) = animatedContents(tracked: true)
        map.advance(to: 0.1)
        let count = map.renderStatistics.infoWindowRenders
        a.tracksInfoWindowChanges = false
        for i in 2...10 { map.advance(to: Double(i) * 0.1) }
        #expect(map.renderStatistics.infoWindowRenders == count)
        withExtendedLifetime(log) {}
    }

    @Test("R28 a marker moving in a transaction with an untracked window: the bitmap moves, nothing is redrawn")
    func movingUntracked() throws {
        let map = plainMap()
        let a = addMarker("A", 0, 0, to: map)
        map.selectedMarker = a
        let renders = map.renderStatistics.infoWindowRenders
        let start = try #require(map.infoWindowFrame)
        Transaction.begin()
        Transaction.setAnimationDuration(1)
        a.position = Coordinate(latitude: 0, longitude: 20)
        Transaction.commit()
        var frames: [CGFloat] = []
        for i in 1...10 {
            map.advance(to: Double(i) * 0.1)
            _ = map.snapshot()
            frames.append(try #require(map.infoWindowFrame).minX)
        }
        #expect(frames.last! > start.minX + 60 && zip(frames, frames.dropFirst()).allSatisfy { $0 < $1 })
        #expect(map.renderStatistics.infoWindowRenders == renders)
    }

    @Test("R28 an icon view with an animating subview renders every frame while tracksViewChanges, never when it is off")
    func iconView() {
        for tracked in [true, false] {
            let map = plainMap()
            let icon = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            let glow = View(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
            glow.backgroundColor = .blue
            glow.alpha = 0
            icon.addSubview(glow)
            let a = addMarker("A", 0, 0, to: map)
            a.iconView = icon
            a.tracksViewChanges = tracked
            _ = map.snapshot()
            let before = map.renderStatistics.iconViewRenders
            View.animate(withDuration: 1, delay: 0, options: [.autoreverse, .repeat], animations: { glow.alpha = 1 })
            for i in 1...10 {
                map.advance(to: Double(i) * 0.1)
                _ = map.snapshot()
            }
            #expect(map.renderStatistics.iconViewRenders - before == (tracked ? 10 : 0), "tracked: \(tracked)")
        }
    }
}
