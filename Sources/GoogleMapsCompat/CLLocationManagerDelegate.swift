import Foundation
import InfoWindowKit

/// Core Location's delegate: what a ``CLLocationManager`` tells. Every method is optional (each has an
/// empty default) and is called on the main queue, in order (R34, D140).
@MainActor
public protocol CLLocationManagerDelegate: AnyObject {
    /// New fixes, oldest first (one per call here: each fix the source reports that passes the
    /// manager's `distanceFilter`).
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// A new heading, while heading updates are on and the source has a heading.
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    /// The location could not be delivered: a ``CLError`` (`.denied` while not authorized,
    /// `.locationUnknown` when the source failed).
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The authorization changed (and once when the manager is made, as on iOS 14 and later).
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The older form: the authorization changed to `status`. Called with the newer one.
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
    /// Default: nothing.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Default: nothing.
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    /// Default: nothing.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Default: nothing.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    /// Default: nothing.
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}
