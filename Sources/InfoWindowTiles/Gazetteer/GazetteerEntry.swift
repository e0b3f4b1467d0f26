import Foundation
import InfoWindowCore

/// One named place of a ``Gazetteer``: a populated place of the world map or a name of a street map's
/// tiles (a street, a neighbourhood, a point of interest, a body of water).
public struct GazetteerEntry: Sendable, Equatable {
    /// Where a name came from, which also ranks it: world places before the tiles' names, and among
    /// these places, then streets, then the rest.
    public enum Kind: Int, Sendable, Comparable {
        /// A populated place of Natural Earth (the world map's `place` layer).
        case worldPlace = 0
        /// A `place` feature of the served tiles (a city, a suburb, a neighbourhood).
        case tilePlace = 1
        /// A named street (`transportation_name`).
        case street = 2
        /// Any other named feature of the tiles: points of interest, water, parks, airports, peaks.
        case feature = 3

        /// The kind of rank `rawValue` (0 world place … 3 feature); nil for another number.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0: self = .worldPlace
            case 1: self = .tilePlace
            case 2: self = .street
            case 3: self = .feature
            default: return nil
            }
        }

        /// Compares by rank.
        public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    /// The name as written (the first spelling met).
    public var name: String
    /// Where the name lies: a world place's point; for a street, the point of the street nearest the
    /// middle of all its points (so the location lies on the street).
    public var coordinate: Coordinate
    /// The ISO 3166-1 alpha-2 code of the country, upper case; nil when unknown.
    public var countryCode: String?
    /// What kind of name it is.
    public var kind: Kind

    /// An entry.
    public init(name: String, coordinate: Coordinate, countryCode: String?, kind: Kind) {
        self.name = name
        self.coordinate = coordinate
        self.countryCode = countryCode
        self.kind = kind
    }
}

/// What ``Gazetteer/lookUp(_:)`` found for an address.
public struct GazetteerMatch: Sendable, Equatable {
    /// The entry the address resolved to.
    public var entry: GazetteerEntry
    /// The parts of the address (after the first comma, as written) that narrowed nothing down because
    /// they name nothing the gazetteer knows, e.g. a postcode or a US state's code that agrees anyway.
    public var unusedParts: [String]

    /// A match.
    public init(entry: GazetteerEntry, unusedParts: [String]) {
        self.entry = entry
        self.unusedParts = unusedParts
    }

    /// "Berkeley (US), 37.87153,-122.27275": the name, its country and the coordinate it stands for.
    public var summary: String {
        let country = entry.countryCode.map { " (\($0))" } ?? ""
        let point = String(format: "%.5f,%.5f", entry.coordinate.latitude, entry.coordinate.longitude)
        return "\(entry.name)\(country), \(point)"
    }
}
