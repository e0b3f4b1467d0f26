import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A file of vector tiles, read tile by tile: an MBTiles database or a PMTiles archive. Not API.
protocol VectorTileArchive: AnyObject {
    /// The file, as given.
    var path: String { get }
    /// The shallowest and deepest zoom with tiles.
    var zoomRange: ClosedRange<Int> { get }
    /// What the file says about itself.
    var metadata: VectorTileMetadata { get }
    /// The stored bytes of tile `key` (XYZ rows), still compressed if the file compresses them; nil
    /// when the file has no such tile.
    func storedTile(_ key: TileKey) throws(VectorTileError) -> Data?
}

/// The descriptive part of a tile file: name and attribution (HTML removed).
struct VectorTileMetadata: Equatable, Sendable {
    var name: String?
    var attribution: String?
    /// The bounds the file declares (west, south, east, north, degrees), if any.
    var bounds: (Double, Double, Double, Double)?

    static func == (a: VectorTileMetadata, b: VectorTileMetadata) -> Bool {
        a.name == b.name && a.attribution == b.attribution && a.bounds.map { [$0.0, $0.1, $0.2, $0.3] } == b.bounds.map { [$0.0, $0.1, $0.2, $0.3] }
    }
}

/// Reading tiles from either kind of file, inflated and decoded.
enum VectorTileFiles {
    /// The largest inflated tile accepted: 64 MiB (real tiles stay far below 1 MiB).
    static let maximumTileBytes = 64 * 1024 * 1024

    /// Opens `path` as MBTiles (an SQLite file) or PMTiles (by its magic number).
    static func open(_ path: String) throws(VectorTileError) -> VectorTileArchive {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw VectorTileError(.missingFile, path: path, problem: "no such file", fix: "check the path")
        }
        guard !isDirectory.boolValue else {
            throw VectorTileError(.missingFile, path: path, problem: "is a folder, not a tile file",
                                  fix: "give the path of the .mbtiles or .pmtiles file inside it")
        }
        guard let file = FileHandle(forReadingAtPath: path) else {
            throw VectorTileError(.unreadable, path: path, problem: "cannot be read", fix: "check its permissions")
        }
        let header = (try? file.read(upToCount: 16)) ?? Data()
        try? file.close()
        if header == Data("SQLite format 3\0".utf8) { return try MBTilesVectorArchive(path: path) }
        if header.starts(with: Data("PMTiles".utf8)) { return try PMTilesArchive(path: path) }
        let what = header.isEmpty ? "is empty (0 bytes)" : "is neither an MBTiles (SQLite) nor a PMTiles file"
        throw VectorTileError(.unknownFormat, path: path, problem: what,
                              fix: "give an .mbtiles or .pmtiles file of vector tiles (for example one made by tilemaker)")
    }

    /// The decoded tile from its stored bytes: inflated when gzip or zlib, then decoded as MVT.
    /// `mustBeGzip` is set when the file declares gzip-compressed tiles.
    static func decode(_ stored: Data, key: TileKey, path: String, mustBeGzip: Bool = false) throws(VectorTileError) -> MVTDecoder.Result {
        func corrupt(_ problem: String, _ fix: String = "make the tiles again (for example with tilemaker)") -> VectorTileError {
            VectorTileError(.corruptTile, path: path, tile: key.description, problem: problem, fix: fix)
        }
        var bytes = stored
        if Gzip.isGzip(stored) || Gzip.isZlib(stored) {
            do { bytes = try Gzip.inflate(stored, limit: maximumTileBytes) } catch { throw corrupt(error.description) }
        } else if mustBeGzip {
            throw corrupt("is not gzip data, though the file declares gzip-compressed tiles")
        }
        // Zero bytes are a tile with no layers, as MVT encodes it (tilemaker writes such tiles outside
        // its extract's bounds): nothing to draw, nothing wrong (D71).
        guard !bytes.isEmpty else { return MVTDecoder.Result(tile: VectorTile(layers: []), problems: [], droppedFeatures: 0) }
        do { return try MVTDecoder.decode(bytes) } catch { throw corrupt(error.description) }
    }
}
