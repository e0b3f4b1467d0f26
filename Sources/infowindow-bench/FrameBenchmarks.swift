import Foundation
import InfoWindowKit

/// Whole frames: `MapView.snapshot()` of a 1280×800 map at scale 1 with one window open — what the
/// SDL viewer does for every frame it shows.
@MainActor
enum FrameBenchmarks {
    /// Visible-marker counts of `frame_ms_N` (`--frame-markers` picks some, e.g. for a profile).
    static var counts = [100, 1_000, 10_000]
    /// The basemap scenes; the first is `frame_basemap_ms`.
    static let basemapScenes: [(key: String, camera: CameraPosition, label: String)] = [
        ("frame_basemap_ms", CameraPosition(latitude: 50, longitude: 5, zoom: 5), "Europe, zoom 5"),
        ("frame_basemap_world_ms", CameraPosition(latitude: 20, longitude: 10, zoom: 2.3), "the world, zoom 2.3"),
        ("frame_basemap_tilt_ms", CameraPosition(latitude: 51.5074, longitude: -0.1278, zoom: 8, bearing: 30, viewingAngle: 60),
         "London zoom 8, bearing 30°, tilt 60°"),
    ]
    static let tilted = CameraPosition(latitude: 51.5074, longitude: -0.1278, zoom: 8, bearing: 30, viewingAngle: 60)

    /// Timed frames per figure are multiplied by this (`--repetitions` sets it from the window count).
    static var repetitionScale = 1.0

    /// Frame times of `map` in milliseconds, after two untimed frames; checks every marker was drawn.
    static func frameTimes(_ map: MapView, markers: Int, repetitions: Int) -> [Double] {
        let repetitions = max(1, Int(Double(repetitions) * repetitionScale))
        _ = map.snapshot()
        _ = map.snapshot()
        check(map.renderStatistics.markersDrawnLastFrame == markers,
              "\(map.renderStatistics.markersDrawnLastFrame) of \(markers) markers were drawn")
        check(map.infoWindowFrame != nil, "no window is open")
        return (0..<repetitions).map { _ in seconds { _ = map.snapshot() } * 1e3 }
    }

    /// The workloads by name, for `--only`.
    static let workloads: [(name: String, run: @MainActor () -> [Figure])] = [
        ("frame_ms", markerFrames), ("frame_tilt", tiltedFrame), ("frame_basemap", basemapFrames),
        ("frame_renders", { [panRenders(), idleRenders()] }), ("frame_vector", VectorTileBenchmarks.figures),
        ("frame_gstyle", StyleBenchmarks.figures),
        ("vector_cache", { [VectorTileBenchmarks.cacheWalk()] }),
    ]

    static func run(only names: Set<String>? = nil) -> [Figure] {
        workloads.filter { names?.contains($0.name) ?? true }.flatMap { $0.run() }
    }

    static func markerFrames() -> [Figure] {
        counts.map { n in
            let (map, target) = Scenes.grid(markers: n)
            map.selectedMarker = target
            let times = frameTimes(map, markers: n, repetitions: n >= 10_000 ? 11 : 21)
            let goal: Double? = n == 1_000 ? 4 : n == 10_000 ? 16 : nil
            return Figure("frame_ms_\(n)", times, target: goal,
                          label: "1280×800 frame, \(n) markers visible, one window, no basemap", decimals: 2)
        }
    }

    static func tiltedFrame() -> [Figure] {
        let (map, target) = Scenes.grid(markers: 1_000, camera: tilted)
        map.selectedMarker = target
        return [Figure("frame_tilt_ms_1000", frameTimes(map, markers: 1_000, repetitions: 21), target: 4,
                       label: "the same at tilt 60°, bearing 30° (graticule in perspective)", decimals: 2)]
    }

    static func basemapFrames() -> [Figure] {
        basemapScenes.map { scene in
            let (map, target) = Scenes.grid(markers: 1_000, camera: scene.camera, basemap: true)
            map.selectedMarker = target
            return Figure(scene.key, frameTimes(map, markers: 1_000, repetitions: 15), target: 16,
                          label: "frame with the vector basemap, 1,000 markers, one window: \(scene.label)", decimals: 2)
        }
    }

    /// 100 frames of a pan (a drag) with a window open: the window's bitmap must be reused.
    static func panRenders() -> Figure {
        let (map, target) = Scenes.grid(markers: 1_000)
        map.selectedMarker = target
        _ = map.snapshot()
        let before = map.renderStatistics.infoWindowRenders
        let start = CGPoint(x: 300, y: 700)
        map.handle(PointerEvent(.down, at: start, time: 1))
        var moved = CGPoint.zero
        for i in 1...100 {
            let p = CGPoint(x: start.x + CGFloat(i) * 4, y: start.y - CGFloat(i) * 2)
            map.handle(PointerEvent(.move, at: p, time: 1 + Double(i) / 60))
            _ = map.snapshot()
            if i == 1 { moved = map.projection.point(for: target.position) }
        }
        map.handle(PointerEvent(.up, at: CGPoint(x: start.x + 400, y: start.y - 200), time: 3))
        let end = map.projection.point(for: target.position)
        check(abs(end.x - moved.x) > 300, "the drag did not pan the camera")
        check(map.selectedMarker === target, "the pan closed the window")
        return Figure(count: "pan_frame_window_renders", map.renderStatistics.infoWindowRenders - before, target: 0,
                      label: "window re-renders during 100 pan frames")
    }

    /// 100 frames with a tracked window whose content does not change: nothing is re-rendered.
    static func idleRenders() -> Figure {
        let (map, target) = Scenes.grid(markers: 1_000)
        target.tracksInfoWindowChanges = true
        map.selectedMarker = target
        map.advance(to: 1)
        _ = map.snapshot()
        let before = map.renderStatistics.infoWindowRenders
        for i in 1...100 {
            map.advance(to: 1 + Double(i) / 60)
            _ = map.snapshot()
        }
        return Figure(count: "tracking_idle_renders", map.renderStatistics.infoWindowRenders - before, target: 0,
                      label: "window re-renders in 100 idle frames, tracksInfoWindowChanges on")
    }
}
