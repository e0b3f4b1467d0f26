import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene
import TestSupport

/// Great-circle geometry on the SDK's sphere (R = 6 371 009 m), against values known independently:
/// exact fractions of the circumference, published city distances, and a second formula (the
/// spherical law of cosines on unit vectors) written here in the test.
@Suite("Spherical geometry on the SDK's sphere")
struct SphericalGeometryTests {
    private let r = 6_371_009.0
    private let london = Coordinate(latitude: 51.5074, longitude: -0.1278)
    private let paris = Coordinate(latitude: 48.8566, longitude: 2.3522)

    /// The central angle from the dot product of unit vectors: a formula independent of the library's
    /// haversine.
    private func vectorAngle(_ a: Coordinate, _ b: Coordinate) -> Double {
        func unit(_ c: Coordinate) -> (Double, Double, Double) {
            let p = c.latitude * .pi / 180, l = c.longitude * .pi / 180
            return (cos(p) * cos(l), cos(p) * sin(l), sin(p))
        }
        let u = unit(a), v = unit(b)
        let cross = ((u.1 * v.2 - u.2 * v.1), (u.2 * v.0 - u.0 * v.2), (u.0 * v.1 - u.1 * v.0))
        let crossLength = (cross.0 * cross.0 + cross.1 * cross.1 + cross.2 * cross.2).squareRoot()
        return atan2(crossLength, u.0 * v.0 + u.1 * v.1 + u.2 * v.2)
    }

    @Test("G1 the sphere's radius is the SDK's kGMSEarthRadius, 6 371 009 m")
    func radius() {
        #expect(SphericalGeometry.earthRadius == 6_371_009)
        let quarter = SphericalGeometry.distance(from: Coordinate(latitude: 0, longitude: 0),
                                                 to: Coordinate(latitude: 90, longitude: 0))
        #expect(abs(quarter - .pi * r / 2) < 1e-6)
    }

    @Test("G1 London–Paris is 343.6 km on the SDK sphere, heading 148° out and 330° back")
    func londonParis() {
        let d = SphericalGeometry.distance(from: london, to: paris)
        #expect(abs(d - 343_600) < 500, "published great-circle figure ≈ 344 km; got \(d)")
        #expect(abs(d - vectorAngle(london, paris) * r) < 1e-6)
        #expect(abs(SphericalGeometry.distance(from: paris, to: london) - d) < 1e-9)
        #expect(abs(SphericalGeometry.heading(from: london, to: paris) - 148.1) < 0.1)
        #expect(abs(SphericalGeometry.heading(from: paris, to: london) - 330.0) < 0.1)
    }

    @Test("G1 identical points: distance 0, heading 0, interpolation gives the point")
    func identicalPoints() {
        for c in [london, Coordinate(latitude: 90, longitude: 0), Coordinate(latitude: -33.86, longitude: 151.2)] {
            #expect(SphericalGeometry.distance(from: c, to: c) == 0)
            #expect(SphericalGeometry.heading(from: c, to: c) == 0)
            let mid = SphericalGeometry.interpolate(from: c, to: c, fraction: 0.5)
            #expect(abs(mid.latitude - c.latitude) < 1e-9 && abs(mid.longitude - c.longitude) < 1e-9)
        }
    }

    @Test("G1 headings point the compass way, in 0…<360")
    func compass() {
        let o = Coordinate(latitude: 0, longitude: 0)
        let cases: [(Coordinate, Double)] = [(Coordinate(latitude: 1, longitude: 0), 0),
                                             (Coordinate(latitude: 0, longitude: 1), 90),
                                             (Coordinate(latitude: -1, longitude: 0), 180),
                                             (Coordinate(latitude: 0, longitude: -1), 270)]
        for (to, expected) in cases {
            #expect(abs(SphericalGeometry.heading(from: o, to: to) - expected) < 1e-9)
        }
        let justWestOfNorth = SphericalGeometry.heading(from: o, to: Coordinate(latitude: 1, longitude: -1e-9))
        #expect(justWestOfNorth < 360 && justWestOfNorth > 359.99)
    }

    @Test("G1 across the antimeridian the short way: east is 90°, distance 1°, midpoint on −180")
    func antimeridian() {
        let west = Coordinate(latitude: 0, longitude: 179.5), east = Coordinate(latitude: 0, longitude: -179.5)
        #expect(abs(SphericalGeometry.heading(from: west, to: east) - 90) < 1e-9)
        #expect(abs(SphericalGeometry.heading(from: east, to: west) - 270) < 1e-9)
        #expect(abs(SphericalGeometry.distance(from: west, to: east) - r * .pi / 180) < 1e-6)
        let mid = SphericalGeometry.interpolate(from: west, to: east, fraction: 0.5)
        #expect(abs(mid.latitude) < 1e-9 && mid.longitude == -180, "longitudes are in −180…<180: \(mid)")
        // Away from the equator the great circle bulges poleward, so it leaves slightly north of east.
        let h = SphericalGeometry.heading(from: Coordinate(latitude: 60, longitude: 179),
                                          to: Coordinate(latitude: 60, longitude: -179))
        #expect(h < 90 && h > 89)
        let over = SphericalGeometry.offset(from: west, distance: r * .pi / 180, heading: 90)
        #expect(abs(over.latitude) < 1e-9 && abs(over.longitude - -179.5) < 1e-9)
    }

