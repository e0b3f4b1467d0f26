import Foundation
import Testing
import GoogleMapsCompat

// A screen of our own written the way Google's marker-layer, fit-bounds and custom-markers samples
// write their geometry: `var path = GMSMutablePath()` then `addLatitude`, a path iterator kept in
// `userData`, `GMSGeometryHeading` / `GMSGeometryDistance` per leg, bounds grown with
// `includingCoordinate`, `moveCamera(GMSCameraUpdate.fit(_:withPadding:))`, and bounds of the visible
// region extended by an extension on `GMSCoordinateBounds`. Only SDK names are used.

/// Walks a path's coordinates round and round, starting after the first.
final class RouteCursor: IteratorProtocol {
    let path: GMSPath
    private var index: UInt = 0

    init(path: GMSPath) {
        self.path = path
    }

    func next() -> CLLocationCoordinate2D? {
        index = (index + 1) % path.count()
        return path.coordinate(at: index)
    }
}

@MainActor
final class FerryScreen {
    lazy var mapView: GMSMapView = {
        let options = GMSMapViewOptions()
        options.camera = GMSCameraPosition(latitude: 57, longitude: 19, zoom: 5)
        options.frame = CGRect(x: 0, y: 0, width: 390, height: 640)
        return GMSMapView(options: options)
    }()

    private(set) var boats: [GMSMarker] = []

    func load() {
        // A ferry that turns with its heading: Stockholm, Helsinki, Tallinn.
        var path = GMSMutablePath()
        path.addLatitude(59.3293, longitude: 18.0686)
        path.addLatitude(60.1699, longitude: 24.9384)
        path.addLatitude(59.4370, longitude: 24.7536)
        var marker = GMSMarker(position: path.coordinate(at: 0))
        marker.title = "Ferry"
        marker.isFlat = true
        marker.map = mapView
        marker.userData = RouteCursor(path: path)
        boats.append(marker)

        // A barge that does not turn: Gdańsk, Copenhagen.
        path = GMSMutablePath()
        path.addLatitude(54.3520, longitude: 18.6466)
        path.addLatitude(55.6761, longitude: 12.5683)
        marker = GMSMarker(position: path.coordinate(at: 0))
        marker.title = "Barge"
        marker.map = mapView
        marker.userData = RouteCursor(path: path)
        boats.append(marker)
    }

    /// Moves a boat to its next stop, a flat one turned to the leg's heading; returns the leg's length.
    func sail(_ marker: GMSMarker) -> CLLocationDistance {
        guard let route = marker.userData as? RouteCursor, let stop = route.next() else { return 0 }
        let heading = GMSGeometryHeading(marker.position, stop)
        let distance = GMSGeometryDistance(marker.position, stop)
        marker.position = stop
        if marker.isFlat {
            marker.rotation = heading
        }
        return distance
    }

    func showAllBoats() {
        var bounds = GMSCoordinateBounds()
        for marker in boats {
            bounds = bounds.includingCoordinate(marker.position)
        }
        guard bounds.isValid else { return }
        mapView.moveCamera(GMSCameraUpdate.fit(bounds, withPadding: 50))
    }

    /// Buoys on a grid over what the map shows now.
    func dropBuoys() -> [GMSMarker] {
        let bounds = GMSCoordinateBounds(region: mapView.projection.visibleRegion())
        return [0.1, 0.5, 0.9].flatMap { east in
            [0.1, 0.5, 0.9].map { north in
                let buoy = GMSMarker(position: bounds.location(east: east, north: north))
                buoy.map = mapView
                return buoy
            }
        }
    }
}

extension GMSCoordinateBounds {
    /// The place a fraction `east` of the way from the west edge and `north` from the south edge, also
    /// when the bounds cross the antimeridian (then the north-east longitude is the smaller one).
    func location(east: Double, north: Double) -> CLLocationCoordinate2D {
        var eastEdge = northEast.longitude
        if eastEdge < southWest.longitude { eastEdge += 360 }
        let longitude = southWest.longitude + (eastEdge - southWest.longitude) * east
        return CLLocationCoordinate2D(latitude: southWest.latitude + (northEast.latitude - southWest.latitude) * north,
                                      longitude: longitude.remainder(dividingBy: 360))
    }
}

@MainActor
@Suite("Geometry calls written as Google's samples write them")
struct GeometrySampleStyleTests {
    @Test("Paths in userData walk round; heading and distance turn the flat ferry (Stockholm–Helsinki 396 km at 73°)")
    func sailing() throws {
        let screen = FerryScreen()
        screen.load()
        let ferry = screen.boats[0], barge = screen.boats[1]
        #expect(ferry.position == CLLocationCoordinate2D(latitude: 59.3293, longitude: 18.0686))
        let leg = screen.sail(ferry)
        #expect(abs(leg - 396_000) < 1_000, "published great-circle distance ≈ 396 km; got \(leg)")
        #expect(abs(ferry.rotation - 73.4) < 0.2)
        #expect(ferry.position == CLLocationCoordinate2D(latitude: 60.1699, longitude: 24.9384))
        _ = screen.sail(ferry)
        #expect(abs(ferry.rotation - 187.3) < 0.2, "Helsinki to Tallinn is a little west of south")
        _ = screen.sail(ferry)
        #expect(ferry.position == CLLocationCoordinate2D(latitude: 59.3293, longitude: 18.0686), "round to the start")
        _ = screen.sail(barge)
        #expect(barge.rotation == 0, "a barge that is not flat keeps its rotation")
        #expect(barge.position == CLLocationCoordinate2D(latitude: 55.6761, longitude: 12.5683))
    }

    @Test("G10 bounds grown marker by marker and fitted with 50 pt padding show every boat, north up")
    func fitAllBoats() {
        let screen = FerryScreen()
        screen.load()
        screen.mapView.camera = GMSCameraPosition(latitude: -33.86, longitude: 151.2, zoom: 12, bearing: 40, viewingAngle: 30)
        screen.showAllBoats()
        let camera = screen.mapView.camera
        #expect(camera.bearing == 0 && camera.viewingAngle == 0)
        let projection = screen.mapView.projection
        for boat in screen.boats {
            let p = projection.point(for: boat.position)
            #expect(projection.contains(boat.position))
            #expect(p.x >= 50 - 1e-6 && p.x <= 340 + 1e-6 && p.y >= 50 - 1e-6 && p.y <= 590 + 1e-6, "\(boat.title ?? "") at \(p)")
        }
    }

    @Test("G8 buoys dropped over the visible region's bounds are all on screen, across the antimeridian too")
    func buoys() {
        let screen = FerryScreen()
        for longitude in [19.0, 179.5, -179.9] {
            screen.mapView.camera = GMSCameraPosition(latitude: 57, longitude: longitude, zoom: 5)
            let buoys = screen.dropBuoys()
            #expect(buoys.count == 9)
            for buoy in buoys {
                #expect(screen.mapView.projection.contains(buoy.position), "\(buoy.position) at camera longitude \(longitude)")
            }
            screen.mapView.clear()
        }
    }
}
