import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowScene

/// GeoJSON properties as people write them: simplestyle-spec beside the scene format's names (D77),
/// and the URL grammar's names suggested in scene files (D76).
@MainActor
@Suite("GeoJSON as people write it")
struct GeoJSONSimplestyleTests {
    private func read(_ properties: [String]) throws -> ([SceneMarker], GeoJSONSummary, String) {
        let fixture = SceneFixture()
        let features = properties.enumerated().map { i, p in
            ##"{"type":"Feature","id":"f\##(i)","geometry":{"type":"Point","coordinates":[0,0]},"properties":\##(p)}"##
        }
        let path = fixture.write("p.geojson", ##"{"type":"FeatureCollection","features":[\##(features.joined(separator: ","))]}"##)
        var markers: [SceneMarker] = []
        let summary = try GeoJSONReader(contentsOfFile: path).forEachPoint { markers.append($0) }
        return (markers, summary, path)
    }

    @Test("D77 marker-color (#rgb, #rrggbb, without #), marker-size, marker-symbol and description are read")
    func simplestyle() throws {
        let (m, summary, _) = try read([
            ##"{"title": "T", "description": "D", "marker-color": "#3bb2d0", "marker-size": "large", "marker-symbol": "a"}"##,
            ##"{"marker-color": "f00", "marker-size": "small", "marker-symbol": 7}"##,
            ##"{"snippet": "S", "description": "D"}"##,
        ])
        #expect(summary.warnings == [])
        #expect(m[0].title == "T" && m[0].snippet == "D")
        #expect(m[0].pinColor == Color(red: 0x3b / 255.0, green: 0xb2 / 255.0, blue: 0xd0 / 255.0))
        #expect(m[0].pinSize == 4.0 / 3 && m[0].pinLabel == "A")
        #expect(m[1].pinColor == Color(red: 1, green: 0, blue: 0))
        #expect(m[1].pinSize == 2.0 / 3 && m[1].pinLabel == "7")
        #expect(m[2].snippet == "S")
        // A labelled pin is drawn larger for a large marker-size.
        let icon = try #require(m[0].makeMarker().icon)
        #expect(icon.size.height > PinShape.size.height * 1.3)
    }

    @Test("D77 a marker-color that is not a colour is a warning naming the feature, and the default pin is drawn")
    func badColour() throws {
        let (m, summary, path) = try read([##"{"marker-color": "reddish"}"##, ##"{"marker-color": 12, "marker-size": "huge", "marker-symbol": "rail"}"##])
        #expect(m[0].pinColor == nil && m[1].pinColor == nil && m[1].pinSize == 1 && m[1].pinLabel == nil)
        #expect(summary.warnings == [
            ##"\##(path): features[0] ("f0"): "marker-color" "reddish" is not a colour (#rgb or #rrggbb, e.g. "#3bb2d0"); the default pin is drawn"##,
            ##"\##(path): features[1] ("f1"): "marker-color" 12 is not a colour (#rgb or #rrggbb, e.g. "#3bb2d0"); the default pin is drawn"##,
            ##"\##(path): features[1] ("f1"): "marker-size" "huge" is not "small", "medium" or "large"; a medium pin is drawn"##,
            ##"\##(path): features[1] ("f1"): "marker-symbol" "rail" is not drawn: only one letter or digit is (Maki icon names are not); the pin is drawn without it"##,
        ])
    }

    @Test("D77 property names one typo from a known one get a did-you-mean warning; data names do not")
    func typos() throws {
        let (_, summary, path) = try read([##"{"titel": "x", "snipet": "y", "marker-colour": "#fff", "note": "n", "population": 5, "stroke": "#000"}"##])
        #expect(summary.warnings == [
            ##"\##(path): features[0] ("f0"): unknown property "titel"; did you mean "title"? (it is left out)"##,
            ##"\##(path): features[0] ("f0"): unknown property "snipet"; did you mean "snippet"? (it is left out)"##,
            ##"\##(path): features[0] ("f0"): unknown property "marker-colour"; did you mean "marker-color"? (it is left out)"##,
        ])
    }

    @Test("D77 warnings beyond the first 20 are counted, not kept")
    func warningLimit() throws {
        let (_, summary, _) = try read(Array(repeating: ##"{"marker-color": "no"}"##, count: 25))
        #expect(summary.warnings.count == GeoJSONSummary.warningLimit)
        #expect(summary.warningCount == 25)
    }

    @Test("D76 a scene's camera \"tilt\" or \"center\" is answered with the scene's own name")
    func urlAliases() throws {
        let fixture = SceneFixture()
        func message(_ camera: String) -> String? {
            sceneError { _ = try fixture.load(##"{"version": 1, "camera": \##(camera), "markers": []}"##) }?.description
        }
        #expect(message(##"{"target": {"latitude": 0, "longitude": 0}, "zoom": 3, "tilt": 30}"##)?
            .hasSuffix(##"camera: unknown field "tilt"; did you mean "viewing_angle"? (what others call "tilt" is "viewing_angle" here)"##) == true)
        #expect(message(##"{"center": {"latitude": 0, "longitude": 0}, "zoom": 3}"##)?
            .hasSuffix(##"camera: unknown field "center"; did you mean "target"? (what others call "center" is "target" here)"##) == true)
    }
}
