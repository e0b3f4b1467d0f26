import Foundation

/// Why a location source could not start: each message names the input and the fix.
public enum LocationSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A `--location` value that is not `LAT,LNG` in range.
    case badCoordinate(String)
    /// A `--gpsd` value that is not `HOST:PORT` (or `HOST`), the port 1…65535.
    case badAddress(String)
    /// A replay speed that is not a finite number above 0.
    case badSpeed(String)
    /// A GPX file without a single usable point.
    case emptyTrack(file: String)
    /// A GPX file that could not be read (the reader's message).
    case unreadableTrack(file: String, message: String)
    /// A GPX file with more points than a replay holds.
    case tooManyPoints(file: String, limit: Int)
    /// gpsd could not be reached (the client's message).
    case gpsdUnavailable(String)

    /// The message: what was wrong, where, and what to do.
    public var description: String {
        switch self {
        case .badCoordinate(let text):
            return "location \"\(text)\": expected LAT,LNG in degrees (latitude −90…90, longitude −180…180), as --location 60.17,24.94"
        case .badAddress(let text):
            return "gpsd address \"\(text)\": expected HOST:PORT or HOST (port 1…65535, default 2947), as --gpsd 127.0.0.1:2947"
        case .badSpeed(let text):
            return "replay speed \"\(text)\": expected a finite number above 0 (1 is real time, 10 ten times faster)"
        case .emptyTrack(let file):
            return "\(file): the GPX file has no usable track, route or waypoint (every point was missing or out of range); add <trkpt lat=… lon=…> points"
        case .unreadableTrack(let file, let message):
            return "\(file): cannot replay the GPX file: \(message)"
        case .tooManyPoints(let file, let limit):
            return "\(file): more than \(limit) points, more than a replay holds; split the track (or pass a larger maxPoints to GPXReplay)"
        case .gpsdUnavailable(let message):
            return "gpsd: \(message); start gpsd (scripts/gpsd-fake starts one on a fake feed) or give another --gpsd HOST:PORT"
        }
    }
}
