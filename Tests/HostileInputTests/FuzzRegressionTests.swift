import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Inputs the fuzzer (`make fuzz`) found, kept in `Tests/HostileInputTests/Fuzz/`, each run through the
/// fuzzer's own checks (``FuzzHarness``); and the checks themselves, on the fuzzer's seeds.
@MainActor
@Suite("Hostile input: fuzzer finds")
struct FuzzRegressionTests {
    nonisolated static let folder = repositoryRoot + "/Tests/HostileInputTests/Fuzz"

    /// The kept inputs' file names.
    nonisolated static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// A scratch folder laid out as scripts/fuzz lays out the fuzzer's: the demo scenes' images and
    /// GeoJSON file, which inputs grown from the demo scenes name.
    private func scratch() throws -> HostileFiles {
        let files = HostileFiles()
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Scenes/images", toPath: files.path("images"))
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Scenes/cities.geojson", toPath: files.path("cities.geojson"))
        return files
    }

    @Test("Every input the fuzzer found passes the fuzzer's checks now", arguments: inputs)
    func replay(_ name: String) throws {
        let files = try scratch()
        let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "/" + name))
        try FuzzHarness.run([UInt8](bytes), in: files.folder)
    }

    @Test("The fuzzer's checks pass on its seeds: the demo scenes and GeoJSON")
    func seeds() throws {
        #expect(Self.inputs.count >= 1)
        let files = try scratch()
        let scenes = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Scenes").filter { $0.hasSuffix("json") }
        #expect(scenes.count >= 5)
        for name in scenes {
            let bytes = try #require(FileManager.default.contents(atPath: repositoryRoot + "/Scenes/" + name))
            try FuzzHarness.run([UInt8](bytes), in: files.folder)
        }
    }

    @Test("F5 fuzz: the per-feature limit is met at the same byte whatever the reads: a feature both too large and broken is too large")
    func featureLimitAtOneByte() throws {
        let path = Self.folder + "/feature-limit-and-syntax-error.geojson"
        var options = SceneLoadOptions()
        options.maximumFeatureSize = 300
        var messages: Set<String> = []
        for chunkSize in [1, 3, 7, 64, 301, JSONReader.chunkSize] {
            var reader = GeoJSONReader(contentsOfFile: path, options: options)
            reader.chunkSize = chunkSize
            do {
                try reader.forEachPoint { _ in }
            } catch {
                messages.insert(error.description)
            }
        }
        #expect(messages == [path + ":4:305: features[0] is larger than 0.3 KiB; a marker needs far less, so check the file"])
    }
}
