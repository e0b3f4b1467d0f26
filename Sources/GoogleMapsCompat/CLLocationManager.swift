import Foundation
import InfoWindowKit

/// Core Location's location manager, fed by the host's location source (``/InfoWindowKit/DeviceLocation``,
/// SPEC R34): a fixed coordinate, a GPX track replayed, or gpsd — the host chooses, as the iOS Simulator's
/// location menu does.
///
/// Its delegate hears every fix the source reports while updating and authorized, in order, on the main
/// queue (D140); `startUpdatingLocation` or `requestLocation` while denied or restricted reports
/// `CLError(.denied)`, and so does a revocation while updating (D141). `desiredAccuracy` and the
/// background settings are kept without effect: the source decides (D145).
@MainActor
open class CLLocationManager {
    /// Whether the device's location services are on (the host's switch, default true).
    public class func locationServicesEnabled() -> Bool { DeviceLocation.shared.servicesEnabled }

    /// The app's authorization (the older class form of ``authorizationStatus``).
    public class func authorizationStatus() -> CLAuthorizationStatus { DeviceLocation.shared.authorization }

    /// Whether headings can be delivered: true (they come from the source's course, D146).
    public class func headingAvailable() -> Bool { true }

    /// Whether significant-change monitoring is available: false here.
    public class func significantLocationChangeMonitoringAvailable() -> Bool { false }

    /// Who hears fixes, headings, failures and authorization changes (held weakly).
    public weak var delegate: (any CLLocationManagerDelegate)?

    /// The least distance in metres between delivered fixes; ``kCLDistanceFilterNone`` (the default)
    /// delivers every fix. A non-finite or negative value is taken as none.
    public var distanceFilter: CLLocationDistance = kCLDistanceFilterNone

    /// The accuracy the app wants (default ``kCLLocationAccuracyBest``). Kept; the source decides (D145).
    public var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest

    /// The least change in degrees between delivered headings (default 1°; ``kCLHeadingFilterNone``
    /// delivers every one).
    public var headingFilter: CLLocationDegrees = 1

    /// Kept, without effect (there is no background here).
    public var allowsBackgroundLocationUpdates = false
    /// Kept, without effect.
    public var pausesLocationUpdatesAutomatically = true
    /// Kept, without effect.
    public var showsBackgroundLocationIndicator = false

    /// The app's authorization now.
    public var authorizationStatus: CLAuthorizationStatus { DeviceLocation.shared.authorization }

    /// The last fix the device knows while authorized (nil when none or not authorized), as Core Location's.
    public var location: CLLocation? {
        DeviceLocation.shared.authorization.isGranted ? DeviceLocation.shared.location : nil
    }

    /// The last heading delivered, nil before the first.
    public private(set) var heading: CLHeading?

    /// Whether ``startUpdatingLocation()`` is in effect.
    public private(set) var isUpdatingLocation = false
    /// Whether ``startUpdatingHeading()`` is in effect.
    public private(set) var isUpdatingHeading = false

    private var wantsOneFix = false
    private var lastDelivered: CLLocation?
    private var lastHeading: Double?
    private lazy var relay = DeviceRelay(manager: self)

