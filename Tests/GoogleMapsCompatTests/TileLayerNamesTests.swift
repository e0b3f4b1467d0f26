import Foundation
import Testing
import GoogleMapsCompat

/// The SDK's tile layer names (GMSTileLayer, GMSSyncTileLayer, GMSURLTileLayer, GMSTileReceiver,
/// kGMSTileLayerNoTile), used the way the SDK's reference describes (written here in our own words).
@MainActor
@Suite("GMSTileLayer, GMSSyncTileLayer, GMSURLTileLayer with the SDK's Swift names")
struct TileLayerNamesTests {
    /// A layer in the SDK's shape: answers through the receiver, later, from another queue.
    final class ComputedLayer: GMSTileLayer {
        var requested = 0
        let group = DispatchGroup()
        override func requestTileFor(x: UInt, y: UInt, zoom: UInt, receiver: GMSTileReceiver) {
            requested += 1
            DispatchQueue.global().async(group: group) {
                receiver.receiveTileWith(x: x, y: y, zoom: zoom, image: x == 0 ? kGMSTileLayerNoTile : nil)
            }
        }
    }

    final class Grid: GMSSyncTileLayer {
        var asked = 0
        override func tileFor(x: UInt, y: UInt, zoom: UInt) -> UIImage? {
            asked += 1
            return nil
        }
    }

    private func mapView() -> GMSMapView {
        let mapView = GMSMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 300),
                                 camera: GMSCameraPosition(latitude: 0, longitude: 0, zoom: 1))
        mapView.basemap = nil
        return mapView
    }

    @Test("R31 GMSTileLayer subclasses answer off the main thread; GMSSyncTileLayer synchronously; both on the map")
    func subclasses() {
        let map = mapView()
        let computed = ComputedLayer()
        computed.zIndex = 3
        computed.map = map
        let grid = Grid()
        grid.tileSize = 512
        grid.opacity = 0.5
        grid.fadeIn = false
        grid.map = map
        _ = map.snapshot()
        computed.group.wait()
        _ = map.snapshot()
        #expect(computed.requested == 4 && grid.asked == 1, "zoom 1: four tiles; 512-pixel tiles at 1×: zoom 0, one tile")
        #expect(map.tileLayers.map { $0 === computed } == [false, true], "ordered by zIndex")
        computed.map = nil
        #expect(map.tileLayers.count == 1)
    }

    @Test("D133 GMSURLTileLayer reads file:// tiles and says once that https is not fetched")
    func urlLayer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gms-tiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pixels = [UInt32](repeating: 0xFFFF_0000, count: 256 * 256)
        let tile = try #require(pixels.withUnsafeBytes { UIImage(premultipliedARGB: $0, width: 256, height: 256, bytesPerRow: 1024) })
        try tile.write(toPNG: folder.appendingPathComponent("1_0_0.png").path)
        let map = mapView()
        let local = GMSURLTileLayer(urlConstructor: { x, y, zoom in folder.appendingPathComponent("\(zoom)_\(x)_\(y).png") })
        local.map = map
        let sink = WarningSink()
        var image: UIImage?
        Diagnostics.$sink.withValue(sink) {
            image = map.snapshot()
            let remote = GMSURLTileLayer(urlConstructor: { x, y, zoom in URL(string: "https://example.com/\(zoom)/\(x)/\(y).png") })
            remote.map = map
            _ = map.snapshot()
            _ = map.snapshot()
        }
        let red = image?.color(atPixelX: 100, y: 100)
        #expect((red?.red ?? 0) > 0.9 && (red?.green ?? 1) < 0.1, "the file's tile is drawn: \(String(describing: red))")
        let https = sink.messages.filter { $0.contains("https://example.com") }
        #expect(https.count == 1, "one warning for the https layer: \(sink.messages)")
        #expect(sink.messages.filter { $0.contains("1_1_0.png") }.count == 1, "the missing file: one warning: \(sink.messages)")
    }

    @Test("D134 GMSURLTileLayer.offlineMirror reads https://HOST/PATH from MIRROR/HOST/PATH")
    func offlineMirror() throws {
        let mirror = FileManager.default.temporaryDirectory.appendingPathComponent("gms-mirror-\(UUID().uuidString)")
        let folder = mirror.appendingPathComponent("tiles.example.com/z1")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: mirror) }
        let pixels = [UInt32](repeating: 0xFF00_00FF, count: 256 * 256)
        let tile = try #require(pixels.withUnsafeBytes { UIImage(premultipliedARGB: $0, width: 256, height: 256, bytesPerRow: 1024) })
        for (x, y) in [(0, 0), (1, 0), (0, 1), (1, 1)] { try tile.write(toPNG: folder.appendingPathComponent("\(x)_\(y).png").path) }
        let map = mapView()
        let layer = GMSURLTileLayer(urlConstructor: { x, y, zoom in URL(string: "https://tiles.example.com/z\(zoom)/\(x)_\(y).png") })
        layer.map = map
        let sink = WarningSink()
        var image: UIImage?
        Diagnostics.$sink.withValue(sink) {
            GMSURLTileLayer.offlineMirror = mirror
            image = map.snapshot()
            GMSURLTileLayer.offlineMirror = nil
        }
        let blue = image?.color(atPixelX: 200, y: 200)
        #expect((blue?.blue ?? 0) > 0.9 && (blue?.red ?? 1) < 0.1, "the mirrored tile is drawn: \(String(describing: blue))")
        #expect(sink.messages.isEmpty, "\(sink.messages)")
    }
}
