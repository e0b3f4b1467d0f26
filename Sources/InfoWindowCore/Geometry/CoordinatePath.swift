import Foundation

/// An ordered list of coordinates that cannot change: the SDK's `GMSPath`. Its subclass
/// ``MutableCoordinatePath`` (`GMSMutablePath`) can, and is accepted wherever a path is.
///
/// A path holds only valid coordinates (finite, latitude within ±90°; longitudes are kept as given): an
/// invalid one is refused with a warning (G3). The method names are the SDK's: ``count()`` and
/// ``coordinate(at:)`` take and give `UInt`, as the SDK's Swift names do. Not thread-safe; use a path
/// from one task (or actor) at a time.
public class CoordinatePath: CustomStringConvertible {
    /// The coordinates in order. Not an SDK name: a Swift array of what ``coordinate(at:)`` reads.
    public internal(set) var coordinates: [Coordinate]

    /// A path through `coordinates`, in order; invalid ones are left out with one warning (G3).
    public required init(coordinates: [Coordinate]) {
        let valid = coordinates.filter(\.isValid)
        if let bad = coordinates.first(where: { !$0.isValid }) {
            Diagnostics.warn("CoordinatePath: left out \(coordinates.count - valid.count) invalid coordinate(s) (non-finite, or latitude beyond ±90), the first \(bad)")
        }
        self.coordinates = valid
    }

    /// An empty path (the SDK's `GMSPath()` and `+path`).
    public convenience init() {
        self.init(coordinates: [])
    }

    /// A path with the coordinates of `path` (the SDK's `init(path:)`); later changes to either do not
    /// reach the other.
    public convenience init(path: CoordinatePath) {
        self.init(coordinates: path.coordinates)
    }

    /// The number of coordinates (the SDK's `count()`).
    public func count() -> UInt {
        UInt(coordinates.count)
    }

    /// The coordinate at `index`. Past the end it is ``Coordinate/invalid`` (−180, −180), the SDK's
    /// `kCLLocationCoordinate2DInvalid`, with a warning (G4).
    public func coordinate(at index: UInt) -> Coordinate {
        guard index < count() else {
            Diagnostics.warn("CoordinatePath.coordinate(at: \(index)): past the end of a path of \(count()) coordinate(s); returned the invalid coordinate \(Coordinate.invalid) (kCLLocationCoordinate2DInvalid)")
            return .invalid
        }
        return coordinates[Int(index)]
    }

    /// A new path of the same kind with `deltaLatitude` and `deltaLongitude` degrees added to every
    /// coordinate; this path is unchanged. Coordinates pushed past ±90° latitude are left out (G3).
    public func pathOffset(byLatitude deltaLatitude: Double, longitude deltaLongitude: Double) -> Self {
        Self(coordinates: coordinates.map {
            Coordinate(latitude: $0.latitude + deltaLatitude, longitude: $0.longitude + deltaLongitude)
        })
    }

    /// The length of the path in the sense of `kind`: metres along great circles (`.geodesic`) or
    /// rhumb lines (`.rhumb`, the shorter way round), or the SDK's projected map units, in which the
    /// world is 2 wide (`.projected`). 0 for fewer than two coordinates.
    public func length(of kind: PathLengthKind) -> Double {
        zip(coordinates, coordinates.dropFirst()).reduce(0) { total, segment in
            total + Self.segmentLength(segment.0, segment.1, kind: kind)
        }
    }

    /// `CoordinatePath(3 coordinates: (51.5, -0.127) … (48.8566, 2.3522))`.
    public var description: String {
        let count = coordinates.count
        guard let first = coordinates.first, let last = coordinates.last else {
            return "\(type(of: self))(empty)"
        }
        return count == 1 ? "\(type(of: self))(1 coordinate: \(first))"
            : "\(type(of: self))(\(count) coordinates: \(first) … \(last))"
    }

    private static func segmentLength(_ a: Coordinate, _ b: Coordinate, kind: PathLengthKind) -> Double {
        switch kind {
        case .geodesic:
            return SphericalGeometry.centralAngle(a, b) * SphericalGeometry.earthRadius
        case .rhumb:
            return SphericalGeometry.rhumbAngle(a, b) * SphericalGeometry.earthRadius
        case .projected:
            let p = WebMercator.project(a), q = WebMercator.project(b)
            var dx = q.x - p.x
            dx -= dx.rounded()
            return 2 * (dx * dx + (q.y - p.y) * (q.y - p.y)).squareRoot()
        }
    }

    /// Refuses an invalid coordinate with a warning that names the operation (G3).
    static func accepts(_ coordinate: Coordinate, in operation: String) -> Bool {
        guard coordinate.isValid else {
            Diagnostics.warn("\(operation): \(coordinate) is not a valid coordinate (finite, latitude within ±90); the path is unchanged")
            return false
        }
        return true
    }
}

/// How a path's length is measured (the SDK's `GMSLengthKind`).
public enum PathLengthKind: Hashable, Sendable {
    /// Along great circles, metres.
    case geodesic
    /// Along rhumb lines (constant heading), metres.
    case rhumb
    /// In the SDK's projected map units: the Web Mercator world is 2 units wide.
    case projected
}

extension Coordinate {
    /// Core Location's invalid coordinate, (−180, −180) (`kCLLocationCoordinate2DInvalid`): what a path
    /// answers for an index past its end (G4). ``isValid`` is false for it.
    public static let invalid = Coordinate(latitude: -180, longitude: -180)
}
