import Foundation
import GoogleMapsUtilsCompat

/// Heatmaps (issue 24): one tile of 10,000 points, computed as `GMUHeatmapTileLayer` computes each tile
/// off the main thread — binning, the two smoothing passes, the colours and the image — at 256 and at 512
/// pixels (the library's size), the library's default radius (20) and gradient.
@MainActor
enum HeatmapBenchmarks {
    static func tiles() -> [Figure] {
        [tile(size: 256, target: nil), tile(size: 512, target: 10)]
    }

    /// 10,000 points inside the tile of `size` pixels over Melbourne at zoom 12, crowding towards three
    /// centres, the same every run; the tile's median time over 15 fresh layers (nothing cached).
    static func tile(size: Int, target: Double?) -> Figure {
        let zoom = 12
        let tiles = exp2(Double(zoom))
        let centre = GMSProject(CLLocationCoordinate2D(latitude: -37.81, longitude: 144.96))
        let x = UInt((centre.x + 1) / 2 * tiles), y = UInt((1 - centre.y) / 2 * tiles)
        var random = SplitMix(state: 12)
        let centres = [(0.3, 0.4), (0.7, 0.6), (0.5, 0.2)]
        let points = (0..<10_000).map { i -> GMUWeightedLatLng in
            let c = centres[i % 3]
            let r = pow(Double.random(in: 0...1, using: &random), 2) * 0.3, a = Double.random(in: 0..<(2 * .pi), using: &random)
            let u = (Double(x) + min(max(c.0 + r * cos(a), 0), 0.999)) / tiles
            let v = (Double(y) + min(max(c.1 + r * sin(a), 0), 0.999)) / tiles
            return GMUWeightedLatLng(coordinate: GMSUnproject(GMSMapPoint(x: u * 2 - 1, y: 1 - v * 2)),
                                     intensity: Float.random(in: 0.5...2, using: &random))
        }
        var drawn = 0
        let times = (0..<15).map { _ -> Double in
            let layer = GMUHeatmapTileLayer()
            layer.tileSize = size
            layer.weightedData = points
            _ = layer.tileFor(x: x ^ 1, y: y ^ 1, zoom: UInt(zoom))   // prepares the data (sort, zoom table) untimed
            return seconds {
                if let tile = layer.tileFor(x: x, y: y, zoom: UInt(zoom)), tile !== kGMSTileLayerNoTile { drawn += 1 }
            } * 1e3
        }
        check(drawn == 15, "the heatmap tile was empty \(15 - drawn) times")
        return Figure("heatmap_tile_\(size)_ms", times, target: target,
                      label: "GMUHeatmapTileLayer tile, \(size)×\(size) px, 10,000 points, radius 20", decimals: 2)
    }
}
