import Foundation
import InfoWindowKit
import Testing
@testable import InfoWindowServe

/// What a worker answers for a job, and the drawing step it shares with `infowindow render`
/// (``SceneRenderer``, S1, S18).
@MainActor
@Suite("Serve: the worker and the scene renderer")
struct ServeWorkerTests {
    static let root = #filePath.replacingOccurrences(of: "/Tests/ServeTests/ServeWorkerTests.swift", with: "")
    private let worker = ServeWorker(folder: root + "/Scenes/images", basemap: nil)

    private let query = "center=51.5,-0.127&zoom=10&size=160x120&markers=id:l|color:green|title:London|51.5,-0.127&markers=icon:house|51.52,-0.3&selected=l"
    private let file = """
        {"version": 1, "size": [160, 120], "camera": {"target": {"latitude": 51.5, "longitude": -0.127}, "zoom": 10},
         "markers": [{"id": "l", "position": {"latitude": 51.5, "longitude": -0.127}, "title": "London", "pin_color": "#2f7d4f"},
                     {"position": {"latitude": 51.52, "longitude": -0.3}, "icon": "house.png"}],
         "selected": "l"}
        """

    private func request(_ query: String) throws -> StaticMapRequest {
        try StaticMapRequest(query: query.split(separator: "&").map { part in
            let pieces = part.split(separator: "=", maxSplits: 1)
            return QueryItem(String(pieces[0]), String(pieces[1]))
        })
    }

    @Test("S1 a request and the scene file saying the same map get the same picture, byte for byte")
    func sameBytes() throws {
        let asked = try request(query)
        let served = worker.answer(.staticMap(asked))
        #expect(served.status == 200)
        #expect(served == worker.answer(.sceneFile(Data(file.utf8), format: .png)))
        let picture = try Image(pngData: served.body)
        #expect(picture.pixelWidth == 160 && picture.pixelHeight == 120)
        var jpeg = asked
        jpeg.format = .jpeg
        let photo = worker.answer(.staticMap(jpeg))
        #expect(photo.status == 200 && photo.body.prefix(2) == Data([0xFF, 0xD8]))
        #expect(photo == worker.answer(.sceneFile(Data(file.utf8), format: .jpeg)))
    }

