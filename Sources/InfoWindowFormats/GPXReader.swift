/// Streams the points of a GPX 1.0 or 1.1 file to a callback, in bounded memory.
///
/// Points are delivered as their end tags are parsed (see `GPXPointSelection` for which ones),
/// so a 1 GB track replays without being held. What it does with bad input:
/// - not XML, not GPX (another root element), malformed or truncated XML, entity declarations,
///   limits: a `FormatError` (`.notXML`, `.wrongFormat`, `.malformed`, `.truncated`, `.refused`,
///   `.limit`). Points before a truncation or a syntax error have already been delivered.
/// - a point with `lat`/`lon` missing, not a number (`NaN`, `inf`, `0x…` included) or out of
///   range: a warning and the point is skipped.
/// - `<ele>`, `<time>`, `<speed>`, `<course>` unreadable or out of range: a warning, that value nil.
/// - a time earlier than the last one before it: a warning, the point is delivered as it is
///   (`GPXReplayClock` plays it right after its predecessor). A missing time is no warning
///   (`GPXSummary.untimed` counts them; the clock plays such points `untimedInterval` apart).
/// - no point delivered (none in the file, or every one skipped): `FormatError` `.noData`.
public struct GPXReader: Sendable {
    /// Which points are delivered (default `.automatic`).
    public var selection: GPXPointSelection
    /// The XML limits (default `.standard`).
    public var limits: XMLLimits
    /// Warnings kept in `GPXSummary.warnings` (default 100; all are counted).
    public var maxKeptWarnings: Int
    /// Waypoints and route points `.automatic` may hold while it waits for a track point (default
    /// 100,000); past it the read fails and says to choose `.waypoints` or `.routes`.
    public var maxPendingPoints: Int
    /// Bytes per read, for tests and the fuzzer (default 64 KiB).
    var chunkSize = 64 << 10

    /// A reader; see each property for its default.
    public init(selection: GPXPointSelection = .automatic, limits: XMLLimits = .standard,
                maxKeptWarnings: Int = 100, maxPendingPoints: Int = 100_000) {
        self.selection = selection
        self.limits = limits
        self.maxKeptWarnings = maxKeptWarnings
        self.maxPendingPoints = maxPendingPoints
    }

    /// Reads the file at `path`, calling `onPoint` for each point delivered; a thrown error stops the read.
    public func read(fileAt path: String, onPoint: (GPXPoint) throws -> Void) throws -> GPXSummary {
        try withoutActuallyEscaping(onPoint) { callback in
            let handler = makeHandler(file: path, onPoint: callback)
            try xmlReader.read(fileAt: path, handler: handler)
            return try handler.finish()
        }
    }

    /// Reads an open descriptor (a file, pipe or socket) to its end; it is not closed.
    public func read(fileDescriptor: Int32, name: String, onPoint: (GPXPoint) throws -> Void) throws -> GPXSummary {
        try withoutActuallyEscaping(onPoint) { callback in
            let handler = makeHandler(file: name, onPoint: callback)
            try xmlReader.read(fileDescriptor: fileDescriptor, name: name, handler: handler)
            return try handler.finish()
        }
    }

    /// Reads a document held in memory, called `name` in messages.
    public func read(bytes: [UInt8], name: String, onPoint: (GPXPoint) throws -> Void) throws -> GPXSummary {
        try withoutActuallyEscaping(onPoint) { callback in
            let handler = makeHandler(file: name, onPoint: callback)
            try xmlReader.read(bytes: bytes, name: name, handler: handler)
            return try handler.finish()
        }
    }

    private var xmlReader: XMLStreamReader {
        var reader = XMLStreamReader(limits: limits, formatName: "GPX")
        reader.chunkSize = chunkSize
        return reader
    }

    private func makeHandler(file: String, onPoint: @escaping (GPXPoint) throws -> Void) -> GPXHandler {
        GPXHandler(file: file, selector: GPXPointSelector(selection: selection, maxPending: maxPendingPoints,
                                                          file: file, deliver: onPoint),
                   warnings: WarningLog(limit: maxKeptWarnings))
    }
}

/// Warnings kept up to a limit, all counted.
struct WarningLog {
    let limit: Int
    var kept: [FormatWarning] = []
    var count = 0

    mutating func add(_ warning: FormatWarning) {
        count += 1
        if kept.count < limit { kept.append(warning) }
    }
}
