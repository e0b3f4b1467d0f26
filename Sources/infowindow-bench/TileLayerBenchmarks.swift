@_spi(Benchmarks) import InfoWindowKit
import Foundation

/// Tile layers (D127–D132): whole 1280×800 frames at scale 1 with no basemap, a synchronous layer of
/// translucent 256-pixel tiles over the view — the first frame (every tile asked and answered), then
/// frames from the cache, flat and tilted.
@MainActor
enum TileLayerBenchmarks {
    /// A layer answering every tile with one translucent 256-pixel picture.
    final class Tiles: SyncTileLayer {
        let tile: Image?
        init(tile: Image?) {
            self.tile = tile
            super.init()
        }
        override func tileFor(x: UInt, y: UInt, zoom: UInt) -> Image? { tile }
    }

    static func figures() -> [Figure] {
        let pixels = [UInt32](repeating: 0x8020_4080, count: 256 * 256)
        let tile = pixels.withUnsafeBytes { Image(premultipliedARGB: $0, width: 256, height: 256, bytesPerRow: 1024) }
        let map = MapView(frame: Scenes.frame, camera: Scenes.city)
        map.basemap = nil
        let layer = Tiles(tile: tile)
        layer.map = map
        var figures: [Figure] = []
        let first = seconds { _ = map.snapshot() } * 1e3
        figures.append(Figure("tile_layer_first_ms", [first], label: "first 1280×800 frame of a tile layer (every tile asked)", decimals: 2))
        figures.append(Figure("tile_layer_frame_ms", OverlayBenchmarks.frameTimes(map, repetitions: 21),
                              label: "1280×800 frame with a tile layer of 256-pixel tiles, from its cache", decimals: 2))
        map.camera = CameraPosition(latitude: Scenes.city.target.latitude, longitude: Scenes.city.target.longitude,
                                    zoom: Scenes.city.zoom, bearing: 30, viewingAngle: 55)
        _ = map.snapshot()
        figures.append(Figure("tile_layer_tilt_ms", OverlayBenchmarks.frameTimes(map, repetitions: 11),
                              label: "the same at tilt 55°, bearing 30°", decimals: 2))
        return figures
    }
}
