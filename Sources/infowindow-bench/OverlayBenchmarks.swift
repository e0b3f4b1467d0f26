@_spi(Benchmarks) import InfoWindowKit
import Foundation

/// The map's shapes (polylines, polygons, circles): whole 1280×800 frames at scale 1 with no basemap
/// (the graticule), and taps resolved through the overlay index among 10,000 tappable shapes.
@MainActor
enum OverlayBenchmarks {
    static let workloads: [(name: String, run: @MainActor () -> [Figure])] = [
        ("overlay_frames", frames), ("overlay_hit", { [hitTest()] }), ("overlay_many", { manyFigure(repetitions: 41) + manyOverStreets() }),
        ("overlay_tiles", TileLayerBenchmarks.figures), ("overlay_raster", rasterizers),
    ]

    static func run(only names: Set<String>? = nil) -> [Figure] {
        workloads.filter { names?.contains($0.name) ?? true }.flatMap { $0.run() }
    }

    /// A GPS-like track of `count` points wandering over the view: the heading turns by up to `turn`
    /// radians at each step of `step` points, each point is off by up to `jitter` points (the receiver's
    /// noise), and the track turns back at the view's edges. The default is a long route recorded densely
    /// — 100,000 points over some 5,000 points of screen, noise of 0.02 point (a metre at zoom 11) — as
    /// a recorded drive looks when all of it is in the view.
    static func track(points count: Int, on map: MapView, step: Double = 0.05, turn: Double = 0.006, jitter: Double = 0.02,
                      seed: UInt64 = 7) -> CoordinatePath {
        var random = SplitMix(state: seed)
        let projection = map.projection
        var x = 640.0, y = 400.0, heading = 0.3
        var coordinates: [Coordinate] = []
        coordinates.reserveCapacity(count)
        for _ in 0..<count {
            heading += Double.random(in: -turn...turn, using: &random)
            x += cos(heading) * step
            y += sin(heading) * step
            if x < 40 || x > 1240 { heading = .pi - heading; x = min(max(x, 40), 1240) }
            if y < 40 || y > 760 { heading = -heading; y = min(max(y, 40), 760) }
            let noisy = CGPoint(x: x + Double.random(in: -jitter...jitter, using: &random),
                                y: y + Double.random(in: -jitter...jitter, using: &random))
            coordinates.append(projection.coordinate(for: noisy))
        }
        return CoordinatePath(coordinates: coordinates)
    }

    static func frameTimes(_ map: MapView, repetitions: Int) -> [Double] {
        (0..<repetitions).map { _ in seconds { _ = map.snapshot() } * 1e3 }
    }

