import Foundation
import Testing
import TestSupport
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowTiles

/// How a Google style changes the map style drawn: the colour operations (D51), the table from
/// feature and element types to layers (D50), visibility and weight (D52, D56).
@Suite("Google map styles: applying")
struct GoogleStyleApplyTests {
    func close(_ a: Color, _ b: Color, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
            && abs(a.alpha - b.alpha) <= tolerance
    }

    @Test("D51 lightness and saturation move that share of the way to white/black, full/grey")
    func lightnessSaturation() {
        let c = Color(red: 0.8, green: 0.4, blue: 0.2, alpha: 0.5)
        #expect(close(GoogleColorOperation.lightness(-100).apply(to: c), Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        #expect(close(GoogleColorOperation.lightness(100).apply(to: c), Color(red: 1, green: 1, blue: 1, alpha: 0.5)))
        let hsl = HSL(c)
        #expect(abs(hsl.lightness - 0.5) < 1e-12 && abs(hsl.saturation - 0.6) < 1e-12)
        #expect(abs(HSL(GoogleColorOperation.lightness(50).apply(to: c)).lightness - 0.75) < 1e-9)
        #expect(abs(HSL(GoogleColorOperation.lightness(-50).apply(to: c)).lightness - 0.25) < 1e-9)
        let grey = GoogleColorOperation.saturation(-100).apply(to: c)
        #expect(close(grey, Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5)))
        #expect(abs(HSL(GoogleColorOperation.saturation(50).apply(to: c)).saturation - 0.8) < 1e-9)
        // Hue kept by lightness and saturation changes.
        #expect(abs(HSL(GoogleColorOperation.lightness(30).apply(to: c)).hue - hsl.hue) < 1e-9)
    }

    @Test("D51 hue takes the hue only; gamma keeps black and white; invert_lightness; color keeps alpha")
    func hueGammaInvert() {
        let c = Color(red: 0.8, green: 0.4, blue: 0.2)
        let blue = GoogleColorOperation.hue(Color(red: 0, green: 0, blue: 0.1)).apply(to: c)
        #expect(abs(HSL(blue).hue - 2.0 / 3) < 1e-9)
        #expect(abs(HSL(blue).saturation - HSL(c).saturation) < 1e-9 && abs(HSL(blue).lightness - HSL(c).lightness) < 1e-9)
        #expect(close(GoogleColorOperation.hue(.red).apply(to: .gray), .gray), "grey has no saturation to show a hue")
        #expect(close(GoogleColorOperation.gamma(0.5).apply(to: .white), .white))
        #expect(close(GoogleColorOperation.gamma(3).apply(to: .black), .black))
        #expect(HSL(GoogleColorOperation.gamma(0.5).apply(to: c)).lightness < HSL(c).lightness)
        #expect(HSL(GoogleColorOperation.gamma(2).apply(to: c)).lightness > HSL(c).lightness)
        #expect(abs(HSL(GoogleColorOperation.gamma(2).apply(to: c)).lightness - 0.5.squareRoot()) < 1e-9)
        #expect(close(GoogleColorOperation.invertLightness.apply(to: .white), .black))
        #expect(abs(HSL(GoogleColorOperation.invertLightness.apply(to: Color(white: 0.2))).lightness - 0.8) < 1e-9)
        #expect(close(GoogleColorOperation.color(.red).apply(to: Color(white: 1, alpha: 0.25)), Color(red: 1, green: 0, blue: 0, alpha: 0.25)))
    }

