import Foundation
import InfoWindowKit

/// Core Location's heading: the direction the device points, as `locationManager(_:didUpdateHeading:)`
/// hears it. The host's source gives a true heading (a GPS source: its course over ground, D146); there is
/// no magnetometer, so `magneticHeading` equals `trueHeading` and the raw field values are 0.
public final class CLHeading: @unchecked Sendable, CustomStringConvertible {
    /// Degrees clockwise from magnetic north, 0..<360 (the true heading here: no declination model).
    public let magneticHeading: CLLocationDirection
    /// Degrees clockwise from true north, 0..<360.
    public let trueHeading: CLLocationDirection
    /// The largest error of the heading, degrees; negative when invalid. The source's course accuracy,
    /// else 10°.
    public let headingAccuracy: CLLocationDirection
    /// When the heading was determined.
    public let timestamp: Date
    /// The geomagnetic field along x, microteslas (0: no magnetometer).
    public let x: Double = 0
    /// The geomagnetic field along y, microteslas (0: no magnetometer).
    public let y: Double = 0
    /// The geomagnetic field along z, microteslas (0: no magnetometer).
    public let z: Double = 0

    /// A heading of `trueHeading` degrees, its accuracy `headingAccuracy`, taken at `timestamp`.
    public init(trueHeading: CLLocationDirection, headingAccuracy: CLLocationDirection = 10, timestamp: Date = Date()) {
        let wrapped = trueHeading.truncatingRemainder(dividingBy: 360)
        self.trueHeading = wrapped < 0 ? wrapped + 360 : wrapped
        self.magneticHeading = self.trueHeading
        self.headingAccuracy = headingAccuracy
        self.timestamp = timestamp
    }

    /// "magneticHeading … trueHeading … accuracy …", as Core Location's.
    public var description: String {
        "magneticHeading \(magneticHeading) trueHeading \(trueHeading) accuracy \(headingAccuracy) @ \(timestamp)"
    }
}