    static func frames() -> [Figure] {
        var figures: [Figure] = []
        // The frame with nothing on it, for what the shapes add.
        let empty = MapView(frame: Scenes.frame, camera: Scenes.city)
        empty.basemap = nil
        _ = empty.snapshot()
        figures.append(Figure("overlay_empty_frame_ms", frameTimes(empty, repetitions: 21),
                              label: "1280×800 frame, no basemap (graticule), no shapes", decimals: 2))

        let map = MapView(frame: Scenes.frame, camera: Scenes.city)
        map.basemap = nil
        let line = Polyline(path: track(points: 100_000, on: map))
        line.strokeWidth = 4
        line.strokeColor = Color(red: 0.1, green: 0.3, blue: 0.9)
        line.map = map
        let first = seconds { _ = map.snapshot() } * 1e3
        figures.append(Figure("overlay_polyline_100k_first_ms", [first],
                              label: "first frame of a 100,000-point polyline (simplification made)", decimals: 2))
        figures.append(Figure("overlay_polyline_100k_ms", frameTimes(map, repetitions: 21), target: 8,
                              label: "frame with a 100,000-point polyline, 4 pt, across the view", decimals: 2))
        map.simplifiesShapes = false
        _ = map.snapshot()
        figures.append(Figure("overlay_polyline_100k_unsimplified_ms", frameTimes(map, repetitions: 5),
                              label: "the same, every vertex drawn (no simplification)", decimals: 2))
        map.simplifiesShapes = true
        map.camera = CameraPosition(latitude: Scenes.city.target.latitude, longitude: Scenes.city.target.longitude,
                                    zoom: Scenes.city.zoom - 0.5, bearing: 30, viewingAngle: 55)
        _ = map.snapshot()
        figures.append(Figure("overlay_polyline_100k_tilt_ms", frameTimes(map, repetitions: 21), target: 8,
                              label: "the same at tilt 55°, bearing 30°", decimals: 2))
        line.geodesic = true
        map.camera = Scenes.city
        _ = map.snapshot()
        figures.append(Figure("overlay_polyline_100k_geodesic_ms", frameTimes(map, repetitions: 21), target: 8,
                              label: "the same polyline, geodesic, flat", decimals: 2))

        // overlay_many's figures come from its own workload (once a run, also alone with --only).

        figures.append(Figure("overlay_styled_routes_ms", frameTimes(styledRoutes(), repetitions: 11),
                              label: "30 geodesic routes across the Pacific, 6 pt, in translucent gradient spans (the SDK's polyline sample)",
                              decimals: 2))

        // The stress case: 100,000 points scribbled 0.8 point apart with 0.3 point of noise, 80,000 points of
        // line over the view; simplification can drop little of it.
        map.camera = Scenes.city
        line.geodesic = false
        line.path = track(points: 100_000, on: map, step: 0.8, turn: 0.08, jitter: 0.3)
        _ = map.snapshot()
        figures.append(Figure("overlay_polyline_100k_scribble_ms", frameTimes(map, repetitions: 5),
                              label: "a 100,000-point scribble, 0.8 pt steps, 0.3 pt noise (stress; no target)", decimals: 2))
        return figures
    }

    /// Frames of ``many()`` (also alone: `--only overlay_many`, for profiling).
    static func manyFigure(repetitions: Int) -> [Figure] {
        [Figure("overlay_many_ms", frameTimes(many(), repetitions: repetitions), target: 16,
                label: "frame with 1,000 polylines of 100 points and 200 polygons", decimals: 2)]
    }

    /// ``many()``'s frame drawn four ways in turn, so that a busy machine slows each alike: shapes'
    /// thin strokes and fills by our own rasterizers (D136, D137, the default), strokes by Cairo, fills
    /// by Cairo, both by Cairo (as before D136); wall time and the main thread's CPU time per frame.
    static func rasterizers() -> [Figure] {
        let map = many()
        let modes: [(name: String, label: String, own: (strokes: Bool, fills: Bool))] = [
            ("own", "our rasterizers for thin strokes and fills (the default)", (true, true)),
            ("cairo_strokes", "Cairo's strokes, our fills", (false, true)),
            ("cairo_fills", "our strokes, Cairo's fills", (true, false)),
            ("cairo", "Cairo for both (before D136)", (false, false)),
        ]
        let saved = Canvas.ownShapesByDefault
        defer { Canvas.ownShapesByDefault = saved }
        var wall = Array(repeating: [Double](), count: modes.count), cpu = wall
        for round in 0..<22 {
            for (index, mode) in modes.enumerated() {
                Canvas.ownShapesByDefault = mode.own
                let cpuStart = threadCPUSeconds()
                let time = seconds { _ = map.snapshot() }
                let cpuTime = threadCPUSeconds() - cpuStart
                if round > 0 {
                    wall[index].append(time * 1e3)
                    cpu[index].append(cpuTime * 1e3)
                }
            }
        }
        return modes.indices.flatMap { i in
            [Figure("overlay_many_\(modes[i].name)_ms", wall[i], label: "overlay_many's frame, \(modes[i].label)", decimals: 2),
             Figure("overlay_many_\(modes[i].name)_cpu_ms", cpu[i], label: "the same, the main thread's CPU time", decimals: 2)]
        }
    }

