import Foundation
import InfoWindowKit
import InfoWindowServe

/// `infowindow serve`'s request side (issue 23): a Google-style `/staticmap` URL of 16 KB — three
/// labelled markers and a path of 1,000 points — read into a request and positioned (implicit
/// positioning, D66), and what the front does with it (the canonical query).
@MainActor
enum ServeBenchmarks {
    static let workloads: [(name: String, run: @MainActor () -> [Figure])] = [("serve_parse", parse), ("serve_png", png), ("serve_png8", png8)]

    static func run(only names: Set<String>? = nil) -> [Figure] {
        workloads.filter { names?.contains($0.name) ?? true }.flatMap { $0.run() }
    }

    /// The query items of a URL of about 16,000 characters: three labelled markers and a 1,000-point
    /// path written as `LAT,LNG` (four decimals), no centre or zoom.
    static func bigQuery() -> [QueryItem] {
        var random = SplitMix(state: 23)
        var latitude = 51.45, longitude = -0.25
        var points: [String] = []
        for _ in 0..<1000 {
            latitude += Double.random(in: -0.001...0.0012, using: &random)
            longitude += Double.random(in: -0.001...0.0013, using: &random)
            points.append(String(format: "%.4f,%.4f", latitude, longitude))
        }
        return [
            QueryItem("size", "640x640"), QueryItem("key", "AIzaBenchmark"),
            QueryItem("markers", "size:mid|color:blue|label:A|51.45,-0.25"),
            QueryItem("markers", "color:green|label:B|51.5,-0.2"),
            QueryItem("markers", "color:red|label:C|\(points.last ?? "51.5,-0.1")"),
            QueryItem("path", "color:0x0000ff|weight:5|" + points.joined(separator: "|")),
        ]
    }

    /// The query items of scripts/bench-serve's Google-style request: 640×640, three labelled
    /// markers, a 200-point path as an encoded polyline, two style rules, no centre or zoom.
    static func googleQuery() -> [QueryItem] {
        var random = SplitMix(state: 23)
        var latitude = 51.45, longitude = -0.25
        var points: [Coordinate] = []
        for _ in 0..<200 {
            latitude += Double.random(in: -0.001...0.0012, using: &random)
            longitude += Double.random(in: -0.001...0.0013, using: &random)
            points.append(Coordinate(latitude: latitude, longitude: longitude))
        }
        let last = points[points.count - 1]
        return [
            QueryItem("size", "640x640"), QueryItem("key", "AIzaBench"),
            QueryItem("markers", "size:mid|color:blue|label:A|51.45,-0.25"),
            QueryItem("markers", "color:green|label:B|51.5,-0.2"),
            QueryItem("markers", "color:red|label:C|\(last.latitude),\(last.longitude)"),
            QueryItem("style", "feature:water|element:geometry|color:0x8ab4f8"),
            QueryItem("style", "feature:landscape|lightness:40"),
            QueryItem("path", "color:0x0000ff|weight:5|enc:" + CoordinatePath(coordinates: points).encodedPath()),
        ]
    }

