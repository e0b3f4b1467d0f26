import Foundation
import InfoWindowKit

/// Core Location's degrees of latitude or longitude (WGS84).
public typealias CLLocationDegrees = Double

/// Core Location's direction in degrees clockwise from true north (a camera bearing).
public typealias CLLocationDirection = Double

/// Core Location's coordinate: InfoWindowKit's ``/InfoWindowKit/Coordinate`` (`latitude`, `longitude` in degrees).
public typealias CLLocationCoordinate2D = Coordinate

/// Core Location's invalid coordinate, (−180, −180): ``CLLocationCoordinate2DIsValid(_:)`` is false for it.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Core Location's `CLLocationCoordinate2DMake`: a coordinate from a latitude and a longitude in degrees.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees,
                                       _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Core Location's `CLLocationCoordinate2DIsValid`: true when both values are finite, the latitude is
/// within −90…90 and the longitude within −180…180.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    coordinate.isValid && abs(coordinate.longitude) <= 180
}

extension Coordinate {
    /// Core Location's zero-argument initializer: (0, 0).
    public init() {
        self.init(latitude: 0, longitude: 0)
    }
}

/// Core Location's location: InfoWindowKit's ``/InfoWindowKit/Location`` (`coordinate`,
/// `horizontalAccuracy`, `init(latitude:longitude:)`), as `mapView.myLocation` answers it (always nil
/// here: there is no location source).
public typealias CLLocation = Location
