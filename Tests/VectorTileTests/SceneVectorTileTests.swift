import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Scene files choose vector tiles: `"basemap": "helsinki"` and `{"tiles": FILE, "style": FILE}`.
@MainActor
@Suite("Vector tiles: scene files")
struct SceneVectorTileTests {
    func scene(_ basemap: String, in files: TileFiles) throws -> Scene {
        let text = #"{"version": 1, "camera": {"target": {"latitude": 60.17, "longitude": 24.944}, "zoom": 16}, "basemap": \#(basemap)}"#
        return try Scene.load(contentsOfFile: try files.write(Data(text.utf8), "scene.json"))
    }

    @Test("VT11 \"basemap\": \"helsinki\" draws the bundled tiles with the default style")
    func bundled() throws {
        let files = try TileFiles()
        let s = try scene(#""helsinki""#, in: files)
        #expect(s.basemap == .vectorTiles(path: nil, style: nil))
        let source = try #require(try s.makeMap().mapView.basemap as? VectorTileSource)
        #expect(source.attribution == "© OpenStreetMap contributors")
        #expect(source.style.layerIDs == (try MapStyle.openMapTiles).layerIDs)
    }

    @Test("VT11 {\"tiles\": FILE, \"style\": FILE} opens both, relative to the scene's folder")
    func filesNamed() throws {
        let files = try TileFiles()
        try FileManager.default.copyItem(atPath: try helsinkiTiles(pmtiles: true), toPath: files.path("city.pmtiles"))
        try FileManager.default.copyItem(at: try #require(MapStyle.bundledURL("openmaptiles-night")), to: URL(fileURLWithPath: files.path("night.json")))
        let s = try scene(#"{"tiles": "city.pmtiles", "style": "night.json"}"#, in: files)
        let source = try #require(try s.makeMap().mapView.basemap as? VectorTileSource)
        #expect(source.path.hasSuffix("city.pmtiles"))
        #expect(source.style.name == "InfoWindowKit night (OpenMapTiles schema)")
    }

    @Test("VT11 a missing tile file, an unknown field and a bad style are errors naming the scene and the file")
    func errors() throws {
        let files = try TileFiles()
        #expect(throws: SceneError.self) { try scene(#"{"tiles": "nowhere.pmtiles"}"#, in: files) }
        #expect(throws: SceneError.self) { try scene(#"{"tiles": "helsinki", "colour": "red"}"#, in: files) }
        _ = try files.write(Data(#"{"version": 8, "layers": [{"id": "x", "type": "line", "source": "nope", "source-layer": "a"}]}"#.utf8), "bad.json")
        let bad = try scene(#"{"style": "bad.json"}"#, in: files)
        #expect(throws: SceneError.self) { try bad.makeMap() }
        do { _ = try bad.makeMap() } catch {
            #expect(error.description == "\(files.path("scene.json")): basemap: \(files.path("bad.json")): layers[0] (\"x\").source: no source \"nope\" in the style's \"sources\"; declare it or fix the name")
        }
    }
}
