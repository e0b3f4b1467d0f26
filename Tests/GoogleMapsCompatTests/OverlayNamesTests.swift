import Foundation
import Testing
import GoogleMapsCompat

/// The SDK's shape names (GMSPolyline, GMSPolygon, GMSCircle, GMSGroundOverlay, GMSStrokeStyle,
/// GMSStyleSpan, GMSStyleSpans, GMSStyleSpansOffset) and the delegate's `mapView(_:didTap:)` for an
/// overlay, used the way the SDK's shape samples use them (written here in our own words).
@MainActor
@Suite("GMSPolyline, GMSPolygon, GMSCircle, GMSGroundOverlay with the SDK's Swift names")
struct OverlayNamesTests {
    final class Taps: GMSMapViewDelegate {
        var tapped: [String] = []
        func mapView(_ mapView: GMSMapView, didTap overlay: GMSOverlay) {
            tapped.append(overlay.title ?? "untitled")
            if let ground = overlay as? GMSGroundOverlay { ground.opacity = 0.5 }
        }
        func mapView(_ mapView: GMSMapView, didTapAt coordinate: CLLocationCoordinate2D) { tapped.append("map") }
    }

    private func mapView(_ camera: GMSCameraPosition) -> GMSMapView {
        let mapView = GMSMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), camera: camera)
        mapView.basemap = nil
        return mapView
    }

    @Test("R31 geodesic polylines styled by GMSStyleSpansOffset with gradients, restyled step by step")
    func animatedSpans() {
        let mapView = mapView(GMSCameraPosition(latitude: -30, longitude: -175, zoom: 1.5))
        let path = GMSMutablePath()
        for (lat, lon) in [(-33.87, 151.2), (-18.0, 179.0), (21.29, -157.82), (37.42, -122.09), (-12.0, -77.0)] {
            path.addLatitude(lat, longitude: lon)
        }
        let styles = [GMSStrokeStyle.gradient(from: .green, to: UIColor.green.withAlphaComponent(0)),
                      GMSStrokeStyle.gradient(from: UIColor.red.withAlphaComponent(0), to: .red),
                      GMSStrokeStyle.solidColor(UIColor(white: 0, alpha: 0))]
        let lengths = [NSNumber(value: path.length(of: .geodesic) / 21)]
        let polyline = GMSPolyline(path: path)
        polyline.strokeWidth = 6
        polyline.geodesic = true
        polyline.map = mapView
        var previous: [GMSStyleSpan] = []
        var frames: [UIImage] = []
        for step in 0..<3 {
            polyline.spans = GMSStyleSpansOffset(path, styles, lengths, .geodesic, -50_000 * Double(step))
            let spans = polyline.spans ?? []
            #expect(spans.count > 10 && spans != previous)
            let covered = spans.reduce(0) { $0 + $1.segments }
            #expect(abs(covered - 4) < 1e-6, "the spans cover the path's 4 segments: \(covered)")
            previous = spans
            frames.append(mapView.snapshot())
        }
        #expect(GMSStyleSpans(path, styles, lengths, .geodesic) == GMSStyleSpansOffset(path, styles, lengths, .geodesic, 0))
        let pixelsDiffer = frames[0].pngData() != frames[1].pngData()
        #expect(pixelsDiffer, "moving the pattern changes the picture")
    }

    @Test("R32 a copied GMSPolygon with its own title, and the delegate's didTap for an overlay")
    func polygonsAndTaps() throws {
        let mapView = mapView(GMSCameraPosition(latitude: 39, longitude: -77.5, zoom: 4))
        let taps = Taps()
        mapView.delegate = taps
        let p = mapView.projection
        func ring(_ points: [CGPoint]) -> GMSPath {
            let path = GMSMutablePath()
            for point in points { path.add(p.coordinate(for: point)) }
            return path
        }
        let polygon = GMSPolygon()
        polygon.path = ring([CGPoint(x: 40, y: 40), CGPoint(x: 180, y: 40), CGPoint(x: 180, y: 180), CGPoint(x: 40, y: 180)])
        polygon.holes = [ring([CGPoint(x: 80, y: 80), CGPoint(x: 120, y: 80), CGPoint(x: 100, y: 120)])]
        polygon.title = "New York"
        polygon.fillColor = UIColor(red: 0.25, green: 0, blue: 0, alpha: 0.2)
        polygon.strokeColor = .black
        polygon.strokeWidth = 2
        polygon.isTappable = true
        polygon.map = mapView
        let carolina = try #require(polygon.copy() as? GMSPolygon)
        carolina.title = "North Carolina"
        carolina.path = ring([CGPoint(x: 220, y: 120), CGPoint(x: 360, y: 120), CGPoint(x: 300, y: 260)])
        carolina.map = mapView
        #expect(carolina.isTappable && carolina.strokeWidth == 2 && carolina.holes?.count == 1)

        mapView.tap(at: CGPoint(x: 60, y: 60))
        mapView.tap(at: CGPoint(x: 100, y: 95))
        mapView.tap(at: CGPoint(x: 300, y: 150))
        #expect(taps.tapped == ["New York", "map", "North Carolina"])

        let circle = GMSCircle(position: p.coordinate(for: CGPoint(x: 330, y: 40)), radius: 100_000)
        circle.title = "circle"
        circle.isTappable = true
        circle.map = mapView
        mapView.tap(at: CGPoint(x: 330, y: 40))
        #expect(taps.tapped.last == "circle")
    }

    @Test("R32 a tappable GMSGroundOverlay placed by position then bounds; didTap changes its opacity")
    func groundOverlay() {
        let southWest = CLLocationCoordinate2D(latitude: 40.712216, longitude: -74.22655)
        let northEast = CLLocationCoordinate2D(latitude: 40.773941, longitude: -74.12544)
        let bounds = GMSCoordinateBounds(coordinate: southWest, coordinate: northEast)
        let newark = GMSGeometryInterpolate(southWest, northEast, 0.5)
        let mapView = mapView(GMSCameraPosition(target: newark, zoom: 12, bearing: 0, viewingAngle: 45))
        let taps = Taps()
        mapView.delegate = taps
        let ground = GMSGroundOverlay()
        ground.icon = GMSMarker.markerImage(with: .blue)
        ground.isTappable = true
        ground.position = newark
        ground.bounds = bounds
        ground.title = "Newark"
        ground.map = mapView
        let placed = ground.bounds ?? GMSCoordinateBounds()
        #expect(abs(placed.southWest.latitude - southWest.latitude) < 1e-9 && abs(placed.northEast.longitude - northEast.longitude) < 1e-9)
        mapView.tap(at: mapView.projection.point(for: newark))
        #expect(taps.tapped == ["Newark"] && ground.opacity == 0.5)
    }
}
