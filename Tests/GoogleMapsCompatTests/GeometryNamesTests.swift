import Foundation
import Testing
import GoogleMapsCompat

/// The SDK's geometry and camera-update names reach InfoWindowKit's one implementation.
@MainActor
@Suite("GMSPath, GMSGeometry…, GMSCoordinateBounds and GMSCameraUpdate names")
struct GeometryNamesTests {
    private func warnings(_ body: () -> Void) -> [String] {
        let sink = WarningSink()
        Diagnostics.$sink.withValue(sink, operation: body)
        return sink.messages
    }

    @Test("G1 kGMSEarthRadius and the GMSGeometry functions are the spherical geometry of the core")
    func geometryFunctions() {
        #expect(kGMSEarthRadius == 6_371_009)
        let london = CLLocationCoordinate2DMake(51.5074, -0.1278), paris = CLLocationCoordinate2DMake(48.8566, 2.3522)
        let distance: CLLocationDistance = GMSGeometryDistance(london, paris)
        #expect(distance == SphericalGeometry.distance(from: london, to: paris))
        let heading: CLLocationDirection = GMSGeometryHeading(london, paris)
        #expect(abs(heading - 148.1) < 0.1)
        let reached = GMSGeometryOffset(london, distance, heading)
        #expect(GMSGeometryDistance(reached, paris) < 1e-3)
        let middle = GMSGeometryInterpolate(london, paris, 0.5)
        #expect(abs(GMSGeometryDistance(london, middle) - distance / 2) < 1e-3)
        let path = GMSMutablePath()
        path.add(london)
        path.add(paris)
        #expect(GMSGeometryLength(path) == distance)
        path.addLatitude(50, longitude: 5)
        #expect(GMSGeometryArea(path) > 0 && GMSGeometryArea(path) == abs(GMSGeometrySignedArea(path)))
        #expect(path.length(of: GMSLengthKind.geodesic) > GMSGeometryLength(GMSPath()))
        #expect(path.length(of: .rhumb) >= path.length(of: .geodesic))
    }

    @Test("G4 coordinate(at:) past the end is kCLLocationCoordinate2DInvalid, with a warning")
    func pathIndex() {
        let path = GMSMutablePath()
        path.addLatitude(1, longitude: 2)
        var coordinate = CLLocationCoordinate2D()
        let messages = warnings { coordinate = path.coordinate(at: 1) }
        #expect(coordinate == kCLLocationCoordinate2DInvalid)
        #expect(!CLLocationCoordinate2DIsValid(coordinate))
        #expect(messages.count == 1 && messages[0].contains("kCLLocationCoordinate2DInvalid"))
        let count: UInt = path.count()
        #expect(count == 1)
    }

    @Test("G5 GMSPath(fromEncodedPath:) and encodedPath(); a GMSMutablePath is a GMSPath")
    func encodedPaths() throws {
        let path = try #require(GMSPath(fromEncodedPath: "_p~iF~ps|U_ulLnnqC_mqNvxq`@"))
        #expect(path.count() == 3)
        let mutable = try #require(GMSMutablePath(fromEncodedPath: path.encodedPath()))
        mutable.removeLastCoordinate()
        mutable.insert(CLLocationCoordinate2D(latitude: 1, longitude: 1), at: 0)
        mutable.replaceCoordinate(at: 0, with: CLLocationCoordinate2D(latitude: 2, longitude: 2))
        mutable.removeCoordinate(at: 1)
        let asPath: GMSPath = mutable
        #expect(asPath.count() == 2 && asPath.coordinate(at: 0) == CLLocationCoordinate2D(latitude: 2, longitude: 2))
        #expect(GMSPath(path: mutable).encodedPath() == mutable.encodedPath())
        mutable.removeAllCoordinates()
        #expect(mutable.count() == 0)
        var broken: GMSPath? = GMSPath()
        let messages = warnings { broken = GMSPath(fromEncodedPath: "_p~iF") }
        #expect(broken == nil && messages.count == 1)
    }

