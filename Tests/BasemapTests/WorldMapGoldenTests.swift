import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Golden images of the default vector basemap (issue 9): London at three zooms, the world, bearing
/// and tilt. Each image was looked at when it was recorded.
@MainActor
@Suite("Basemap: world map golden images")
struct WorldMapGoldenTests {
    static let london = Coordinate(latitude: 51.5074, longitude: -0.1278)

    private func map(_ camera: CameraPosition, size: CGSize = CGSize(width: 640, height: 400)) -> MapView {
        MapView(frame: CGRect(origin: .zero, size: size), camera: camera)
    }

    @Test("London at zoom 3 reads as a map of Europe")
    func londonZoom3() {
        let m = map(CameraPosition(target: Self.london, zoom: 3))
        goldens.assert(m.snapshot(), named: "london-z3")
    }

    @Test("London at zoom 6 shows Britain, its rivers and towns")
    func londonZoom6() {
        let m = map(CameraPosition(target: Self.london, zoom: 6))
        goldens.assert(m.snapshot(), named: "london-z6")
    }

    @Test("London at zoom 10 shows the Thames")
    func londonZoom10() {
        let m = map(CameraPosition(target: Self.london, zoom: 10))
        goldens.assert(m.snapshot(), named: "london-z10")
    }

    @Test("The whole world at 1280×800")
    func world() {
        let m = map(CameraPosition(latitude: 20, longitude: 10, zoom: 2.3), size: CGSize(width: 1280, height: 800))
        goldens.assert(m.snapshot(), named: "world")
    }

    @Test("R2 bearing 30° and tilt 50° over the Thames estuary, with a window open")
    func bearingTilt() {
        let m = map(CameraPosition(target: Self.london, zoom: 8, bearing: 30, viewingAngle: 50))
        let marker = Marker(position: Self.london)
        marker.title = "London"
        marker.snippet = "Population: 8,174,100"
        marker.map = m
        m.selectedMarker = marker
        goldens.assert(m.snapshot(), named: "london-z8-bearing30-tilt50")
    }
}
