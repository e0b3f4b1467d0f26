import Foundation
import InfoWindowKit

/// The SDK's mean Earth radius, 6 371 009 m: ``/InfoWindowKit/SphericalGeometry/earthRadius``.
public let kGMSEarthRadius: CLLocationDistance = SphericalGeometry.earthRadius

/// The SDK's `GMSGeometryDistance`: the great-circle distance in metres
/// (``/InfoWindowKit/SphericalGeometry/distance(from:to:)``).
public func GMSGeometryDistance(_ from: CLLocationCoordinate2D, _ to: CLLocationCoordinate2D) -> CLLocationDistance {
    SphericalGeometry.distance(from: from, to: to)
}

/// The SDK's `GMSGeometryHeading`: the initial heading from `from` to `to`, degrees in 0…<360
/// (``/InfoWindowKit/SphericalGeometry/heading(from:to:)``).
public func GMSGeometryHeading(_ from: CLLocationCoordinate2D, _ to: CLLocationCoordinate2D) -> CLLocationDirection {
    SphericalGeometry.heading(from: from, to: to)
}

/// The SDK's `GMSGeometryOffset`: the point `distance` metres from `from` along `heading`
/// (``/InfoWindowKit/SphericalGeometry/offset(from:distance:heading:)``).
public func GMSGeometryOffset(_ from: CLLocationCoordinate2D, _ distance: CLLocationDistance,
                              _ heading: CLLocationDirection) -> CLLocationCoordinate2D {
    SphericalGeometry.offset(from: from, distance: distance, heading: heading)
}

/// The SDK's `GMSGeometryInterpolate`: the point `fraction` of the way from `from` to `to`
/// (``/InfoWindowKit/SphericalGeometry/interpolate(from:to:fraction:)``).
public func GMSGeometryInterpolate(_ from: CLLocationCoordinate2D, _ to: CLLocationCoordinate2D,
                                   _ fraction: Double) -> CLLocationCoordinate2D {
    SphericalGeometry.interpolate(from: from, to: to, fraction: fraction)
}

/// The SDK's `GMSGeometryLength`: the great-circle length of `path` in metres.
public func GMSGeometryLength(_ path: GMSPath) -> CLLocationDistance {
    SphericalGeometry.length(of: path)
}

/// The SDK's `GMSGeometryArea`: the area of the polygon `path` in square metres, the inside being the
/// side without the South Pole.
public func GMSGeometryArea(_ path: GMSPath) -> Double {
    SphericalGeometry.area(of: path)
}

/// The SDK's `GMSGeometrySignedArea`: ``GMSGeometryArea(_:)``, positive for counter-clockwise paths.
public func GMSGeometrySignedArea(_ path: GMSPath) -> Double {
    SphericalGeometry.signedArea(of: path)
}

/// The SDK's `GMSGeometryContainsLocation`: whether `point` is inside the polygon `path`, the inside
/// being the side without the South Pole; edges great-circle arcs when `geodesic`, else straight on the
/// Mercator map (``/InfoWindowKit/SphericalGeometry/contains(_:in:geodesic:)``, D117).
public func GMSGeometryContainsLocation(_ point: CLLocationCoordinate2D, _ path: GMSPath, _ geodesic: Bool) -> Bool {
    SphericalGeometry.contains(point, in: path, geodesic: geodesic)
}

/// The SDK's `GMSGeometryIsLocationOnPathTolerance`: whether `point` is within `tolerance` metres of
/// `path` (``/InfoWindowKit/SphericalGeometry/isLocation(_:onPath:geodesic:tolerance:)``, D117).
public func GMSGeometryIsLocationOnPathTolerance(_ point: CLLocationCoordinate2D, _ path: GMSPath, _ geodesic: Bool,
                                                 _ tolerance: CLLocationDistance) -> Bool {
    SphericalGeometry.isLocation(point, onPath: path, geodesic: geodesic, tolerance: tolerance)
}

/// The SDK's `GMSGeometryIsLocationOnPath`: ``GMSGeometryIsLocationOnPathTolerance(_:_:_:_:)`` with the
/// SDK's default tolerance, 0.1 m.
public func GMSGeometryIsLocationOnPath(_ point: CLLocationCoordinate2D, _ path: GMSPath, _ geodesic: Bool) -> Bool {
    SphericalGeometry.isLocation(point, onPath: path, geodesic: geodesic)
}

/// The SDK's map point: a coordinate projected to Web Mercator's square, x and y in −1…1, x east, y
/// north, (0, 0) at latitude 0, longitude 0.
public struct GMSMapPoint: Hashable, Sendable {
    /// East, −1 (180° W) … 1 (180° E).
    public var x: Double
    /// North, −1 (85.05° S) … 1 (85.05° N).
    public var y: Double

    /// The point (x, y).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// (0, 0), as the SDK's C struct starts.
    public init() {
        self.init(x: 0, y: 0)
    }
}

/// The SDK's `GMSProject`: `coordinate` on the Mercator square (latitudes past ±85.05° land on its edge).
public func GMSProject(_ coordinate: CLLocationCoordinate2D) -> GMSMapPoint {
    let m = WebMercator.project(coordinate)
    return GMSMapPoint(x: 2 * m.x - 1, y: 1 - 2 * m.y)
}

/// The SDK's `GMSUnproject`: the coordinate of a map point (its longitude wrapped into −180…<180).
public func GMSUnproject(_ point: GMSMapPoint) -> CLLocationCoordinate2D {
    WebMercator.unproject(MercatorPoint(x: (point.x + 1) / 2, y: (1 - point.y) / 2))
}

/// The SDK's `GMSMapPointInterpolate`: the point `t` of the way from `a` to `b` on the map, straight.
public func GMSMapPointInterpolate(_ a: GMSMapPoint, _ b: GMSMapPoint, _ t: Double) -> GMSMapPoint {
    GMSMapPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}

/// The SDK's `GMSMapPointDistance`: the length of the segment from `a` to `b` on the map square, the short
/// way (across the antimeridian when that is shorter).
public func GMSMapPointDistance(_ a: GMSMapPoint, _ b: GMSMapPoint) -> Double {
    var dx = b.x - a.x
    dx -= 2 * (dx / 2).rounded()
    return hypot(dx, b.y - a.y)
}
