import Foundation
import InfoWindowCore

/// The one table from Google's feature types to what the map draws: for each OpenMapTiles source
/// layer, the property that tells its features apart (`class`, or `admin_level` for boundaries) and
/// which values are which Google feature type; a layer's other features are its `otherwise` type.
/// The world map's tiles use the same schema, so the same table serves both. docs/map-styles.md
/// prints this table; a test checks the two agree.
enum GoogleFeatureTable {
    /// How one source layer's features map to Google feature types.
    struct Entry: Sendable {
        /// The feature property read.
        let key: String
        /// Values of `key` and the feature type they are, in order.
        let types: [(type: GoogleFeatureType, values: [StyleValue])]
        /// The type of every feature whose value is not listed.
        let otherwise: GoogleFeatureType
    }

    /// The land under everything (a style's `background` layer).
    static let background: GoogleFeatureType = .landscapeNatural

    private static func words(_ list: String) -> [StyleValue] {
        list.split(separator: " ").map { .string(String($0)) }
    }

    /// By source layer.
    static let entries: [String: Entry] = [
        "water": Entry(key: "class", types: [], otherwise: .water),
        "waterway": Entry(key: "class", types: [], otherwise: .water),
        "water_name": Entry(key: "class", types: [], otherwise: .water),
        "coastline": Entry(key: "class", types: [], otherwise: .water),
        "landcover": Entry(key: "class", types: [
            (.landscapeNaturalTerrain, words("rock sand ice glacier bare_rock scree beach")),
        ], otherwise: .landscapeNaturalLandcover),
        "landuse": Entry(key: "class", types: [
            (.poiSchool, words("school university college kindergarten")),
            (.poiMedical, words("hospital")),
            (.poiGovernment, words("military library")),
            (.poiSportsComplex, words("stadium pitch playground track")),
            (.poiPark, words("cemetery zoo theme_park")),
        ], otherwise: .landscapeManMade),
        "park": Entry(key: "class", types: [], otherwise: .poiPark),
        "building": Entry(key: "class", types: [], otherwise: .landscapeManMade),
        "housenumber": Entry(key: "class", types: [], otherwise: .administrativeLandParcel),
        "mountain_peak": Entry(key: "class", types: [], otherwise: .landscapeNaturalTerrain),
        "aeroway": Entry(key: "class", types: [], otherwise: .transitStationAirport),
        "aerodrome_label": Entry(key: "class", types: [], otherwise: .transitStationAirport),
        "transportation": transportation,
        "transportation_name": transportation,
        "boundary": Entry(key: "admin_level", types: [
            (.administrativeCountry, [.number(2)]),
            (.administrativeProvince, [.number(3), .number(4)]),
            (.administrativeLocality, [.number(5), .number(6), .number(7), .number(8)]),
        ], otherwise: .administrativeNeighborhood),
        "place": Entry(key: "class", types: [
            (.administrativeCountry, words("country")),
            (.administrativeProvince, words("state province")),
            (.administrativeLocality, words("city town village hamlet")),
            (.administrativeNeighborhood, words("suburb quarter neighbourhood isolated_dwelling")),
        ], otherwise: .administrative),
        "poi": Entry(key: "class", types: [
            (.poiPark, words("park garden")),
            (.poiSchool, words("school college")),
            (.poiMedical, words("hospital doctors pharmacy dentist")),
            (.poiPlaceOfWorship, words("place_of_worship")),
            (.poiGovernment, words("town_hall police fire_station post library courthouse")),
            (.poiSportsComplex, words("stadium sports swimming pitch")),
            (.poiAttraction, words("attraction museum monument art_gallery castle zoo theatre cinema")),
            (.transitStationRail, words("railway")),
            (.transitStationBus, words("bus")),
            (.transitStationAirport, words("aerialway airport")),
        ], otherwise: .poiBusiness),
    ]

    /// Roads by class, and what OpenMapTiles draws in the same layer that is not a road.
    private static let transportation = Entry(key: "class", types: [
        (.roadHighwayControlledAccess, words("motorway motorway_construction")),
        (.roadHighway, words("trunk trunk_construction")),
        (.roadArterial, words("primary secondary tertiary primary_construction secondary_construction tertiary_construction")),
        (.transitLine, words("rail transit tram ferry cable_car gondola bus_guideway")),
        (.landscapeManMade, words("pier")),
    ], otherwise: .roadLocal)

    /// The feature types a layer's features may be (each once, the `otherwise` type last): those of its
    /// source layer, narrowed to the values its filter allows when the filter says (`["in", "class", …]`,
    /// `["==", "class", …]`, possibly inside `all`).
    static func types(of sourceLayer: String?, filter: StyleExpression?) -> [GoogleFeatureType] {
        guard let sourceLayer, let entry = entries[sourceLayer] else { return [] }
        let allowed = filter?.allowedValues(of: entry.key)
        var seen: [GoogleFeatureType] = []
        for (type, values) in entry.types where !seen.contains(type) {
            if let allowed, allowed.isDisjoint(with: values) { continue }
            seen.append(type)
        }
        seen.removeAll { $0 == entry.otherwise }
        let listed = Set(entry.types.flatMap(\.values))
        if let allowed, allowed.isSubset(of: listed) { return seen }
        return seen + [entry.otherwise]
    }

    /// The filter that keeps the features of `sourceLayer` whose type is one of `group`.
    static func filter(_ sourceLayer: String, group: Set<GoogleFeatureType>) -> StyleExpression? {
        guard let entry = entries[sourceLayer] else { return nil }
        if group.contains(entry.otherwise) {
            let excluded = entry.types.filter { !group.contains($0.type) }.flatMap(\.values)
            return excluded.isEmpty ? nil : .not(.isIn(.get(entry.key), .literal(.array(excluded))))
        }
        let included = entry.types.filter { group.contains($0.type) }.flatMap(\.values)
        return .isIn(.get(entry.key), .literal(.array(included)))
    }
}

extension StyleExpression {
    /// The values of feature property `key` this filter can let through, when it says so plainly
    /// (`in` or `==` on the property, possibly among the conditions of `all`); nil when it does not.
    func allowedValues(of key: String) -> Set<StyleValue>? {
        switch self {
        case .isIn(.get(let k), .literal(.array(let items))) where k == key: return Set(items)
        case .compare(.eq, .get(let k), .literal(let value)) where k == key: return [value]
        case .all(let conditions):
            var result: Set<StyleValue>?
            for condition in conditions {
                guard let values = condition.allowedValues(of: key) else { continue }
                result = result.map { $0.intersection(values) } ?? values
            }
            return result
        default: return nil
        }
    }
}
