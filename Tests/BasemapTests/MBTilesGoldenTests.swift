import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Golden images of maps drawn from an MBTiles file made by the test: tiles labelled `z/x/y` in
/// distinct colours, so a wrong row, column or zoom shows at once.
@MainActor
@Suite("Basemap: MBTiles golden images")
struct MBTilesGoldenTests {
    private func labelledTiles(_ fixture: MBTilesFixture) throws -> String {
        var tiles: [MBTilesFixture.Tile] = []
        for zoom in 0...2 {
            let n = 1 << zoom
            for y in 0..<n {
                for x in 0..<n {
                    let hue = Double(x + y * n) / Double(n * n)
                    let color = Color(red: 0.55 + 0.4 * hue, green: 0.85 - 0.3 * hue, blue: 0.6 + 0.1 * Double(zoom))
                    tiles.append(.init(zoom: zoom, x: x, y: y, data: MBTilesFixture.pngTile(color, text: "\(zoom)/\(x)/\(y)")))
                }
            }
        }
        return try fixture.mbtiles(metadata: ["format": "png", "name": "labelled", "attribution": "© Test tiles"], tiles: tiles)
    }

    @Test("MBTiles tiles under a marker and its window, at a fractional zoom")
    func flat() throws {
        let fixture = try MBTilesFixture()
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 640, height: 400),
                          camera: CameraPosition(latitude: 20, longitude: 10, zoom: 1.6))
        map.basemap = try MBTilesSource(path: try labelledTiles(fixture))
        let marker = Marker(position: Coordinate(latitude: 48.86, longitude: 2.35))
        marker.title = "Paris"
        marker.snippet = "Drawn over offline tiles"
        marker.map = map
        map.selectedMarker = marker
        goldens.assert(map.snapshot(), named: "mbtiles-z1.6")
    }

    @Test("R2 MBTiles tiles at bearing 30° and tilt 45°, over-zoomed from zoom 2")
    func tilted() throws {
        let fixture = try MBTilesFixture()
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 640, height: 400),
                          camera: CameraPosition(latitude: 30, longitude: 0, zoom: 3, bearing: 30, viewingAngle: 45))
        map.basemap = try MBTilesSource(path: try labelledTiles(fixture))
        goldens.assert(map.snapshot(), named: "mbtiles-z3-bearing30-tilt45")
    }
}
