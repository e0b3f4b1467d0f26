import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore

/// D117: a point against a polygon or a line, on the sphere or on the Mercator map.
@Suite("Points against paths: containment and on-path (D117)")
struct PathGeometryTests {
    private func path(_ points: [(Double, Double)]) -> CoordinatePath {
        let path = MutableCoordinatePath()
        for (lat, lng) in points { path.addLatitude(lat, longitude: lng) }
        return path
    }

    @Test("D117 containment: inside, outside, across the antimeridian, around the North Pole")
    func containment() {
        let square = path([(-1, -1), (-1, 1), (1, 1), (1, -1)])
        for geodesic in [true, false] {
            #expect(SphericalGeometry.contains(Coordinate(0, 0), in: square, geodesic: geodesic))
            #expect(!SphericalGeometry.contains(Coordinate(0, 2), in: square, geodesic: geodesic))
            #expect(!SphericalGeometry.contains(Coordinate(3, 0), in: square, geodesic: geodesic))
        }
        let dateLine = path([(-1, 179), (-1, -179), (1, -179), (1, 179)])
        #expect(SphericalGeometry.contains(Coordinate(0, 180), in: dateLine, geodesic: true))
        #expect(SphericalGeometry.contains(Coordinate(0, -179.5), in: dateLine, geodesic: false))
        #expect(!SphericalGeometry.contains(Coordinate(0, 0), in: dateLine, geodesic: true))
        let cap = path([(80, 0), (80, 90), (80, 180), (80, -90)])
        #expect(SphericalGeometry.contains(Coordinate(85, 10), in: cap, geodesic: true), "the side without the South Pole")
        #expect(!SphericalGeometry.contains(Coordinate(70, 10), in: cap, geodesic: true))
        #expect(!SphericalGeometry.contains(Coordinate(0, 0), in: path([(0, 0), (1, 1)]), geodesic: true), "two points contain nothing")
    }

    @Test("D117 a long edge bows poleward as a great circle, not as a rhumb line")
    func geodesicVersusRhumb() {
        let triangle = path([(60, -60), (60, 60), (0, 0)])
        #expect(SphericalGeometry.contains(Coordinate(65, 0), in: triangle, geodesic: true), "the arc passes 73.9° N")
        #expect(!SphericalGeometry.contains(Coordinate(65, 0), in: triangle, geodesic: false), "the rhumb line stays at 60° N")
        let line = path([(60, -30), (60, 30)])
        #expect(SphericalGeometry.isLocation(Coordinate(60, 0), onPath: line, geodesic: false))
        #expect(!SphericalGeometry.isLocation(Coordinate(60, 0), onPath: line, geodesic: true, tolerance: 1000))
    }

    @Test("D117 on a path within the tolerance (0.1 m by default), segment ends included")
    func onPath() {
        let line = path([(0, 0), (0, 10)])
        #expect(SphericalGeometry.isLocation(Coordinate(0.000_000_5, 5), onPath: line, geodesic: true), "5.6 cm off")
        #expect(!SphericalGeometry.isLocation(Coordinate(0.001, 5), onPath: line, geodesic: true), "111 m off")
        #expect(SphericalGeometry.isLocation(Coordinate(0.001, 5), onPath: line, geodesic: true, tolerance: 200))
        #expect(!SphericalGeometry.isLocation(Coordinate(0, 10.001), onPath: line, geodesic: false, tolerance: 100), "111 m past the end")
        #expect(SphericalGeometry.isLocation(Coordinate(0, 10.001), onPath: line, geodesic: false, tolerance: 120))
        #expect(SphericalGeometry.isLocation(Coordinate(0, 0), onPath: path([(0, 0)]), geodesic: true), "one point")
        #expect(!SphericalGeometry.isLocation(Coordinate(0, 0), onPath: CoordinatePath(), geodesic: true), "no point")
        let crossing = path([(0, 179), (0, -179)])
        #expect(SphericalGeometry.isLocation(Coordinate(0, 180), onPath: crossing, geodesic: false), "across the antimeridian")
    }

    @Test("D117 bad input answers false with a warning")
    func badInput() {
        let line = path([(0, 0), (0, 10)])
        let warnings = capturedWarnings {
            #expect(!SphericalGeometry.isLocation(Coordinate(0, 5), onPath: line, geodesic: true, tolerance: -1))
            #expect(!SphericalGeometry.isLocation(Coordinate(.nan, 5), onPath: line, geodesic: true))
            #expect(!SphericalGeometry.contains(Coordinate(95, 0), in: line, geodesic: true))
        }
        #expect(warnings.count == 3)
    }
}