    @Test("G1 at the poles: from the North Pole every way is south (180° along its own meridian), from the South Pole north")
    func poles() {
        let north = Coordinate(latitude: 90, longitude: 0), south = Coordinate(latitude: -90, longitude: 0)
        #expect(abs(SphericalGeometry.heading(from: north, to: Coordinate(latitude: 10, longitude: 0)) - 180) < 1e-9)
        #expect(abs(SphericalGeometry.heading(from: south, to: Coordinate(latitude: 10, longitude: 0))) < 1e-9)
        #expect(abs(SphericalGeometry.distance(from: north, to: south) - .pi * r) < 1e-6)
        #expect(abs(SphericalGeometry.heading(from: Coordinate(latitude: 10, longitude: 30), to: north)) < 1e-9)
        let overTheTop = SphericalGeometry.offset(from: Coordinate(latitude: 80, longitude: 10), distance: r * 20 * .pi / 180, heading: 0)
        #expect(abs(overTheTop.latitude - 80) < 1e-9 && abs(overTheTop.longitude - -170) < 1e-9)
    }

    @Test("G1 offset walks the distance along the heading; the way back is the reverse")
    func offsetRoundTrip() {
        var random = SplitMix64(seed: 16)
        for _ in 0..<200 {
            let a = Coordinate(latitude: Double.random(in: -80...80, using: &random), longitude: Double.random(in: -180..<180, using: &random))
            let b = Coordinate(latitude: Double.random(in: -80...80, using: &random), longitude: Double.random(in: -180..<180, using: &random))
            let d = SphericalGeometry.distance(from: a, to: b)
            #expect(abs(d - vectorAngle(a, b) * r) < 1e-3)
            let reached = SphericalGeometry.offset(from: a, distance: d, heading: SphericalGeometry.heading(from: a, to: b))
            #expect(SphericalGeometry.distance(from: reached, to: b) < 1e-3, "\(a) → \(b) reached \(reached)")
            #expect(reached.longitude >= -180 && reached.longitude < 180)
        }
        let east = SphericalGeometry.offset(from: Coordinate(latitude: 0, longitude: 0), distance: r * .pi / 180, heading: 90)
        #expect(abs(east.latitude) < 1e-12 && abs(east.longitude - 1) < 1e-12)
        let back = SphericalGeometry.offset(from: Coordinate(latitude: 0, longitude: 0), distance: -r * .pi / 180, heading: 90)
        #expect(abs(back.longitude - -1) < 1e-12)
    }

    @Test("G1 interpolate: endpoints exactly, the midpoint halfway, fractions beyond 1 continue the circle")
    func interpolate() {
        #expect(SphericalGeometry.interpolate(from: london, to: paris, fraction: 0) == london)
        #expect(SphericalGeometry.interpolate(from: london, to: paris, fraction: 1) == paris)
        let mid = SphericalGeometry.interpolate(from: london, to: paris, fraction: 0.5)
        let half = SphericalGeometry.distance(from: london, to: paris) / 2
        #expect(abs(SphericalGeometry.distance(from: london, to: mid) - half) < 1e-3)
        #expect(abs(SphericalGeometry.distance(from: mid, to: paris) - half) < 1e-3)
        let quarterCircle = SphericalGeometry.interpolate(from: Coordinate(latitude: 0, longitude: 0),
                                                          to: Coordinate(latitude: 0, longitude: 90), fraction: 0.5)
        #expect(abs(quarterCircle.latitude) < 1e-9 && abs(quarterCircle.longitude - 45) < 1e-9)
        let beyond = SphericalGeometry.interpolate(from: Coordinate(latitude: 0, longitude: 0),
                                                   to: Coordinate(latitude: 0, longitude: 10), fraction: 2)
        #expect(abs(beyond.longitude - 20) < 1e-9)
        let antipodal = SphericalGeometry.interpolate(from: Coordinate(latitude: 0, longitude: 0),
                                                      to: Coordinate(latitude: 0, longitude: 180), fraction: 0.5)
        #expect(antipodal.latitude.isFinite && antipodal.longitude.isFinite)
        #expect(abs(SphericalGeometry.distance(from: Coordinate(latitude: 0, longitude: 0), to: antipodal) - .pi * r / 2) < 1e-3)
    }

