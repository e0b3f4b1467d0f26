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