    /// The CPU time the calling thread has used.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    /// Issue 21's scene as it words it: the shapes of ``many(on:)`` over the Helsinki street map
    /// (`vt_frame_ms`'s map: zoom 16, 20 markers, a window, labels), and the same map without them, their
    /// frames taken in turn so that a busy machine slows both alike.
    static func manyOverStreets() -> [Figure] {
        let plain = VectorTileBenchmarks.map()
        let shaped = many(on: VectorTileBenchmarks.map())
        _ = plain.snapshot()
        var plainTimes: [Double] = [], shapedTimes: [Double] = []
        for _ in 0..<21 {
            plainTimes.append(seconds { _ = plain.snapshot() } * 1e3)
            shapedTimes.append(seconds { _ = shaped.snapshot() } * 1e3)
        }
        return [Figure("overlay_street_plain_ms", plainTimes, label: "the Helsinki street frame alone (zoom 16, 20 markers, a window), beside the next", decimals: 2),
                Figure("overlay_many_street_ms", shapedTimes, target: 16,
                       label: "the same frame with 1,000 polylines of 100 points and 200 polygons over it", decimals: 2)]
    }

    /// The SDK's polyline sample, in our words: 30 copies of a five-leg route round the Pacific, a degree
    /// and a half apart, geodesic, 6 points wide, styled by a repeating pattern of two translucent
    /// gradients and a clear stretch, on a 1280×800 view.
    static func styledRoutes() -> MapView {
        let map = MapView(frame: Scenes.frame, camera: CameraPosition(latitude: -30, longitude: -175, zoom: 3))
        map.basemap = nil
        let route = CoordinatePath(coordinates: [(-63.87, 151.2), (-48.0, 179.0), (-8.71, -157.82), (7.42, -122.09),
                                                 (-42.0, -77.0), (-63.87, 151.2)].map { Coordinate(latitude: $0.0, longitude: $0.1) })
        let styles = [StrokeStyle.gradient(from: .green, to: Color.green.withAlphaComponent(0)),
                      StrokeStyle.gradient(from: Color.red.withAlphaComponent(0), to: .red), StrokeStyle.solidColor(.clear)]
        let length = route.length(of: .geodesic) / 21
        for i in 0..<30 {
            let path = route.pathOffset(byLatitude: Double(i) * 1.5, longitude: 0)
            let line = Polyline(path: path)
            line.strokeWidth = 6
            line.geodesic = true
            line.spans = styleSpans(path, styles, [length], .geodesic, offset: -50_000)
            line.map = map
        }
        _ = map.snapshot()
        return map
    }

    /// 1,000 polylines of 100 points (routes some 150 points long on screen, recorded with a little
    /// noise; 2 pt wide, ten colours) and 200 translucent polygons of 12 to 40 points (one in ten with a
    /// hole), all in the view; on `given`, or on a 1280×800 map of the city with no basemap.
    static func many(on given: MapView? = nil) -> MapView {
        let map = given ?? {
            let blank = MapView(frame: Scenes.frame, camera: Scenes.city)
            blank.basemap = nil
            return blank
        }()
        var random = SplitMix(state: 11)
        let projection = map.projection
        var lines: [Polyline] = [], polygons: [Polygon] = []
        for i in 0..<1_000 {
            var x = Double.random(in: 40...1240, using: &random), y = Double.random(in: 40...760, using: &random)
            var heading = Double.random(in: 0..<(2 * .pi), using: &random)
            var coordinates: [Coordinate] = []
            for _ in 0..<100 {
                heading += Double.random(in: -0.05...0.05, using: &random)
                x = min(max(x + cos(heading) * 1.5, 0), 1280)
                y = min(max(y + sin(heading) * 1.5, 0), 800)
                coordinates.append(projection.coordinate(for: CGPoint(x: x + Double.random(in: -0.03...0.03, using: &random),
                                                                      y: y + Double.random(in: -0.03...0.03, using: &random))))
            }
            let line = Polyline(path: CoordinatePath(coordinates: coordinates))
            line.strokeWidth = 2
            line.strokeColor = Color(red: Double(i % 10) / 10, green: 0.4, blue: 1 - Double(i % 10) / 10)
            line.map = map
            lines.append(line)
        }
        for i in 0..<200 {
            let cx = Double.random(in: 60...1220, using: &random), cy = Double.random(in: 60...740, using: &random)
            let radius = Double.random(in: 15...60, using: &random)
            let n = Int.random(in: 12...40, using: &random)
            let ring = (0..<n).map { k -> Coordinate in
                let a = 2 * Double.pi * Double(k) / Double(n)
                let r = radius * Double.random(in: 0.7...1, using: &random)
                return projection.coordinate(for: CGPoint(x: cx + cos(a) * r, y: cy + sin(a) * r))
            }
            let polygon = Polygon(path: CoordinatePath(coordinates: ring))
            polygon.fillColor = Color(red: 0.9, green: 0.5, blue: 0.1, alpha: 0.35)
            polygon.strokeColor = Color(red: 0.5, green: 0.2, blue: 0)
            if i % 10 == 0 {
                polygon.holes = [CoordinatePath(coordinates: (0..<8).map { k in
                    let a = 2 * Double.pi * Double(k) / 8
                    return projection.coordinate(for: CGPoint(x: cx + cos(a) * radius * 0.3, y: cy + sin(a) * radius * 0.3))
                })]
            }
            polygon.map = map
            polygons.append(polygon)
        }
        if given == nil { LeafletScene.write(map: map, lines: lines, polygons: polygons) }
        _ = map.snapshot()
        return map
    }

