import Foundation
import Testing
import TestSupport
@testable import InfoWindowKit
@testable import InfoWindowTiles
@testable import InfoWindowMap

/// `language`: labels in the language asked for where the tiles carry it, else the local name
/// (docs/decisions.md D98).
@Suite("Vector tiles: label language")
struct LabelLanguageTests {
    /// A `place` layer of one point feature with the given name properties.
    private func layer(_ names: [(String, String)]) -> VectorTileLayer {
        let keys = names.map(\.0) + ["housenumber"]
        let values = names.map { FeatureValue.string($0.1) } + [.string("12")]
        let tags = (0..<keys.count).flatMap { [UInt32($0), UInt32($0)] }
        let feature = VectorTileFeature(id: 0, kind: .point, tags: tags, coordinates: [10, 10], partEnds: [1],
                                        ringIsOuter: [], box: (10, 10, 10, 10))
        return VectorTileLayer(name: "place", extent: 4096, keys: keys, values: values,
                               keyIndex: Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, UInt32($0)) }),
                               features: [feature])
    }

    /// The texts of the bundled style's `place-city` and `housenumber` labels for the feature of `layer`.
    private func labels(_ layer: VectorTileLayer, language: String?) throws -> [String?] {
        let style = try MapStyle.openMapTiles.localized(to: language)
        let context = StyleContext(zoom: 14, layer: layer, feature: layer.features[0])
        return ["place-city", "housenumber"].map { id in
            style.layers.first { $0.id == id }?.symbolLayout?.field.value(context)
        }
    }

    @Test("D98 labels read name:LANG, then name:LANG without its region, then the local name; other labels stay")
    func fallbacks() throws {
        let names = layer([("name:latin", "Mannerheimintie"), ("name:sv", "Mannerheimvägen"), ("name:zh", "曼纳海姆路")])
        #expect(try labels(names, language: nil) == ["Mannerheimintie", "12"])
        #expect(try labels(names, language: "sv") == ["Mannerheimvägen", "12"])
        #expect(try labels(names, language: "zh-TW") == ["曼纳海姆路", "12"])
        // A language the tiles do not carry: the local name, as Google falls back.
        #expect(try labels(names, language: "fr") == ["Mannerheimintie", "12"])
        #expect(try labels(layer([("name:latin", "Helsinki"), ("name_en", "Helsinki (en)")]), language: "en") == ["Helsinki (en)", "12"])
    }

    @Test("D98 language tags are read as BCP 47: language in lower case, region in upper case, script in title case")
    func tags() {
        #expect(MapStyle.labelLanguage("sv") == "sv")
        #expect(MapStyle.labelLanguage("EN-gb") == "en-GB")
        #expect(MapStyle.labelLanguage("zh_TW") == "zh-TW")
        #expect(MapStyle.labelLanguage("zh-hant") == "zh-Hant")
        for bad in ["", "e", "english", "en-", "en-GB-x", "e1", "en-G!", "ру"] {
            #expect(MapStyle.labelLanguage(bad) == nil, "\(bad)")
        }
    }
}

/// The bundled Helsinki tiles carry Swedish names (Helsinki is bilingual): `labelLanguage = "sv"` draws
/// them, the Finnish ones where a street has no Swedish name.
@MainActor
@Suite("Vector tiles: Helsinki in Swedish")
struct LabelLanguageGoldenTests {
    @Test("D98 Helsinki at zoom 16 with labelLanguage sv: Swedish street and place names, same streets")
    func swedish() throws {
        let map = try helsinkiMap(zoom: 16)
        let finnish = map.snapshot()
        map.labelLanguage = "sv"
        let swedish = map.snapshot()
        // Only labels change: some pixels, not most of them.
        let changed = ImageComparison(swedish, finnish, tolerance: .exact).differingPixels
        #expect(changed > 500 && changed < swedish.pixelWidth * swedish.pixelHeight / 5)
        goldens.assert(swedish, named: "helsinki-z16-sv")
        // Back to the local names: the first picture again.
        map.labelLanguage = nil
        #expect(ImageComparison(map.snapshot(), finnish, tolerance: .exact).matches)
    }
}
