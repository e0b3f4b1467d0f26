import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// A temporary folder for hostile files (scenes, GeoJSON, images, links, pipes), removed when the
/// value goes away.
final class HostileFiles {
    let folder: String

    init() {
        folder = NSTemporaryDirectory() + "hostile-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The full path of `name` in the folder.
    func path(_ name: String) -> String { folder + "/" + name }

    /// Writes `bytes` to `name` (folders created) and returns the full path.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) -> String {
        write(name, Data(bytes))
    }

    /// Writes `text` as UTF-8 to `name` and returns the full path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        write(name, Data(text.utf8))
    }

    /// Writes `data` to `name` (folders created) and returns the full path.
    @discardableResult
    func write(_ name: String, _ data: Data) -> String {
        let path = self.path(name)
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: data)
        return path
    }

    /// Writes `head` and then extends the file to `size` bytes without writing them (a sparse file:
    /// instant, and it takes no disk space). Reading it all would take `size` bytes of memory.
    @discardableResult
    func writeSparse(_ name: String, head: Data, size: UInt64) throws -> String {
        let path = write(name, head)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        defer { try? handle.close() }
        try handle.truncate(atOffset: size)
        return path
    }

    /// A symbolic link at `name` pointing to `destination`; returns the link's full path.
    @discardableResult
    func link(_ name: String, to destination: String) throws -> String {
        let path = self.path(name)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
        return path
    }
}

/// A scene JSON with `version` and a camera, plus `extra` members (a JSON fragment).
func hostileScene(_ extra: String = "") -> String {
    let camera = #""camera": {"target": {"latitude": 51.5, "longitude": -0.127}, "zoom": 10}"#
    return "{\"version\": 1, \(camera)\(extra.isEmpty ? "" : ", " + extra)}"
}

/// The scene error decoding `bytes` (named `scene.json`) throws, or nil when it decodes.
func sceneError(bytes: [UInt8], name: String = "scene.json") -> SceneError? {
    do {
        _ = try Scene(jsonData: Data(bytes), name: name)
        return nil
    } catch {
        return error
    }
}

/// The scene error decoding `text` throws, or nil.
func sceneError(_ text: String) -> SceneError? {
    sceneError(bytes: Array(text.utf8))
}

/// The image error `body` throws, or nil.
func imageError<T>(_ body: () throws(ImageError) -> T) -> ImageError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

/// The repository's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
