import Foundation
import Testing
@testable import InfoWindowKit

@Suite("Coordinate bounds: the SDK's GMSCoordinateBounds, antimeridian included")
struct CoordinateBoundsTests {
    private func c(_ latitude: Double, _ longitude: Double) -> Coordinate {
        Coordinate(latitude: latitude, longitude: longitude)
    }

    private func warnings(_ body: () -> Void) -> [String] {
        let sink = WarningSink()
        Diagnostics.$sink.withValue(sink, operation: body)
        return sink.messages
    }

    @Test("G6 empty bounds hold nothing; including a coordinate gives bounds of it alone")
    func empty() {
        let empty = CoordinateBounds()
        #expect(!empty.isValid)
        #expect(empty.northEast == .invalid && empty.southWest == .invalid)
        #expect(!empty.contains(c(0, 0)))
        #expect(!empty.intersects(CoordinateBounds(coordinate: c(-10, -10), coordinate: c(10, 10))))
        let one = empty.includingCoordinate(c(48.85, 2.35))
        #expect(one.isValid && one.southWest == c(48.85, 2.35) && one.northEast == c(48.85, 2.35))
        #expect(one.contains(c(48.85, 2.35)) && !one.contains(c(48.85, 2.36)))
        #expect(empty.includingBounds(one) == one && one.includingBounds(empty) == one)
        #expect(CoordinateBounds(path: CoordinatePath()) == empty)
        #expect(empty.description == "CoordinateBounds(empty)")
    }

    @Test("G6 two corners in either order make the same bounds; edges are inside")
    func corners() {
        let sw = c(-34, 150), ne = c(-33, 151)
        let bounds = CoordinateBounds(coordinate: sw, coordinate: ne)
        #expect(bounds == CoordinateBounds(coordinate: ne, coordinate: sw))
        #expect(bounds == CoordinateBounds(coordinate: c(-34, 151), coordinate: c(-33, 150)))
        #expect(bounds.southWest == sw && bounds.northEast == ne)
        #expect(bounds.contains(sw) && bounds.contains(ne) && bounds.contains(c(-33.5, 150.5)))
        #expect(!bounds.contains(c(-32.9, 150.5)) && !bounds.contains(c(-33.5, 151.01)))
        #expect(!bounds.crossesAntimeridian)
        #expect(bounds.description == "CoordinateBounds(southWest: \(sw), northEast: \(ne))")
    }

    @Test("G6 corners either side of the antimeridian make the narrow box across it")
    func acrossTheAntimeridian() {
        let bounds = CoordinateBounds(coordinate: c(10, -170), coordinate: c(-10, 170))
        #expect(bounds.southWest == c(-10, 170) && bounds.northEast == c(10, -170))
        #expect(bounds.crossesAntimeridian)
        for inside in [c(0, 180), c(0, -180), c(0, 175), c(0, -175), c(10, 170), c(-10, -170)] {
            #expect(bounds.contains(inside), "\(inside)")
        }
        #expect(!bounds.contains(c(0, 0)) && !bounds.contains(c(0, 169)) && !bounds.contains(c(0, -169)))
        let wide = CoordinateBounds(coordinate: c(0, 10), coordinate: c(0, -150))
        #expect(wide.southWest.longitude == -150 && wide.northEast.longitude == 10, "160° the short way beats 200°")
    }

    @Test("G6 corners exactly 180° apart: the box runs east from the first")
    func halfCircleTie() {
        let east = CoordinateBounds(coordinate: c(0, 0), coordinate: c(0, 180))
        #expect(east.contains(c(0, 90)) && !east.contains(c(0, -90)))
        let west = CoordinateBounds(coordinate: c(0, 180), coordinate: c(0, 0))
        #expect(west.contains(c(0, -90)) && !west.contains(c(0, 90)))
        #expect(east.northEast.longitude == 180 && east.southWest.longitude == 0)
    }

    @Test("G6 includingCoordinate grows the side that adds less longitude, ties to the east")
    func includingCoordinate() {
        let bounds = CoordinateBounds(coordinate: c(0, 0), coordinate: c(10, 10))
        #expect(bounds.includingCoordinate(c(5, 5)) == bounds)
        let east = bounds.includingCoordinate(c(20, 40))
        #expect(east.southWest == c(0, 0) && east.northEast == c(20, 40))
        let west = bounds.includingCoordinate(c(-5, -100))
        #expect(west.southWest == c(-5, -100) && west.northEast == c(10, 10))
        // From 0…10 to −175 is 185° of longitude either way: the tie goes east.
        let tie = bounds.includingCoordinate(c(0, -175))
        #expect(tie.southWest.longitude == 0 && tie.northEast.longitude == -175)
        let acrossDateLine = CoordinateBounds(coordinate: c(0, 170), coordinate: c(0, 175)).includingCoordinate(c(0, -178))
        #expect(acrossDateLine.southWest.longitude == 170 && acrossDateLine.northEast.longitude == -178)
    }

