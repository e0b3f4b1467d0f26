import Foundation
import Testing
import TestSupport
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Golden images of central Helsinki from the bundled vector tiles, with the default style and the
/// night style, flat, rotated and tilted, at zoom 14, 16 and 18 (over-zoomed from the tiles' 14).
@MainActor
@Suite("Vector tiles: golden images of Helsinki")
struct VectorTileGoldenTests {
    @Test("VT2 Helsinki at zoom 14, 16 and 18, default style", arguments: [14.0, 16.0, 18.0])
    func zooms(_ zoom: Double) throws {
        let map = try helsinkiMap(zoom: zoom)
        // At zoom 18 the view is 300 m wide: centre it between the station and its window.
        if zoom == 18 { map.camera.target = Coordinate(latitude: 60.1716, longitude: 24.9420) }
        goldens.assert(map.snapshot(), named: "helsinki-z\(Int(zoom))")
    }

    @Test("R2 Helsinki at zoom 16, bearing 30°, tilt 45°, default style")
    func tilted() throws {
        let map = try helsinkiMap(zoom: 16, bearing: 30, tilt: 45)
        goldens.assert(map.snapshot(), named: "helsinki-z16-bearing30-tilt45")
    }

    @Test("VT6 Helsinki in the night style, zoom 16 and tilted", arguments: [false, true])
    func night(_ tilted: Bool) throws {
        let map = try helsinkiMap(zoom: 16, bearing: tilted ? 300 : 0, tilt: tilted ? 50 : 0, style: try MapStyle.openMapTilesNight)
        goldens.assert(map.snapshot(), named: tilted ? "helsinki-night-z16-bearing300-tilt50" : "helsinki-night-z16")
    }
}
