import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

@Suite("Coordinate bounds: the SDK's GMSCoordinateBounds, antimeridian included")
struct CoordinateBoundsTests {
    @Test("G6 empty bounds hold nothing; including a coordinate gives bounds of it alone")
    func empty() {
        let empty = CoordinateBounds()
        #expect(!empty.isValid)
        #expect(empty.northEast == .invalid && empty.southWest == .invalid)
        #expect(!empty.contains(Coordinate(0, 0)))
        #expect(!empty.intersects(CoordinateBounds(coordinate: Coordinate(-10, -10), coordinate: Coordinate(10, 10))))
        let one = empty.includingCoordinate(Coordinate(48.85, 2.35))
        #expect(one.isValid && one.southWest == Coordinate(48.85, 2.35) && one.northEast == Coordinate(48.85, 2.35))
        #expect(one.contains(Coordinate(48.85, 2.35)) && !one.contains(Coordinate(48.85, 2.36)))
        #expect(empty.includingBounds(one) == one && one.includingBounds(empty) == one)
        #expect(CoordinateBounds(path: CoordinatePath()) == empty)
        #expect(empty.description == "CoordinateBounds(empty)")
    }

    @Test("G6 two corners in either order make the same bounds; edges are inside")
    func corners() {
        let sw = Coordinate(-34, 150), ne = Coordinate(-33, 151)
        let bounds = CoordinateBounds(coordinate: sw, coordinate: ne)
        #expect(bounds == CoordinateBounds(coordinate: ne, coordinate: sw))
        #expect(bounds == CoordinateBounds(coordinate: Coordinate(-34, 151), coordinate: Coordinate(-33, 150)))
        #expect(bounds.southWest == sw && bounds.northEast == ne)
        #expect(bounds.contains(sw) && bounds.contains(ne) && bounds.contains(Coordinate(-33.5, 150.5)))
        #expect(!bounds.contains(Coordinate(-32.9, 150.5)) && !bounds.contains(Coordinate(-33.5, 151.01)))
        #expect(!bounds.crossesAntimeridian)
        #expect(bounds.description == "CoordinateBounds(southWest: \(sw), northEast: \(ne))")
    }

    @Test("G6 corners either side of the antimeridian make the narrow box across it")
    func acrossTheAntimeridian() {
        let bounds = CoordinateBounds(coordinate: Coordinate(10, -170), coordinate: Coordinate(-10, 170))
        #expect(bounds.southWest == Coordinate(-10, 170) && bounds.northEast == Coordinate(10, -170))
        #expect(bounds.crossesAntimeridian)
        for inside in [Coordinate(0, 180), Coordinate(0, -180), Coordinate(0, 175), Coordinate(0, -175), Coordinate(10, 170), Coordinate(-10, -170)] {
            #expect(bounds.contains(inside), "\(inside)")
        }
        #expect(!bounds.contains(Coordinate(0, 0)) && !bounds.contains(Coordinate(0, 169)) && !bounds.contains(Coordinate(0, -169)))
        let wide = CoordinateBounds(coordinate: Coordinate(0, 10), coordinate: Coordinate(0, -150))
        #expect(wide.southWest.longitude == -150 && wide.northEast.longitude == 10, "160° the short way beats 200°")
    }

    @Test("G6 corners exactly 180° apart: the box runs east from the first")
    func halfCircleTie() {
        let east = CoordinateBounds(coordinate: Coordinate(0, 0), coordinate: Coordinate(0, 180))
        #expect(east.contains(Coordinate(0, 90)) && !east.contains(Coordinate(0, -90)))
        let west = CoordinateBounds(coordinate: Coordinate(0, 180), coordinate: Coordinate(0, 0))
        #expect(west.contains(Coordinate(0, -90)) && !west.contains(Coordinate(0, 90)))
        #expect(east.northEast.longitude == 180 && east.southWest.longitude == 0)
    }

    @Test("G6 includingCoordinate grows the side that adds less longitude, ties to the east")
    func includingCoordinate() {
        let bounds = CoordinateBounds(coordinate: Coordinate(0, 0), coordinate: Coordinate(10, 10))
        #expect(bounds.includingCoordinate(Coordinate(5, 5)) == bounds)
        let east = bounds.includingCoordinate(Coordinate(20, 40))
        #expect(east.southWest == Coordinate(0, 0) && east.northEast == Coordinate(20, 40))
        let west = bounds.includingCoordinate(Coordinate(-5, -100))
        #expect(west.southWest == Coordinate(-5, -100) && west.northEast == Coordinate(10, 10))
        // From 0…10 to −175 is 185° of longitude either way: the tie goes east.
        let tie = bounds.includingCoordinate(Coordinate(0, -175))
        #expect(tie.southWest.longitude == 0 && tie.northEast.longitude == -175)
        let acrossDateLine = CoordinateBounds(coordinate: Coordinate(0, 170), coordinate: Coordinate(0, 175)).includingCoordinate(Coordinate(0, -178))
        #expect(acrossDateLine.southWest.longitude == 170 && acrossDateLine.northEast.longitude == -178)
    }

    @Test("G6 an invalid coordinate changes nothing, with a warning")
    func invalidCoordinate() {
        let bounds = CoordinateBounds(coordinate: Coordinate(0, 0), coordinate: Coordinate(10, 10))
        var grown = bounds
        var made = CoordinateBounds()
        let messages = capturedWarnings {
            grown = bounds.includingCoordinate(Coordinate(.nan, 0))
            grown = grown.includingCoordinate(Coordinate(95, 0))
            made = CoordinateBounds(coordinate: Coordinate(0, .infinity), coordinate: Coordinate(1, 1))
        }
        #expect(grown == bounds)
        #expect(made == CoordinateBounds().includingCoordinate(Coordinate(1, 1)))
        #expect(messages.count == 3 && messages.allSatisfy { $0.contains("not a valid coordinate") })
    }

