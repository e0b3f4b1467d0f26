import Foundation
import InfoWindowCore

/// An offline gazetteer: looks up an address such as `Berkeley,CA`, `Sydney Australia` or
/// `Mannerheimintie, Helsinki` among the world map's populated places (Natural Earth, bundled) and the
/// names in a street map's tiles (``withNames(inTilesAt:maximumTiles:)``), without any network (docs/decisions.md,
/// D95–D97). Immutable once made, so one gazetteer serves every thread.
public final class Gazetteer: Sendable {
    /// Every entry, best ranked first: world places by importance, then the tiles' names.
    public let entries: [GazetteerEntry]
    /// Entry indices by name key (``GazetteerName/key(_:)``), in rank order.
    let index: [String: [Int32]]
    /// The countries a qualifier names, by key: country names and ISO codes, and the names of their
    /// subdivisions (plus the codes of the US, Canadian and Australian ones, which addresses write).
    let regions: [String: Set<String>]
    /// What was left out while the gazetteer was made (tiles that could not be read …), a sentence each.
    public let notes: [String]

    /// A gazetteer of `entries` (in rank order) and `regions` (qualifier key → ISO alpha-2 codes).
    public init(entries: [GazetteerEntry], regions: [String: Set<String>], notes: [String] = []) {
        var index: [String: [Int32]] = [:]
        for (i, entry) in entries.enumerated() {
            let key = GazetteerName.key(entry.name)
            guard !key.isEmpty else { continue }
            index[key, default: []].append(Int32(i))
        }
        self.entries = entries
        self.index = index
        self.regions = regions
        self.notes = notes
    }

    /// The longest address looked up, in UTF-8 bytes; longer ones find nothing.
    public static let maximumAddressBytes = 512

    /// The place `address` names, or nil when the gazetteer does not know it.
    ///
    /// The address is read as Google's geocoder reads a simple one: comma-separated parts, the first
    /// naming the place (a city, a street, a landmark), the rest narrowing it down (D96). A part naming
    /// a country or one of its states (`France`, `FR`, `USA`, `CA`, `New South Wales`) keeps only places in
    /// it; a part naming a place (`Helsinki`) picks the candidate nearest to that place; other parts are
    /// reported unused. Without commas, trailing words that name a country or a place are read as such
    /// a part (`Sydney Australia`). Among what remains the best-ranked entry wins.
    public func lookUp(_ address: String) -> GazetteerMatch? {
        guard address.utf8.count <= Self.maximumAddressBytes else { return nil }
        let rawParts = address.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let first = rawParts.first else { return nil }
        let firstKey = GazetteerName.key(first)
        let qualifiers = rawParts.dropFirst().map { (text: $0, key: GazetteerName.key($0)) }.filter { !$0.key.isEmpty }
        if let candidates = index[firstKey] {
            return choose(candidates, qualifiers: Array(qualifiers))
        }
        // "Sydney Australia": the longest leading run of words that names something, when the words
        // after it name a region or a place.
        let words = firstKey.split(separator: " ")
        guard words.count > 1 else { return nil }
        for count in stride(from: words.count - 1, through: 1, by: -1) {
            let head = words[..<count].joined(separator: " "), tail = words[count...].joined(separator: " ")
            guard let candidates = index[head], regions[tail] != nil || index[tail] != nil else { continue }
            let tailText = first.split(separator: " ").suffix(words.count - count).joined(separator: " ")
            return choose(candidates, qualifiers: [(text: tailText, key: tail)] + qualifiers)
        }
        return nil
    }

    private func choose(_ candidates: [Int32], qualifiers: [(text: String, key: String)]) -> GazetteerMatch? {
        // Countries first (every part naming one narrows to it), then places near which to look.
        var countries: Set<String>?
        for qualifier in qualifiers {
            if let named = regions[qualifier.key] { countries = countries.map { $0.intersection(named) } ?? named }
        }
        func inCountries(_ entry: GazetteerEntry) -> Bool {
            guard let countries else { return true }
            return entry.countryCode.map(countries.contains) ?? false
        }
        var anchors: [Coordinate] = []
        var unused: [String] = []
        for qualifier in qualifiers {
            var used = regions[qualifier.key] != nil
            if let places = index[qualifier.key],
               let anchor = places.lazy.map({ self.entries[Int($0)] }).first(where: inCountries) {
                anchors.append(anchor.coordinate)
                used = true
            }
            if !used { unused.append(qualifier.text) }
        }
        let pool = candidates.lazy.map { self.entries[Int($0)] }.filter(inCountries)
        // Near the first place named: in "street, city, country" the part right after the name is the
        // one that places it.
        if let anchor = anchors.first {
            let best = pool.min { SphericalGeometry.distance(from: $0.coordinate, to: anchor) < SphericalGeometry.distance(from: $1.coordinate, to: anchor) }
            return best.map { GazetteerMatch(entry: $0, unusedParts: unused) }
        }
        return pool.first.map { GazetteerMatch(entry: $0, unusedParts: unused) }
    }
}
