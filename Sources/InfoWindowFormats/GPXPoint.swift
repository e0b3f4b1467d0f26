import Foundation

/// Which GPX element a point came from.
public enum GPXPointKind: String, Sendable, Hashable {
    /// `<wpt>`: a waypoint (Xcode's location-simulation files are timed waypoints).
    case waypoint = "wpt"
    /// `<rtept>`: a point of a planned route (`<rte>`).
    case routePoint = "rtept"
    /// `<trkpt>`: a recorded point of a track segment (`<trk><trkseg>`).
    case trackPoint = "trkpt"
}

/// One usable point of a GPX file: its position is always valid (see `GeoPoint`).
public struct GPXPoint: Sendable, Equatable {
    /// The element it came from.
    public var kind: GPXPointKind
    /// `lat`, `lon` and `<ele>` (metres, nil without a valid `<ele>`).
    public var coordinate: GeoPoint
    /// `<time>`, nil when absent or unreadable (a warning says which).
    public var time: Date?
    /// Degrees clockwise from true north, 0…360: GPX 1.0's `<course>`, or a `course` element in
    /// the point's `<extensions>` (Garmin's `gpxtpx:course`); nil when absent.
    public var course: Double?
    /// Metres per second, ≥ 0: GPX 1.0's `<speed>` or a `speed` element in `<extensions>`.
    public var speed: Double?
    /// `<name>`, nil when absent.
    public var name: String?
    /// 0-based index of the point's `<trk>` or `<rte>` in the file (0 for waypoints).
    public var track: Int
    /// 0-based index of the point's `<trkseg>` in its track (0 for route points and waypoints).
    public var segment: Int
    /// The line where the point's start tag ends.
    public var line: Int

    /// A point, as the reader makes them (tests and adapters make their own).
    public init(kind: GPXPointKind, coordinate: GeoPoint, time: Date? = nil, course: Double? = nil,
                speed: Double? = nil, name: String? = nil, track: Int = 0, segment: Int = 0, line: Int = 0) {
        self.kind = kind
        self.coordinate = coordinate
        self.time = time
        self.course = course
        self.speed = speed
        self.name = name
        self.track = track
        self.segment = segment
        self.line = line
    }
}

/// Which points a `GPXReader` delivers.
public enum GPXPointSelection: Sendable, Hashable {
    /// Track points if the file has any; otherwise route points; otherwise waypoints (Xcode's
    /// simulation files). Waypoints and route points wait (at most `GPXReader.maxPendingPoints`)
    /// until the file shows it has no track point.
    case automatic
    /// Only `<trkpt>`, in document order (tracks, then segments, then points).
    case tracks
    /// Only `<rtept>`, in document order.
    case routes
    /// Only `<wpt>`, in document order.
    case waypoints
    /// Every point in document order, whatever its kind.
    case all
}

/// What a streamed read found, returned after the last point was delivered.
public struct GPXSummary: Sendable, Equatable {
    /// The `<gpx version>` attribute ("1.0", "1.1"), or the version its namespace names.
    public var version: String
    /// The kind that was delivered (nil for `.all`).
    public var kind: GPXPointKind?
    /// Points delivered.
    public var delivered = 0
    /// Points skipped for a bad position (each has a warning).
    public var skipped = 0
    /// Points of other kinds left out by the selection.
    public var ignored = 0
    /// Delivered points without a usable `<time>`.
    public var untimed = 0
    /// Delivered points whose time is earlier than the last timed point's before them.
    public var timeReversals = 0
    /// The first `GPXReader.maxKeptWarnings` warnings.
    public var warnings: [FormatWarning] = []
    /// All warnings, including those not kept.
    public var warningCount = 0
    /// The first `<name>` of `<metadata>`, a `<trk>` or a `<rte>`, in document order; nil when none.
    public var name: String?
}
