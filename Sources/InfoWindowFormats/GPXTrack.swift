/// A whole GPX file's points in memory: `GPXReader` with a collecting callback.
///
/// For files of any size use `GPXReader.read(…, onPoint:)`, which never holds the points.
public struct GPXTrack: Sendable, Equatable {
    /// The file's name.
    public var file: String
    /// The `<gpx version>` ("1.0", "1.1").
    public var version: String
    /// The first `<name>` of `<metadata>`, a track or a route, nil when none.
    public var name: String?
    /// The kind of the points (see `GPXPointSelection.automatic`; with `.all`, the first point's).
    public var kind: GPXPointKind
    /// The points, in document order.
    public var points: [GPXPoint]
    /// What the reader worked around (first `GPXReader.maxKeptWarnings`).
    public var warnings: [FormatWarning]

    /// Reads the file at `path`. Throws a `FormatError` for every problem `GPXReader` throws for.
    public static func load(fileAt path: String, reader: GPXReader = GPXReader()) throws -> GPXTrack {
        var points: [GPXPoint] = []
        let summary = try reader.read(fileAt: path) { points.append($0) }
        return GPXTrack(file: path, summary: summary, points: points)
    }

    /// Reads a GPX document held in memory, called `name` in messages.
    public static func parse(bytes: [UInt8], name: String, reader: GPXReader = GPXReader()) throws -> GPXTrack {
        var points: [GPXPoint] = []
        let summary = try reader.read(bytes: bytes, name: name) { points.append($0) }
        return GPXTrack(file: name, summary: summary, points: points)
    }

    private init(file: String, summary: GPXSummary, points: [GPXPoint]) {
        self.file = file
        self.version = summary.version
        self.name = summary.name
        self.kind = summary.kind ?? points.first?.kind ?? .waypoint
        self.points = points
        self.warnings = summary.warnings
    }
}