    @Test("D62 png8 is a palette PNG and gif a GIF of at most 256 colours, close to the 24-bit picture")
    func paletteFormats() throws {
        var asked = try request(query)
        let full = try Image(pngData: worker.answer(.staticMap(asked)).body)
        asked.format = .png8
        let png8 = worker.answer(.staticMap(asked))
        #expect(png8.status == 200 && png8.body.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height at 16…23, bit depth at 24, colour type 3 (palette) at 25.
        #expect(png8.body.count > 26 && png8.body[png8.body.startIndex + 24] == 8 && png8.body[png8.body.startIndex + 25] == 3)
        #expect(png8 == worker.answer(.sceneFile(Data(file.utf8), format: .png8)))
        let paletted = try Image(pngData: png8.body)
        #expect(paletted.pixelWidth == 160 && paletted.pixelHeight == 120)
        var worst = 0.0, colours = Set<[Int]>()
        for y in stride(from: 0, to: 120, by: 3) {
            for x in stride(from: 0, to: 160, by: 3) {
                guard let a = full.color(atPixelX: x, y: y), let b = paletted.color(atPixelX: x, y: y) else { continue }
                worst = max(worst, abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
                colours.insert([Int(b.red * 255), Int(b.green * 255), Int(b.blue * 255)])
            }
        }
        #expect(worst < 0.2, "the palette picture strays \(worst) from the 24-bit one")
        #expect(colours.count <= 256 && colours.count > 8)
        asked.format = .gif
        let gif = worker.answer(.staticMap(asked))
        #expect(gif.status == 200 && gif.body.prefix(6) == Data("GIF89a".utf8) || gif.body.prefix(6) == Data("GIF87a".utf8))
        // The logical screen's width and height, little-endian, after the signature.
        #expect(gif.body.count > 10 && Int(gif.body[gif.body.startIndex + 6]) | Int(gif.body[gif.body.startIndex + 7]) << 8 == 160)
        #expect(ImageFormat.gif.mimeType == "image/gif" && ImageFormat.png8.mimeType == "image/png")
    }

    @Test("D62 format=jpg is a progressive JPEG (an SOF2 frame), jpg-baseline a baseline one (SOF0), both decoding to the picture")
    func progressiveJPEG() throws {
        var asked = try request(query)
        asked.format = try request(query + "&format=jpg").format
        let progressive = worker.answer(.staticMap(asked))
        asked.format = try request(query + "&format=jpg-baseline").format
        let baseline = worker.answer(.staticMap(asked))
        #expect(progressive.status == 200 && baseline.status == 200)
        #expect(Self.frameMarkers(progressive.body) == [0xC2], "jpg: \(Self.frameMarkers(progressive.body))")
        #expect(Self.frameMarkers(baseline.body) == [0xC0], "jpg-baseline: \(Self.frameMarkers(baseline.body))")
        #expect(progressive.body != baseline.body)
        #expect(ImageFormat.progressiveJPEG.mimeType == "image/jpeg")
    }

    /// The start-of-frame markers (0xC0…0xCF but DHT, JPG and DAC) of a JPEG, walking its segments up
    /// to the first scan.
    static func frameMarkers(_ data: Data) -> [UInt8] {
        let bytes = [UInt8](data)
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return [] }
        var found: [UInt8] = [], at = 2
        while at + 4 <= bytes.count, bytes[at] == 0xFF {
            let marker = bytes[at + 1]
            if marker == 0xDA { break }
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) { found.append(marker) }
            at += 2 + (Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]))
        }
        return found
    }

    @Test("S1 a scene that cannot be drawn is answered with the error, naming the parameter or the body")
    func errors() throws {
        let unknown = worker.answer(.staticMap(try request(query.replacingOccurrences(of: "selected=l", with: "selected=paris"))))
        let error = try #require(try JSONSerialization.jsonObject(with: unknown.body) as? [String: String])
        #expect(unknown.status == 400 && error["parameter"] == "selected")
        #expect(error["error"]?.hasPrefix(#"selected: no marker has the id or title "paris""#) == true, "\(error)")
        let posted = worker.answer(.sceneFile(Data(file.replacingOccurrences(of: #""selected": "l""#, with: #""selected": "paris""#).utf8), format: .png))
        let body = try #require(try JSONSerialization.jsonObject(with: posted.body) as? [String: String])
        #expect(posted.status == 400 && body["parameter"] == "body")
        #expect(body["error"]?.hasPrefix(#"body: selected: no marker has the id or title "paris""#) == true, "\(body)")
        let missing = worker.answer(.staticMap(try request("center=0,0&zoom=2&markers=icon:nothere|1,2")))
        #expect(missing == RenderReply(ServeError(status: 400, parameter: "markers",
                                                  message: "markers: no such file: nothere.png (icons are PNG files in the server's --images folder)")))
    }

    @Test("D83 SceneRenderer writes the fast PNG by default (render's and the server's), names the selection as told, and reports skipped GeoJSON features")
    func renderer() throws {
        let scene = try Scene.load(contentsOfFile: Self.root + "/Scenes/london.json")
        let picture = try SceneRenderer.render(scene)
        #expect(picture.data == (try scene.makeMap()).snapshot().pngData(compression: .fast) && picture.warnings.isEmpty)
        var options = SceneRenderer.Options()
        options.pngCompression = .cairo
        let cairo = try SceneRenderer.render(scene, options: options).data
        let cairoSnapshot = try scene.makeMap().snapshot().pngData()
        #expect(cairo != picture.data && cairo == cairoSnapshot)
        let a = try Image(pngData: cairo), b = try Image(pngData: picture.data)
        #expect(a.pixelWidth == b.pixelWidth && a.color(atPixelX: 320, y: 240) == b.color(atPixelX: 320, y: 240))

        var lost = scene
        lost.selectedMarker = "atlantis"
        options.selectionField = "--select"
        do {
            _ = try SceneRenderer.render(lost, options: options)
            Issue.record("a selection naming no marker was drawn")
        } catch {
            guard case .scene(let failure) = error else { Issue.record("\(error)"); return }
            #expect(failure.kind == .noSuchMarker && failure.field == "--select")
        }

        let geoJSON = FileManager.default.temporaryDirectory.appendingPathComponent("serve-renderer-\(UUID().uuidString).geojson").path
        defer { try? FileManager.default.removeItem(atPath: geoJSON) }
        try Data("""
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-0.1, 51.5]}, "properties": {"title": "P"}},
              {"type": "Feature", "id": "road", "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}, "properties": {}}]}
            """.utf8).write(to: URL(fileURLWithPath: geoJSON))
        var points = Scene(camera: scene.camera, size: CGSize(width: 64, height: 48))
        points.geoJSON = geoJSON
        let warned = try SceneRenderer.render(points)
        #expect(warned.warnings.count == 1 && warned.warnings[0].hasPrefix("\(geoJSON): skipped 1 feature that is not a Point"), "\(warned.warnings)")
    }
}
