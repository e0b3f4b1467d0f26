import Foundation
import Testing
import InfoWindowKit

/// Pins from GeoJSON properties as people write them (simplestyle-spec, D77), drawn.
@MainActor
@Suite("GeoJSON pins: colour, size, symbol")
struct GeoJSONPinTests {
    @Test("D77 marker-color, marker-size and marker-symbol draw coloured, sized and labelled pins; description is the snippet")
    func pins() throws {
        let folder = NSTemporaryDirectory() + "geojson-pins-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let features: [(Double, String)] = [
            (-0.0024, ##"{"title": "Small", "marker-size": "small", "marker-color": "#3bb2d0"}"##),
            (-0.0012, ##"{"title": "A", "marker-symbol": "a", "marker-color": "f1f075"}"##),
            (0.0, ##"{"title": "Seven", "marker-symbol": 7, "marker-size": "large", "marker-color": "#7e7e7e", "description": "Lucky"}"##),
            (0.0012, ##"{"name": "Plain"}"##),
            (0.0024, ##"{"title": "Bad", "marker-color": "reddish"}"##),
        ]
        let body = features.enumerated().map { i, f in
            ##"{"type":"Feature","id":"p\##(i)","geometry":{"type":"Point","coordinates":[\##(f.0),51.5]},"properties":\##(f.1)}"##
        }.joined(separator: ",")
        let path = folder + "/pins.geojson"
        try Data(##"{"type":"FeatureCollection","features":[\##(body)]}"##.utf8).write(to: URL(fileURLWithPath: path))
        var scene = Scene(camera: CameraPosition(target: Coordinate(latitude: 51.5004, longitude: 0), zoom: 16),
                          size: CGSize(width: 320, height: 200))
        scene.basemap = .none
        scene.geoJSON = path
        scene.selectedMarker = "p2"
        let map = try scene.makeMap()
        #expect(map.mapView.selectedMarker?.snippet == "Lucky")
        #expect(map.geoJSONSummary?.warnings == [##"\##(path): features[4] ("p4"): "marker-color" "reddish" is not a colour (#rgb or #rrggbb, e.g. "#3bb2d0"); the default pin is drawn"##])
        goldens.assert(map.snapshot(), named: "geojson-simplestyle-pins")
    }
}
