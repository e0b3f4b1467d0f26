// Compiled twice: into this test target (regression tests of fuzzer finds) and, by scripts/fuzz, into
// the fuzzer itself together with the library's sources (with -D FUZZING, as part of the library).
#if !FUZZING
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene
#endif
import Foundation

/// What the fuzzer (`make fuzz`, `Fuzz/FuzzMain.swift`) does with each input, and what the regression
/// tests of its finds do with the inputs kept in `Tests/HostileInputTests/Fuzz/`.
///
/// Beyond "does not crash", each input is checked against the library itself:
/// - the JSON reader over bytes in memory and over a file read a few bytes at a time give the same
///   value or the same error (message, line and column);
/// - the scene decoder gives a scene or a one-line ``SceneError`` naming the file; a scene's map is
///   built (GeoJSON read, window opened) or refused the same way;
/// - the GeoJSON reader gives the same markers (or error) reading the file a few bytes at a time and
///   64 KiB at a time;
/// - the vector-tile decoders and the style parser keep their invariants (``VectorTileFuzzHarness``).
@MainActor
enum FuzzHarness {
    /// A check an input failed: the library misbehaved without crashing.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `bytes` through every check. `folder` is a scratch folder that holds the input's files
    /// (and, for inputs that name them, the demo scenes' images and GeoJSON file).
    static func run(_ bytes: [UInt8], in folder: String) throws(Failure) {
        let path = folder + "/input.json"
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            throw Failure(description: "cannot write \(path)")
        }
        // Small reads that differ from input to input, so chunk boundaries fall everywhere.
        let chunkSize = [3, 5, 16, 61, 256][bytes.count % 5]
        var failure: Failure?
        Diagnostics.$sink.withValue(WarningSink { _ in }) {
            do throws(Failure) {
                try checkJSON(bytes, path: path, chunkSize: chunkSize)
                try checkScene(bytes, path: path)
                try checkGeoJSON(path: path, chunkSize: chunkSize)
                try VectorTileFuzzHarness.run(bytes, in: folder)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// A value or an error, comparable.
    private enum Outcome<Value: Equatable>: Equatable {
        case value(Value)
        case error(SceneError)
    }

    private static func checkJSON(_ bytes: [UInt8], path: String, chunkSize: Int) throws(Failure) {
        let inMemory: Outcome<JSONValue>
        do {
            inMemory = .value(try JSONReader.document(bytes, name: path))
        } catch {
            inMemory = .error(error)
        }
        let chunked: Outcome<JSONValue>
        do {
            guard let handle = FileHandle(forReadingAtPath: path) else { throw Failure(description: "cannot open \(path)") }
            defer { try? handle.close() }
            do {
                var reader = try JSONReader(handle: handle, name: path, chunkSize: chunkSize)
                let value = try reader.readValue()
                try reader.finish()
                chunked = .value(value)
            } catch {
                chunked = .error(error)
            }
        }
        if case .error(let error) = inMemory { try checkMessage(error, file: path) }
        guard inMemory == chunked else {
            throw Failure(description: "JSON read in memory and \(chunkSize) bytes at a time differ:\n  \(inMemory)\n  \(chunked)")
        }
    }

    private static func checkScene(_ bytes: [UInt8], path: String) throws(Failure) {
        var options = SceneLoadOptions()
        options.allowsAbsolutePaths = false  // never read /dev/… or the fuzzer's own files
        let scene: Scene
        do {
            scene = try Scene(jsonBytes: bytes, name: path, options: options)
        } catch {
            try checkMessage(error, file: path)
            return
        }
        guard Scene.fitsPixelLimits(size: scene.size, scale: scene.scale) else {
            throw Failure(description: "a scene of \(scene.size) at scale \(scene.scale) was accepted")
        }
        do {
            let map = try scene.makeMap()
            if let frame = map.mapView.infoWindowFrame,
               !(frame.width.isFinite && frame.height.isFinite && frame.width <= 2000 && frame.height <= 10_000) {
                throw Failure(description: "window frame \(frame)")
            }
        } catch let error as SceneError {
            try checkMessage(error, file: path)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "makeMap threw \(error)")
        }
    }

    private static func checkGeoJSON(path: String, chunkSize: Int) throws(Failure) {
        var options = SceneLoadOptions()
        options.allowsAbsolutePaths = false
        options.maximumFeatureSize = 300  // small, so the fuzzer reaches the per-feature limit
        func read(_ chunk: Int) -> (Outcome<[SceneMarker]>, GeoJSONSummary?) {
            var reader = GeoJSONReader(contentsOfFile: path, options: options)
            reader.chunkSize = chunk
            var markers: [SceneMarker] = []
            do {
                let summary = try reader.forEachPoint { markers.append($0) }
                return (.value(markers), summary)
            } catch {
                return (.error(error), nil)
            }
        }
        let small = read(chunkSize), large = read(JSONReader.chunkSize)
        if case .error(let error) = large.0 { try checkMessage(error, file: path) }
        guard small.0 == large.0, small.1 == large.1 else {
            throw Failure(description: "GeoJSON read \(chunkSize) and \(JSONReader.chunkSize) bytes at a time differ:\n  \(small)\n  \(large)")
        }
    }

    /// A user-facing error is one line that starts with the file's name and says something.
    private static func checkMessage(_ error: SceneError, file: String) throws(Failure) {
        let text = error.description
        guard text.hasPrefix(file), !error.message.isEmpty, text == text.escapedForOneLine else {
            throw Failure(description: "bad error message: \(text.debugDescription)")
        }
        if error.kind == .syntax {
            guard let line = error.line, let column = error.column, line >= 1, column >= 1 else {
                throw Failure(description: "a syntax error without a position: \(text)")
            }
        }
    }
}