    /// A manager; its delegate is told the authorization once, on the main queue, after the current
    /// code returns (as iOS 14 and later do when a manager is made).
    public init() {
        DeviceLocation.shared.addListener(relay)
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.tellAuthorization() }
        }
    }

    /// Asks for permission while in use: while not determined, the host's answer is taken and the
    /// delegate told (D141).
    public func requestWhenInUseAuthorization() {
        DeviceLocation.shared.requestAuthorization(always: false)
    }

    /// Asks for permission at any time: as ``requestWhenInUseAuthorization()``, and a when-in-use grant
    /// becomes always when the host answers always.
    public func requestAlwaysAuthorization() {
        DeviceLocation.shared.requestAuthorization(always: true)
    }

    /// Starts delivering fixes: the current one at once (if any) and each new one. While denied or
    /// restricted the delegate hears `CLError(.denied)` instead (updates stay on and resume on a grant).
    public func startUpdatingLocation() {
        isUpdatingLocation = true
        lastDelivered = nil
        startDelivering()
    }

    /// Stops delivering fixes.
    public func stopUpdatingLocation() {
        isUpdatingLocation = false
        wantsOneFix = false
    }

    /// Delivers one fix — the current one, or the next — then stops (Core Location's `requestLocation`).
    public func requestLocation() {
        wantsOneFix = true
        startDelivering()
    }

    /// Starts delivering headings (the current one at once, when the device has one).
    public func startUpdatingHeading() {
        isUpdatingHeading = true
        lastHeading = nil
        let device = DeviceLocation.shared
        if device.authorization.isGranted, let fix = device.location { deliverHeading(device.heading, fix: fix) }
    }

    /// Stops delivering headings.
    public func stopUpdatingHeading() {
        isUpdatingHeading = false
    }

    /// Kept, without effect (no compass calibration here).
    public func dismissHeadingCalibrationDisplay() {}

    private func startDelivering() {
        let device = DeviceLocation.shared
        guard device.authorization.isGranted else {
            if device.authorization != .notDetermined { delegate?.locationManager(self, didFailWithError: CLError(.denied)) }
            return
        }
        if let fix = device.location { deliver(fix, heading: device.heading) }
    }

    private func tellAuthorization() {
        delegate?.locationManagerDidChangeAuthorization(self)
        delegate?.locationManager(self, didChangeAuthorization: authorizationStatus)
    }

    fileprivate func deviceDidUpdate(_ fix: CLLocation, heading: Double?) {
        deliver(fix, heading: heading)
    }

    fileprivate func deviceDidChangeAuthorization(_ device: DeviceLocation) {
        tellAuthorization()
        if !device.authorization.isGranted, device.authorization != .notDetermined, isUpdatingLocation || wantsOneFix {
            delegate?.locationManager(self, didFailWithError: CLError(.denied))
        }
    }

    fileprivate func deviceDidFail(_ failure: DeviceLocation.Failure) {
        guard isUpdatingLocation || wantsOneFix else { return }
        delegate?.locationManager(self, didFailWithError: CLError(failure))
    }

    private func deliver(_ fix: CLLocation, heading: Double?) {
        if isUpdatingLocation || wantsOneFix {
            let filter = distanceFilter.isFinite && distanceFilter > 0 ? distanceFilter : 0
            if wantsOneFix || filter == 0 || lastDelivered.map({ fix.distance(from: $0) >= filter }) ?? true {
                wantsOneFix = false
                lastDelivered = fix
                delegate?.locationManager(self, didUpdateLocations: [fix])
            }
        }
        deliverHeading(heading, fix: fix)
    }

    private func deliverHeading(_ degrees: Double?, fix: CLLocation) {
        guard isUpdatingHeading, let degrees else { return }
        let filter = headingFilter.isFinite && headingFilter > 0 ? headingFilter : 0
        if let last = lastHeading, filter > 0 {
            let turn = abs((degrees - last + 540).truncatingRemainder(dividingBy: 360) - 180)
            guard turn >= filter else { return }
        }
        lastHeading = degrees
        let made = CLHeading(trueHeading: degrees, headingAccuracy: fix.courseAccuracy >= 0 ? fix.courseAccuracy : 10,
                             timestamp: fix.timestamp)
        heading = made
        delegate?.locationManager(self, didUpdateHeading: made)
    }
}

/// Hears the device for one manager, without the manager taking ``DeviceLocationListener``'s public methods.
@MainActor
private final class DeviceRelay: DeviceLocationListener {
    weak var manager: CLLocationManager?

    init(manager: CLLocationManager) {
        self.manager = manager
    }

    func deviceLocation(_ device: DeviceLocation, didUpdate location: Location, heading: Double?) {
        manager?.deviceDidUpdate(location, heading: heading)
    }

    func deviceLocationDidChangeAuthorization(_ device: DeviceLocation) {
        manager?.deviceDidChangeAuthorization(device)
    }

    func deviceLocation(_ device: DeviceLocation, didFail failure: DeviceLocation.Failure) {
        manager?.deviceDidFail(failure)
    }
}
