import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

@Suite("The visible region and projection.contains")
struct VisibleRegionTests {
    private let size = CGSize(width: 300, height: 500)

    private func near(_ a: Coordinate, _ b: Coordinate, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.latitude - b.latitude) <= tolerance && abs(a.longitude - b.longitude) <= tolerance
    }

    @Test("G8 looking straight down the region is the view's corners: near is the bottom, far the top")
    func straightDown() {
        let camera = CameraPosition(latitude: -37.82, longitude: 144.97, zoom: 4)
        let projection = Projection(camera: camera, size: size)
        let region = projection.visibleRegion()
        #expect(near(region.nearLeft, projection.coordinate(for: CGPoint(x: 0, y: 500))))
        #expect(near(region.nearRight, projection.coordinate(for: CGPoint(x: 300, y: 500))))
        #expect(near(region.farLeft, projection.coordinate(for: CGPoint(x: 0, y: 0))))
        #expect(near(region.farRight, projection.coordinate(for: CGPoint(x: 300, y: 0))))
        #expect(region.farLeft.latitude > region.nearLeft.latitude && region.nearRight.longitude > region.nearLeft.longitude)
        #expect(abs(region.nearLeft.latitude - region.nearRight.latitude) < 1e-9)
        // At zoom 4 the world is 4096 pt wide: 300 pt is 300/4096 of 360°.
        #expect(abs(region.nearRight.longitude - region.nearLeft.longitude - 300.0 / 4096 * 360) < 1e-9)
        let bounds = CoordinateBounds(region: region)
        #expect(bounds.contains(camera.target))
    }

    @Test("G8 the region leaves out the map's padding, as the SDK's does")
    func padding() {
        let camera = CameraPosition(latitude: 10, longitude: 20, zoom: 6)
        let padding = EdgeInsets(top: 0, left: 0, bottom: 140, right: 0)
        let projection = Projection(camera: camera, size: size, padding: padding)
        let region = projection.visibleRegion()
        #expect(near(region.nearLeft, projection.coordinate(for: CGPoint(x: 0, y: 360))))
        #expect(near(region.farRight, projection.coordinate(for: CGPoint(x: 300, y: 0))))
        let bounds = CoordinateBounds(region: region)
        #expect(abs((bounds.southWest.latitude + bounds.northEast.latitude) / 2 - 10) < 0.05, "the target stays in the middle")
    }

    @Test("G8 tilted, the region is a trapezoid whose far edge is the longer; turned, its corners turn")
    func tiltedAndTurned() {
        let tilted = Projection(camera: CameraPosition(latitude: 45, longitude: 7, zoom: 8, viewingAngle: 60), size: size)
        let region = tilted.visibleRegion()
        let nearWidth = SphericalGeometry.distance(from: region.nearLeft, to: region.nearRight)
        let farWidth = SphericalGeometry.distance(from: region.farLeft, to: region.farRight)
        #expect(farWidth > 1.5 * nearWidth)
        #expect(tilted.showsWorld(at: CGPoint(x: 0, y: 0)), "at the largest tilt the top corners still see the ground")
        // Whatever the padding, the padded area's top edge is at most half the view above its centre,
        // and the horizon at 60° is 0.87 view heights above: every corner sees the ground.
        let padded = Projection(camera: CameraPosition(latitude: 45, longitude: 7, zoom: 8, viewingAngle: 60), size: size,
                                padding: EdgeInsets(top: 0, left: 0, bottom: 480, right: 0))
        #expect(padded.showsWorld(at: CGPoint(x: 0, y: 0)) && padded.showsWorld(at: CGPoint(x: 300, y: 20)))
        let turned = Projection(camera: CameraPosition(latitude: 45, longitude: 7, zoom: 8, bearing: 90), size: size)
        let east = turned.visibleRegion()
        #expect(east.farLeft.longitude > east.nearLeft.longitude, "facing east, the far edge lies east")
        #expect(east.farLeft.latitude > east.farRight.latitude, "facing east, left is north")
    }

    @Test("G8 padding that leaves no room collapses the region onto the padded centre line")
    func noRoom() {
        let camera = CameraPosition(latitude: 0, longitude: 0, zoom: 3)
        let projection = Projection(camera: camera, size: size, padding: EdgeInsets(top: 300, left: 0, bottom: 300, right: 0))
        let region = projection.visibleRegion()
        #expect(near(region.nearLeft, region.farLeft) && near(region.nearRight, region.farRight))
        #expect(region.nearLeft.longitude < region.nearRight.longitude)
    }

    @Test("G8 bounds of a region wider than 180° cover what was shown, not the narrow box the other way round")
    func zoomedFarOut() {
        let camera = CameraPosition(latitude: 0, longitude: 0, zoom: 0)
        // At zoom 0 the world is 256 pt wide: 200 pt show 281° of longitude.
        let region = Projection(camera: camera, size: CGSize(width: 200, height: 200)).visibleRegion()
        let bounds = CoordinateBounds(region: region)
        #expect(bounds.contains(Coordinate(latitude: 0, longitude: 0)) && bounds.contains(Coordinate(latitude: 0, longitude: 140)))
        #expect(!bounds.contains(Coordinate(latitude: 0, longitude: 180)))
        #expect(abs(bounds.southWest.longitude - -140.625) < 1e-9 && abs(bounds.northEast.longitude - 140.625) < 1e-9)
        let wide = Projection(camera: camera, size: CGSize(width: 1000, height: 200)).visibleRegion()
        let everything = CoordinateBounds(region: wide)
        #expect(everything.southWest.longitude == -180 && everything.northEast.longitude == 180)
        var edited = region
        edited.nearLeft = region.nearLeft
        #expect(!CoordinateBounds(region: edited).contains(Coordinate(latitude: 0, longitude: 0)),
                "a region whose corners were set is only its four corners: the narrow box across ±180°")
    }

    @Test("G8 contains: inside the padded area, edges included; not under the padding, behind the camera, or invalid")
    func contains() {
        let camera = CameraPosition(latitude: 51.5, longitude: -0.127, zoom: 10)
        let padding = EdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        let projection = Projection(camera: camera, size: size, padding: padding)
        #expect(projection.contains(camera.target))
        #expect(projection.contains(projection.coordinate(for: CGPoint(x: 300, y: 400))))
        #expect(projection.contains(projection.coordinate(for: CGPoint(x: 0, y: 0))))
        #expect(!projection.contains(projection.coordinate(for: CGPoint(x: 150, y: 450))), "under the padding")
        #expect(!projection.contains(projection.coordinate(for: CGPoint(x: 301, y: 200))))
        #expect(!projection.contains(Coordinate(latitude: -33.87, longitude: 151.21)))
        let tilted = Projection(camera: CameraPosition(latitude: 0, longitude: 0, zoom: 2, viewingAngle: 60), size: size)
        #expect(!tilted.contains(Coordinate(latitude: -80, longitude: 0)), "behind the camera, below the view")
        var answer = true
        let messages = capturedWarnings { answer = projection.contains(Coordinate(latitude: .nan, longitude: 0)) }
        #expect(!answer && messages.count == 1 && messages[0].contains("answered false"))
    }
}
