import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A vector-tile file (`.mbtiles` or `.pmtiles`) cannot be used, or one of its tiles cannot: which
/// file, which tile, what is wrong and the fix.
public struct VectorTileError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong, for code that reacts to particular problems.
    public enum Kind: Hashable, Sendable {
        /// There is no file at the path (or it is a folder).
        case missingFile
        /// The file exists but cannot be opened or read.
        case unreadable
        /// The file is neither an MBTiles (SQLite) nor a PMTiles file.
        case unknownFormat
        /// An MBTiles file without vector tiles (no `tiles` table, no tiles, or raster tiles).
        case notVectorMBTiles
        /// A PMTiles file whose header or directories are damaged or unsupported.
        case badPMTiles
        /// One tile cannot be decoded: not gzip, truncated, not a Mapbox Vector Tile, bad geometry.
        case corruptTile
    }

    /// What went wrong.
    public let kind: Kind
    /// The file concerned.
    public let path: String
    /// The tile concerned as `z/x/y` (XYZ numbering), nil for the file as a whole.
    public let tile: String?
    /// What is wrong, as a phrase following the path (and tile).
    public let problem: String
    /// What to do about it.
    public let fix: String

    /// An error about `path` (and tile `tile`, `z/x/y`).
    init(_ kind: Kind, path: String, tile: String? = nil, problem: String, fix: String) {
        self.kind = kind
        self.path = path
        self.tile = tile
        self.problem = problem
        self.fix = fix
    }

    /// `PATH: tile Z/X/Y: PROBLEM; FIX.`
    public var description: String {
        "\(path): " + (tile.map { "tile \($0): " } ?? "") + "\(problem); \(fix)."
    }
}
