import Foundation
import InfoWindowKit
import Testing
@testable import InfoWindowServe

/// What a worker does with a job's scene before drawing it (S9): the server's limits and file rules.
@Suite("Serve: scenes from requests")
struct ServedSceneTests {
    private let camera = #""camera": {"target": {"latitude": 51.5, "longitude": -0.127}, "zoom": 10}"#

    /// An images folder of its own per test (tests run in parallel).
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-scene-\(UUID().uuidString)").path

    private func load(_ json: String) -> Result<Scene, ServeError> {
        Result { () throws(ServeError) -> Scene in
            try ServedScene.load(body: Data(json.utf8), folder: folder, limits: ServeLimits())
        }
    }

    private func failure(_ json: String) -> ServeError? {
        if case .failure(let error) = load(json) { return error }
        return nil
    }

    /// The error of the scene of a `GET /staticmap` query (values as libmicrohttpd hands them over).
    private func requestFailure(_ query: String) -> ServeError? {
        let items = query.split(separator: "&").map { part in
            let pieces = part.split(separator: "=", maxSplits: 1)
            return QueryItem(String(pieces[0]), String(pieces[1]))
        }
        do {
            _ = try StaticMapRequest(query: items).scene(images: folder)
            return nil
        } catch {
            return error
        }
    }

