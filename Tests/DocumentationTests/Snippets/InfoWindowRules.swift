// The code of the article "The info-window rules" (InfoWindowKit.docc/InfoWindowRules.md), and the
// tests that run it and check the article's table.
import Foundation
import InfoWindowKit
import Testing

// snippet.reasons
/// Keeps why each window closed (R23).
@MainActor
final class CloseReasons: MapViewDelegate {
    var reasons: [InfoWindowCloseReason] = []

    func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker,
                 reason: InfoWindowCloseReason) {
        reasons.append(reason)
    }
}
// snippet.end

/// A tap on the middle of `marker`'s icon.
@MainActor
private func tapPin(of marker: Marker, on mapView: MapView) {
    guard let icon = mapView.iconFrame(of: marker) else { return }
    mapView.tap(at: CGPoint(x: icon.midX, y: icon.midY))
}

@MainActor
@Suite("DOC5 The info-window rules: the article's code runs; its table covers every rule")
struct InfoWindowRulesTests {
    @Test("DOC5 R23 each way of closing a window carries its reason")
    func closeReasons() {
        let mapView = MapView(frame: CGRect(x: 0, y: 0, width: 600, height: 400),
                              camera: CameraPosition(latitude: 48.85, longitude: 2.35, zoom: 5))
        mapView.centersOnMarkerTap = false
        let paris = Marker(position: Coordinate(latitude: 48.8566, longitude: 2.3522))
        paris.title = "Paris"
        paris.map = mapView
        let lyon = Marker(position: Coordinate(latitude: 45.764, longitude: 4.8357))
        lyon.title = "Lyon"
        lyon.map = mapView
        let closes = CloseReasons()
        mapView.delegate = closes
        // snippet.sequence
        tapPin(of: paris, on: mapView)          // Paris opens
        tapPin(of: lyon, on: mapView)           // .otherMarkerTapped (R5)
        tapPin(of: lyon, on: mapView)           // .markerTappedAgain (R6)
        mapView.selectedMarker = paris          // .programmatic (R7)
        paris.map = nil                         // .markerRemoved (R10)
        mapView.selectedMarker = lyon
        mapView.tap(at: CGPoint(x: 20, y: 20))  // .mapTapped (R8)
        // snippet.end
        #expect(closes.reasons == [.otherMarkerTapped, .markerTappedAgain, .programmatic, .markerRemoved, .mapTapped])
        #expect(mapView.selectedMarker == nil)
    }

    /// The rule ids of the specification, read from the repository's own copy, `docs/SPEC.md`.
    static func specificationIDs() throws -> [String] {
        let spec = repositoryRoot.appendingPathComponent("docs/SPEC.md")
        let text = try String(contentsOf: spec, encoding: .utf8)
        return text.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix("- **"), let end = line.dropFirst(4).firstIndex(of: "*") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 4)..<end])
        }
    }

    @Test("DOC6 every rule of the specification has one row in the article, linking the API that carries it")
    func everyRuleIsLinked() throws {
        let article = repositoryRoot.appendingPathComponent("Sources/InfoWindowKit/InfoWindowKit.docc/InfoWindowRules.md")
        let rows = try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")
            .filter { $0.hasPrefix("| **") }
        let ids = try Self.specificationIDs()
        #expect(ids.count >= 40)
        for id in ids {
            let matching = rows.filter { $0.hasPrefix("| **\(id)** |") }
            #expect(matching.count == 1, "\(id): \(matching.count) rows in InfoWindowRules.md")
            let api = matching.first?.components(separatedBy: "|").dropLast().last ?? ""
            // A rule not built yet says so and which issue builds it, instead of naming a symbol.
            let planned = api.contains("*Not built yet") && api.contains("issue")
            #expect(api.contains("``") || planned,
                    "\(id): the row names no symbol (``Symbol``) in its API column, nor the issue that builds it")
        }
        #expect(rows.count == ids.count, "rows for rules the specification does not have")
    }
}