    /// One tap resolved among 10,000 tappable shapes — 4,000 polylines of 10 points, 3,000 polygons,
    /// 3,000 circles — spread over the world's middle, about 150 of them in the view: the time per tap
    /// through the index (checked against asking every shape).
    static func hitTest() -> Figure {
        let map = MapView(frame: Scenes.frame, camera: CameraPosition(latitude: 0, longitude: 0, zoom: 4.5))
        map.basemap = nil
        var random = SplitMix(state: 5)
        func place() -> Coordinate {
            Coordinate(latitude: Double.random(in: -60...60, using: &random), longitude: Double.random(in: -180..<180, using: &random))
        }
        for i in 0..<10_000 {
            let c = place()
            let overlay: any Overlay
            switch i % 10 {
            case 0..<4:
                var points = [c]
                for _ in 1..<10 {
                    let last = points[points.count - 1]
                    points.append(Coordinate(latitude: last.latitude + Double.random(in: -0.3...0.3, using: &random),
                                             longitude: last.longitude + Double.random(in: -0.3...0.3, using: &random)))
                }
                let line = Polyline(path: CoordinatePath(coordinates: points))
                line.strokeWidth = 3
                overlay = line
            case 4..<7:
                let d = Double.random(in: 0.1...0.8, using: &random)
                overlay = Polygon(path: CoordinatePath(coordinates: [
                    c, Coordinate(latitude: c.latitude + d, longitude: c.longitude + d / 2),
                    Coordinate(latitude: c.latitude, longitude: c.longitude + d)]))
            default:
                overlay = Circle(position: c, radius: Double.random(in: 5_000...60_000, using: &random))
            }
            overlay.isTappable = true
            overlay.map = map
        }
        let points = (0..<1_000).map { _ in
            CGPoint(x: Double.random(in: 0..<1280, using: &random), y: Double.random(in: 0..<800, using: &random))
        }
        var hits = 0
        for p in points.prefix(200) {
            let indexed = map.mapHitTest(p)
            check(indexed == map.overlayHitTestLinear(p), "overlay index and linear scan disagree at \(p)")
            if case .overlay = indexed { hits += 1 }
        }
        check(hits > 20, "only \(hits) of 200 taps hit a shape")
        var sink = 0
        let times = (0..<9).map { _ in
            seconds { for p in points { if case .overlay = map.mapHitTest(p) { sink += 1 } } } / Double(points.count) * 1e6
        }
        check(sink > 0, "no tap hit a shape")
        return Figure("overlay_hit_10000_us", times, target: 50,
                      label: "one tap among 10,000 tappable shapes (index; \(hits)/200 taps hit a shape)", decimals: 2)
    }
}