    @Test("D51 stylers apply in order: color then lightness differs from lightness then color")
    func order() throws {
        let a = GoogleElementEffect(try GoogleMapStyle(jsonString: ##"[{"stylers": [{"color": "#808080"}, {"lightness": 50}]}]"##),
                                    type: .water, element: .geometryFill)
        let b = GoogleElementEffect(try GoogleMapStyle(jsonString: ##"[{"stylers": [{"lightness": 50}, {"color": "#808080"}]}]"##),
                                    type: .water, element: .geometryFill)
        #expect(HSL(a.apply(to: .blue)).lightness > 0.7)
        #expect(close(b.apply(to: .blue), Color(red: 128 / 255.0, green: 128 / 255.0, blue: 128 / 255.0)))
        // A later rule works on what the earlier made, and rules select by type and element.
        let c = GoogleElementEffect(try GoogleMapStyle(jsonString: """
            [{"elementType": "geometry", "stylers": [{"color": "#202020"}]},
             {"featureType": "road", "elementType": "labels", "stylers": [{"color": "#ff0000"}]},
             {"featureType": "water", "stylers": [{"invert_lightness": true}]}]
            """), type: .water, element: .geometryStroke)
        #expect(close(c.apply(to: .blue), Color(red: 0xdf / 255.0, green: 0xdf / 255.0, blue: 0xdf / 255.0), 1e-9))
    }

    /// The bundled style with `json` applied.
    func applied(_ json: String) throws -> MapStyle {
        try MapStyle.openMapTiles.applying(try GoogleMapStyle(jsonString: json))
    }

    func layer(_ style: MapStyle, _ id: String) -> StyleLayer? { style.layers.first { $0.id == id } }

    /// The layer `id`, or the part of it split off for `type`.
    func part(_ style: MapStyle, _ id: String, _ type: GoogleFeatureType) -> StyleLayer? {
        style.layers.first { $0.id == id || ($0.id.hasPrefix(id + "#") && $0.id.dropFirst(id.count + 1).split(separator: "+").contains { $0 == type.rawValue }) }
    }

    func lineColor(_ layer: StyleLayer?) -> Color? {
        guard case .line(_, let paint)? = layer?.properties else { return nil }
        return paint.color.constant
    }

    @Test("D50 a layer is split by feature type only where the rules differ; the split filters keep the classes")
    func splits() throws {
        let style = try applied(##"[{"featureType": "road.highway", "elementType": "geometry.fill", "stylers": [{"color": "#ff0000"}]}]"##)
        let parts = style.layers.filter { $0.id.hasPrefix("road-major#") }
        #expect(parts.count == 2, "\(parts.map(\.id))")
        let highway = try #require(parts.first { $0.id.contains("road.highway") })
        #expect(lineColor(highway) == .red)
        #expect(lineColor(parts.first { !$0.id.contains("road.highway") }) == Color(hex: "#fde5b0"))
        // The casings are geometry.stroke: not split, unchanged.
        #expect(lineColor(layer(style, "road-major-casing")) == Color(hex: "#d9b36e"))
        // Which features each part draws.
        let classes = ["motorway", "trunk", "primary", "secondary", "minor", "rail"]
        let tile = transportation(classes)
        func drawn(_ l: StyleLayer) -> [String] {
            tile.features.enumerated().compactMap { i, f in
                l.passes(StyleContext(zoom: 14, layer: tile, feature: f)) ? classes[i] : nil
            }
        }
        #expect(drawn(highway) == ["motorway", "trunk"])
        #expect(drawn(parts.first { !$0.id.contains("road.highway") }!) == ["primary", "secondary"])
        // Layer indices are the drawing order again.
        #expect(style.layers.enumerated().allSatisfy { $0.offset == $0.element.index })
    }

    /// A `transportation` tile layer of line features of these classes.
    func transportation(_ classes: [String]) -> VectorTileLayer {
        var values: [FeatureValue] = [.string("LineString")]
        var features: [VectorTileFeature] = []
        for c in classes {
            features.append(VectorTileFeature(id: 0, kind: .line, tags: [0, UInt32(values.count)], coordinates: [0, 0, 1, 1],
                                              partEnds: [2], ringIsOuter: [], box: (0, 0, 1, 1)))
            values.append(.string(c))
        }
        return VectorTileLayer(name: "transportation", extent: 4096, keys: ["class"], values: values, keyIndex: ["class": 0], features: features)
    }

    @Test("D50 the table: each element goes to its paint property")
    func elements() throws {
        let style = try applied("""
            [{"featureType": "water", "elementType": "geometry.fill", "stylers": [{"color": "#000080"}]},
             {"featureType": "water", "elementType": "geometry.stroke", "stylers": [{"color": "#800000"}]},
             {"featureType": "water", "elementType": "labels.text.fill", "stylers": [{"color": "#008000"}]},
             {"featureType": "water", "elementType": "labels.text.stroke", "stylers": [{"color": "#808000"}, {"weight": 3}]},
             {"featureType": "landscape.natural", "elementType": "geometry", "stylers": [{"color": "#101010"}]},
             {"featureType": "administrative.country", "elementType": "geometry.stroke", "stylers": [{"color": "#ff00ff"}, {"weight": 4}]}]
            """)
        guard case .fill(let water)? = layer(style, "water")?.properties,
              case .background(let background)? = layer(style, "background")?.properties,
              case .symbol(_, let waterName)? = layer(style, "water-name")?.properties,
              case .line(_, let border)? = part(style, "world-boundary", .administrativeCountry)?.properties else {
            Issue.record("layers missing: \(style.layerIDs)")
            return
        }
        #expect(water.color.constant == Color(hex: "#000080"))
        #expect(lineColor(layer(style, "world-coastline")) == Color(hex: "#800000"))
        #expect(lineColor(layer(style, "waterway")) == Color(hex: "#000080"), "a river is the water's fill")
        #expect(waterName.color.constant == Color(hex: "#008000"))
        #expect(waterName.haloColor.constant == Color(hex: "#808000") && waterName.haloWidth.constant == 3)
        #expect(background.color.constant == Color(hex: "#101010"))
        #expect(border.color.constant == Color(hex: "#ff00ff") && border.width.constant == 4)
        // admin_level 2 only: the other boundary layer (levels 3–8) is untouched.
        #expect(lineColor(part(style, "boundary", .administrativeProvince)) == Color(hex: "#a39bb8"))
        #expect(lineColor(part(style, "boundary", .administrativeCountry)) == Color(hex: "#ff00ff"))
    }

    @Test("D52 visibility: off leaves layers out, simplified drops casings and label icons, labels off drops labels")
    func visibility() throws {
        let base = try MapStyle.openMapTiles
        let roadsOff = try applied(##"[{"featureType": "road", "stylers": [{"visibility": "off"}]}]"##)
        #expect(!roadsOff.layerIDs.contains("road-minor") && !roadsOff.layerIDs.contains("street-name-minor"))
        #expect(roadsOff.layerIDs.contains { $0.hasPrefix("railway") }, "transit is not a road")
        let simplified = try applied(##"[{"featureType": "road", "elementType": "geometry", "stylers": [{"visibility": "simplified"}]}]"##)
        #expect(!simplified.layerIDs.contains { $0.hasPrefix("road-minor-casing") })
        #expect(simplified.layerIDs.contains("road-minor"))
        let labelsOff = try applied(##"[{"elementType": "labels", "stylers": [{"visibility": "off"}]}]"##)
        #expect(!labelsOff.layers.contains { $0.kind == .symbol })
        #expect(labelsOff.layers.count == base.layers.count - base.layers.filter { $0.kind == .symbol }.count)
        let iconsOff = try applied(##"[{"elementType": "labels.icon", "stylers": [{"visibility": "off"}]}]"##)
        guard case .symbol(let layout, _)? = layer(iconsOff, "world-place-major")?.properties else {
            Issue.record("no world-place-major")
            return
        }
        #expect(layout.iconImage.constant == "")
        let noBuildings = base.adjusted(google: nil, buildings: false)
        #expect(!noBuildings.layers.contains { $0.sourceLayer == "building" } && base.layers.contains { $0.sourceLayer == "building" })
    }

    @Test("D50 an empty style or one that changes nothing keeps the layers as they are")
    func identity() throws {
        let base = try MapStyle.openMapTiles
        #expect(base.applying(GoogleMapStyle(rules: [])).layerIDs == base.layerIDs)
        #expect(try applied(##"[{"stylers": [{"visibility": "on"}]}]"##).layerIDs == base.layerIDs)
    }

    @Test("D50 docs/map-styles.md's table is the code's table")
    func documentedTable() throws {
        let doc = try String(contentsOfFile: repositoryRoot + "/docs/map-styles.md", encoding: .utf8)
        for (sourceLayer, entry) in GoogleFeatureTable.entries {
            for (type, values) in entry.types {
                let words = values.map { $0.string ?? $0.text }.joined(separator: ", ")
                let row = "| `\(sourceLayer)` | \(entry.key) \(words) | `\(type.rawValue)` |"
                #expect(doc.contains(row), "missing row: \(row)")
            }
            let otherwise = "| `\(sourceLayer)` | \(entry.types.isEmpty ? "all" : "any other") | `\(entry.otherwise.rawValue)` |"
            #expect(doc.contains(otherwise), "missing row: \(otherwise)")
        }
        for type in GoogleFeatureType.allCases { #expect(doc.contains("`\(type.rawValue)`"), "\(type.rawValue) not in the doc") }
    }
}
