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

@Suite("Coordinate paths: the SDK's GMSPath and GMSMutablePath")
struct CoordinatePathTests {
    private let a = Coordinate(latitude: 52.31, longitude: 4.76)
    private let b = Coordinate(latitude: 51.47, longitude: -0.46)
    private let c = Coordinate(latitude: 49.01, longitude: 2.55)

    @Test("A mutable path is a path: it goes where a path goes, and keeps what is added in order")
    func mutableIsAPath() {
        let path = MutableCoordinatePath()
        #expect(path.count() == 0)
        path.add(a)
        path.addLatitude(b.latitude, longitude: b.longitude)
        let asPath: CoordinatePath = path
        #expect(asPath.count() == 2)
        #expect(asPath.coordinate(at: 0) == a && asPath.coordinate(at: 1) == b)
        #expect(asPath.coordinates == [a, b])
        #expect(asPath is MutableCoordinatePath)
    }

    @Test("init(path:) copies: later changes to either do not reach the other")
    func copyIsIndependent() {
        let original = MutableCoordinatePath(coordinates: [a, b])
        let copy = CoordinatePath(path: original)
        let mutableCopy = MutableCoordinatePath(path: original)
        original.add(c)
        mutableCopy.removeAllCoordinates()
        #expect(copy.coordinates == [a, b])
        #expect(original.coordinates == [a, b, c])
        #expect(mutableCopy.count() == 0)
    }

