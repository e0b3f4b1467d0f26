import Foundation

/// Streams a KML 2.2 file's placemarks, styles and style maps to a callback, in bounded memory.
///
/// Each item is delivered when its end tag is read (a placemark with its geometry whole, so
/// memory holds one placemark at a time); `<Document>`/`<Folder>` nesting is flattened into
/// `KMLPlacemark.folders`. Read: Placemark (name, description, styleUrl, inline Style, Point,
/// LineString, LinearRing, Polygon with outer and inner boundaries, MultiGeometry, gx:Track,
/// gx:MultiTrack), Style (LineStyle color/width, PolyStyle color/fill/outline, IconStyle
/// Icon href/scale/heading/color, BalloonStyle text/bgColor), StyleMap (normal/highlight pairs by
/// styleUrl or inline Style), GroundOverlay (name, description, drawOrder, color, Icon href,
/// LatLonBox north/south/east/west/rotation). Elements in the gx namespace are matched by local name, so a file
/// that forgets to declare `xmlns:gx` still reads (libxml2's namespace error becomes a warning).
///
/// Bad input:
/// - not XML, not KML (another root), malformed, truncated, entity declarations, limits:
///   `FormatError`, after the items before the problem were delivered.
/// - a coordinate tuple that is not `lon,lat[,alt]`, or out of range: a warning, the tuple dropped.
/// - a geometry left unusable (a Point without coordinates, a LineString of one position, a
///   Polygon without an outer ring, a ring of fewer than four positions): a warning, and the
///   placemark is delivered without that geometry. A ring whose last position is not its first
///   is closed, with a warning. A second geometry in one placemark: a warning, the first kept.
/// - a colour that is not `aabbggrr`, a width/scale that is not a number, fill/outline not 0/1:
///   a warning, that value unset.
/// - a `<Style>` outside placemarks without an `id`: a warning, ignored (nothing can use it).
/// - a GroundOverlay without an `<Icon><href>` or a usable `<LatLonBox>` (an edge missing, not a
///   number, out of range, north not above south): a warning, skipped. A rotation out of −180…180: a
///   warning, 0.
/// - NetworkLink, ScreenOverlay, PhotoOverlay, Model: one warning per kind, skipped.
/// - no placemark at all is not an error (a file of styles is valid KML).
public struct KMLReader: Sendable {
    /// The XML limits (default `.standard`).
    public var limits: XMLLimits
    /// Warnings kept in `KMLSummary.warnings` (default 100; all are counted).
    public var maxKeptWarnings: Int
    /// Bytes per read, for tests and the fuzzer (default 64 KiB).
    var chunkSize = 64 << 10

    /// A reader; see the properties for the defaults.
    public init(limits: XMLLimits = .standard, maxKeptWarnings: Int = 100) {
        self.limits = limits
        self.maxKeptWarnings = maxKeptWarnings
    }

    /// Reads the file at `path`, calling `onItem` for each item; a thrown error stops the read.
    public func read(fileAt path: String, onItem: (KMLItem) throws -> Void) throws -> KMLSummary {
        try withoutActuallyEscaping(onItem) { callback in
            let handler = KMLHandler(file: path, warnings: WarningLog(limit: maxKeptWarnings), deliver: callback)
            try xmlReader.read(fileAt: path, handler: handler)
            return handler.summary()
        }
    }

    /// Reads an open descriptor (a file, pipe or socket) to its end; it is not closed.
    public func read(fileDescriptor: Int32, name: String, onItem: (KMLItem) throws -> Void) throws -> KMLSummary {
        try withoutActuallyEscaping(onItem) { callback in
            let handler = KMLHandler(file: name, warnings: WarningLog(limit: maxKeptWarnings), deliver: callback)
            try xmlReader.read(fileDescriptor: fileDescriptor, name: name, handler: handler)
            return handler.summary()
        }
    }

    /// Reads `stream` to its end (opening it if it is not open; it is not closed), named `name` in messages.
    public func read(stream: InputStream, name: String, onItem: (KMLItem) throws -> Void) throws -> KMLSummary {
        try withoutActuallyEscaping(onItem) { callback in
            let handler = KMLHandler(file: name, warnings: WarningLog(limit: maxKeptWarnings), deliver: callback)
            try xmlReader.read(stream: stream, name: name, handler: handler)
            return handler.summary()
        }
    }

    /// Reads a document held in memory, called `name` in messages.
    public func read(bytes: [UInt8], name: String, onItem: (KMLItem) throws -> Void) throws -> KMLSummary {
        try withoutActuallyEscaping(onItem) { callback in
            let handler = KMLHandler(file: name, warnings: WarningLog(limit: maxKeptWarnings), deliver: callback)
            try xmlReader.read(bytes: bytes, name: name, handler: handler)
            return handler.summary()
        }
    }

    private var xmlReader: XMLStreamReader {
        var reader = XMLStreamReader(limits: limits, formatName: "KML")
        reader.chunkSize = chunkSize
        return reader
    }
}