    @Test("G6 GMSCoordinateBounds: corners, region, path, including, contains, intersects")
    func bounds() {
        let bounds = GMSCoordinateBounds(coordinate: CLLocationCoordinate2D(latitude: -34, longitude: 150),
                                         coordinate: CLLocationCoordinate2D(latitude: -33, longitude: 151))
        #expect(bounds.isValid && bounds.southWest.latitude == -34 && bounds.northEast.longitude == 151)
        #expect(bounds.contains(CLLocationCoordinate2D(latitude: -33.5, longitude: 150.5)))
        let wider = bounds.includingCoordinate(CLLocationCoordinate2D(latitude: -30, longitude: 153))
        #expect(wider.intersects(bounds) && wider.includingBounds(bounds) == wider)
        let path = GMSMutablePath()
        path.addLatitude(-40, longitude: 145)
        #expect(GMSCoordinateBounds(path: path).includingPath(path) == GMSCoordinateBounds(path: path))
        #expect(wider.includingPath(path).southWest == CLLocationCoordinate2D(latitude: -40, longitude: 145))
        let region: GMSVisibleRegion = GMSMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)).projection.visibleRegion()
        #expect(GMSCoordinateBounds(region: region).contains(CLLocationCoordinate2D(latitude: 0, longitude: 0)))
        #expect(!GMSCoordinateBounds().isValid)
    }

    @Test("G9 GMSCameraUpdate factories take the SDK's Float zooms; moveCamera and animate(with:) apply them")
    func cameraUpdates() {
        let mapView = GMSMapView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                 camera: GMSCameraPosition.camera(withLatitude: -33.87, longitude: 151.21, zoom: 8))
        let zoom: Float = 11
        mapView.moveCamera(GMSCameraUpdate.zoom(to: zoom))
        #expect(mapView.camera.zoom == 11)
        mapView.moveCamera(GMSCameraUpdate.zoomIn())
        mapView.moveCamera(GMSCameraUpdate.zoomOut())
        mapView.moveCamera(GMSCameraUpdate.zoom(by: Float(-1)))
        #expect(mapView.camera.zoom == 10)
        let target = CLLocationCoordinate2D(latitude: -37.81, longitude: 144.96)
        mapView.moveCamera(GMSCameraUpdate.setTarget(target, zoom: zoom))
        #expect(mapView.camera.target == target && mapView.camera.zoom == 11)
        mapView.moveCamera(GMSCameraUpdate.setTarget(CLLocationCoordinate2D(latitude: -33.87, longitude: 151.21)))
        mapView.moveCamera(GMSCameraUpdate.zoom(by: Float(1), at: CGPoint(x: 160, y: 240)))
        #expect(mapView.camera.zoom == 12)
        mapView.moveCamera(GMSCameraUpdate.scrollBy(x: 0, y: 0))
        #expect(abs(mapView.camera.target.longitude - 151.21) < 1e-9)
        let camera = GMSCameraPosition.camera(withLatitude: 1, longitude: 2, zoom: 3, bearing: 4, viewingAngle: 5)
        mapView.animate(with: GMSCameraUpdate.setCamera(camera))
        #expect(mapView.isAnimatingCamera)
        mapView.advance(to: mapView.currentTime + 1)
        #expect(mapView.camera == camera)
        let bounds = GMSCoordinateBounds(coordinate: CLLocationCoordinate2D(latitude: -34, longitude: 150),
                                         coordinate: CLLocationCoordinate2D(latitude: -33, longitude: 151))
        let insets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let fitted = mapView.camera(for: bounds, insets: insets)
        mapView.moveCamera(GMSCameraUpdate.fit(bounds, with: insets))
        #expect(mapView.camera == fitted)
        mapView.moveCamera(GMSCameraUpdate.fit(bounds))
        #expect(mapView.camera != fitted && mapView.camera.bearing == 0)
    }
}
