import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

@Suite("Geometry: Web Mercator, projection, camera")
struct GeometryTests {
    @Test("Mercator projects known points and round-trips")
    func mercator() {
        let origin = WebMercator.project(Coordinate(latitude: 0, longitude: 0))
        #expect(abs(origin.x - 0.5) < 1e-15 && abs(origin.y - 0.5) < 1e-15)
        let corner = WebMercator.project(Coordinate(latitude: WebMercator.maximumLatitude, longitude: -180))
        #expect(abs(corner.x) < 1e-12 && abs(corner.y) < 1e-9)
        for lat in stride(from: -85.0, through: 85.0, by: 7.3) {
            for lng in stride(from: -179.0, through: 179.0, by: 13.7) {
                let back = WebMercator.unproject(WebMercator.project(Coordinate(latitude: lat, longitude: lng)))
                #expect(abs(back.latitude - lat) < 1e-9 && abs(back.longitude - lng) < 1e-9)
            }
        }
    }

    @Test("D7 projection point(for:) and coordinate(for:) are inverses with bearing and tilt",
          arguments: [0.0, 90, 217, 359.5], [0.0, 30, 45, 60])
    func projectionRoundTrip(bearing: Double, tilt: Double) {
        var checked = 0
        for zoom in [0.0, 3, 10, 16.5, 22] {
            let camera = CameraPosition(latitude: 51.5, longitude: -0.127, zoom: zoom, bearing: bearing, viewingAngle: tilt)
            let projection = Projection(camera: camera, size: CGSize(width: 390, height: 844),
                                        padding: EdgeInsets(top: 40, left: 0, bottom: 80, right: 10))
            for x in stride(from: 0.0, through: 390, by: 65) {
                for y in stride(from: 0.0, through: 844, by: 84.4) {
                    let p = CGPoint(x: x, y: y)
                    guard projection.showsWorld(at: p) else { continue }
                    let c = projection.coordinate(for: p)
                    let q = projection.point(for: c)
                    #expect(close(p, q, 1e-6), "point \(p) → \(c) → \(q) at zoom \(zoom)")
                    let d = projection.coordinate(for: q)
                    #expect(abs(d.latitude - c.latitude) < 1e-9 && abs(d.longitude - c.longitude) < 1e-9)
                    checked += 1
                }
            }
        }
        #expect(checked > 200)
    }

    @Test("The camera target projects to the centre of the padded area")
    func targetAtCentre() {
        let camera = CameraPosition(latitude: 10, longitude: 20, zoom: 5, bearing: 33, viewingAngle: 40)
        let padding = EdgeInsets(top: 100, left: 20, bottom: 0, right: 60)
        let projection = Projection(camera: camera, size: CGSize(width: 400, height: 300), padding: padding)
        #expect(close(projection.point(for: camera.target), CGPoint(x: 20 + 160, y: 100 + 100), 1e-9))
    }

    @Test("Bearing 90 puts east at the top of the view")
    func bearingRotates() {
        let camera = CameraPosition(latitude: 0, longitude: 0, zoom: 5, bearing: 90)
        let projection = Projection(camera: camera, size: CGSize(width: 200, height: 200))
        let east = projection.point(for: Coordinate(latitude: 0, longitude: 1))
        #expect(abs(east.x - 100) < 1e-9)
        #expect(east.y < 100)
    }

    @Test("D7 tilt shrinks the far ground: a northern point at tilt 45 is nearer the centre than at tilt 0")
    func tiltPerspective() {
        let north = Coordinate(latitude: 1, longitude: 0)
        let flat = Projection(camera: CameraPosition(latitude: 0, longitude: 0, zoom: 7), size: CGSize(width: 400, height: 400))
        let tilted = Projection(camera: CameraPosition(latitude: 0, longitude: 0, zoom: 7, viewingAngle: 45),
                                size: CGSize(width: 400, height: 400))
        #expect(tilted.point(for: north).y > flat.point(for: north).y)
        #expect(tilted.point(for: north).y < 200)
    }

    @Test("D8 longitudes wrap to the world copy nearest the camera")
    func antimeridian() {
        let camera = CameraPosition(latitude: 0, longitude: 179.9, zoom: 8)
        let projection = Projection(camera: camera, size: CGSize(width: 400, height: 400))
        let p = projection.point(for: Coordinate(latitude: 0, longitude: -179.9))
        #expect(p.x > 200 && p.x < 400)
        let c = projection.coordinate(for: p)
        #expect(abs(c.longitude - -179.9) < 1e-9)
    }

    @Test("D3 camera values are clamped into range and normalized")
    func cameraClamping() {
        let camera = CameraPosition(latitude: 89, longitude: 190, zoom: 40, bearing: -90, viewingAngle: 80)
        #expect(camera.target.latitude == WebMercator.maximumLatitude)
        #expect(abs(camera.target.longitude - -170) < 1e-9)
        #expect(camera.zoom == 22)
        #expect(camera.bearing == 270)
        #expect(camera.viewingAngle == 60)
        let low = CameraPosition(latitude: 0, longitude: 0, zoom: -3, bearing: 720, viewingAngle: -10)
        #expect(low.zoom == 0 && low.bearing == 0 && low.viewingAngle == 0)
    }

    @Test("Coordinates wrap longitudes and describe themselves")
    func coordinates() {
        #expect(Coordinate.wrapLongitude(180) == -180)
        #expect(Coordinate.wrapLongitude(-540) == -180)
        #expect(abs(Coordinate.wrapLongitude(721) - 1) < 1e-12)
        #expect(Coordinate(latitude: 91, longitude: 0).isValid == false)
        #expect(Coordinate(latitude: .nan, longitude: 0).isValid == false)
        #expect(Coordinate(latitude: 51.5, longitude: -0.127).description == "(51.5, -0.127)")
    }

    @Test("Affine transforms compose in the right order")
    func affine() {
        let t = Affine.translation(10, 0).concatenating(Affine.rotation(degrees: 90))
        let p = t.apply(CGPoint(x: 1, y: 0))
        #expect(close(p, CGPoint(x: 10, y: 1), 1e-12))
    }
}
