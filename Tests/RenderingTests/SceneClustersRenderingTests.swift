import Foundation
import Testing
import InfoWindowKit

/// The bundled clustered scene (`Scenes/clusters.json`, D174–D176), drawn.
@MainActor
@Suite("Scene clusters, drawn")
struct SceneClustersRenderingTests {
    @Test("D175 D176 Scenes/clusters.json: 2,000 points of central Helsinki as clusters with counts, a lone point's window open")
    func bundledScene() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let scene = try Scene.load(contentsOfFile: root + "/Scenes/clusters.json")
        let map = try scene.makeMap()
        #expect(map.mapView.selectedMarker?.title == "Bakery 1481")
        #expect(map.notes().filter(\.isDrop).isEmpty, "\(map.notes())")
        goldens.assert(map.snapshot(), named: "clusters-scene")
    }
}
