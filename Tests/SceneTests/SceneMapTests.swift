import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Turning a scene into a configured map: view, markers, selection, custom windows.
@MainActor
@Suite("Scene maps")
struct SceneMapTests {
    @Test("the map takes the scene's size, scale, camera, background, graticule and style")
    func configuration() throws {
        var scene = Scene(camera: CameraPosition(latitude: 10, longitude: 20, zoom: 5, bearing: 30, viewingAngle: 40),
                          size: CGSize(width: 300, height: 200))
        scene.scale = 2
        scene.backgroundColor = .white
        scene.showsGraticule = false
        scene.infoWindowStyle.cornerRadius = 2
        let map = try scene.makeMap().mapView
        #expect(map.frame.size == CGSize(width: 300, height: 200))
        #expect(map.scale == 2)
        #expect(map.camera == scene.camera)
        #expect(map.backgroundColor == .white && !map.showsGraticule)
        #expect(map.infoWindowStyle.cornerRadius == 2)
        #expect(map.snapshot().pixelWidth == 600)
    }

    @Test("each scene marker becomes a Marker with its values; the id is its userData")
    func markers() throws {
        var spec = SceneMarker(position: Coordinate(latitude: 1, longitude: 2), id: "a", title: "A", snippet: "S")
        spec.pinColor = .blue
        spec.groundAnchor = CGPoint(x: 0.1, y: 0.2)
        spec.infoWindowAnchor = CGPoint(x: 0.3, y: 0.4)
        spec.zIndex = 5
        spec.rotation = 10
        spec.isFlat = true
        spec.opacity = 0.25
        spec.isTappable = false
        let sceneMap = try Scene(camera: CameraPosition(latitude: 0, longitude: 0, zoom: 3), markers: [spec]).makeMap()
        let marker = try #require(sceneMap.mapView.markers.first)
        #expect(marker.position == spec.position && marker.title == "A" && marker.snippet == "S")
        #expect(marker.icon != nil && marker.groundAnchor == spec.groundAnchor && marker.infoWindowAnchor == spec.infoWindowAnchor)
        #expect(marker.zIndex == 5 && marker.rotation == 10 && marker.isFlat && marker.opacity == 0.25 && !marker.isTappable)
        #expect(marker.userData as? String == "a")
        #expect(sceneMap.marker(withID: "a") === marker)
        #expect(sceneMap.marker(withID: "b") == nil)
        #expect(sceneMap.mapView.selectedMarker == nil)
    }

    @Test("F3 the selection names a marker by id first, then by title")
    func selection() throws {
        var scene = Scene(camera: CameraPosition(latitude: 0, longitude: 0, zoom: 3), markers: [
            SceneMarker(position: Coordinate(latitude: 0, longitude: 0), id: "x", title: "Paris"),
            SceneMarker(position: Coordinate(latitude: 1, longitude: 1), id: "Paris", title: "Lyon"),
            SceneMarker(position: Coordinate(latitude: 2, longitude: 2), title: "Nice"),
        ])
        scene.selectedMarker = "Paris"
        #expect(try scene.makeMap().mapView.selectedMarker?.title == "Lyon", "the id wins over an earlier title")
        scene.selectedMarker = "Nice"
        #expect(try scene.makeMap().mapView.selectedMarker?.title == "Nice")
    }

