import Foundation
import InfoWindowKit

/// Where the device's location comes from (SPEC R34), as the host chooses it: the iOS Simulator's
/// location menu — a fixed coordinate, a GPX track replayed, or gpsd on a real machine.
public enum LocationSource: Equatable, Sendable {
    /// One fix at a coordinate (accuracy in metres, default 5 m), reported once.
    case fixed(Coordinate, accuracy: Double = 5)
    /// A GPX file replayed on the host's clock, `speed` times real time (default 1).
    case gpx(path: String, speed: Double = 1)
    /// gpsd at `host`:`port` (default 127.0.0.1:2947).
    case gpsd(host: String, port: Int)

    /// Parses `--location LAT,LNG`: two finite numbers in range.
    public static func parseCoordinate(_ text: String) throws -> Coordinate {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let lat = Double(parts[0]), let lng = Double(parts[1]),
              lat.isFinite, lng.isFinite, abs(lat) <= 90, abs(lng) <= 180 else {
            throw LocationSourceError.badCoordinate(text)
        }
        return Coordinate(latitude: lat, longitude: lng)
    }

    /// Parses `--gpsd HOST:PORT` or `HOST` (port 2947); an empty text is 127.0.0.1:2947.
    public static func parseAddress(_ text: String) throws -> (host: String, port: Int) {
        if text.isEmpty { return ("127.0.0.1", 2947) }
        guard let colon = text.lastIndex(of: ":") else { return (text, 2947) }
        let host = String(text[..<colon])
        guard !host.isEmpty, let port = Int(text[text.index(after: colon)...]), (1...65535).contains(port) else {
            throw LocationSourceError.badAddress(text)
        }
        return (host, port)
    }

    /// Parses `--speed N`: a finite number above 0.
    public static func parseSpeed(_ text: String) throws -> Double {
        guard let speed = Double(text), speed.isFinite, speed > 0 else { throw LocationSourceError.badSpeed(text) }
        return speed
    }
}
