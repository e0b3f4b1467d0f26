import Foundation

/// Where a GeoJSON or KML parser reads from: a file's path, bytes given in memory, or a stream (read once).
enum GeometrySource {
    case file(String)
    case bytes([UInt8])
    case stream(InputStream)

    init(url: URL) { self = .file(url.path) }
    init(data: Data) { self = .bytes([UInt8](data)) }

    /// The folder a KML file's relative links are resolved in: the file's own; nil for bytes and streams.
    var folder: URL? {
        guard case .file(let path) = self else { return nil }
        return URL(fileURLWithPath: path).deletingLastPathComponent()
    }
}
