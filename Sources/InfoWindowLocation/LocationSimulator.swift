import Foundation
import InfoWindowKit

/// Runs the host's chosen ``LocationSource`` into the device's location (SPEC R34): what
/// `infowindow view --location/--gpx/--gpsd` and headless hosts use.
@MainActor
public final class LocationSimulator {
    /// The source run.
    public let source: LocationSource
    /// The device fed.
    public let device: DeviceLocation
    /// The replay, for a GPX source.
    public let replay: GPXReplay?
    /// The feed, for a gpsd source.
    public let gpsd: GPSDFeed?

    /// Prepares `source` (a GPX file is read now): throws ``LocationSourceError`` for bad input.
    public init(_ source: LocationSource, device: DeviceLocation = .shared) throws {
        self.source = source
        self.device = device
        switch source {
        case .fixed(let coordinate, _):
            guard coordinate.isValid, abs(coordinate.longitude) <= 180 else {
                throw LocationSourceError.badCoordinate("\(coordinate.latitude),\(coordinate.longitude)")
            }
            replay = nil
            gpsd = nil
        case .gpx(let path, let speed):
            replay = try GPXReplay(path: path, speed: speed, device: device)
            gpsd = nil
        case .gpsd(let host, let port):
            replay = nil
            gpsd = GPSDFeed(host: host, port: port, device: device)
        }
    }

    /// Starts: a fixed coordinate is reported at once, a replay runs in real time on the main queue, gpsd
    /// connects (throws when it does not answer).
    public func start() throws {
        switch source {
        case .fixed(let coordinate, let accuracy):
            device.report(Location(coordinate: coordinate, altitude: 0, horizontalAccuracy: accuracy,
                                   verticalAccuracy: -1, timestamp: Date()))
        case .gpx:
            replay?.start()
        case .gpsd:
            try gpsd?.start()
        }
    }

    /// Reports a fixed coordinate, or every replay fix due at `time` seconds of host time (headless hosts
    /// drive the replay with their own clock instead of ``start()``).
    public func advance(to time: TimeInterval) {
        switch source {
        case .fixed(let coordinate, let accuracy):
            if device.location?.coordinate != coordinate {
                device.report(Location(coordinate: coordinate, altitude: 0, horizontalAccuracy: accuracy,
                                       verticalAccuracy: -1, timestamp: Date()))
            }
        case .gpx: replay?.advance(to: time)
        case .gpsd: break
        }
    }

    /// Stops the replay's drive or disconnects from gpsd.
    public func stop() {
        replay?.stop()
        gpsd?.stop()
    }
}