    @Test("G2 invalid coordinates, distances and headings give NaN and a warning, never a crash")
    func invalidInput() {
        let nan = Coordinate(latitude: .nan, longitude: 0), tooFar = Coordinate(latitude: 91, longitude: 0)
        var results: [Double] = []
        var coordinates: [Coordinate] = []
        let messages = capturedWarnings {
            results.append(SphericalGeometry.distance(from: nan, to: london))
            results.append(SphericalGeometry.heading(from: london, to: tooFar))
            coordinates.append(SphericalGeometry.offset(from: london, distance: .infinity, heading: 0))
            coordinates.append(SphericalGeometry.offset(from: london, distance: 10, heading: .nan))
            coordinates.append(SphericalGeometry.interpolate(from: london, to: paris, fraction: .nan))
            coordinates.append(SphericalGeometry.interpolate(from: tooFar, to: paris, fraction: 0.5))
        }
        #expect(results.allSatisfy { $0.isNaN })
        #expect(coordinates.allSatisfy { $0.latitude.isNaN && $0.longitude.isNaN })
        #expect(messages.count == 6)
        #expect(messages[0].contains("distance") && messages[0].contains("NaN"))
        #expect(messages[1].contains("(91.0, 0.0)"))
        #expect(messages[2].contains("distance inf"))
        #expect(messages[4].contains("fraction nan"))
    }

    @Test("G1 path lengths: great circles, rhumb lines along a parallel, and the SDK's projected units")
    func lengths() {
        let equator = CoordinatePath(coordinates: [Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 1),
                                                   Coordinate(latitude: 0, longitude: 2)])
        #expect(abs(SphericalGeometry.length(of: equator) - 2 * r * .pi / 180) < 1e-6)
        #expect(SphericalGeometry.length(of: CoordinatePath()) == 0)
        #expect(SphericalGeometry.length(of: CoordinatePath(coordinates: [london])) == 0)
        let parallel = CoordinatePath(coordinates: [Coordinate(latitude: 60, longitude: 0), Coordinate(latitude: 60, longitude: 90)])
        #expect(abs(parallel.length(of: .rhumb) - r * .pi / 4) < 1e-3, "a rhumb line along 60°N is cos 60° of the equator's")
        #expect(parallel.length(of: .geodesic) < parallel.length(of: .rhumb))
        let meridian = CoordinatePath(coordinates: [Coordinate(latitude: 0, longitude: 5), Coordinate(latitude: 45, longitude: 5)])
        #expect(abs(meridian.length(of: .rhumb) - meridian.length(of: .geodesic)) < 1e-6)
        let quarterWorld = CoordinatePath(coordinates: [Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 90)])
        #expect(abs(quarterWorld.length(of: .projected) - 0.5) < 1e-12, "the projected world is 2 units wide")
        let acrossTheLine = CoordinatePath(coordinates: [Coordinate(latitude: 0, longitude: 179), Coordinate(latitude: 0, longitude: -179)])
        #expect(abs(acrossTheLine.length(of: .projected) - 2.0 / 180) < 1e-12)
        #expect(abs(acrossTheLine.length(of: .rhumb) - 2 * r * .pi / 180) < 1e-6)
    }

    @Test("G1 areas: an octant is πR²/2, a hemisphere 2πR², the sign follows the winding")
    func areas() {
        let octant = CoordinatePath(coordinates: [Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 90),
                                                  Coordinate(latitude: 90, longitude: 0)])
        #expect(abs(SphericalGeometry.signedArea(of: octant) - .pi * r * r / 2) < 1)
        let clockwise = CoordinatePath(coordinates: octant.coordinates.reversed())
        #expect(abs(SphericalGeometry.signedArea(of: clockwise) + .pi * r * r / 2) < 1)
        #expect(abs(SphericalGeometry.area(of: clockwise) - .pi * r * r / 2) < 1)
        let northernHalf = CoordinatePath(coordinates: [Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 120),
                                                        Coordinate(latitude: 0, longitude: -120)])
        #expect(abs(SphericalGeometry.area(of: northernHalf) - 2 * .pi * r * r) < 1)
        // A one-degree square at the equator: close to the area between the parallels, R²·Δλ·sin 1°.
        let square = CoordinatePath(coordinates: [Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 1),
                                                  Coordinate(latitude: 1, longitude: 1), Coordinate(latitude: 1, longitude: 0)])
        let expected = r * r * (.pi / 180) * sin(.pi / 180)
        #expect(abs(SphericalGeometry.signedArea(of: square) - expected) / expected < 1e-4)
        #expect(SphericalGeometry.area(of: CoordinatePath(coordinates: [london, paris])) == 0)
    }

    @Test("G1 the inside never holds the South Pole: a ring around it bounds the rest of the world")
    func southPoleOutside() {
        let ring = { (latitude: Double) in
            CoordinatePath(coordinates: [0.0, 120, -120].map { Coordinate(latitude: latitude, longitude: $0) })
        }
        let northCap = SphericalGeometry.area(of: ring(80))
        let southRing = SphericalGeometry.area(of: ring(-80))
        // The triangle's edges bulge poleward, so it lies inside the cap north of 80°N.
        #expect(northCap > 0 && northCap < 2 * .pi * r * r * (1 - sin(80 * .pi / 180)))
        #expect(abs(southRing - (4 * .pi * r * r - northCap)) < 10)
    }
}
