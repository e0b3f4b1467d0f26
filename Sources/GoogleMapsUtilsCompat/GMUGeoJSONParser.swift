import Foundation
import GoogleMapsCompat
import InfoWindowCore

/// Reads a GeoJSON file's features (the utility library's `GMUGeoJSONParser`), with the package's
/// streaming JSON reader: a FeatureCollection, a single Feature or a bare geometry (RFC 7946), every
/// geometry kind. Draw them with ``GMUGeometryRenderer``.
///
/// ``parse()`` never throws, as the library's: a file it cannot read leaves ``features`` empty, sets
/// ``error`` and prints the error as a warning — the file, the line or field, what is wrong and the fix
/// (D188). ``parseOrThrow()`` throws it instead.
///
/// ``parse()`` keeps every feature, so its memory is the features' (never the file's bytes: the file is
/// read 64 KiB at a time). ``parse(each:)`` hands each feature over as it is read and keeps none, so a
/// file of any size — a gigabyte through ``init(stream:)`` — is read in the memory of one feature (D180).
@MainActor
public final class GMUGeoJSONParser {
    /// The features read by ``parse()``, in file order.
    public private(set) var features: [GMUGeometryContainer] = []
    /// Why the last ``parse()`` failed; nil after a good one.
    public private(set) var error: GMUParseError?

    private let source: GeometrySource

    /// A parser of the file at `url` (a file URL).
    public init(url: URL) {
        source = GeometrySource(url: url)
    }

    /// A parser of GeoJSON held in memory (named "GeoJSON data" in errors).
    public init(data: Data) {
        source = GeometrySource(data: data)
    }

    /// A parser of GeoJSON read from `stream` (the library's `initWithStream:`; named "GeoJSON stream" in
    /// errors). The stream is opened if it is not open, read to its end once and closed by the parse; a
    /// second parse of it is an error.
    public init(stream: InputStream) {
        source = .stream(stream)
    }

    /// Reads the features; on failure ``features`` is empty and ``error`` says why (also printed as a
    /// warning).
    public func parse() {
        do {
            try parseOrThrow()
        } catch {
            Diagnostics.warn("GMUGeoJSONParser: \(error)")
        }
    }

    /// Reads the features, or throws a ``GMUParseError`` (and leaves ``features`` empty).
    public func parseOrThrow() throws(GMUParseError) {
        features = []
        var read: [GMUGeometryContainer] = []
        try parseOrThrow { read.append($0) }
        features = read
    }

    /// Hands each feature to `body` as soon as it is read, in file order, and keeps none: ``features``
    /// stays empty, and memory holds one feature at a time (D180). On failure ``error`` says why (also
    /// printed as a warning); the features before the problem have been handed over.
    public func parse(each body: (GMUGeometryContainer) -> Void) {
        do {
            try parseOrThrow(each: body)
        } catch {
            Diagnostics.warn("GMUGeoJSONParser: \(error)")
        }
    }

    /// ``parse(each:)``, throwing the ``GMUParseError`` instead of printing it.
    public func parseOrThrow(each body: (GMUGeometryContainer) -> Void) throws(GMUParseError) {
        features = []
        error = nil
        do throws(SceneError) {
            switch source {
            case .file(let path):
                guard let handle = FileHandle(forReadingAtPath: path) else {
                    throw SceneError(kind: .unreadableFile, file: path, message: "cannot be opened")
                }
                defer { try? handle.close() }
                var reader = try JSONReader(handle: handle, name: path)
                try GeoJSONDecoder(file: path).read(&reader, each: body)
            case .bytes(let bytes):
                var reader = JSONReader(bytes: bytes, name: "GeoJSON data")
                try GeoJSONDecoder(file: "GeoJSON data").read(&reader, each: body)
            case .stream(let stream):
                let name = "GeoJSON stream"
                guard stream.streamStatus != .closed else {
                    throw SceneError(kind: .unreadableFile, file: name, message: "was already read to its end by an earlier parse")
                }
                defer { stream.close() }
                var reader = try JSONReader(stream: stream, name: name)
                try GeoJSONDecoder(file: name).read(&reader, each: body)
            }
        } catch {
            let failure = GMUParseError(error)
            self.error = failure
            throw failure
        }
    }
}
