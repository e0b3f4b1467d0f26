import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Hostile GeoJSON: many features, huge or deep ones, odd coordinates, files too large to read. The
/// reader streams: its memory stays flat whatever the file's size.
@MainActor
@Suite("Hostile input: GeoJSON")
struct HostileGeoJSONTests {
    /// Writes a FeatureCollection of `count` Point features, each about `snippetLength` bytes longer than
    /// a bare one, by repeating one feature's text (fast, whatever the count). Returns its path.
    nonisolated static func writeCollection(_ files: HostileFiles, _ name: String, count: Int, snippetLength: Int = 0) throws -> String {
        let path = files.write(name, #"{"type": "FeatureCollection", "features": ["# + "\n")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        let snippet = String(repeating: "x", count: snippetLength)
        var batch = ""
        for i in 0..<count {
            batch += (i == 0 ? "" : ",\n") + #"{"type": "Feature", "id": \#(i), "geometry": {"type": "Point", "coordinates": [\#(Double(i % 3600) / 10 - 180), \#(Double(i % 1700) / 10 - 85)]}, "properties": {"title": "Point \#(i)", "snippet": "\#(snippet)"}}"#
            if batch.utf8.count > 1 << 20 {
                try handle.write(contentsOf: Data(batch.utf8))
                batch = ""
            }
        }
        try handle.write(contentsOf: Data((batch + "\n]}\n").utf8))
        return path
    }

    /// The error reading the GeoJSON file at `path` gives, or nil.
    private func readError(_ path: String, options: SceneLoadOptions = SceneLoadOptions()) -> String? {
        do {
            try GeoJSONReader(contentsOfFile: path, options: options).forEachPoint { _ in }
            return nil
        } catch {
            return error.description
        }
    }

    @Test("F5 GeoJSON streams: 50,000 fat features (a 36 MB file) pass in order while the reader's peak memory stays flat")
    func streams() throws {
        let files = HostileFiles()
        let path = try Self.writeCollection(files, "many.geojson", count: 50_000, snippetLength: 600)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber).intValue
        #expect(size > 36_000_000)
        var count = 0
        var inOrder = true
        var summary = GeoJSONSummary()
        let rise = try ResidentMemory.peakRise(runs: 2) {
            count = 0
            summary = try GeoJSONReader(contentsOfFile: path).forEachPoint { marker in
                if marker.id != String(count) || marker.snippet?.utf8.count != 600 { inOrder = false }
                count += 1
            }
        }
        #expect(summary.points == 50_000 && count == 50_000 && inOrder)
        // Holding the file would take its 36 MB, a tree of it many times more; the reader holds one
        // 64 KiB chunk and one feature.
        if !ResidentMemory.underSanitizer {
            let rise = try #require(rise, "/proc/self/clear_refs and VmHWM are needed to measure the peak")
            #expect(rise < 24 << 20, "the peak of resident memory rose by \(rise >> 20) MiB reading a \(size >> 20) MiB file")
        }
    }

