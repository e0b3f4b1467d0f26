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
        error = nil
        do throws(SceneError) {
            var reader: JSONReader
            let name: String
            switch source {
            case .file(let path):
                name = path
                guard let handle = FileHandle(forReadingAtPath: path) else {
                    throw SceneError(kind: .unreadableFile, file: path, message: "cannot be opened")
                }
                reader = try JSONReader(handle: handle, name: path)
                features = try GeoJSONDecoder(file: name).read(&reader)
                try? handle.close()
            case .bytes(let bytes):
                name = "GeoJSON data"
                reader = JSONReader(bytes: bytes, name: name)
                features = try GeoJSONDecoder(file: name).read(&reader)
            }
        } catch {
            let failure = GMUParseError(error)
            self.error = failure
            features = []
            throw failure
        }
    }
}
