import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// The window chrome (shadow, bubble, tail, hairline) is drawn once per size and style and copied
/// afterwards (docs/performance.md, P8): a copy must give exactly the pixels a fresh drawing gives, and
/// anything the chrome depends on must draw it again.
@MainActor
@Suite("Rendering: cached window chrome")
struct ChromeCacheTests {
    /// The renderer every map of a test draws its windows with: its cache is what is under test (a
    /// map has a renderer of its own; the maps here share one so that each opening is a new map).
    let renderer = InfoWindowRenderer()

    /// A map with one tracked marker whose window is open, drawn by ``renderer``.
    private func openWindow(title: String, style: InfoWindowStyle = InfoWindowStyle(),
                            scale: CGFloat = 1) -> (MapView, Marker) {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 640, height: 300),
                          camera: CameraPosition(latitude: 48.85, longitude: 2.35, zoom: 12))
        map.basemap = nil
        map.selection.renderer = renderer
        map.scale = scale
        map.infoWindowStyle = style
        let marker = Marker(position: map.projection.coordinate(for: CGPoint(x: 320, y: 270)))
        marker.title = title
        marker.snippet = "Open daily 7:30–20:00"
        marker.tracksInfoWindowChanges = true
        marker.map = map
        map.selectedMarker = marker
        return (map, marker)
    }

    private func pixels(_ map: MapView) -> [UInt8] {
        map.snapshot().withUnsafePixelBytes { bytes, _ in Array(bytes) }
    }

    @Test("P8 a size drawn twice is cached and copied afterwards, pixel for pixel what a fresh drawing gives")
    func copiedChromeEqualsFreshChrome() {
        renderer.removeCachedChrome()
        let before = renderer.chromeRenders
        // First sight of the size: drawn straight into the window.
        let (first, _) = openWindow(title: "Jardin du Luxembourg 1")
        let firstPixels = pixels(first)
        #expect(renderer.chromeRenders == before + 1)

        // Second sight (digits are tabular in the title font, so the size is the same): drawn once
        // more, into the cache, and copied.
        let (second, _) = openWindow(title: "Jardin du Luxembourg 2")
        #expect(first.infoWindowFrame?.size == second.infoWindowFrame?.size)
        let secondPixels = pixels(second)
        #expect(renderer.chromeRenders == before + 2)

        // Third: only copied.
        let (third, _) = openWindow(title: "Jardin du Luxembourg 3")
        let copied = pixels(third)
        #expect(renderer.chromeRenders == before + 2)

        // The same windows drawn from scratch.
        renderer.removeCachedChrome()
        #expect(pixels(openWindow(title: "Jardin du Luxembourg 2").0) == secondPixels)
        #expect(pixels(openWindow(title: "Jardin du Luxembourg 3").0) == copied)
        #expect(copied != firstPixels, "the titles differ, so must the pixels")
    }

    @Test("P8 a tracked update that keeps the size copies the chrome; one that changes it draws it again")
    func trackedUpdates() {
        renderer.removeCachedChrome()
        let (map, marker) = openWindow(title: "Tower 1")
        _ = map.snapshot()
        marker.title = "Tower 2"
        _ = map.snapshot()
        let drawn = renderer.chromeRenders
        marker.title = "Tower 3"
        let renders = map.renderStatistics.infoWindowRenders
        _ = map.snapshot()
        #expect(map.renderStatistics.infoWindowRenders == renders + 1)
        #expect(renderer.chromeRenders == drawn)
        marker.title = "Tower 3 and the long walk along the river"
        _ = map.snapshot()
        #expect(renderer.chromeRenders == drawn + 1)
    }

    @Test("P8 the style and the scale are part of the chrome: changing either draws it again")
    func styleAndScale() {
        renderer.removeCachedChrome()
        let (plain, _) = openWindow(title: "Pont Neuf")
        let plainPixels = pixels(plain)
        _ = openWindow(title: "Pont Neuf")
        let drawn = renderer.chromeRenders
        var yellow = InfoWindowStyle()
        yellow.backgroundColor = Color(red: 1, green: 0.95, blue: 0.6)
        let (tinted, _) = openWindow(title: "Pont Neuf", style: yellow)
        let tintedPixels = pixels(tinted)
        #expect(renderer.chromeRenders == drawn + 1)
        #expect(tintedPixels != plainPixels)
        let (sharp, _) = openWindow(title: "Pont Neuf", scale: 2)
        _ = sharp.snapshot()
        #expect(renderer.chromeRenders == drawn + 2)
    }

    @Test("P8 the cache keeps four chromes: a fifth size evicts the least recently used")
    func boundedCache() {
        renderer.removeCachedChrome()
        // Titles wider than the snippet, so each sets a different window width.
        let titles = [16, 18, 20, 22, 24].map { String(repeating: "A", count: $0) }
        let start = renderer.chromeRenders
        for title in titles { _ = openWindow(title: title) }
        #expect(renderer.chromeRenders == start + 5, "first sight of each size")
        for title in titles.dropFirst() { _ = openWindow(title: title) }
        #expect(renderer.chromeRenders == start + 9, "second sight: drawn into the cache")
        for title in titles.dropFirst() { _ = openWindow(title: title) }
        #expect(renderer.chromeRenders == start + 9, "four sizes cached")
        // A fifth size seen twice evicts the least recently used (titles[1])…
        _ = openWindow(title: titles[0])
        #expect(renderer.chromeRenders == start + 10)
        _ = openWindow(title: titles[2])
        #expect(renderer.chromeRenders == start + 10)
        _ = openWindow(title: titles[1])
        #expect(renderer.chromeRenders == start + 11)
    }
}
