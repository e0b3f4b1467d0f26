import Foundation
import InfoWindowKit

/// A scene's clustered layer in the viewer (D177, docs/clustering.md "Clusters in scenes"): frames of a
/// 1280×800 map of 100,000 clustered points (a GeoJSON file written once to a temporary folder, read by
/// the scene loader) with a window open, drawn as `infowindow view` draws them — the layer asks the
/// index before each frame — while the camera pans, and while it zooms in one level with the cluster
/// animations (markers moving out of their clusters, D179).
@MainActor
enum SceneClusterBenchmarks {
    static let pointCount = 100_000

    /// Writes `count` points within ±0.3° of Helsinki, the same on every run, as a GeoJSON file.
    static func writePoints(_ count: Int, to path: String) {
        var random = SplitMix(state: 2024)
        var text = #"{"type": "FeatureCollection", "features": ["#
        text.reserveCapacity(count * 120)
        for n in 0..<count {
            let lng = 24.94 + Double.random(in: -0.6...0.6, using: &random)
            let lat = 60.17 + Double.random(in: -0.3...0.3, using: &random)
            if n > 0 { text += ",\n" }
            text += #"{"type": "Feature", "id": "p\#(n)", "geometry": {"type": "Point", "coordinates": [\#(lng), \#(lat)]}, "properties": {"name": "Point \#(n)"}}"#
        }
        text += "]}\n"
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) } catch { fail("cannot write \(path): \(error)") }
    }

    static func run() -> [Figure] {
        let folder = NSTemporaryDirectory() + "infowindow-bench-clusters-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        writePoints(pointCount, to: folder + "/points.geojson")
        var scene = Scene(camera: CameraPosition(latitude: 60.17, longitude: 24.94, zoom: 11), size: Scenes.viewSize,
                          name: folder + "/scene.json")
        scene.clusters = SceneClusters(points: folder + "/points.geojson")
        scene.selectedMarker = "p0"
        let map: SceneMap
        do { map = try scene.makeMap() } catch { fail("the clustered scene cannot be made: \(error)") }
        let view = map.mapView
        check(view.selectedMarker != nil, "no window is open")
        _ = view.snapshot()
        check((map.clusterLayer?.markers.count ?? 0) > 10, "the layer drew \(map.clusterLayer?.markers.count ?? 0) markers")
        // Panning: 120 frames, 6 points a frame to the east and 3 to the north, the window open.
        var panning: [Double] = []
        for _ in 0..<120 {
            let projection = view.projection
            let center = CGPoint(x: Scenes.viewSize.width / 2 + 6, y: Scenes.viewSize.height / 2 - 3)
            var camera = view.camera
            camera.target = projection.coordinate(for: center)
            view.camera = camera
            panning.append(seconds { _ = view.snapshot() } * 1e3)
        }
        check(view.selectedMarker != nil, "the window closed while panning")
        // Zooming in one level, animated (the camera's 0.3 s), then the clusters' 0.3 s: 60 frames a second.
        var zooming: [Double] = []
        for round in 0..<4 {
            var camera = view.camera
            camera.zoom = (11 + Double(round % 2)).rounded()
            view.camera = camera
            _ = view.snapshot()
            camera.zoom += 1
            view.animate(to: camera)
            var time = view.currentTime
            for _ in 0..<40 {
                time += 1.0 / 60
                zooming.append(seconds {
                    view.advance(to: time)
                    _ = view.snapshot()
                } * 1e3)
            }
        }
        return [
            Figure("clusters_frame_100k_ms", panning, target: 16,
                   label: "a 1280×800 frame of 100,000 clustered points (a scene's layer), window open, panning"),
            Figure("clusters_zoom_frame_100k_ms", zooming, target: 16,
                   label: "a frame while zooming in one level with cluster animations, 100,000 points"),
        ]
    }
}