    @Test("G6 an invalid coordinate changes nothing, with a warning")
    func invalidCoordinate() {
        let bounds = CoordinateBounds(coordinate: c(0, 0), coordinate: c(10, 10))
        var grown = bounds
        var made = CoordinateBounds()
        let messages = warnings {
            grown = bounds.includingCoordinate(c(.nan, 0))
            grown = grown.includingCoordinate(c(95, 0))
            made = CoordinateBounds(coordinate: c(0, .infinity), coordinate: c(1, 1))
        }
        #expect(grown == bounds)
        #expect(made == CoordinateBounds().includingCoordinate(c(1, 1)))
        #expect(messages.count == 3 && messages.allSatisfy { $0.contains("not a valid coordinate") })
    }

    @Test("G6 includingBounds: the smallest box holding both, across the antimeridian if shorter, else all longitudes")
    func includingBounds() {
        let europe = CoordinateBounds(coordinate: c(36, -10), coordinate: c(60, 30))
        let asia = CoordinateBounds(coordinate: c(10, 70), coordinate: c(50, 140))
        let both = europe.includingBounds(asia)
        #expect(both.southWest == c(10, -10) && both.northEast == c(60, 140))
        #expect(both == asia.includingBounds(europe))
        let fiji = CoordinateBounds(coordinate: c(-20, 177), coordinate: c(-15, -178))
        let samoa = CoordinateBounds(coordinate: c(-14, -173), coordinate: c(-13, -171))
        let islands = fiji.includingBounds(samoa)
        #expect(islands.southWest == c(-20, 177) && islands.northEast == c(-13, -171))
        let inner = CoordinateBounds(coordinate: c(0, 0), coordinate: c(1, 1))
        #expect(europe.includingBounds(inner) == europe.includingCoordinate(c(0, 0)))
        let a = CoordinateBounds(southWest: c(0, 0), northEast: c(1, -160))
        let b = CoordinateBounds(southWest: c(0, 180), northEast: c(1, 20))
        let world = a.includingBounds(b)
        #expect(world.southWest.longitude == -180 && world.northEast.longitude == 180)
        #expect(world.contains(c(0.5, 123)) && world.contains(c(0.5, -45)))
    }

    @Test("G6 init(path:), includingPath and init(region:) hold every coordinate")
    func fromPathAndRegion() {
        let path = CoordinatePath(coordinates: [c(52.31, 4.76), c(51.47, -0.46), c(49.01, 2.55), c(50.04, 8.55)])
        let bounds = CoordinateBounds(path: path)
        #expect(bounds.southWest == c(49.01, -0.46) && bounds.northEast == c(52.31, 8.55))
        #expect(path.coordinates.allSatisfy { bounds.contains($0) })
        let grown = bounds.includingPath(CoordinatePath(coordinates: [c(40, 3)]))
        #expect(grown.southWest == c(40, -0.46))
        let region = VisibleRegion(nearLeft: c(-1, -2), nearRight: c(-1, 2), farLeft: c(3, -4), farRight: c(3, 4))
        let fromRegion = CoordinateBounds(region: region)
        #expect(fromRegion.southWest == c(-1, -4) && fromRegion.northEast == c(3, 4))
    }

    @Test("G6 intersects: a shared point is enough, edges and the antimeridian included")
    func intersects() {
        let a = CoordinateBounds(coordinate: c(0, 0), coordinate: c(10, 10))
        #expect(a.intersects(CoordinateBounds(coordinate: c(5, 5), coordinate: c(20, 20))))
        #expect(a.intersects(CoordinateBounds(coordinate: c(10, 10), coordinate: c(20, 20))), "touching corners")
        #expect(!a.intersects(CoordinateBounds(coordinate: c(11, 0), coordinate: c(20, 10))))
        #expect(!a.intersects(CoordinateBounds(coordinate: c(0, 11), coordinate: c(10, 20))))
        let dateLine = CoordinateBounds(coordinate: c(0, 170), coordinate: c(10, -170))
        #expect(dateLine.intersects(CoordinateBounds(coordinate: c(5, -175), coordinate: c(6, -160))))
        #expect(CoordinateBounds(coordinate: c(5, -175), coordinate: c(6, -160)).intersects(dateLine))
        #expect(!dateLine.intersects(a))
        #expect(a.intersects(a))
    }

    @Test("G7 init(southWest:northEast:) with the corners inverted swaps the latitudes, with a warning")
    func inverted() {
        var bounds = CoordinateBounds()
        let messages = warnings { bounds = CoordinateBounds(southWest: c(10, 0), northEast: c(0, 10)) }
        #expect(bounds == CoordinateBounds(coordinate: c(0, 0), coordinate: c(10, 10)))
        #expect(messages.count == 1 && messages[0].contains("swapped the latitudes"))
        let across = CoordinateBounds(southWest: c(0, 170), northEast: c(10, -170))
        #expect(across.crossesAntimeridian && across.contains(c(5, 180)) && !across.contains(c(5, 0)))
        let whole = CoordinateBounds(southWest: c(-10, -180), northEast: c(10, 180))
        #expect(whole.contains(c(0, 0)) && whole.contains(c(0, 179)) && whole.northEast.longitude == 180)
        #expect(warnings { _ = CoordinateBounds(southWest: c(.nan, 0), northEast: c(1, 1)) }.count == 1)
    }
}