    @Test("F5 a GeoJSON file larger than 4 GiB is refused by its size, unread")
    func tooLarge() throws {
        let files = HostileFiles()
        let path = try files.writeSparse("huge.geojson", head: Data(#"{"type": "FeatureCollection", "features": ["#.utf8), size: 5 << 30)
        #expect(readError(path) == path + ": the file is 5 GiB, more than the 4 GiB a GeoJSON file may have; split it or check that it is the right file")
    }

    @Test("F5 a feature larger than 1 MiB is refused with its index, wherever its bulk is")
    func hugeFeature() throws {
        let files = HostileFiles()
        let big = String(repeating: "y", count: 2 << 20)
        let feature = #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [0, 0]}, "properties": {"snippet": "\#(big)"}}"#
        let small = #"{"type": "Feature", "geometry": {"type": "Point", "coordinates": [0, 0]}}"#
        let path = files.write("big.geojson", #"{"type": "FeatureCollection", "features": [\#(small), \#(feature)]}"#)
        #expect(readError(path).map { $0.hasPrefix(path + ":1:") && $0.hasSuffix(": features[1] is larger than 1 MiB; a marker needs far less, so check the file") } == true)
        let spaces = files.write("spaces.geojson", #"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": "# + String(repeating: " ", count: 2 << 20) + "null}]}")
        #expect(readError(spaces).map { $0.hasPrefix(spaces + ":1:") && $0.hasSuffix(": features[0] is larger than 1 MiB; a marker needs far less, so check the file") } == true)
        // A huge member the reader does not use is skipped without being kept.
        let bbox = files.write("bbox.geojson", #"{"type": "FeatureCollection", "bbox": "\#(big)", "features": [\#(small)]}"#)
        #expect(readError(bbox) == nil)
    }

    @Test("F5 nesting 100,000 deep is refused with its position, in features, properties and skipped members")
    func deep() {
        let files = HostileFiles()
        let deep = String(repeating: "[", count: 100_000)
        // (file, text before the brackets, levels already open there)
        for (name, prefix, open) in [
            ("features.geojson", #"{"type": "FeatureCollection", "features": "#, 1),
            ("properties.geojson", #"{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": "#, 3),
            ("skipped.geojson", #"{"type": "FeatureCollection", "extra": "#, 1),
        ] {
            let path = files.write(name, prefix + deep)
            // The 129th level opens at the (129 - open)th bracket.
            let column = prefix.count + 129 - open
            #expect(readError(path) == path + ":1:\(column): arrays and objects are nested more than 128 levels deep", "\(name)")
        }
    }

    @Test("Coordinates: NaN, ∞, 1e400, strings, nested arrays and extra positions are refused at their path")
    func coordinates() {
        let files = HostileFiles()
        func error(_ coordinates: String) -> String? {
            let path = files.write("c.geojson", #"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": \#(coordinates)}}]}"#)
            return readError(path).map { String($0.dropFirst(path.count + 1)).trimmingCharacters(in: .whitespaces) }
        }
        #expect(error("[NaN, 0]") == "1:110: NaN is not valid JSON; write a finite number")
        #expect(error("[-Infinity, 0]") == "1:110: -Infinity and NaN are not valid JSON; write a finite number")
        #expect(error("[1e400, 0]") == "features[0].geometry.coordinates[0]: expected a number from -180 to 180, got 1e400")
        #expect(error("[0, -1e400]") == "features[0].geometry.coordinates[1]: expected a number from -90 to 90, got -1e400")
        #expect(error(#"["0", 0]"#) == #"features[0].geometry.coordinates[0]: expected a number from -180 to 180, got "0""#)
        #expect(error("[[0, 0]]") == "features[0].geometry.coordinates: expected an array [longitude, latitude], got an array")
        #expect(error("[0, 0, 0, 0]") == "features[0].geometry.coordinates: expected an array [longitude, latitude], got an array")
        #expect(error("[0, 0, 1e400]") == "features[0].geometry.coordinates[2]: expected a finite number, got 1e400")
        #expect(error("{}") == "features[0].geometry.coordinates: expected an array [longitude, latitude], got an object")
        #expect(error("[-0, -0]") == nil)
    }

    @Test("An empty, binary or UTF-16 GeoJSON file is a syntax error at its start")
    func notJSON() {
        let files = HostileFiles()
        let empty = files.write("empty.geojson", Data())
        #expect(readError(empty) == empty + ":1:1: expected '{' starting a GeoJSON FeatureCollection, found the end of the file")
        let png = files.write("png.geojson", PNGBytes.headerOnly(width: 1, height: 1))
        #expect(readError(png) == png + ":1:1: expected '{' starting a GeoJSON FeatureCollection, found the byte 0x89")
        let utf16 = files.write("utf16.geojson", [0xFF, 0xFE, 0x7B, 0x00])
        #expect(readError(utf16) == utf16 + ":1:1: expected '{' starting a GeoJSON FeatureCollection, found the byte 0xFF; the file is UTF-16 (it starts with a UTF-16 byte-order mark), save it as UTF-8")
    }
}
