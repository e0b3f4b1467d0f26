import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowMap
@testable import InfoWindowScene

/// D79: `render --fit` — the view fitted to every marker's whole icon and the open window.
@MainActor
@Suite("D79 fitting the view to a scene's markers and window")
struct SceneFitTests {
    static let cities: [(String, Coordinate)] = [
        ("london", Coordinate(latitude: 51.5074, longitude: -0.1278)),
        ("paris", Coordinate(latitude: 48.8566, longitude: 2.3522)),
        ("berlin", Coordinate(latitude: 52.52, longitude: 13.405)),
        ("rome", Coordinate(latitude: 41.9028, longitude: 12.4964)),
    ]

    private func map(_ markers: [(String, Coordinate)], select: String?, camera: CameraPosition) throws -> SceneMap {
        var scene = Scene(camera: camera, markers: markers.map { SceneMarker(position: $0.1, id: $0.0, title: $0.0.capitalized) },
                          name: "fit.json")
        scene.basemap = .none
        scene.selectedMarker = select
        return try scene.makeMap()
    }

    /// Whether every icon and the open window lie inside the view less `inset` (half a point of slack
    /// for the fit's 1/1000-level zoom steps).
    private func showsAll(_ map: SceneMap, inset: CGFloat) -> Bool {
        let view = map.mapView.bounds.insetBy(dx: inset - 0.5, dy: inset - 0.5)
        let frames = map.mapView.markers.compactMap { map.mapView.iconFrame(of: $0) } + [map.mapView.infoWindowFrame].compactMap { $0 }
        return frames.count >= map.mapView.markers.count && frames.allSatisfy { view.contains($0) }
    }

    @Test("D79 four cities from a camera that shows none of them: fitted, every pin and Paris's window whole inside the padding, at the largest zoom that does it")
    func fitsCitiesAndWindow() throws {
        let scene = try map(Self.cities, select: "paris", camera: CameraPosition(latitude: -33.87, longitude: 151.2, zoom: 9))
        #expect(!showsAll(scene, inset: SceneMap.fitPadding))
        #expect(scene.fitCamera())
        #expect(showsAll(scene, inset: SceneMap.fitPadding))
        #expect(scene.mapView.camera.zoom > 3 && scene.mapView.camera.zoom < 6, "zoom \(scene.mapView.camera.zoom)")
        // A little closer and something is cut: the zoom is the largest that fits.
        let fitted = scene.mapView.camera
        scene.mapView.camera = CameraPosition(target: fitted.target, zoom: fitted.zoom + 0.05)
        #expect(!showsAll(scene, inset: SceneMap.fitPadding))
    }

    @Test("D79 the open window counts: a window wider than the markers' spread widens the view")
    func windowWidensTheFit() throws {
        let close = [("a", Coordinate(latitude: 60.17, longitude: 24.94)), ("b", Coordinate(latitude: 60.171, longitude: 24.941))]
        let plain = try map(close, select: nil, camera: CameraPosition(latitude: 0, longitude: 0, zoom: 2))
        let withWindow = try map(close, select: "a", camera: CameraPosition(latitude: 0, longitude: 0, zoom: 2))
        #expect(plain.fitCamera() && withWindow.fitCamera())
        #expect(plain.mapView.camera.zoom == SceneMap.maximumFitZoom, "two pins 100 m apart fit at the street zoom cap")
        #expect(showsAll(withWindow, inset: SceneMap.fitPadding))
        #expect(withWindow.mapView.infoWindowFrame != nil)
    }

    @Test("D79 a scene without markers is not fitted: the camera stays")
    func noMarkers() throws {
        let camera = CameraPosition(latitude: 10, longitude: 20, zoom: 7)
        let scene = try map([], select: nil, camera: camera)
        #expect(!scene.fitCamera())
        #expect(scene.mapView.camera.target.latitude == 10 && scene.mapView.camera.zoom == 7)
    }
}