    @Test("F3 a selection that names no marker lists the markers there are and the nearest spelling")
    func selectionErrors() {
        var scene = Scene(camera: CameraPosition(latitude: 0, longitude: 0, zoom: 3), name: "cities.json")
        scene.markers = (0..<10).map { SceneMarker(position: Coordinate(latitude: 0, longitude: Double($0)), id: "c\($0)", title: "City \($0)") }
        scene.markers.append(SceneMarker(position: Coordinate(latitude: 1, longitude: 1)))
        scene.selectedMarker = "City 11"
        let error = sceneError { try scene.makeMap() }
        #expect(error?.description == #"cities.json: selected: no marker has the id or title "City 11" (did you mean "City 1"?); the markers are "c0" (City 0), "c1" (City 1), "c2" (City 2), "c3" (City 3), "c4" (City 4), "c5" (City 5), "c6" (City 6), "c7" (City 7) and 2 more"#)
        #expect(error?.kind == .noSuchMarker)
        scene.markers = Array(scene.markers[0..<2])
        scene.selectedMarker = "zzz"
        #expect(sceneError { try scene.makeMap(selectionField: "--select") }?.description
                == #"cities.json: --select: no marker has the id or title "zzz"; the markers are "c0" (City 0) and "c1" (City 1)"#)
        scene.markers = []
        #expect(sceneError { try scene.makeMap() }?.description
                == #"cities.json: selected: no marker has the id or title "zzz"; there are no markers with an id or a title"#)
    }

    @Test("F3 selecting a marker that has no window to open is an error (R4)")
    func selectionWithoutContent() {
        var scene = Scene(camera: CameraPosition(latitude: 0, longitude: 0, zoom: 3), name: "s.json")
        scene.markers = [SceneMarker(position: Coordinate(latitude: 0, longitude: 0), id: "blank", title: "  ")]
        scene.selectedMarker = "blank"
        #expect(sceneError { try scene.makeMap() }?.description
                == #"s.json: selected: the marker "blank" has no title, snippet or custom window, so it has no window to open"#)
    }

    @Test("R15 a declared custom window is the whole window; R16 declared contents sit in the default frame")
    func customWindows() throws {
        let fixture = SceneFixture()
        fixture.writePNG("photo.png", width: 160, height: 100)
        let scene = try fixture.load(sceneJSON(#"""
            "markers": [
              {"id": "w", "position": {"latitude": 51.5, "longitude": -0.127}, "title": "W",
               "info_window": {"items": [{"image": "photo.png"}]}},
              {"id": "c", "position": {"latitude": 51.5, "longitude": -0.127}, "title": "C",
               "info_contents": {"items": [{"image": "photo.png", "width": 80}]}},
              {"id": "d", "position": {"latitude": 51.5, "longitude": -0.127}, "title": "D"}
            ]
            """#))
        var withWindow = scene
        withWindow.selectedMarker = "w"
        #expect(try withWindow.makeMap().mapView.infoWindowFrame?.size == CGSize(width: 160, height: 100))
        var withContents = scene
        withContents.selectedMarker = "c"
        let style = InfoWindowStyle()
        let frame = try #require(try withContents.makeMap().mapView.infoWindowFrame)
        #expect(frame.width == 80 + style.padding.left + style.padding.right)
        #expect(frame.height == 50 + style.padding.top + style.padding.bottom + style.tailSize.height)
        var plain = scene
        plain.selectedMarker = "d"
        let map = try plain.makeMap()
        #expect(map.mapView.infoWindowAccessibilityLabel == "D")
        #expect(map.windows.mapView(map.mapView, markerInfoWindow: map.mapView.markers[2]) == nil)
    }

    @Test("GeoJSON markers are added before the scene's own; skipped features are counted")
    func geoJSONFirst() throws {
        let fixture = SceneFixture()
        fixture.write("points.geojson", #"{"type": "FeatureCollection", "features": [{"type": "Feature", "id": "g", "geometry": {"type": "Point", "coordinates": [0, 0]}, "properties": {"title": "G"}}, {"type": "Feature", "geometry": null}]}"#)
        let scene = try fixture.load(sceneJSON(#""geojson": "points.geojson", "markers": [{"id": "s", "position": {"latitude": 1, "longitude": 1}, "title": "S"}], "selected": "g""#))
        let map = try scene.makeMap()
        #expect(map.mapView.markers.map(\.title) == ["G", "S"])
        #expect(map.mapView.selectedMarker?.title == "G")
        #expect(map.geoJSONSummary == GeoJSONSummary(points: 1, skipped: 1, firstSkipped: "features[1] (no geometry)",
                                                     sample: [Coordinate(latitude: 0, longitude: 0)]))
    }
}
