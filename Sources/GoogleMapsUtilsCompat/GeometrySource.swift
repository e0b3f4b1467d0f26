import Foundation

/// Where a GeoJSON or KML parser reads from: a file's path, or bytes given in memory.
enum GeometrySource {
    case file(String)
    case bytes([UInt8])

    init(url: URL) { self = .file(url.path) }
    init(data: Data) { self = .bytes([UInt8](data)) }
}
