import Foundation
import Testing
import GoogleMapsCompat

/// The SDK's map-look names: `GMSMapStyle`, `mapStyle`, `mapType`, `isBuildingsEnabled`,
/// `isTrafficEnabled`, `isIndoorEnabled` (issue 21, D53–D55).
@MainActor
@Suite("GoogleMapsCompat: map styles and map types")
struct MapStyleNamesTests {
    @Test("D55 GMSMapStyle(jsonString:) and (contentsOfFileURL:) read Google's JSON; a bad one throws naming the entry")
    func styles() throws {
        let style = try GMSMapStyle(jsonString: ##"[{"featureType": "poi.business", "stylers": [{"visibility": "off"}]}]"##)
        #expect(style.style.rules.first?.featureType == .poiBusiness)
        let file = NSTemporaryDirectory() + "gms-style-\(UUID().uuidString).json"
        try Data(##"[{"elementType": "geometry", "stylers": [{"color": "#242f3e"}]}]"##.utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(try GMSMapStyle(contentsOfFileURL: URL(fileURLWithPath: file)).style.rules.count == 1)
        do {
            _ = try GMSMapStyle(jsonString: ##"[{"stylers": []}, {"featureType": "roads", "stylers": []}]"##)
            Issue.record("accepted an unknown feature type")
        } catch {
            #expect("\(error)".contains("[1].featureType") && "\(error)".contains("did you mean \"road\""), "\(error)")
        }
    }

    @Test("D53 D54 mapStyle, mapType and the switches read back as set on the map")
    func mapProperties() throws {
        let map = GMSMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), camera: GMSCameraPosition(latitude: 0, longitude: 0, zoom: 2))
        #expect(map.mapStyle == nil && map.mapType == .normal && map.isBuildingsEnabled && !map.isTrafficEnabled && map.isIndoorEnabled)
        let night = try GMSMapStyle(jsonString: ##"[{"elementType": "geometry", "stylers": [{"color": "#242f3e"}]}]"##)
        map.mapStyle = night
        #expect(map.mapStyle?.style == night.style && map.googleStyle == night.style)
        for type in [GMSMapViewType.none, .satellite, .hybrid, .terrain, .normal] {
            map.mapType = type
            #expect(map.mapType == type)
        }
        map.isBuildingsEnabled = false
        map.isTrafficEnabled = true
        map.isIndoorEnabled = false
        #expect(!map.showsBuildings && map.showsTraffic && !map.showsIndoor)
        map.mapStyle = nil
        #expect(map.googleStyle == nil)
    }
}