    static func parse() -> [Figure] {
        let items = bigQuery()
        let length = items.reduce(0) { $0 + $1.name.utf8.count + ($1.value?.utf8.count ?? 0) + 2 }
        var parseTimes: [Double] = []
        var frontTimes: [Double] = []
        for _ in 0..<200 {
            parseTimes.append(seconds {
                guard let request = try? StaticMapRequest(query: items) else { fail("the benchmark's query was refused") }
                _ = request.camera(markerExtents: [])
            } * 1e3)
            frontTimes.append(seconds {
                guard let request = try? StaticMapRequest(query: items) else { fail("the benchmark's query was refused") }
                _ = request.canonicalQuery
            } * 1e3)
        }
        // The typical Google-style request of scripts/bench-serve (issue 23): 3 labelled markers, a
        // 200-point encoded path, two style rules, implicit positioning — reading it, which since D210
        // a worker does (the front only for a conditional request).
        let google = googleQuery()
        let googleTimes = (0..<2000).map { _ in
            seconds {
                guard let request = try? StaticMapRequest(query: google) else { fail("the Google-style query was refused") }
                _ = request.canonicalQuery
            } * 1e3
        }
        return [
            Figure("serve_front_google_ms", googleTimes,
                   label: "/staticmap: the typical Google-style query (200-point enc: path, 2 styles) read and written canonically (a worker's work, D210)",
                   decimals: 4),
            Figure("serve_parse_position_16kb_ms", parseTimes, target: 1,
                   label: "/staticmap: read and position a \(length)-character query (3 labelled markers, a 1,000-point path, implicit positioning)",
                   decimals: 3),
            Figure("serve_front_16kb_ms", frontTimes,
                   label: "/staticmap: the same query read and written canonically (a worker's work but the ETag digest, D210)", decimals: 3),
        ]
    }

    /// The PNG writers of S12 in the same run (D173): the served picture's encoder (``PNGCompression/fast``,
    /// our run-and-row deflater) and libdeflate at level 1 (``PNGCompression/compact``), on a 640 × 640
    /// world-map picture like the typical Google-style request's and on the 1280 × 800 Helsinki street frame.
    static func png() -> [Figure] {
        let world = MapView(frame: CGRect(x: 0, y: 0, width: 640, height: 640), camera: CameraPosition(latitude: 51.47, longitude: -0.17, zoom: 11))
        let pictures = [("world_640", world.snapshot()), ("street_1280", VectorTileBenchmarks.map().snapshot())]
        var figures: [Figure] = []
        for (name, picture) in pictures {
            for (writer, compression) in [("fast", PNGCompression.fast), ("compact", PNGCompression.compact)] {
                var bytes = 0
                let times = (0..<21).map { _ in seconds { bytes = picture.pngData(compression: compression)?.count ?? 0 } * 1e3 }
                figures.append(Figure("serve_png_\(writer)_\(name)_ms", times,
                                      label: "PNG of the \(name == "world_640" ? "640×640 world map" : "1280×800 Helsinki street map"), .\(writer) (\(bytes) bytes)",
                                      decimals: 2))
            }
        }
        return figures
    }

    /// `png8` written two ways in turn on the pictures of ``png()`` (D213): as served (quantized, then
    /// our PNG framing around the run deflater or libdeflate) and as before D213 (quantized, then
    /// libgd's PNG writer at zlib level 1). Each figure is the whole encoding, quantizer included.
    static func png8() -> [Figure] {
        let world = MapView(frame: CGRect(x: 0, y: 0, width: 640, height: 640), camera: CameraPosition(latitude: 51.47, longitude: -0.17, zoom: 11))
        let pictures = [("world_640", world.snapshot()), ("street_1280", VectorTileBenchmarks.map().snapshot())]
        var figures: [Figure] = []
        for (name, picture) in pictures {
            let writers: [(String, PaletteEncoder.Writer)] = [("ours", .png), ("libgd", .libgdPNG)]
            var times = Array(repeating: [Double](), count: writers.count), bytes = Array(repeating: 0, count: writers.count)
            for _ in 0..<21 {
                for (i, writer) in writers.enumerated() {
                    times[i].append(seconds { bytes[i] = PaletteEncoder.encode(picture, writer: writer.1)?.count ?? 0 } * 1e3)
                }
            }
            for (i, writer) in writers.enumerated() {
                figures.append(Figure("serve_png8_\(writer.0)_\(name)_ms", times[i],
                                      label: "png8 of the \(name == "world_640" ? "640×640 world map" : "1280×800 Helsinki street map"), \(writer.0 == "ours" ? "as served (D213)" : "libgd's writer, as before D213") (\(bytes[i]) bytes)",
                                      decimals: 2))
            }
        }
        return figures
    }
}
