import Foundation
import InfoWindowCore

/// The device's location as the host gives it (SPEC R34): the one place fixes, headings, failures and
/// the location authorization come from, as the iOS Simulator's location menu and privacy settings are.
///
/// A location source (a fixed coordinate, a GPX replay, gpsd — see `InfoWindowLocation`) calls
/// ``report(_:heading:)`` on the main actor; every listener (a map showing its location, each updating
/// `CLLocationManager`) hears the fix synchronously, in the order the listeners were added, and fixes
/// arrive in the order they were reported (D140). Nothing is delivered while the authorization is not
/// granted (D141). One per process: ``shared``.
@MainActor
public final class DeviceLocation {
    /// The process's device location.
    public static let shared = DeviceLocation()

    /// Whether the app may use the location: Core Location's `CLAuthorizationStatus`, with its raw values.
    public enum Authorization: Int32, Sendable, CaseIterable {
        /// The app has not asked yet.
        case notDetermined = 0
        /// Parental or management controls forbid it.
        case restricted = 1
        /// The user said no, or revoked it.
        case denied = 2
        /// Allowed at any time.
        case authorizedAlways = 3
        /// Allowed while the app is in use.
        case authorizedWhenInUse = 4

        /// The status with Core Location's number (0 not determined … 4 when in use), or nil for another.
        public init?(rawValue: Int32) {
            switch rawValue {
            case 0: self = .notDetermined
            case 1: self = .restricted
            case 2: self = .denied
            case 3: self = .authorizedAlways
            case 4: self = .authorizedWhenInUse
            default: return nil
            }
        }

        /// True for the two granted states.
        public var isGranted: Bool { self == .authorizedAlways || self == .authorizedWhenInUse }
    }

    /// Why the location could not be delivered: Core Location's `CLError` codes.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The location is not known right now (the source ended or failed: `reason` says how).
        case locationUnknown(reason: String)
        /// The app is not allowed to use the location.
        case denied

        /// A sentence for a log.
        public var description: String {
            switch self {
            case .locationUnknown(let reason): return "location unknown: \(reason)"
            case .denied: return "location denied: the app is not authorized to use the location"
            }
        }
    }

    /// The current authorization. Starts ``Authorization/notDetermined``, as a freshly installed app's.
    public private(set) var authorization: Authorization = .notDetermined
    /// What a request for authorization is answered with while it is not determined: the host's answer
    /// to the system prompt. Default ``Authorization/authorizedWhenInUse`` (granted, D141).
    public var promptAnswer: Authorization = .authorizedWhenInUse
    /// Core Location's `locationServicesEnabled()`: the device's location switch. Default true.
    public var servicesEnabled = true
    /// The last fix reported, whether or not it was delivered; nil until the source reports one.
    public private(set) var location: Location?
    /// The last heading reported (degrees clockwise from true north), nil when the source has none.
    public private(set) var heading: Double?
    /// True after the source failed and until its next fix: the last fix is stale (D143).
    public private(set) var isStale = false
    /// Fixes reported so far (delivered or not).
    public private(set) var reportCount = 0

    private var listeners: [WeakListener] = []

    private struct WeakListener {
        weak var listener: (any DeviceLocationListener)?
    }

    /// A device of its own, apart from ``shared``: for a test, or a host simulating several devices (give
    /// it to a map as its ``MapView/locationDevice``).
    public init() {}

    /// Adds `listener` (held weakly; adding it again changes nothing).
    public func addListener(_ listener: any DeviceLocationListener) {
        listeners.removeAll { $0.listener == nil }
        guard !listeners.contains(where: { $0.listener === listener }) else { return }
        listeners.append(WeakListener(listener: listener))
    }

    /// Removes `listener`.
    public func removeListener(_ listener: any DeviceLocationListener) {
        listeners.removeAll { $0.listener == nil || $0.listener === listener }
    }

    /// The app asks for authorization (`requestWhenInUseAuthorization`, or with `always`
    /// `requestAlwaysAuthorization`): while not determined, the host's ``promptAnswer`` is taken (an
    /// "always" request upgrades a when-in-use grant, as iOS's second prompt); otherwise nothing changes.
    public func requestAuthorization(always: Bool) {
        switch authorization {
        case .notDetermined: setAuthorization(promptAnswer)
        case .authorizedWhenInUse where always && promptAnswer == .authorizedAlways: setAuthorization(.authorizedAlways)
        default: break
        }
    }

    /// The host (or the user, in Settings) sets the authorization: granting, denying or revoking it.
    /// Listeners hear the change; on a grant they get the current fix, on a denial they drop theirs (D141).
    public func setAuthorization(_ status: Authorization) {
        guard status != authorization else { return }
        authorization = status
        for listener in live() { listener.deviceLocationDidChangeAuthorization(self) }
        if status.isGranted, let location {
            for listener in live() { listener.deviceLocation(self, didUpdate: location, heading: heading) }
        }
    }

    /// A location source reports a fix (and the heading, when it knows one). Delivered to every
    /// listener, in order, when the authorization is granted.
    public func report(_ fix: Location, heading: Double? = nil) {
        location = fix
        self.heading = heading.flatMap { $0.isFinite ? $0.truncatingRemainder(dividingBy: 360) : nil }
        isStale = false
        reportCount += 1
        guard authorization.isGranted else { return }
        for listener in live() { listener.deviceLocation(self, didUpdate: fix, heading: self.heading) }
    }

    /// A location source failed (gpsd went away, a replay could not go on): listeners hear it; the last fix
    /// stays, marked stale, until the next one (D143).
    public func reportFailure(_ failure: Failure) {
        isStale = location != nil
        for listener in live() { listener.deviceLocation(self, didFail: failure) }
    }

    /// Back to a fresh device (tests): not determined, answer granted, services on, no fix. Listeners stay
    /// (they are held weakly and go with their owners).
    public func reset() {
        authorization = .notDetermined
        promptAnswer = .authorizedWhenInUse
        servicesEnabled = true
        location = nil
        heading = nil
        isStale = false
        reportCount = 0
    }

    private func live() -> [any DeviceLocationListener] {
        listeners.compactMap(\.listener)
    }
}

/// What hears the device's location: a map showing it, a location manager updating.
@MainActor
public protocol DeviceLocationListener: AnyObject {
    /// A new fix (and heading, degrees, nil when unknown), while authorized.
    func deviceLocation(_ device: DeviceLocation, didUpdate location: Location, heading: Double?)
    /// The authorization changed (``DeviceLocation/authorization`` has the new value).
    func deviceLocationDidChangeAuthorization(_ device: DeviceLocation)
    /// The source failed; the last fix is stale.
    func deviceLocation(_ device: DeviceLocation, didFail failure: DeviceLocation.Failure)
}
