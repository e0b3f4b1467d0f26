import Foundation
import InfoWindowKit
import InfoWindowFormats

/// gpsd feeding the device's location (SPEC R34): each TPV fix gpsd reports becomes a fix on the main
/// queue, in order (the client's thread hands them over one by one, D140); when gpsd goes away the device
/// hears `locationUnknown` and the dot turns stale (D143).
@MainActor
public final class GPSDFeed {
    /// Where gpsd listens.
    public let host: String
    /// Its TCP port.
    public let port: Int
    /// The device the fixes go to.
    public let device: DeviceLocation
    /// Fixes reported so far.
    public private(set) var delivered = 0
    /// Why the feed ended, nil while it runs (or after ``stop()``).
    public private(set) var ended: GPSDError?

    private let client: GPSDClient

    /// A feed from gpsd at `host`:`port`; nothing happens until ``start()``.
    public init(host: String = "127.0.0.1", port: Int = 2947, device: DeviceLocation = .shared) {
        self.host = host
        self.port = port
        self.device = device
        self.client = GPSDClient(host: host, port: port)
    }

    /// Connects and starts reporting; throws ``LocationSourceError/gpsdUnavailable(_:)`` when gpsd does
    /// not answer.
    public func start() throws {
        do {
            try client.start(onFix: { [weak self] fix in
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.report(fix) } }
            }, onEnd: { [weak self] error in
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.end(error) } }
            })
        } catch {
            throw LocationSourceError.gpsdUnavailable(String(describing: error))
        }
    }

    /// Disconnects (no failure is reported).
    public func stop() {
        client.stop()
    }

    /// The fix as Core Location's: accuracy from gpsd's estimate (else 10 m), course as heading.
    static func location(from fix: LocationFix) -> Location {
        Location(coordinate: Coordinate(latitude: fix.coordinate.latitude, longitude: fix.coordinate.longitude),
                 altitude: fix.coordinate.altitude ?? 0, horizontalAccuracy: fix.horizontalAccuracy ?? 10,
                 verticalAccuracy: fix.verticalAccuracy ?? (fix.coordinate.altitude == nil ? -1 : 10),
                 course: fix.course ?? -1, speed: fix.speed ?? -1, timestamp: fix.time ?? Date())
    }

    private func report(_ fix: LocationFix) {
        delivered += 1
        device.report(Self.location(from: fix), heading: fix.course)
    }

    private func end(_ error: GPSDError?) {
        guard let error else { return }
        ended = error
        device.reportFailure(.locationUnknown(reason: String(describing: error)))
    }
}
