import Foundation
import InfoWindowCore
import InfoWindowFormats

/// Why a GeoJSON or KML file could not be read (beyond the library, which logs and leaves its lists
/// empty): the file, where in it, what is wrong and what to do about it, as one line (D188).
public struct GMUParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's path, or "GeoJSON data"/"KML data" for bytes given in memory.
    public let file: String
    /// `file:line:column: what is wrong; what to do` (or without a position).
    public let description: String

    init(file: String, description: String) {
        self.file = file
        self.description = description
    }

    /// A KML reader's error: it already names the file, the place and the fix.
    init(_ error: FormatError) {
        self.init(file: error.file, description: error.description)
    }

    /// A JSON reader's error, with the fix GeoJSON needs.
    init(_ error: SceneError) {
        let fix: String
        switch error.kind {
        case .syntax:
            fix = "the file is not JSON from there on: check that it is a GeoJSON file (RFC 7946) and that it is whole (not cut short)"
        case .unreadableFile, .missingFile:
            fix = "check the path and the file's permissions"
        case .fileTooLarge:
            fix = "split the file"
        default:
            fix = "GeoJSON (RFC 7946) needs this to be so; correct the file there"
        }
        self.init(file: error.file, description: "\(error.description); \(fix)")
    }
}