    @Test("G6 includingBounds: the smallest box holding both, across the antimeridian if shorter, else all longitudes")
    func includingBounds() {
        let europe = CoordinateBounds(coordinate: Coordinate(36, -10), coordinate: Coordinate(60, 30))
        let asia = CoordinateBounds(coordinate: Coordinate(10, 70), coordinate: Coordinate(50, 140))
        let both = europe.includingBounds(asia)
        #expect(both.southWest == Coordinate(10, -10) && both.northEast == Coordinate(60, 140))
        #expect(both == asia.includingBounds(europe))
        let fiji = CoordinateBounds(coordinate: Coordinate(-20, 177), coordinate: Coordinate(-15, -178))
        let samoa = CoordinateBounds(coordinate: Coordinate(-14, -173), coordinate: Coordinate(-13, -171))
        let islands = fiji.includingBounds(samoa)
        #expect(islands.southWest == Coordinate(-20, 177) && islands.northEast == Coordinate(-13, -171))
        let inner = CoordinateBounds(coordinate: Coordinate(0, 0), coordinate: Coordinate(1, 1))
        #expect(europe.includingBounds(inner) == europe.includingCoordinate(Coordinate(0, 0)))
        let a = CoordinateBounds(southWest: Coordinate(0, 0), northEast: Coordinate(1, -160))
        let b = CoordinateBounds(southWest: Coordinate(0, 180), northEast: Coordinate(1, 20))
        let world = a.includingBounds(b)
        #expect(world.southWest.longitude == -180 && world.northEast.longitude == 180)
        #expect(world.contains(Coordinate(0.5, 123)) && world.contains(Coordinate(0.5, -45)))
    }

    @Test("G6 init(path:), includingPath and init(region:) hold every coordinate")
    func fromPathAndRegion() {
        let path = CoordinatePath(coordinates: [Coordinate(52.31, 4.76), Coordinate(51.47, -0.46), Coordinate(49.01, 2.55), Coordinate(50.04, 8.55)])
        let bounds = CoordinateBounds(path: path)
        #expect(bounds.southWest == Coordinate(49.01, -0.46) && bounds.northEast == Coordinate(52.31, 8.55))
        #expect(path.coordinates.allSatisfy { bounds.contains($0) })
        let grown = bounds.includingPath(CoordinatePath(coordinates: [Coordinate(40, 3)]))
        #expect(grown.southWest == Coordinate(40, -0.46))
        let region = VisibleRegion(nearLeft: Coordinate(-1, -2), nearRight: Coordinate(-1, 2), farLeft: Coordinate(3, -4), farRight: Coordinate(3, 4))
        let fromRegion = CoordinateBounds(region: region)
        #expect(fromRegion.southWest == Coordinate(-1, -4) && fromRegion.northEast == Coordinate(3, 4))
    }

    @Test("G6 intersects: a shared point is enough, edges and the antimeridian included")
    func intersects() {
        let a = CoordinateBounds(coordinate: Coordinate(0, 0), coordinate: Coordinate(10, 10))
        #expect(a.intersects(CoordinateBounds(coordinate: Coordinate(5, 5), coordinate: Coordinate(20, 20))))
        #expect(a.intersects(CoordinateBounds(coordinate: Coordinate(10, 10), coordinate: Coordinate(20, 20))), "touching corners")
        #expect(!a.intersects(CoordinateBounds(coordinate: Coordinate(11, 0), coordinate: Coordinate(20, 10))))
        #expect(!a.intersects(CoordinateBounds(coordinate: Coordinate(0, 11), coordinate: Coordinate(10, 20))))
        let dateLine = CoordinateBounds(coordinate: Coordinate(0, 170), coordinate: Coordinate(10, -170))
        #expect(dateLine.intersects(CoordinateBounds(coordinate: Coordinate(5, -175), coordinate: Coordinate(6, -160))))
        #expect(CoordinateBounds(coordinate: Coordinate(5, -175), coordinate: Coordinate(6, -160)).intersects(dateLine))
        #expect(!dateLine.intersects(a))
        #expect(a.intersects(a))
    }

    @Test("G7 init(southWest:northEast:) with the corners inverted swaps the latitudes, with a warning")
    func inverted() {
        var bounds = CoordinateBounds()
        let messages = capturedWarnings { bounds = CoordinateBounds(southWest: Coordinate(10, 0), northEast: Coordinate(0, 10)) }
        #expect(bounds == CoordinateBounds(coordinate: Coordinate(0, 0), coordinate: Coordinate(10, 10)))
        #expect(messages.count == 1 && messages[0].contains("swapped the latitudes"))
        let across = CoordinateBounds(southWest: Coordinate(0, 170), northEast: Coordinate(10, -170))
        #expect(across.crossesAntimeridian && across.contains(Coordinate(5, 180)) && !across.contains(Coordinate(5, 0)))
        let whole = CoordinateBounds(southWest: Coordinate(-10, -180), northEast: Coordinate(10, 180))
        #expect(whole.contains(Coordinate(0, 0)) && whole.contains(Coordinate(0, 179)) && whole.northEast.longitude == 180)
        #expect(capturedWarnings { _ = CoordinateBounds(southWest: Coordinate(.nan, 0), northEast: Coordinate(1, 1)) }.count == 1)
    }
}
