// The utility library's heatmap sample (issue 24): what it shows, checked headless, and a PNG.
// The project's own code; the sample is Google's and is not in the project.

import Foundation
import GoogleMapsCompat
import GoogleMapsUtilsCompat

/// HeatmapViewController: Victoria's police stations (police_stations.json, read through Bundle.main)
/// as a heatmap of radius 80 and opacity 0.8, green to red; tiles computed off the main thread.
@MainActor func checkHeatmap() async {
    let controller = HeatmapViewController()
    let (window, map) = show(controller)
    await window.run(for: 0.1)
    guard let layer = map.tileLayers.first as? GMUHeatmapTileLayer else {
        check(false, "a heatmap layer on the map")
        return
    }
    check(layer.weightedData.count == 345, "the 345 police stations are its data (\(layer.weightedData.count))")
    check(layer.radius == 80 && abs(layer.opacity - 0.8) < 1e-6, "radius 80, opacity 0.8 (\(layer.radius), \(layer.opacity))")
    check(layer.gradient.colors == [UIColor.green, UIColor.red] && layer.gradient.mapSize == 256, "the sample's gradient, green to red, 256 colours")
    // A headless window draws only when asked: this frame asks for the tiles in view, computed off the
    // main thread; then wait for them and let them fade in (D131) before the picture.
    _ = window.snapshot()
    check(layer.tilesInProgress > 0, "the frame asked for tiles, computed off the main thread (\(layer.tilesInProgress) at work)")
    await layer.waitForTiles()
    await window.run(for: 0.4)
    let melbourne = GMSProject(CLLocationCoordinate2D(latitude: -37.81, longitude: 144.96))
    let zoom = UInt(map.camera.zoom.rounded()) - 1
    let tiles = exp2(Double(zoom))
    let tile = layer.tileFor(x: UInt((melbourne.x + 1) / 2 * tiles), y: UInt((1 - melbourne.y) / 2 * tiles), zoom: zoom)
    check(tile != nil && tile !== kGMSTileLayerNoTile, "Melbourne's tile has heat")
    save(window, "heatmap-1-victoria")
    withExtendedLifetime(controller) {}
}
