// Compiled twice, like FuzzHarness.swift: into this test target and, by scripts/fuzz, into the fuzzer
// with the library's sources (-D FUZZING).
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

/// What the fuzzer does with each input for vector tiles (issue 17), beyond not crashing:
/// - the MVT decoder gives a tile whose every feature keeps the invariants the renderer relies on
///   (parts in order and inside the points, tags in pairs inside the layer's tables, one winding flag
///   per ring, at most the point limit), or a failure that says something;
/// - the PMTiles directory reader gives entries in tile-id order, or a failure;
/// - a PMTiles archive (an input starting with the magic) opens and reads its tiles, or refuses with
///   an error that starts with the file's path;
/// - the style parser gives a style whose warnings name the file, or an error naming it;
/// - inflating never gives more than its limit.
@MainActor
enum VectorTileFuzzHarness {
    static func run(_ bytes: [UInt8], in folder: String) throws(FuzzHarness.Failure) {
        let data = Data(bytes)
        try checkMVT(data)
        try checkDirectory(data)
        try checkArchive(data, folder: folder)
        try checkStyle(data)
        if let inflated = try? Gzip.inflate(data, limit: 1 << 20), inflated.count > 1 << 20 {
            throw FuzzHarness.Failure(description: "inflate gave \(inflated.count) bytes past its limit")
        }
    }

    private static func fail(_ text: String) -> FuzzHarness.Failure { FuzzHarness.Failure(description: text) }

    static func checkMVT(_ data: Data) throws(FuzzHarness.Failure) {
        let result: MVTDecoder.Result
        do {
            result = try MVTDecoder.decode(data)
        } catch {
            guard !error.description.isEmpty else { throw fail("an empty MVT failure") }
            return
        }
        guard result.problems.count <= MVTDecoder.maximumProblems, result.droppedFeatures >= result.problems.count else {
            throw fail("MVT problems \(result.problems.count), dropped \(result.droppedFeatures)")
        }
        for layer in result.tile.layers {
            for feature in layer.features {
                guard feature.coordinates.count % 2 == 0, feature.pointCount <= MVTDecoder.maximumPointsPerFeature,
                      !feature.partEnds.isEmpty, feature.partEnds.last.map({ Int($0) == feature.pointCount }) == true,
                      zip(feature.partEnds, feature.partEnds.dropFirst()).allSatisfy({ $0 < $1 }), feature.partEnds[0] > 0 else {
                    throw fail("MVT feature parts \(feature.partEnds) for \(feature.pointCount) points")
                }
                guard feature.tags.count % 2 == 0,
                      stride(from: 0, to: feature.tags.count, by: 2).allSatisfy({ Int(feature.tags[$0]) < layer.keys.count && Int(feature.tags[$0 + 1]) < layer.values.count }) else {
                    throw fail("MVT tags \(feature.tags) outside \(layer.keys.count) keys, \(layer.values.count) values")
                }
                if feature.kind == .polygon {
                    guard feature.ringIsOuter.count == feature.partEnds.count, feature.ringIsOuter.first == true else {
                        throw fail("MVT rings \(feature.ringIsOuter) for \(feature.partEnds.count) parts")
                    }
                }
            }
        }
    }

    static func checkDirectory(_ data: Data) throws(FuzzHarness.Failure) {
        guard let directory = try? PMTilesDirectory(decoding: data) else { return }
        let ids = directory.entries.map(\.tileID)
        guard zip(ids, ids.dropFirst()).allSatisfy({ $0 <= $1 }) else { throw fail("PMTiles entries out of order: \(ids.prefix(8))") }
        for id in ids.prefix(4) { _ = directory.entry(covering: id) }
        _ = directory.entry(covering: .max)
    }

    static func checkArchive(_ data: Data, folder: String) throws(FuzzHarness.Failure) {
        guard data.starts(with: Data("PMTiles".utf8)) else { return }
        let path = folder + "/input.pmtiles"
        guard FileManager.default.createFile(atPath: path, contents: data) else { throw fail("cannot write \(path)") }
        do {
            let archive = try VectorTileFiles.open(path)
            for key in [TileKey(zoom: 0, x: 0, y: 0), TileKey(zoom: 1, x: 1, y: 0), TileKey(zoom: 2, x: 1, y: 2)] {
                if let stored = try archive.storedTile(key) { _ = try? VectorTileFiles.decode(stored, key: key, path: path) }
            }
        } catch {
            guard error.description.hasPrefix(path + ": ") else { throw fail("bad PMTiles message: \(error.description.debugDescription)") }
        }
    }

    static func checkStyle(_ data: Data) throws(FuzzHarness.Failure) {
        guard data.first == UInt8(ascii: "{") else { return }
        do throws(MapStyleError) {
            let style = try MapStyle(data: data, name: "style.json")
            if let warning = style.warnings.first(where: { !$0.hasPrefix("style.json: ") }) {
                throw MapStyleError(file: "", path: "", "a style warning without the file: \(warning.debugDescription)")
            }
            // Evaluate every property once: no expression may trap.
            for layer in style.layers {
                let context = StyleContext(zoom: 14.5)
                _ = layer.passes(context)
                for expression in layer.expressions { _ = expression.evaluate(context) }
            }
        } catch {
            guard error.description.hasPrefix("style.json: "), !error.message.isEmpty else {
                throw fail("bad style message: \(error.description.debugDescription)")
            }
        }
    }
}
