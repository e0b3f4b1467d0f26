import Foundation
import Testing
@testable import GoogleMapsUtilsCompat

/// The utils fuzzer's checks (``GeoJSONFuzzHarness``) on its seeds and on the inputs it found, kept in
/// Tests/GoogleMapsUtilsTests/Fuzz/: `GMUGeoJSONParser` never crashes or hangs, and gives sound
/// features or a one-line error naming where (issue 24, D188).
@MainActor
@Suite("GeoJSON parser: the fuzzer's inputs")
struct GeoJSONFuzzSeedTests {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fuzz")

    private static var files: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test("D188 every kept input passes the fuzzer's checks, whole and cut short at every byte")
    func keptInputs() throws {
        let files = Self.files
        #expect(files.count >= 3, "the seeds in \(Self.folder.path)")
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            for length in 0...bytes.count {
                do {
                    try GeoJSONFuzzHarness.run(Array(bytes.prefix(length)))
                } catch {
                    Issue.record("\(file.lastPathComponent), first \(length) bytes: \(error)")
                    break
                }
            }
        }
    }

    @Test("D188 the seeds read whole give features; cut short, a clear error")
    func seedsRead() throws {
        for name in ["sydney.geojson", "feature-bbox.geojson", "bare-geometry.geojson"] {
            let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            let whole = GMUGeoJSONParser(data: data)
            whole.parse()
            #expect(whole.error == nil && !whole.features.isEmpty, "\(name): \(String(describing: whole.error))")
            let cut = GMUGeoJSONParser(data: data.prefix(data.count / 2))
            cut.parse()
            #expect(cut.features.isEmpty && cut.error?.description.contains("GeoJSON data") == true, "\(name) cut short")
        }
    }
}
