import Foundation

/// A latitude–longitude rectangle on the Earth: the SDK's `GMSCoordinateBounds`. A value; the
/// `including…` methods return a new one.
///
/// The longitude range runs east from ``southWest`` to ``northEast`` and may cross the antimeridian, in
/// which case `southWest.longitude > northEast.longitude` (G6). `CoordinateBounds()` holds no point
/// (``isValid`` is false); including a coordinate into it gives a bounds of that coordinate alone.
/// Invalid coordinates (non-finite, latitude beyond ±90°) are refused with a warning.
public struct CoordinateBounds: Hashable, Sendable, CustomStringConvertible {
    private var south = 0.0, north = 0.0
    /// Western edge in −180…<180.
    private var west = 0.0
    /// Degrees east from the western edge, 0…360.
    private var span = 0.0

    /// False when the bounds hold no point (`CoordinateBounds()`).
    public private(set) var isValid = false

    /// Bounds that hold no point; ``isValid`` is false and both corners are ``Coordinate/invalid``.
    public init() {}

    /// The rectangle with corners `coord1` and `coord2` (the SDK's `init(coordinate:coordinate:)`): its
    /// latitudes run between theirs, its longitudes over the narrower of the two ways between them
    /// (exactly 180° apart: east from `coord1`). The order of the two does not matter otherwise (G6).
    public init(coordinate coord1: Coordinate, coordinate coord2: Coordinate) {
        self = CoordinateBounds().includingCoordinate(coord1).includingCoordinate(coord2)
    }

    /// The rectangle from `southWest` to `northEast` (not an SDK name; Android's `LatLngBounds`). A
    /// `southWest` longitude east of the `northEast` one makes bounds across the antimeridian; a
    /// `southWest` north of `northEast` has its latitudes swapped, with a warning (G7).
    public init(southWest: Coordinate, northEast: Coordinate) {
        guard Self.accepts(southWest, in: "init(southWest:northEast:)"),
              Self.accepts(northEast, in: "init(southWest:northEast:)") else { return }
        if southWest.latitude > northEast.latitude {
            Diagnostics.warn("CoordinateBounds(southWest: \(southWest), northEast: \(northEast)): the south-west corner is north of the north-east one; swapped the latitudes")
        }
        // West −180 to east 180 is the whole circle, not an empty arc.
        var span = Self.eastward(from: southWest.longitude, to: northEast.longitude)
        if span == 0 && southWest.longitude != northEast.longitude { span = 360 }
        self = CoordinateBounds(south: min(southWest.latitude, northEast.latitude),
                                north: max(southWest.latitude, northEast.latitude),
                                west: southWest.longitude, span: span)
    }

    /// The smallest bounds holding the four corners of `region` (the SDK's `init(region:)`). For a
    /// region a projection made, the longitudes are those the view showed, all of them when it showed
    /// the whole width of the world or more (G8).
    public init(region: VisibleRegion) {
        let corners = [region.nearLeft, region.nearRight, region.farLeft, region.farRight]
        guard let shown = region.shownLongitudes, corners.allSatisfy(\.isValid) else {
            self.init(coordinates: corners)
            return
        }
        let latitudes = corners.map(\.latitude)
        self = shown.span >= 360
            ? CoordinateBounds(south: latitudes.min() ?? 0, north: latitudes.max() ?? 0, west: -180, span: 360)
            : CoordinateBounds(south: latitudes.min() ?? 0, north: latitudes.max() ?? 0, west: shown.west, span: shown.span)
    }

    /// The smallest bounds holding every coordinate of `path` (the SDK's `init(path:)`); an empty path
    /// gives bounds that hold no point.
    public init(path: CoordinatePath) {
        self.init(coordinates: path.coordinates)
    }

    private init(coordinates: [Coordinate]) {
        self = coordinates.reduce(CoordinateBounds()) { $0.includingCoordinate($1) }
    }

    private init(south: Double, north: Double, west: Double, span: Double) {
        self.south = south
        self.north = north
        self.west = Coordinate.wrapLongitude(west)
        self.span = min(max(span, 0), 360)
        isValid = true
    }

    /// The north-east corner; its longitude is in −180…180 (180 only for bounds that reach the
    /// antimeridian from the west). ``Coordinate/invalid`` when the bounds hold no point.
    public var northEast: Coordinate {
        guard isValid else { return .invalid }
        let east = west + span
        return Coordinate(latitude: north, longitude: east > 180 ? east - 360 : east)
    }

    /// The south-west corner; its longitude is in −180…<180. ``Coordinate/invalid`` when the bounds hold
    /// no point.
    public var southWest: Coordinate {
        isValid ? Coordinate(latitude: south, longitude: west) : .invalid
    }

    /// True when the longitude range crosses the antimeridian (±180°). Not an SDK name.
    public var crossesAntimeridian: Bool { isValid && west + span > 180 }

