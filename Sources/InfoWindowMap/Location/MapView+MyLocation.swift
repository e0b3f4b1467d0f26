import Foundation
import InfoWindowCore

/// The my-location layer's state (R34): the map listens to ``DeviceLocation`` while
/// ``MapView/isMyLocationEnabled``, and its buttons and dot answer taps as the SDK's.
extension MapView: DeviceLocationListener {
    /// Where the blue dot is drawn, in the view's points; nil when it is not (the layer is off, or there
    /// is no fix).
    public var myLocationScreenPoint: CGPoint? {
        LocationLayer.placement(of: self, projection: projection)?.center
    }

    /// Turning the layer on listens to the device (asking for authorization when not determined, D142)
    /// and takes its current fix; turning it off stops listening and forgets the fix (the SDK's
    /// `myLocation` is nil while the layer is off).
    func myLocationEnabledDidChange() {
        let device = locationDevice
        if isMyLocationEnabled {
            device.addListener(self)
            device.requestAuthorization(always: false)
            if device.authorization.isGranted, let fix = device.location {
                myHeading = device.heading
                isMyLocationStale = device.isStale
                updateMyLocation(fix)
            }
        } else {
            device.removeListener(self)
            myHeading = nil
            isMyLocationStale = false
            updateMyLocation(nil)
        }
        setNeedsDisplay()
    }

    /// A new fix: ``myLocation`` follows it (observers hear it), the dot moves.
    public func deviceLocation(_ device: DeviceLocation, didUpdate location: Location, heading: Double?) {
        guard isMyLocationEnabled else { return }
        myHeading = heading
        isMyLocationStale = false
        updateMyLocation(location)
        setNeedsDisplay()
    }

    /// Denied or revoked: the dot goes and ``myLocation`` is nil (D141); granted: the next fix shows.
    public func deviceLocationDidChangeAuthorization(_ device: DeviceLocation) {
        guard isMyLocationEnabled, !device.authorization.isGranted else { return }
        myHeading = nil
        isMyLocationStale = false
        updateMyLocation(nil)
    }

    /// The source failed: the dot stays where it was, drawn grey as stale (D143).
    public func deviceLocation(_ device: DeviceLocation, didFail failure: DeviceLocation.Failure) {
        guard isMyLocationEnabled, myLocation != nil else { return }
        isMyLocationStale = true
        setNeedsDisplay()
    }

    /// The my-location button was tapped: the delegate's `didTapMyLocationButton(for:)` answers; unless it
    /// returns true, the camera animates to the dot (keeping zoom, bearing and tilt), as the SDK's.
    func myLocationButtonTapped() {
        if delegate?.didTapMyLocationButton(for: self) == true { return }
        guard let location = myLocation else { return }
        var target = camera
        target.target = location.coordinate
        animate(to: target)
    }

    /// The compass was tapped: the camera turns back to north and flat, as the SDK's.
    func compassTapped() {
        var target = camera
        target.bearing = 0
        target.viewingAngle = 0
        animate(to: target)
    }

    /// The dot was tapped: the delegate's `mapView(_:didTapMyLocation:)` hears its coordinate.
    func myLocationDotTapped() {
        guard let location = myLocation else { return }
        delegate?.mapView(self, didTapMyLocation: location.coordinate)
    }
}
