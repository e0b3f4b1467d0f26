import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// An `.mbtiles` file cannot be used, or one of its tiles cannot: which file, what is wrong, the fix.
public struct MBTilesError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong, for code that reacts to particular problems.
    public enum Kind: Hashable, Sendable {
        /// There is no file at the path (or it is a folder).
        case missingFile
        /// The file exists but cannot be opened or read.
        case unreadable
        /// The file is not an SQLite database, or is a damaged one.
        case notSQLite
        /// The database has no usable `tiles` table, or no tiles.
        case notMBTiles
        /// The tiles are in a format that cannot be drawn (vector tiles, WebP…).
        case unsupportedFormat
        /// One tile's data is damaged or not an image.
        case corruptTile
    }

    /// What went wrong.
    public let kind: Kind
    /// The file concerned.
    public let path: String
    /// What is wrong, as a phrase following the path.
    public let problem: String
    /// What to do about it.
    public let fix: String

    /// `PATH: PROBLEM; FIX.`
    public var description: String { "\(path): \(problem); \(fix)." }
}
