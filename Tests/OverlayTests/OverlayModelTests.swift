import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowMap
import TestSupport

/// The shapes as values on a map: defaults, copies, adding and removing, the stack's order (R31, D36).
@MainActor
@Suite("Overlays: the model (R31, D36)")
struct OverlayModelTests {
    private let camera = CameraPosition(latitude: 0, longitude: 0, zoom: 3)

    @Test("D36 defaults are the SDK's")
    func defaults() {
        let line = Polyline(path: nil)
        #expect(line.strokeWidth == 1 && line.strokeColor == .blue && !line.geodesic && line.spans == nil)
        #expect(!line.isTappable && line.zIndex == 0 && line.title == nil && line.map == nil)
        let polygon = Polygon()
        #expect(polygon.fillColor == .blue && polygon.strokeColor == nil && polygon.strokeWidth == 1 && polygon.holes == nil)
        let circle = Circle()
        #expect(circle.fillColor == nil && circle.strokeColor == .black && circle.strokeWidth == 1 && circle.radius == 0)
        let ground = GroundOverlay()
        #expect(ground.anchor == CGPoint(x: 0.5, y: 0.5) && ground.opacity == 1 && ground.bearing == 0)
        #expect(ground.icon == nil && ground.bounds == nil)
        #expect(Marker().isTappable, "markers are tappable by default; shapes are not")
    }

    @Test("D36 a marker is an overlay, and the delegate's didTap for markers is still the marker one")
    func markerIsOverlay() {
        let marker = Marker()
        let overlay: any Overlay = marker
        overlay.zIndex = 4
        overlay.title = "T"
        #expect(marker.zIndex == 4 && marker.title == "T")
        final class Delegate: MapViewDelegate {
            var markerTaps = 0
            func mapView(_ mapView: MapView, didTap marker: Marker) -> Bool {
                markerTaps += 1
                return true
            }
        }
        let map = OverlayFixtures.map(camera)
        let delegate = Delegate()
        map.delegate = delegate
        marker.position = map.projection.coordinate(for: CGPoint(x: 200, y: 150))
        marker.map = map
        map.tap(at: CGPoint(x: 200, y: 130))
        #expect(delegate.markerTaps == 1)
    }

    @Test("D36 setting a path stores a copy: later changes to a mutable path do not reach the shape")
    func pathIsCopied() {
        let path = MutableCoordinatePath()
        path.add(Coordinate(latitude: 0, longitude: 0))
        path.add(Coordinate(latitude: 1, longitude: 1))
        let line = Polyline(path: path)
        path.add(Coordinate(latitude: 2, longitude: 2))
        #expect(line.path?.count() == 2)
        let polygon = Polygon()
        polygon.holes = [path]
        path.removeAllCoordinates()
        #expect(polygon.holes?.first?.count() == 3)
    }

    @Test("D36 copy() copies every property but the map")
    func copies() throws {
        let map = OverlayFixtures.map(camera)
        let polygon = Polygon(path: OverlayFixtures.path([(0, 0), (1, 0), (0, 1)]))
        polygon.holes = [OverlayFixtures.path([(0.1, 0.1), (0.2, 0.1), (0.1, 0.2)])]
        polygon.fillColor = .red
        polygon.strokeColor = .green
        polygon.strokeWidth = 3
        polygon.geodesic = true
        polygon.title = "New York"
        polygon.isTappable = true
        polygon.zIndex = 7
        polygon.userData = 42
        polygon.map = map
        let copy = try #require(polygon.copy() as? Polygon)
        #expect(copy !== polygon && copy.map == nil)
        #expect(copy.path?.coordinates == polygon.path?.coordinates && copy.holes?.first?.coordinates == polygon.holes?.first?.coordinates)
        #expect(copy.fillColor == .red && copy.strokeColor == .green && copy.strokeWidth == 3 && copy.geodesic)
        #expect(copy.title == "New York" && copy.isTappable && copy.zIndex == 7 && copy.userData as? Int == 42)

        let line = Polyline(path: OverlayFixtures.path([(0, 0), (1, 1)]))
        line.spans = [StyleSpan(color: .red)]
        line.strokeWidth = 5
        let lineCopy = try #require(line.copy() as? Polyline)
        #expect(lineCopy.spans == line.spans && lineCopy.strokeWidth == 5)

        let circle = Circle(position: Coordinate(latitude: 1, longitude: 2), radius: 300)
        circle.fillColor = .yellow
        let circleCopy = try #require(circle.copy() as? Circle)
        #expect(circleCopy.position == circle.position && circleCopy.radius == 300 && circleCopy.fillColor == .yellow)

        let ground = GroundOverlay(bounds: CoordinateBounds(coordinate: Coordinate(latitude: 0, longitude: 0),
                                                            coordinate: Coordinate(latitude: 1, longitude: 1)), icon: nil)
        ground.bearing = 30
        let groundCopy = try #require(ground.copy() as? GroundOverlay)
        #expect(groundCopy.bounds == ground.bounds && groundCopy.bearing == 30 && groundCopy.position == ground.position)
    }

