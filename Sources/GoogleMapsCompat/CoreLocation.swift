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

/// Core Location's location: InfoWindowKit's ``/InfoWindowKit/Location`` — a value, with Core Location's
/// fields (`coordinate`, `altitude`, `horizontalAccuracy`, `verticalAccuracy`, `course`, `speed`,
/// `timestamp`, …), initialisers and `distance(from:)`. `mapView.myLocation` and
/// `locationManager(_:didUpdateLocations:)` answer it (R34).
public typealias CLLocation = Location

/// Core Location's accuracy in metres (negative: unknown).
public typealias CLLocationAccuracy = Double

/// Core Location's speed in metres per second (negative: unknown).
public typealias CLLocationSpeed = Double

/// Core Location's speed accuracy in metres per second (negative: unknown).
public typealias CLLocationSpeedAccuracy = Double

/// Core Location's accuracy of a direction, in degrees (negative: unknown).
public typealias CLLocationDirectionAccuracy = Double

/// Core Location's authorization: ``/InfoWindowKit/DeviceLocation/Authorization`` (`.notDetermined`,
/// `.restricted`, `.denied`, `.authorizedAlways`, `.authorizedWhenInUse`, with Core Location's raw values).
public typealias CLAuthorizationStatus = DeviceLocation.Authorization

/// Core Location's best accuracy for navigation, −2 m. `desiredAccuracy` is kept; the host's source decides
/// the accuracy of its fixes (D145).
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// Core Location's best accuracy, −1 m (the default `desiredAccuracy`).
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Core Location's ten-metre accuracy.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Core Location's hundred-metre accuracy.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Core Location's kilometre accuracy.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Core Location's three-kilometre accuracy.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// Core Location's reduced accuracy (approximate location), 3000 m.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// Core Location's "no distance filter", −1: every fix is delivered (the default `distanceFilter`).
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// Core Location's "no heading filter", −1: every heading is delivered.
public let kCLHeadingFilterNone: CLLocationDegrees = -1
