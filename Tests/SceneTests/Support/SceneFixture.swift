import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// A temporary folder for scene, GeoJSON and image files, removed when the fixture goes away.
@MainActor
final class SceneFixture {
    let folder: String

    init() {
        folder = NSTemporaryDirectory() + "scene-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Writes `text` to `name` (folders created) and returns the full path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        write(name, Data(text.utf8))
    }

    /// Writes `data` to `name` (folders created) and returns the full path.
    @discardableResult
    func write(_ name: String, _ data: Data) -> String {
        let path = folder + "/" + name
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: data)
        return path
    }

    /// Writes a `width` × `height` PNG (a plain map picture) to `name` and returns the full path.
    @discardableResult
    func writePNG(_ name: String, width: Int, height: Int) -> String {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: width, height: height),
                          camera: CameraPosition(latitude: 0, longitude: 0, zoom: 1))
        map.showsGraticule = false
        map.basemap = nil
        return write(name, map.snapshot().pngData() ?? Data())
    }

    /// Writes scene JSON to `name` and loads it.
    func load(_ json: String, name: String = "scene.json", options: SceneLoadOptions = SceneLoadOptions()) throws(SceneError) -> Scene {
        try Scene.load(contentsOfFile: write(name, json), options: options)
    }

    /// The full path of `name` in the folder.
    func path(_ name: String) -> String { folder + "/" + name }
}

/// A scene JSON with `version` and a camera, plus `extra` members (a JSON fragment such as
/// `"markers": […]`).
func sceneJSON(_ extra: String = "") -> String {
    let camera = #""camera": {"target": {"latitude": 51.5, "longitude": -0.127}, "zoom": 10}"#
    return "{\"version\": 1, \(camera)\(extra.isEmpty ? "" : ", " + extra)}"
}

/// Decodes scene JSON held in memory under the name `scene.json` (paths relative to the current folder).
func decode(_ json: String) throws(SceneError) -> Scene {
    try Scene(jsonData: Data(json.utf8), name: "scene.json")
}

/// The error decoding `json` throws, or nil.
func decodeError(_ json: String) -> SceneError? {
    do {
        _ = try decode(json)
        return nil
    } catch {
        return error
    }
}

/// The scene error `body` throws, or nil (an error of another type fails the test).
func sceneError<T>(_ body: () throws -> T, sourceLocation: SourceLocation = #_sourceLocation) -> SceneError? {
    do {
        _ = try body()
        return nil
    } catch let error as SceneError {
        return error
    } catch {
        Issue.record("expected a SceneError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The repository's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