    @Test("D36 map adds and removes; a shape is on one map at a time; clear() removes shapes too")
    func membership() {
        let a = OverlayFixtures.map(camera), b = OverlayFixtures.map(camera)
        let line = Polyline(path: OverlayFixtures.path([(0, 0), (1, 1)]))
        let circle = Circle(position: Coordinate(latitude: 0, longitude: 0), radius: 10)
        line.map = a
        circle.map = a
        #expect(a.shapes.count == 2 && a.shapes.first === line)
        line.map = b
        #expect(a.shapes.count == 1 && b.shapes.count == 1 && line.map === b)
        let marker = Marker()
        marker.map = a
        a.clear()
        #expect(a.shapes.isEmpty && a.markers.isEmpty && circle.map == nil)
        line.map = nil
        #expect(b.shapes.isEmpty)
    }

    @Test("R31 shapes are drawn by zIndex, then in the order added, and always under markers")
    func drawOrder() {
        let map = OverlayFixtures.map(camera)
        let center = map.projection.coordinate(for: CGPoint(x: 200, y: 150))
        func square(_ color: Color) -> Polygon {
            let p = map.projection
            let polygon = Polygon(path: CoordinatePath(coordinates: [
                p.coordinate(for: CGPoint(x: 150, y: 100)), p.coordinate(for: CGPoint(x: 250, y: 100)),
                p.coordinate(for: CGPoint(x: 250, y: 200)), p.coordinate(for: CGPoint(x: 150, y: 200))]))
            polygon.fillColor = color
            return polygon
        }
        let red = square(.red), green = square(.green), blue = square(.blue)
        red.zIndex = 2
        red.map = map
        green.map = map
        blue.map = map
        // Red has the highest zIndex; between green and blue (equal), blue came later.
        #expect(map.snapshot().color(atPixelX: 200, y: 120) == .red)
        red.zIndex = -1
        #expect(map.snapshot().color(atPixelX: 200, y: 120) == .blue)
        blue.map = nil
        #expect(map.snapshot().color(atPixelX: 200, y: 120) == .green)
        // A marker is above every shape whatever their zIndex.
        green.zIndex = Int32.max
        let marker = Marker(position: center)
        marker.icon = Marker.markerImage(with: .black)
        marker.map = map
        let pin = map.snapshot().color(atPixelX: 200, y: 140)
        #expect(pin != .green, "the pin covers the polygon")
    }

    @Test("D36 a change is drawn at the next frame")
    func redraws() {
        let map = OverlayFixtures.map(camera)
        let line = Polyline(path: OverlayFixtures.path([(0, -10), (0, 10)]))
        line.strokeWidth = 6
        line.map = map
        _ = map.snapshot()
        #expect(!map.needsDisplay)
        line.strokeColor = .red
        #expect(map.needsDisplay)
        #expect(map.snapshot().color(atPixelX: 200, y: 150) == .red)
        line.strokeWidth = 6
        line.path = OverlayFixtures.path([(10, -10), (10, 10)])
        #expect(map.needsDisplay)
        #expect(map.snapshot().color(atPixelX: 200, y: 150) != .red)
    }
}