    /// These bounds grown just enough to hold `coordinate` (the SDK's `includingCoordinate(_:)`): to
    /// the east or to the west, whichever adds less longitude (ties: east). An invalid coordinate
    /// changes nothing, with a warning.
    public func includingCoordinate(_ coordinate: Coordinate) -> CoordinateBounds {
        guard Self.accepts(coordinate, in: "includingCoordinate") else { return self }
        return includingBounds(CoordinateBounds(south: coordinate.latitude, north: coordinate.latitude,
                                                west: coordinate.longitude, span: 0))
    }

    /// The smallest bounds holding these and `other` (the SDK's `includingBounds(_:)`); when no arc of
    /// longitude shorter than the whole circle holds both, all longitudes (G6).
    public func includingBounds(_ other: CoordinateBounds) -> CoordinateBounds {
        guard isValid else { return other }
        guard other.isValid else { return self }
        // The smallest arc holding two arcs starts at the western edge of one that is not inside the
        // other; if each starts inside the other, only the whole circle holds both.
        func covering(from a: CoordinateBounds, _ b: CoordinateBounds) -> Double? {
            let back = Self.eastward(from: b.west, to: a.west)
            guard back == 0 || back > b.span else { return nil }
            return max(a.span, Self.eastward(from: a.west, to: b.west) + b.span)
        }
        let candidates = [covering(from: self, other).map { (west, $0) },
                          covering(from: other, self).map { (other.west, $0) }].compactMap { $0 }
        let best = candidates.min { $0.1 < $1.1 } ?? (-180, 360)
        let south = min(self.south, other.south), north = max(self.north, other.north)
        return best.1 >= 360 ? CoordinateBounds(south: south, north: north, west: -180, span: 360)
            : CoordinateBounds(south: south, north: north, west: best.0, span: best.1)
    }

    /// These bounds grown to hold every coordinate of `path` (the SDK's `includingPath(_:)`).
    public func includingPath(_ path: CoordinatePath) -> CoordinateBounds {
        path.coordinates.reduce(self) { $0.includingCoordinate($1) }
    }

    /// True when `coordinate` lies inside or on the edge (the SDK's `contains(_:)`); false for bounds that
    /// hold no point and for an invalid coordinate.
    public func contains(_ coordinate: Coordinate) -> Bool {
        guard isValid, coordinate.isValid else { return false }
        return coordinate.latitude >= south && coordinate.latitude <= north
            && (span >= 360 || Self.eastward(from: west, to: coordinate.longitude) <= span)
    }

    /// The point of these bounds nearest `coordinate`: its latitude clamped between the south and north
    /// edges, its longitude kept when inside the longitude range, else moved to the nearer of the west
    /// and east edges (D110). `coordinate` itself for bounds that hold no point or an invalid coordinate.
    public func nearest(to coordinate: Coordinate) -> Coordinate {
        guard isValid, coordinate.isValid else { return coordinate }
        let latitude = min(max(coordinate.latitude, south), north)
        guard span < 360, Self.eastward(from: west, to: coordinate.longitude) > span else {
            return Coordinate(latitude: latitude, longitude: coordinate.longitude)
        }
        let east = Coordinate.wrapLongitude(west + span)
        let pastEast = Self.eastward(from: east, to: coordinate.longitude)
        let beforeWest = Self.eastward(from: coordinate.longitude, to: west)
        return Coordinate(latitude: latitude, longitude: pastEast <= beforeWest ? east : west)
    }

    /// True when the two share at least one point, edges included (the SDK's `intersects(_:)`).
    public func intersects(_ other: CoordinateBounds) -> Bool {
        guard isValid, other.isValid, south <= other.north, other.south <= north else { return false }
        return span >= 360 || other.span >= 360 || Self.eastward(from: west, to: other.west) <= span
            || Self.eastward(from: other.west, to: west) <= other.span
    }

    /// `CoordinateBounds(southWest: (-34.0, 150.0), northEast: (-33.0, 151.0))`, or
    /// `CoordinateBounds(empty)`.
    public var description: String {
        isValid ? "CoordinateBounds(southWest: \(southWest), northEast: \(northEast))" : "CoordinateBounds(empty)"
    }

    /// The bounds' centre and size in normalized Web Mercator units: x from the western edge eastwards
    /// (unwrapped, so it may pass 1), y southwards; latitudes beyond the Mercator limit are clamped.
    var mercatorBox: (center: MercatorPoint, width: Double, height: Double) {
        let top = WebMercator.project(Coordinate(latitude: north, longitude: west)).y
        let bottom = WebMercator.project(Coordinate(latitude: south, longitude: west)).y
        let left = (west + 180) / 360
        return (MercatorPoint(x: left + span / 720, y: (top + bottom) / 2), span / 360, bottom - top)
    }

    /// Degrees east from longitude `a` to longitude `b`, 0…<360.
    private static func eastward(from a: Double, to b: Double) -> Double {
        let d = (b - a).truncatingRemainder(dividingBy: 360)
        return d < 0 ? d + 360 : d
    }

    private static func accepts(_ coordinate: Coordinate, in operation: String) -> Bool {
        guard coordinate.isValid else {
            Diagnostics.warn("CoordinateBounds.\(operation): \(coordinate) is not a valid coordinate (finite, latitude within ±90); ignored")
            return false
        }
        return true
    }
}