    @Test("G4 coordinate(at:) past the end is the invalid coordinate (−180, −180), with a warning")
    func indexPastTheEnd() {
        let path = CoordinatePath(coordinates: [a, b])
        var answers: [Coordinate] = []
        let messages = capturedWarnings {
            answers.append(path.coordinate(at: 2))
            answers.append(path.coordinate(at: UInt.max))
            answers.append(CoordinatePath().coordinate(at: 0))
        }
        #expect(answers == [Coordinate.invalid, .invalid, .invalid])
        #expect(Coordinate.invalid == Coordinate(latitude: -180, longitude: -180) && !Coordinate.invalid.isValid)
        #expect(messages.count == 3)
        #expect(messages[0].contains("coordinate(at: 2)") && messages[0].contains("2 coordinate(s)")
                && messages[0].contains("kCLLocationCoordinate2DInvalid"))
        #expect(capturedWarnings { _ = path.coordinate(at: 1) }.isEmpty)
    }

    @Test("G4 insert shifts the rest up; at the end it appends; past the end it appends with a warning")
    func insert() {
        let path = MutableCoordinatePath(coordinates: [a, c])
        path.insert(b, at: 1)
        #expect(path.coordinates == [a, b, c])
        path.insert(c, at: 0)
        #expect(path.coordinates == [c, a, b, c])
        #expect(capturedWarnings { path.insert(a, at: 4) }.isEmpty)
        #expect(path.coordinates == [c, a, b, c, a])
        let messages = capturedWarnings { path.insert(b, at: 9) }
        #expect(path.coordinates == [c, a, b, c, a, b])
        #expect(messages.count == 1 && messages[0].contains("insert(_:at: 9)") && messages[0].contains("at the end"))
    }

    @Test("G4 replace changes one coordinate; past the end it appends (never a gap) with a warning")
    func replace() {
        let path = MutableCoordinatePath(coordinates: [a, b])
        path.replaceCoordinate(at: 1, with: c)
        #expect(path.coordinates == [a, c])
        let messages = capturedWarnings { path.replaceCoordinate(at: 5, with: b) }
        #expect(path.coordinates == [a, c, b])
        #expect(messages.count == 1 && messages[0].contains("replaceCoordinate(at: 5")
                && messages[0].contains("2 coordinate(s)") && messages[0].contains("at the end"))
    }

    @Test("G4 removing past the end or from an empty path changes nothing, with a warning")
    func remove() {
        let path = MutableCoordinatePath(coordinates: [a, b, c])
        path.removeCoordinate(at: 1)
        #expect(path.coordinates == [a, c])
        var messages = capturedWarnings { path.removeCoordinate(at: 2) }
        #expect(path.coordinates == [a, c])
        #expect(messages.count == 1 && messages[0].contains("removeCoordinate(at: 2)") && messages[0].contains("nothing removed"))
        path.removeLastCoordinate()
        #expect(path.coordinates == [a])
        path.removeAllCoordinates()
        #expect(path.count() == 0)
        messages = capturedWarnings { path.removeLastCoordinate() }
        #expect(path.count() == 0)
        #expect(messages.count == 1 && messages[0].contains("empty"))
    }

    @Test("G3 a path never holds an invalid coordinate: each is refused with a warning")
    func invalidCoordinates() {
        let path = MutableCoordinatePath(coordinates: [a])
        let messages = capturedWarnings {
            path.add(Coordinate(latitude: .nan, longitude: 0))
            path.addLatitude(91, longitude: 0)
            path.insert(Coordinate(latitude: 0, longitude: .infinity), at: 0)
            path.replaceCoordinate(at: 0, with: Coordinate(latitude: -90.5, longitude: 0))
        }
        #expect(path.coordinates == [a])
        #expect(messages.count == 4 && messages.allSatisfy { $0.contains("not a valid coordinate") && $0.contains("unchanged") })
        #expect(messages[1].contains("addLatitude") && messages[1].contains("(91.0, 0.0)"))
        var made: CoordinatePath?
        let dropped = capturedWarnings {
            made = CoordinatePath(coordinates: [a, Coordinate(latitude: .nan, longitude: 1), b, Coordinate(latitude: 100, longitude: 0)])
        }
        #expect(made?.coordinates == [a, b])
        #expect(dropped.count == 1 && dropped[0].contains("left out 2"))
        let wide = Coordinate(latitude: 10, longitude: 540)
        path.add(wide)
        #expect(path.coordinate(at: 1) == wide, "longitudes are kept as given")
    }

    @Test("G3 pathOffset(byLatitude:longitude:) makes a new path of the same kind; the old one is unchanged")
    func offset() throws {
        let path = MutableCoordinatePath(coordinates: [a, b])
        let moved = path.pathOffset(byLatitude: 1, longitude: -2)
        #expect(type(of: moved) == MutableCoordinatePath.self)
        #expect(moved.coordinates == [Coordinate(latitude: a.latitude + 1, longitude: a.longitude - 2),
                                      Coordinate(latitude: b.latitude + 1, longitude: b.longitude - 2)])
        #expect(path.coordinates == [a, b])
        let plain = CoordinatePath(coordinates: [Coordinate(latitude: 89.5, longitude: 0), a])
        var pushed: CoordinatePath?
        let messages = capturedWarnings { pushed = plain.pathOffset(byLatitude: 1, longitude: 0) }
        let result = try #require(pushed)
        #expect(type(of: result) == CoordinatePath.self)
        #expect(result.count() == 1 && messages.count == 1)
    }

    @Test("G5 encodedPath is Google's polyline format: the documented example encodes and decodes")
    func encodingExample() throws {
        // The example of Google's "Encoded Polyline Algorithm Format" page.
        let points = [Coordinate(latitude: 38.5, longitude: -120.2), Coordinate(latitude: 40.7, longitude: -120.95),
                      Coordinate(latitude: 43.252, longitude: -126.453)]
        let text = "_p~iF~ps|U_ulLnnqC_mqNvxq`@"
        #expect(CoordinatePath(coordinates: points).encodedPath() == text)
        let decoded = try #require(CoordinatePath(fromEncodedPath: text))
        #expect(decoded.count() == 3)
        for (p, q) in zip(decoded.coordinates, points) {
            #expect(abs(p.latitude - q.latitude) < 1e-9 && abs(p.longitude - q.longitude) < 1e-9)
        }
        #expect(MutableCoordinatePath(fromEncodedPath: text) != nil)
        #expect(CoordinatePath(fromEncodedPath: "")?.count() == 0)
        #expect(CoordinatePath().encodedPath() == "")
    }

    @Test("G5 encoding round-trips any path to 1e-5°, longitudes wrapped into −180…<180")
    func encodingRoundTrip() throws {
        var random = SplitMix64(seed: 5)
        let coordinates = (0..<300).map { _ in
            Coordinate(latitude: Double.random(in: -90...90, using: &random),
                       longitude: Double.random(in: -180..<180, using: &random))
        }
        let decoded = try #require(CoordinatePath(fromEncodedPath: CoordinatePath(coordinates: coordinates).encodedPath()))
        #expect(decoded.count() == 300)
        for (p, q) in zip(decoded.coordinates, coordinates) {
            #expect(abs(p.latitude - q.latitude) <= 0.5e-5 + 1e-12 && abs(p.longitude - q.longitude) <= 0.5e-5 + 1e-12)
        }
        let wrapped = try #require(CoordinatePath(fromEncodedPath: CoordinatePath(coordinates: [Coordinate(latitude: 0, longitude: 190)]).encodedPath()))
        #expect(abs(wrapped.coordinate(at: 0).longitude - -170) < 1e-9)
    }

    @Test("G5 malformed encoded paths give nil and a warning that names the character")
    func malformedEncoding() {
        let one = CoordinatePath(coordinates: [Coordinate(latitude: 80, longitude: 0)]).encodedPath()
        let cases: [(String, String)] = [
            ("_p~iF~ps|U_ulLnnqC_mqNvxq", "cut short"),
            ("_p~iF~ps|U ulL", "character 10: ' '"),
            ("_p~iF", "latitude without its longitude"),
            (one + one, "beyond ±90"),
            (String(repeating: "~", count: 20), "longer than any coordinate"),
            ("_p~iFé", "byte 0xc3"),
        ]
        for (text, expected) in cases {
            var path: CoordinatePath?
            let messages = capturedWarnings { path = CoordinatePath(fromEncodedPath: text) }
            #expect(path == nil, "\(text)")
            #expect(messages.count == 1 && messages[0].contains(expected) && messages[0].contains("no path made"),
                    "\(text): \(messages)")
        }
    }

    @Test("A path describes itself by its size and ends")
    func description() {
        #expect(CoordinatePath().description == "CoordinatePath(empty)")
        #expect(MutableCoordinatePath(coordinates: [a]).description == "MutableCoordinatePath(1 coordinate: \(a))")
        #expect(CoordinatePath(coordinates: [a, b, c]).description == "CoordinatePath(3 coordinates: \(a) … \(c))")
    }
}
