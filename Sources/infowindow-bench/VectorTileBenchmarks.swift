import Foundation
import InfoWindowKit

/// Street-level frames from vector tiles (issue 17): central Helsinki from the bundled tiles at zoom
/// 16, 1280×800, 20 markers and an open window, with the default style and its labels.
@MainActor
enum VectorTileBenchmarks {
    /// Five nearby centres, cycled so that no frame repeats the one before (as the MapLibre figure of
    /// docs/performance.md records was measured).
    static let centres = [(60.1702, 24.9435), (60.1712, 24.9405), (60.1690, 24.9460), (60.1720, 24.9470), (60.1685, 24.9410)]

    static func map(bearing: Double = 0, tilt: Double = 0, tileBitmaps: Bool = true, threads: Int? = nil, worldUnder: Bool = true) -> MapView {
        let map = MapView(frame: Scenes.frame, camera: CameraPosition(latitude: centres[0].0, longitude: centres[0].1, zoom: 16,
                                                                     bearing: bearing, viewingAngle: tilt))
        do {
            let source = try VectorTileSource.helsinki()
            if !tileBitmaps { source.tileBitmapByteLimit = 0 }
            if let threads { source.drawingThreads = threads }
            map.basemap = source
            map.drawsWorldUnderBasemap = worldUnder
        } catch {
            fail("cannot open the bundled Helsinki tiles: \(error)")
        }
        var window: Marker?
        for i in 0..<20 {
            let marker = Marker(position: Coordinate(latitude: 60.1665 + Double(i % 5) * 0.0016, longitude: 24.9345 + Double(i / 5) * 0.0052))
            marker.title = "Marker \(i)"
            marker.snippet = i == 12 ? "Rautatientori · the station square" : nil
            marker.map = map
            if i == 12 { window = marker }
        }
        map.selectedMarker = window
        return map
    }

    static func figures() -> [Figure] {
        [frames(tilted: false), frames(tilted: false, tileBitmaps: false), frames(tilted: true), frames(tilted: true, threads: 1),
         frames(tilted: true, worldUnder: false), panSteps(), firstFrames(), pngFrames()]
    }

    /// Frame times with a new centre every frame, after one round of untimed frames.
    static func frames(tilted: Bool, tileBitmaps: Bool = true, threads: Int? = nil, worldUnder: Bool = true) -> Figure {
        let map = self.map(bearing: tilted ? 30 : 0, tilt: tilted ? 45 : 0, tileBitmaps: tileBitmaps, threads: threads, worldUnder: worldUnder)
        for c in centres { map.camera.target = Coordinate(latitude: c.0, longitude: c.1); _ = map.snapshot() }
        check(map.infoWindowFrame != nil, "no window is open")
        let times = (0..<25).map { i -> Double in
            let c = centres[i % centres.count]
            map.camera.target = Coordinate(latitude: c.0, longitude: c.1)
            return seconds { _ = map.snapshot() } * 1e3
        }
        if !tileBitmaps {
            return Figure("vt_frame_drawn_ms", times, target: 16,
                          label: "the same, every frame's ground drawn from the tiles' paths (tileBitmapByteLimit 0)", decimals: 2)
        }
        if !worldUnder {
            return Figure("vt_frame_tilt_alone_ms", times,
                          label: "the same tilted frame without the world map under the tiles (drawsWorldUnderBasemap false): the street map alone, as before issue 20",
                          decimals: 2)
        }
        if threads == 1 {
            return Figure("vt_frame_tilt_serial_ms", times,
                          label: "the same tilted frame, its ground drawn on one thread (drawingThreads 1; VT15)", decimals: 2)
        }
        return tilted
            ? Figure("vt_frame_tilt_ms", times, target: 20, label: "Helsinki vector tiles, zoom 16, bearing 30°, tilt 45°, 20 markers, window, labels", decimals: 2)
            : Figure("vt_frame_ms", times, target: 16, label: "Helsinki vector tiles, zoom 16, 1280×800, 20 markers, window, labels; new centre each frame", decimals: 2)
    }

    /// A drag across the map, 4 points a frame.
    static func panSteps() -> Figure {
        let map = self.map()
        _ = map.snapshot()
        var point = CGPoint(x: 300, y: 500)
        map.handle(PointerEvent(.down, at: point, time: 1))
        var times: [Double] = []
        for i in 1...60 {
            point.x += 4
            point.y -= 2
            map.handle(PointerEvent(.move, at: point, time: 1 + Double(i) / 60))
            let t = seconds { _ = map.snapshot() } * 1e3
            if i > 5 { times.append(t) }
        }
        map.handle(PointerEvent(.up, at: point, time: 3))
        return Figure("vt_pan_step_ms", times, target: 8, label: "one pan step (a 4-point drag) over the Helsinki vector tiles", decimals: 2)
    }

    /// Opening the file and drawing the first frame: tiles read, inflated, decoded; labels rendered.
    static func firstFrames() -> Figure {
        let times = (0..<7).map { _ in seconds { _ = map().snapshot() } * 1e3 }
        return Figure("vt_first_frame_ms", times, target: 150, label: "open the Helsinki tiles and draw the first frame", decimals: 1)
    }

    /// The frame of `vt_frame_ms` encoded as PNG: what engines that return pictures return.
    static func pngFrames() -> Figure {
        let map = self.map()
        for c in centres { map.camera.target = Coordinate(latitude: c.0, longitude: c.1); _ = map.snapshot() }
        let times = (0..<15).map { i -> Double in
            let c = centres[i % centres.count]
            map.camera.target = Coordinate(latitude: c.0, longitude: c.1)
            return seconds { _ = map.snapshot().pngData(compression: .fast) } * 1e3
        }
        return Figure("vt_frame_png_ms", times, target: 42.0 / 4,
                      label: "the same frame as PNG (the server's encoder, S12); MapLibre Native via mapli: median 42 ms, no labels; target a quarter of it",
                      decimals: 2)
    }

    /// 10,000 random pans and zooms (zoom 12–20) of a small view; the decoded-tile cache's largest size.
    static func cacheWalk() -> Figure {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 256, height: 160), camera: CameraPosition(latitude: 60.17, longitude: 24.944, zoom: 14))
        guard let source = try? VectorTileSource.helsinki() else { fail("cannot open the bundled Helsinki tiles") }
        map.basemap = source
        var random = SplitMix(state: 17)
        var peak = 0
        for _ in 0..<10_000 {
            map.camera = CameraPosition(latitude: Double.random(in: 60.1640...60.1795, using: &random),
                                        longitude: Double.random(in: 24.9350...24.9535, using: &random),
                                        zoom: Double.random(in: 12...20, using: &random))
            _ = map.snapshot()
            peak = max(peak, source.cachedBytes)
        }
        check(peak <= source.cacheByteLimit, "the cache grew to \(peak) bytes, past its bound")
        return Figure("vt_cache_peak_mib", [Double(peak) / 1_048_576], target: 64,
                      label: "decoded-tile cache, largest size over 10,000 random pans and zooms (bound 64 MiB)", decimals: 2)
    }
}
