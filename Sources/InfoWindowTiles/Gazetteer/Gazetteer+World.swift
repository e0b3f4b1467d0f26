import Foundation
import InfoWindowCore

extension Gazetteer {
    /// Where Debian's `iso-codes` package keeps ISO 3166 as JSON (the country and state names read as
    /// address qualifiers, D96).
    public static let isoCodesFolder = "/usr/share/iso-codes/json"

    /// The world's populated places (Natural Earth 1:10m, 7,342 places, bundled as `Data/world/places.tsv`,
    /// made by `scripts/world-tiles/gazetteer.py`), with the countries and their states of ISO 3166 read
    /// from `isoCodes` (Debian's `iso-codes`; without it, addresses still resolve but parts naming a
    /// country narrow nothing, and ``notes`` says so).
    public static func world(isoCodes: String = isoCodesFolder) -> Gazetteer {
        var notes: [String] = []
        var entries: [GazetteerEntry] = []
        if let url = Bundle.module.url(forResource: "places", withExtension: "tsv", subdirectory: "Data/world"),
           let text = try? String(contentsOf: url, encoding: .utf8) {
            entries = worldEntries(text)
        } else {
            notes.append("the bundled world places (Data/world/places.tsv) cannot be read; reinstall the package")
        }
        let (regions, regionNotes) = regions(isoCodes: isoCodes)
        return Gazetteer(entries: entries, regions: regions, notes: notes + regionNotes)
    }

    /// The entries of `places.tsv`: NAME, ISO_A2, LATITUDE, LONGITUDE a line, best first. Lines that do
    /// not have that shape are skipped.
    static func worldEntries(_ text: String) -> [GazetteerEntry] {
        var entries: [GazetteerEntry] = []
        entries.reserveCapacity(7_400)
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, !fields[0].isEmpty, let lat = Double(fields[2]), let lng = Double(fields[3]) else { continue }
            let point = Coordinate(latitude: lat, longitude: lng)
            guard point.isValid else { continue }
            entries.append(GazetteerEntry(name: String(fields[0]), coordinate: point,
                                          countryCode: fields[1].isEmpty ? nil : String(fields[1]), kind: .worldPlace))
        }
        return entries
    }

    /// Qualifier key → countries, from ISO 3166-1 (names, common and official names, alpha-2 and
    /// alpha-3 codes) and ISO 3166-2 (every subdivision's name; the codes of the US, Canadian and
    /// Australian ones, as addresses there write them: `NY`, `ON`, `NSW`), plus `UK` for GB.
    static func regions(isoCodes folder: String) -> ([String: Set<String>], [String]) {
        var regions: [String: Set<String>] = [:]
        func add(_ text: String?, _ country: String) {
            guard let text else { return }
            let key = GazetteerName.key(text)
            if !key.isEmpty { regions[key, default: []].insert(country) }
        }
        func records(_ file: String, _ list: String) -> [[String: String]]? {
            guard let data = FileManager.default.contents(atPath: folder + "/" + file),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let items = object[list] as? [[String: Any]] else { return nil }
            return items.map { $0.compactMapValues { $0 as? String } }
        }
        guard let countries = records("iso_3166-1.json", "3166-1") else {
            return ([:], ["\(folder)/iso_3166-1.json cannot be read, so parts of an address that name a country narrow nothing; install Debian's iso-codes package"])
        }
        for country in countries {
            guard let code = country["alpha_2"] else { continue }
            for field in ["alpha_2", "alpha_3", "name", "common_name", "official_name"] { add(country[field], code) }
        }
        add("UK", "GB")
        add("Great Britain", "GB")
        var notes: [String] = []
        if let subdivisions = records("iso_3166-2.json", "3166-2") {
            for subdivision in subdivisions {
                guard let code = subdivision["code"], let dash = code.firstIndex(of: "-") else { continue }
                let country = String(code[..<dash])
                add(subdivision["name"], country)
                if ["US", "CA", "AU"].contains(country) { add(String(code[code.index(after: dash)...]), country) }
            }
        } else {
            notes.append("\(folder)/iso_3166-2.json cannot be read, so parts of an address that name a state narrow nothing; install Debian's iso-codes package")
        }
        return (regions, notes)
    }
}
