import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// The MapLibre style subset: layers, filters in both forms, expressions, zoom functions, what is
/// warned about, and the errors that name the file and the place in it.
@MainActor
@Suite("Vector tiles: MapLibre styles")
struct MapStyleTests {
    typealias W = MVTWriter

    func style(_ layers: String, sources: String = #"{"omt": {"type": "vector"}}"#) throws -> MapStyle {
        try MapStyle(data: Data(#"{"version": 8, "sources": \#(sources), "layers": [\#(layers)]}"#.utf8), name: "test.json")
    }

    func failure(_ text: String) -> String? {
        do { _ = try MapStyle(data: Data(text.utf8), name: "test.json") } catch { return error.description }
        return nil
    }

    /// A layer with features whose `class` and `rank` are given, to run filters against.
    func layer(_ classes: [(String, Double?)]) -> VectorTileLayer {
        var keys = ["class", "rank"], values: [FeatureValue] = []
        var features: [VectorTileFeature] = []
        for (c, r) in classes {
            var tags: [UInt32] = [0, UInt32(values.count)]
            values.append(.string(c))
            if let r { tags += [1, UInt32(values.count)]; values.append(.number(r)) }
            features.append(VectorTileFeature(id: 0, kind: .polygon, tags: tags, coordinates: [0, 0, 1, 0, 1, 1], partEnds: [3],
                                              ringIsOuter: [true], box: (0, 0, 1, 1)))
        }
        keys = keys.map { $0 }
        return VectorTileLayer(name: "landuse", extent: 4096, keys: keys, values: values,
                               keyIndex: ["class": 0, "rank": 1], features: features)
    }

    func passing(_ filter: String, zoom: Double = 14) throws -> [String] {
        let s = try style(#"{"id": "a", "type": "fill", "source": "omt", "source-layer": "landuse", "filter": \#(filter)}"#)
        let l = layer([("park", 1), ("wood", 5), ("grass", nil), ("park", 9)])
        return l.features.enumerated().compactMap { i, f in
            s.layers[0].passes(StyleContext(zoom: zoom, layer: l, feature: f)) ? "\(i)" : nil
        }
    }

    @Test("VT7 the bundled styles read without a single warning")
    func bundledStyles() throws {
        let sink = WarningSink()
        let (day, night) = try Diagnostics.$sink.withValue(sink) {
            (try MapStyle.openMapTiles, try MapStyle.openMapTilesNight)
        }
        #expect(day.layers.count > 30 && night.layers.count > 30)
        #expect(sink.messages.isEmpty, "\(sink.messages)")
    }

    @Test("VT7 legacy filters: ==, !=, <, <=, >, >=, in, !in, has, !has, all, any, none, $type")
    func legacyFilters() throws {
        #expect(try passing(#"["==", "class", "park"]"#) == ["0", "3"])
        #expect(try passing(#"["!=", "class", "park"]"#) == ["1", "2"])
        #expect(try passing(#"["<", "rank", 5]"#) == ["0"])
        #expect(try passing(#"["<=", "rank", 5]"#) == ["0", "1"])
        #expect(try passing(#"[">", "rank", 5]"#) == ["3"])
        #expect(try passing(#"[">=", "rank", 5]"#) == ["1", "3"])
        #expect(try passing(#"["in", "class", "wood", "grass"]"#) == ["1", "2"])
        #expect(try passing(#"["!in", "class", "wood", "grass"]"#) == ["0", "3"])
        #expect(try passing(#"["has", "rank"]"#) == ["0", "1", "3"])
        #expect(try passing(#"["!has", "rank"]"#) == ["2"])
        #expect(try passing(#"["all", ["==", "class", "park"], [">", "rank", 2]]"#) == ["3"])
        #expect(try passing(#"["any", ["==", "class", "wood"], ["!has", "rank"]]"#) == ["1", "2"])
        #expect(try passing(#"["none", ["==", "class", "wood"], ["!has", "rank"]]"#) == ["0", "3"])
        #expect(try passing(#"["==", "$type", "Polygon"]"#) == ["0", "1", "2", "3"])
    }

    @Test("VT7 expression filters: get, comparisons, in, !, all, any, match, case, coalesce, zoom, geometry-type")
    func expressionFilters() throws {
        #expect(try passing(#"["==", ["get", "class"], "park"]"#) == ["0", "3"])
        #expect(try passing(#"["in", ["get", "class"], ["literal", ["wood", "grass"]]]"#) == ["1", "2"])
        #expect(try passing(#"["!", ["has", "rank"]]"#) == ["2"])
        #expect(try passing(#"["all", [">=", ["get", "rank"], 5], ["!=", ["get", "class"], "wood"]]"#) == ["3"])
        #expect(try passing(#"["any", ["==", ["geometry-type"], "Point"], ["<", ["get", "rank"], 2]]"#) == ["0"])
        #expect(try passing(#"["match", ["get", "class"], ["wood", "grass"], true, false]"#) == ["1", "2"])
        #expect(try passing(#"["case", ["has", "rank"], [">", ["get", "rank"], 4], true]"#) == ["1", "2", "3"])
        #expect(try passing(#"["==", ["coalesce", ["get", "name"], ["get", "class"]], "wood"]"#) == ["1"])
        #expect(try passing(#"[">=", ["zoom"], 15]"#, zoom: 14) == [])
        #expect(try passing(#"[">=", ["zoom"], 15]"#, zoom: 15) == ["0", "1", "2", "3"])
    }

    @Test("VT7 zoom functions: stops with a base, interpolate linear and exponential, step; colours interpolate")
    func zoomFunctions() throws {
        let s = try style(#"""
            {"id": "r", "type": "line", "source": "omt", "source-layer": "t", "paint": {
              "line-width": {"base": 2, "stops": [[10, 1], [12, 5]]},
              "line-opacity": ["interpolate", ["linear"], ["zoom"], 10, 0, 20, 1],
              "line-color": ["interpolate", ["linear"], ["zoom"], 10, "#000000", 20, "rgba(255, 255, 255, 1)"],
              "line-dasharray": ["step", ["zoom"], ["literal", [1, 1]], 15, ["literal", [4, 2]]]}}
            """#)
        let l = try #require(s.layers[0].linePaint)
        func at(_ z: Double) -> StyleContext { StyleContext(zoom: z) }
        #expect(l.width.value(at(10)) == 1)
        let expected: Double = 1 + 4.0 / 3
        #expect(l.width.value(at(11)) == expected)
        #expect(l.width.value(at(13)) == 5)
        #expect(l.opacity.value(at(15)) == 0.5)
        #expect(l.color.value(at(15)) == Color(white: 0.5))
        #expect(l.dashes.value(at(14)) == DashPattern([1, 1]))
        #expect(l.dashes.value(at(16)) == DashPattern([4, 2]))
        let e = try style(#"{"id": "e", "type": "circle", "source": "omt", "source-layer": "t", "paint": {"circle-radius": ["interpolate", ["exponential", 2], ["zoom"], 0, 0, 2, 3]}}"#)
        #expect(try #require(e.layers[0].circlePaint).radius.value(at(1)) == 1)
    }

    @Test("VT7 text-field: {name:latin} templates, get, coalesce and concat")
    func textFields() throws {
        let s = try style(#"""
            {"id": "a", "type": "symbol", "source": "omt", "source-layer": "l", "layout": {"text-field": "{class} ({rank})"}},
            {"id": "b", "type": "symbol", "source": "omt", "source-layer": "l", "layout": {"text-field": ["coalesce", ["get", "name:latin"], ["get", "class"]]}},
            {"id": "c", "type": "symbol", "source": "omt", "source-layer": "l", "layout": {"text-field": ["concat", ["get", "class"], "!"]}}
            """#)
        let l = layer([("park", 3)])
        let c = StyleContext(zoom: 14, layer: l, feature: l.features[0])
        #expect(s.layers.map { $0.symbolLayout?.field.value(c) } == ["park (3)", "park", "park!"])
    }

    @Test("VT7 what MapLibre draws but this renderer does not gives one warning naming the layer and the property")
    func warnings() throws {
        let sink = WarningSink()
        let s = try Diagnostics.$sink.withValue(sink) {
            try style(#"""
                {"id": "poi", "type": "symbol", "source": "omt", "source-layer": "poi", "layout": {"icon-image": "cafe", "text-field": "{name}"}},
                {"id": "3d", "type": "fill-extrusion", "source": "omt", "source-layer": "building"},
                {"id": "odd", "type": "line", "source": "omt", "source-layer": "t", "paint": {"line-color": ["to-rgba", "#fff"]}}
                """#)
        }
        #expect(s.layerIDs == ["poi", "odd"])
        #expect(s.warnings == [
            "test.json: layers[0] (\"poi\"): the icon \"cafe\" of \"icon-image\" is not one of the built-in icons (\"dot-9\", \"dot-10\", \"dot-11\"); there are no sprite sheets here, so it is drawn without an icon",
            "test.json: layers[1] (\"3d\"): fill-extrusion layers are not drawn; the layer is left out",
            "test.json: layers[2] (\"odd\"): the paint property \"line-color\": the expression operator \"to-rgba\" is not supported; drawn without it",
        ])
        #expect(sink.messages == s.warnings)
    }

    @Test("VT5 a style that is not JSON, has an unknown layer type, a wrong arity, a bad colour or an unknown source names the file and place")
    func errors() {
        #expect(failure("{\"version\": 8, layers: []}") == "test.json: is not JSON: 1:16: expected a key in double quotes, found 'l'")
        let head = #"{"version": 8, "sources": {"omt": {"type": "vector"}}, "layers": ["#
        #expect(failure(head + #"{"id": "x", "type": "filll", "source": "omt", "source-layer": "a"}]}"#)
                == "test.json: layers[0] (\"x\").type: \"filll\" is not a layer type; use background, fill, line, symbol or circle")
        #expect(failure(head + #"{"id": "x", "type": "fill", "source": "omt", "source-layer": "a", "filter": ["==", ["get", "class"]]}]}"#)
                == "test.json: layers[0] (\"x\").filter: \"==\" takes 2 to 3 arguments, got 1")
        #expect(failure(head + ##"{"id": "x", "type": "fill", "source": "omt", "source-layer": "a", "paint": {"fill-color": "#ggg"}}]}"##)
                == "test.json: layers[0] (\"x\").paint.fill-color: \"#ggg\" is not a colour; write #rrggbb, rgb(…), rgba(…), hsl(…) or a CSS colour name")
        #expect(failure(head + #"{"id": "x", "type": "line", "source": "osm", "source-layer": "a"}]}"#)
                == "test.json: layers[0] (\"x\").source: no source \"osm\" in the style's \"sources\"; declare it or fix the name")
        #expect(failure(head + #"{"id": "x", "type": "line", "source": "omt", "source-layer": "a", "paint": {"line-width": ["interpolate", ["linear"], ["zoom"], 10]}}]}"#)
                == "test.json: layers[0] (\"x\").paint.line-width: \"interpolate\" takes at least 4 arguments, got 3")
        #expect(failure(#"{"version": 8}"#) == "test.json: layers: a style needs a \"layers\" array")
    }

    @Test("VT7 CSS colours: hex of 3, 4, 6 and 8 digits, rgb(), rgba(), hsl(), names")
    func colours() {
        #expect(CSSColor.parse("#f00") == Color(red: 1, green: 0, blue: 0))
        #expect(CSSColor.parse("#ff000080")?.alpha == Double(0x80) / 255)
        #expect(CSSColor.parse("rgba(0, 0, 255, 0.5)") == Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(CSSColor.parse("hsl(120, 100%, 50%)") == Color(red: 0, green: 1, blue: 0))
        #expect(CSSColor.parse("White") == .white)
        #expect(CSSColor.parse("rgb(1, 2)") == nil)
        #expect(CSSColor.parse("#12345") == nil)
    }

    @Test("VT8 text-font names map to fontconfig families and weights")
    func fonts() {
        #expect(VectorLabeler.font(FontStack(["Noto Sans Bold"]), size: 12) == Font(family: "Noto Sans", size: 12, weight: .bold))
        #expect(VectorLabeler.font(FontStack(["Open Sans Italic", "Noto Sans Regular"]), size: 10) == Font(family: "Open Sans", size: 10))
        #expect(VectorLabeler.font(FontStack([]), size: 10) == Font.systemFont(ofSize: 10))
        #expect(FontStack(styleValue: .array([.number(1), .string("Noto Sans")])) == nil, "a list that does not start with a name is no font")
    }
}