    @Test("S9 a scene file is read as infowindow render reads it, its errors naming the body and the field")
    func decoding() throws {
        let scene = try load("{\"version\": 1, \(camera), \"markers\": [{\"id\": \"l\", \"position\": {\"latitude\": 51.5, \"longitude\": -0.127}, \"title\": \"London\"}], \"selected\": \"l\"}").get()
        #expect(scene.markers.count == 1 && scene.selectedMarker == "l")
        #expect(failure("{\"version\": 1, \(camera), \"markers\": [{\"titel\": 1}]}")
                == ServeError(status: 400, parameter: "body", message: #"body: markers[0]: unknown field "titel"; did you mean "title"?"#))
        #expect(failure("{\"version\": 1,, }")?.message == "body:1:15: expected a key in double quotes, found ','")
        #expect(failure("")?.parameter == "body")
    }

    @Test("S9 the scene's limits are the query's: size, scale, markers, texts")
    func limits() {
        #expect(failure("{\"version\": 1, \(camera), \"size\": [2049, 10]}")
                == ServeError(status: 400, parameter: "body", limit: "2048x2048", message: "body: size: 2049x10 is larger than the limit of 2048x2048 points"))
        #expect(failure("{\"version\": 1, \(camera), \"scale\": 5}")?.limit == "4")
        #expect(failure("{\"version\": 1, \(camera), \"size\": [2048, 10], \"scale\": 4}")?.limit == "6144 pixels")
        let marker = "{\"position\": {\"latitude\": 1, \"longitude\": 2}}"
        let many = Array(repeating: marker, count: 1001).joined(separator: ",")
        #expect(failure("{\"version\": 1, \(camera), \"markers\": [\(many)]}")?.limit == "1000")
        let long = String(repeating: "x", count: 4097)
        #expect(failure("{\"version\": 1, \(camera), \"markers\": [{\"position\": {\"latitude\": 1, \"longitude\": 2}, \"snippet\": \"\(long)\"}]}")
                == ServeError(status: 400, parameter: "body", limit: "4096 characters",
                              message: "body: markers[0].snippet: 4097 characters, more than the limit of 4096"))
        #expect(failure("{\"version\": 1, \(camera), \"markers\": [{\"position\": {\"latitude\": 1, \"longitude\": 2}, \"info_window\": {\"items\": [{\"text\": \"\(long)\"}]}}]}")?.message
                == "body: markers[0].info_window.items[0].text: 4097 characters, more than the limit of 4096")
    }

    @Test("S9 a scene may not name files by path, GeoJSON or MBTiles of its own")
    func files() throws {
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let icon = try Data(contentsOf: URL(fileURLWithPath: #filePath.replacingOccurrences(of: "Tests/ServeTests/ServedSceneTests.swift", with: "Scenes/images/house.png")))
        try icon.write(to: URL(fileURLWithPath: folder + "/house.png"))
        try icon.write(to: URL(fileURLWithPath: folder + "/sub/house.png"))
        try Data(#"{"type": "FeatureCollection", "features": []}"#.utf8).write(to: URL(fileURLWithPath: folder + "/points.geojson"))
        let position = #""position": {"latitude": 1, "longitude": 2}"#
        #expect(try load("{\"version\": 1, \(camera), \"markers\": [{\(position), \"icon\": \"house.png\"}]}").get().markers[0].icon != nil)
        #expect(failure("{\"version\": 1, \(camera), \"markers\": [{\(position), \"icon\": \"../house.png\"}]}")?.message
                == #"body: markers[0].icon: "../house.png" has a ".." component; name the file inside the folder, by its name alone"#)
        #expect(failure("{\"version\": 1, \(camera), \"markers\": [{\(position), \"icon\": \"\(folder)/house.png\"}]}")?.message
                == #"body: markers[0].icon: "/…/house.png" is a path; name a PNG of the server's images folder by its file name alone"#)
        #expect(failure("{\"version\": 1, \(camera), \"markers\": [{\(position), \"icon\": \"/etc/passwd\"}]}")?.message.contains("absolute paths elsewhere are not allowed") == true)
        #expect(failure("{\"version\": 1, \(camera), \"geojson\": \"points.geojson\"}")?.message
                == #"body: geojson: the server reads no GeoJSON file; put the markers in "markers""#)
        #expect(failure("{\"version\": 1, \(camera), \"basemap\": {\"mbtiles\": \"points.geojson\"}}")?.parameter == "body")
        #expect(requestFailure("center=1,2&zoom=3&markers=icon:missing|1,2")
                == ServeError(status: 400, parameter: "markers", message: "markers: no such file: missing.png (icons are PNG files in the server's --images folder)"))
        try Data("not a PNG".utf8).write(to: URL(fileURLWithPath: folder + "/broken.png"))
        let broken = requestFailure("center=1,2&zoom=3&markers=icon:house|1,2&markers=icon:broken|3,4")
        #expect(broken?.parameter == "markers" && broken?.message.hasPrefix("markers: broken.png ") == true
                && broken?.message.hasSuffix("(icons are PNG files in the server's --images folder)") == true, "\(String(describing: broken))")
        #expect(requestFailure("center=1,2&zoom=3&markers=icon:house|1,2") == nil)
    }

    @Test("D80 a scene's relative image names are found in --images by their last component; \"..\" is refused")
    func lastComponent() throws {
        try FileManager.default.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let images = #filePath.replacingOccurrences(of: "Tests/ServeTests/ServedSceneTests.swift", with: "Scenes/images/")
        try Data(contentsOf: URL(fileURLWithPath: images + "house.png")).write(to: URL(fileURLWithPath: folder + "/house.png"))
        try Data(contentsOf: URL(fileURLWithPath: images + "badge.png")).write(to: URL(fileURLWithPath: folder + "/images/house.png"))
        let position = #""position": {"latitude": 1, "longitude": 2}"#
        // The bundled scenes' spelling, images/house.png, is the folder's own house.png (not images/house.png).
        let scene = try load("{\"version\": 1, \(camera), \"markers\": [{\(position), \"icon\": \"images/house.png\"}, {\(position), \"icon\": \"house.png\"}]}").get()
        #expect(scene.markers[0].icon?.path == scene.markers[1].icon?.path)
        #expect(scene.markers[0].icon?.path.hasSuffix("/house.png") == true && scene.markers[0].icon?.path.hasSuffix("images/house.png") == false)
        for escape in ["../house.png", "images/../house.png", "../../etc/passwd.png", "a/../../house.png"] {
            #expect(failure("{\"version\": 1, \(camera), \"markers\": [{\(position), \"icon\": \"\(escape)\"}]}")?.message
                    == "body: markers[0].icon: \"\(escape)\" has a \"..\" component; name the file inside the folder, by its name alone")
        }
        #expect(failure("{\"version\": 1, \(camera), \"markers\": [{\(position), \"info_window\": {\"items\": [{\"image\": \"pictures/../../x.png\"}]}}]}")?.message
                .contains("has a \"..\" component") == true)
        #expect(failure("{\"version\": 1, \(camera), \"markers\": [{\(position), \"icon\": \"images/missing.png\"}]}")?.message
                == "body: markers[0].icon: no such file: missing.png")
        // A link in the folder to a file outside it is refused as before.
        try FileManager.default.createSymbolicLink(atPath: folder + "/outside.png", withDestinationPath: images + "house.png")
        #expect(failure("{\"version\": 1, \(camera), \"markers\": [{\(position), \"icon\": \"images/outside.png\"}]}")?.message
                .contains("leads outside the folder") == true)
    }

    @Test("D81 a scene naming the basemap the server serves uses it; another basemap is a 400 naming the --tiles that serves it")
    func basemaps() throws {
        let helsinki = #"{"version": 1, "camera": {"target": {"latitude": 60.17, "longitude": 24.94}, "zoom": 15}, "basemap": "helsinki"}"#
        func load(_ json: String, served: SceneBasemap?) -> Result<Scene, ServeError> {
            Result { () throws(ServeError) -> Scene in
                try ServedScene.load(body: Data(json.utf8), folder: folder, limits: ServeLimits(), served: served)
            }
        }
        #expect(try load(helsinki, served: .vectorTiles(path: nil, style: nil)).get().basemap == .vectorTiles(path: nil, style: nil))
        #expect(throws: ServeError(status: 400, parameter: "body", message: #"body: basemap: "helsinki" (the bundled Helsinki tiles) is not served here (this server draws the world map); a server started with --tiles helsinki draws it, or write "default" for this server's basemap"#)) {
            try load(helsinki, served: nil).get()
        }
        let night = SceneBasemap.vectorTiles(path: nil, style: "/srv/styles/night.json")
        #expect(throws: ServeError(status: 400, parameter: "body", message: #"body: basemap: "helsinki" (the bundled Helsinki tiles) is not served here (this server draws the bundled Helsinki tiles in the style "night.json"); a server started with --tiles helsinki draws it, or write "default" for this server's basemap"#)) {
            try load(helsinki, served: night).get()
        }
        #expect(ServedScene.basemapRefusal(.mbtiles(path: "/srv/x/city.mbtiles"), served: nil)
                == #"the MBTiles file "city.mbtiles" is not served here (this server draws the world map); a server started with --tiles city.mbtiles draws it, or write "default" for this server's basemap"#)
        #expect(ServedScene.basemapRefusal(.vectorTiles(path: "/a/city.pmtiles", style: "/a/night.json"), served: nil)?
                .contains("a server started with --tiles city.pmtiles --style night.json draws it") == true)
        #expect(ServedScene.basemapRefusal(.default, served: night) == nil && ServedScene.basemapRefusal(.none, served: night) == nil)
        // A tiles file the scene names is never read from the images folder.
        #expect(failure(#"{"version": 1, "camera": {"target": {"latitude": 60.17, "longitude": 24.94}, "zoom": 15}, "basemap": {"tiles": "city.pmtiles"}}"#)?.message
                == #"body: basemap.tiles: the server reads no tiles or style file a scene names; start it with --tiles FILE (and --style FILE) and write "default""#)
    }

    @Test("D178 a scene's clustered layer draws the server's --points file, named by its file name; any other name is a 400 naming clusters.points")
    func clusterPoints() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("serve-points-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: data) }
        let points = data + "/cafes.geojson"
        try Data(#"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [-0.127, 51.5]}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: points))
        func load(_ name: String, served: [String]) -> Result<Scene, ServeError> {
            Result { () throws(ServeError) -> Scene in
                try ServedScene.load(body: Data(#"{"version": 1, \#(camera), "clusters": {"points": "\#(name)"}}"#.utf8),
                                     folder: folder, limits: ServeLimits(), points: served)
            }
        }
        #expect(try load("cafes.geojson", served: [points]).get().clusters?.points == points)
        #expect(try load("data/cafes.geojson", served: [points]).get().clusters?.points == points)
        for name in ["../cafes.geojson", "/etc/cafes.geojson", "bars.geojson"] {
            guard case .failure(let error) = load(name, served: [points]) else {
                Issue.record("\(name) was accepted")
                continue
            }
            #expect(error.status == 400 && error.parameter == "body" && error.message.hasPrefix("body: clusters.points: "), "\(error.message)")
            #expect(!error.message.contains(data), "the server's folder is not shown: \(error.message)")
        }
        guard case .failure(let none) = load("cafes.geojson", served: []) else {
            Issue.record("a server without --points read a points file")
            return
        }
        #expect(none.message == "body: clusters.points: this server reads no points file; start it with --points FILE.geojson and name that file here")
    }
}
