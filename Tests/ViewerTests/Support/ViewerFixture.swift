import Foundation
import InfoWindowKit
@testable import infowindow

/// The repository's folders, found from this file's path.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    /// The demo scenes.
    static let scenes = root + "/Scenes"
    /// The viewer's end-to-end test scene.
    static let viewerScene = root + "/Tests/e2e/scenes/viewer.json"
}

/// Collects what a viewer would show and print.
@MainActor
final class Recorder {
    var messages: [String] = []
    var traceLines: [String] = []

    /// An output that records messages, and trace lines when `tracing`.
    func output(tracing: Bool = false) -> ViewerOutput {
        ViewerOutput(message: { [unowned self] in self.messages.append($0) },
                     trace: tracing ? { [unowned self] in self.traceLines.append($0) } : nil)
    }
}

/// Parses `arguments` as `infowindow view` does.
@MainActor
func viewRequest(_ arguments: [String]) throws(CLIError) -> ViewRequest {
    let parsed = try ArgumentParser.parse(arguments, options: ViewCommand.command.options, command: "view")
    return try ViewRequest(parsed)
}

/// A session of the scene files at `paths` (no window), reporting to `recorder`.
@MainActor
func viewerSession(_ paths: [String], recorder: Recorder, tracing: Bool = false,
                   extra: [String] = []) throws(CLIError) -> ViewerSession {
    let request = try viewRequest(paths + extra)
    return try ViewerSession(scenes: request.scenes, selectionField: request.selectionField,
                             centersOnMarkerTap: request.centersOnMarkerTap, output: recorder.output(tracing: tracing))
}

/// A temporary folder for scene files, removed when the fixture goes away.
final class TemporaryFolder {
    let path = NSTemporaryDirectory() + "viewer-tests-" + UUID().uuidString

    init() {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` to `name` and returns the full path.
    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let file = path + "/" + name
        _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
        return file
    }
}

extension CGRect {
    /// The centre point.
    var centre: CGPoint { CGPoint(x: midX, y: midY) }
}
