import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Typed styles: every paint and layout property is parsed once into its kind's typed field; a
/// property the kind does not have is a warning naming the file, the layer and the property (with
/// the name probably meant); a value of the wrong type is an error naming the layer and the property.
@MainActor
@Suite("Vector tiles: typed style properties")
struct TypedStyleTests {
    /// The style `layers` (JSON text of the layers) read as `test.json`, and the warnings it sent.
    func read(_ layers: String) throws -> (MapStyle, [String]) {
        let sink = WarningSink()
        let style = try Diagnostics.$sink.withValue(sink) {
            try MapStyle(data: Data(#"{"version": 8, "sources": {"omt": {"type": "vector"}}, "layers": [\#(layers)]}"#.utf8),
                         name: "test.json")
        }
        #expect(sink.messages == style.warnings, "every warning goes out through Diagnostics")
        return (style, style.warnings)
    }

    func failure(_ layers: String) -> String? {
        do { _ = try read(layers) } catch { return "\(error)" }
        return nil
    }

    @Test("a misspelt property is a warning at load naming the file, the layer, the property and the name meant")
    func typo() throws {
        let (style, warnings) = try read(#"""
            {"id": "water", "type": "fill", "source": "omt", "source-layer": "water", "paint": {"fill-colour": "#a0c8f0", "fill-opacity": 0.5}},
            {"id": "roads", "type": "line", "source": "omt", "source-layer": "t", "layout": {"line-jion": "round"}, "paint": {"line-widht": 3}},
            {"id": "names", "type": "symbol", "source": "omt", "source-layer": "t", "layout": {"Text-Field": "{name}", "text-sise": 3, "zzz": 1}}
            """#)
        #expect(warnings == [
            #"test.json: layers[0] ("water"): the paint property "fill-colour" is not a property of fill layers (did you mean "fill-color"?); drawn without it"#,
            #"test.json: layers[1] ("roads"): the layout property "line-jion" is not a property of line layers (did you mean "line-join"?); drawn without it"#,
            #"test.json: layers[1] ("roads"): the paint property "line-widht" is not a property of line layers (did you mean "line-width"?); drawn without it"#,
            #"test.json: layers[2] ("names"): the layout property "Text-Field" is not a property of symbol layers (did you mean "text-field"?); drawn without it"#,
            #"test.json: layers[2] ("names"): the layout property "text-sise" is not a property of symbol layers (did you mean "text-size"?); drawn without it"#,
            #"test.json: layers[2] ("names"): the layout property "zzz" is not a property of symbol layers; drawn without it"#,
        ])
        // The rest of the layer is read; the misspelt property is the default, as the warning says.
        let water = try #require(style.layers[0].fillPaint)
        #expect(water.color.constant == .black)
        #expect(water.opacity.constant == 0.5)
        #expect(try #require(style.layers[1].lineLayout).join.constant == .miter)
    }

    @Test("another kind's property, or one in the wrong section, is a warning that says so")
    func wrongKind() throws {
        let (style, warnings) = try read(#"""
            {"id": "parks", "type": "fill", "source": "omt", "source-layer": "park", "paint": {"line-color": "#00ff00", "fill-color": "#008000"}},
            {"id": "labels", "type": "symbol", "source": "omt", "source-layer": "place", "layout": {"text-color": "#333333"}, "paint": {"fill-opacity": 0.5}},
            {"id": "dots", "type": "circle", "source": "omt", "source-layer": "place", "paint": {"line-width": 2, "visibility": "none"}}
            """#)
        #expect(warnings == [
            #"test.json: layers[0] ("parks"): the paint property "line-color" is a property of line layers, not of fill layers (did you mean "fill-color"?); drawn without it"#,
            #"test.json: layers[1] ("labels"): the layout property "text-color" is a paint property; move it into "paint"; drawn without it"#,
            #"test.json: layers[1] ("labels"): the paint property "fill-opacity" is a property of fill layers, not of symbol layers (did you mean "text-opacity"?); drawn without it"#,
            #"test.json: layers[2] ("dots"): the paint property "line-width" is a property of line layers, not of circle layers; drawn without it"#,
            #"test.json: layers[2] ("dots"): the paint property "visibility" is a layout property; move it into "layout"; drawn without it"#,
        ])
        #expect(style.layerIDs == ["parks", "labels", "dots"], "visibility in paint hides nothing")
        #expect(try #require(style.layers[0].fillPaint).color.constant == Color(hex: "#008000"))
    }

    @Test("a value of the wrong type is an error naming the file, the layer and the property")
    func wrongType() {
        let line = #"{"id": "r", "type": "line", "source": "omt", "source-layer": "t", "#
        #expect(failure(line + #""layout": {"line-cap": "rounded"}}"#)
                == #"test.json: layers[0] ("r").layout.line-cap: expected "butt", "round" or "square", got "rounded""#)
        #expect(failure(line + #""paint": {"line-opacity": "high"}}"#)
                == #"test.json: layers[0] ("r").paint.line-opacity: expected a number, got "high""#)
        #expect(failure(line + #""paint": {"line-dasharray": [2, "x"]}}"#)
                == #"test.json: layers[0] ("r").paint.line-dasharray: expected an array of numbers, got an array"#)
        #expect(failure(line + #""layout": {"line-join": ["step", ["zoom"], "round", 14, "pointy"]}}"#)
                == #"test.json: layers[0] ("r").layout.line-join[4]: expected "bevel", "round" or "miter", got "pointy""#)
        let symbol = #"{"id": "s", "type": "symbol", "source": "omt", "source-layer": "t", "#
        #expect(failure(symbol + #""layout": {"text-anchor": "middle"}}"#)
                == #"test.json: layers[0] ("s").layout.text-anchor: expected "center", "left", "right", "top", "bottom", "top-left", "top-right", "bottom-left" or "bottom-right", got "middle""#)
        #expect(failure(symbol + #""layout": {"text-offset": [1]}}"#)
                == #"test.json: layers[0] ("s").layout.text-offset: expected two numbers [x, y], got an array"#)
        #expect(failure(symbol + #""layout": {"text-font": "Noto Sans"}}"#)
                == #"test.json: layers[0] ("s").layout.text-font: expected an array of font names, got "Noto Sans""#)
        #expect(failure(symbol + #""paint": {"text-halo-color": 3}}"#)
                == #"test.json: layers[0] ("s").paint.text-halo-color: 3 is not a colour; write #rrggbb, rgb(…), rgba(…), hsl(…) or a CSS colour name"#)
        #expect(failure(#"{"id": "b", "type": "background", "paint": {"background-opacity": true}}"#)
                == #"test.json: layers[0] ("b").paint.background-opacity: expected a number, got true"#)
        #expect(failure(#"{"id": "c", "type": "circle", "source": "omt", "source-layer": "t", "layout": {"visibility": "hidden"}}"#)
                == #"test.json: layers[0] ("c").layout.visibility: expected "visible" or "none", got "hidden""#)
        #expect(failure(#"{"id": "f", "type": "fill", "source": "omt", "source-layer": "t", "paint": {"fill-antialias": "yes"}}"#)
                == #"test.json: layers[0] ("f").paint.fill-antialias: expected true or false, got "yes""#)
    }

    @Test("each kind's properties are parsed into typed fields: constants once, zoom functions, data-driven expressions")
    func everyKind() throws {
        let (style, warnings) = try read(#"""
            {"id": "bg", "type": "background", "paint": {"background-color": "#102030", "background-opacity": 0.5}},
            {"id": "f", "type": "fill", "source": "omt", "source-layer": "t", "paint": {"fill-color": ["get", "colour"],
              "fill-opacity": ["interpolate", ["linear"], ["zoom"], 10, 0, 12, 1], "fill-outline-color": "red", "fill-antialias": false}},
            {"id": "l", "type": "line", "source": "omt", "source-layer": "t", "layout": {"line-cap": "round", "line-join": "bevel"},
              "paint": {"line-color": ["to-color", "#00ff00"], "line-width": 3, "line-opacity": 0.25, "line-dasharray": [2, 1]}},
            {"id": "c", "type": "circle", "source": "omt", "source-layer": "t", "paint": {"circle-color": "#ffffff", "circle-radius": 3,
              "circle-opacity": 0.75, "circle-stroke-color": "blue", "circle-stroke-width": 1.5}},
            {"id": "s", "type": "symbol", "source": "omt", "source-layer": "t", "layout": {"text-field": "{name}", "text-size": 13,
              "text-font": ["Noto Sans Bold"], "text-transform": "uppercase", "symbol-placement": "line-center", "symbol-spacing": 300,
              "text-anchor": "top-left", "text-offset": [0.5, -1], "visibility": "visible"},
              "paint": {"text-color": "#333333", "text-halo-color": "white", "text-halo-width": 1.5, "text-opacity": ["literal", 0.9]}},
            {"id": "hidden", "type": "line", "source": "omt", "source-layer": "t", "layout": {"visibility": "none"}}
            """#)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(style.layerIDs == ["bg", "f", "l", "c", "s"], "a layer whose visibility is none is left out")
        let bg = try #require(style.layers[0].backgroundPaint)
        #expect(bg.color.constant == Color(hex: "#102030") && bg.opacity.constant == 0.5)

        let fill = try #require(style.layers[1].fillPaint)
        #expect(fill.color.form == "data-driven" && fill.readsFeature)
        #expect(fill.opacity.form == "zoom function" && fill.opacity.value(StyleContext(zoom: 11)) == 0.5)
        #expect(fill.outlineColor?.constant == Color(red: 1, green: 0, blue: 0) && fill.antialias.constant == false)

        let (lineLayout, line) = (try #require(style.layers[2].lineLayout), try #require(style.layers[2].linePaint))
        #expect(lineLayout.cap.constant == .round && lineLayout.join.constant == .bevel)
        #expect(line.color.constant == Color(red: 0, green: 1, blue: 0), "an expression that reads neither zoom nor feature is a constant")
        #expect(line.width.constant == 3 && line.opacity.constant == 0.25 && line.dashes.constant == DashPattern([2, 1]))
        #expect(!line.readsFeature)

        let circle = try #require(style.layers[3].circlePaint)
        #expect(circle.color.constant == .white && circle.radius.constant == 3 && circle.opacity.constant == 0.75)
        #expect(circle.strokeColor.constant == Color(red: 0, green: 0, blue: 1) && circle.strokeWidth.constant == 1.5)

        let (layout, paint) = (try #require(style.layers[4].symbolLayout), try #require(style.layers[4].symbolPaint))
        #expect(layout.field.form == "data-driven" && layout.size.constant == 13 && layout.font.constant == FontStack(["Noto Sans Bold"]))
        #expect(layout.transform.constant == .uppercase && layout.placement.constant == .lineCenter && layout.spacing.constant == 300)
        #expect(layout.anchor.constant == .topLeft && layout.offset.constant == TextOffset(x: 0.5, y: -1))
        #expect(paint.color.constant == Color(hex: "#333333") && paint.haloColor.constant == .white)
        #expect(paint.haloWidth.constant == 1.5 && paint.opacity.constant == 0.9)
        #expect(style.layers[4].expressions.count == 1, "only text-field is left to evaluate while drawing")
    }

    @Test("a property left out keeps its default; an expression that gives null or another type draws the default")
    func defaults() throws {
        let (style, _) = try read(#"""
            {"id": "l", "type": "line", "source": "omt", "source-layer": "t", "paint": {"line-width": ["get", "w"], "line-color": ["get", "c"]}},
            {"id": "f", "type": "fill", "source": "omt", "source-layer": "t", "paint": {"fill-outline-color": ["get", "edge"], "fill-color": "#ff0000"}}
            """#)
        let line = try #require(style.layers[0].linePaint)
        let none = StyleContext(zoom: 14)
        #expect(line.width.value(none) == 1 && line.color.value(none) == .black && line.opacity.value(none) == 1)
        #expect(try #require(style.layers[0].lineLayout).cap.value(none) == .butt)
        let fill = try #require(style.layers[1].fillPaint)
        #expect(fill.outlineColor?.valueIfSet(none) == nil, "the renderer then draws the outline in the fill's colour")
        let symbol = SymbolLayout()
        #expect(symbol.size.constant == 16 && symbol.anchor.constant == .center && symbol.offset.constant == TextOffset(x: 0, y: 0))
        #expect(symbol.placement.constant == .point && symbol.spacing.constant == 250 && symbol.field.constant == "")
    }

    @Test("every typed property is a MapLibre property of its kind and section")
    func namesAgree() {
        func check<P: StyleProperties>(_ type: P.Type, _ kind: StyleLayer.Kind, layout: Bool) {
            let names = StylePropertyNames.mapLibre[kind]
            for name in P.fields.keys {
                #expect((layout ? names?.layout : names?.paint)?.contains(name) == true, "\(name) of \(kind)")
            }
        }
        check(BackgroundPaint.self, .background, layout: false)
        check(FillPaint.self, .fill, layout: false)
        check(LineLayout.self, .line, layout: true)
        check(LinePaint.self, .line, layout: false)
        check(CirclePaint.self, .circle, layout: false)
        check(SymbolLayout.self, .symbol, layout: true)
        check(SymbolPaint.self, .symbol, layout: false)
        #expect(SymbolLayout.fields.count == 11 && SymbolPaint.fields.count == 7 && FillPaint.fields.count == 4)
    }

    @Test("the bundled styles load without a warning; their ground paints are worked out once a layer, not per feature")
    func bundled() throws {
        let sink = WarningSink()
        let styles = try Diagnostics.$sink.withValue(sink) { [try MapStyle.openMapTiles, try MapStyle.openMapTilesNight] }
        #expect(sink.messages.isEmpty && styles.allSatisfy { $0.warnings.isEmpty }, "\(sink.messages)")
        for style in styles {
            var kinds: [StyleLayer.Kind: Int] = [:]
            for layer in style.layers {
                kinds[layer.kind, default: 0] += 1
                #expect(!(layer.fillPaint?.readsFeature ?? false) && !(layer.linePaint?.readsFeature ?? false), "\(layer.id)")
                // Labels read their text from the feature; their look is the layer's.
                if let layout = layer.symbolLayout {
                    #expect(layout.field.form == "data-driven" && !layout.size.readsFeature && !layout.font.readsFeature, "\(layer.id)")
                }
            }
            #expect(kinds[.fill, default: 0] > 5 && kinds[.line, default: 0] > 20 && kinds[.symbol, default: 0] > 5)
        }
    }

    @Test("did-you-mean: edit distance and the kind's prefixes")
    func suggestions() {
        #expect(StylePropertyNames.editDistance("fill-colour", "fill-color") == 1)
        #expect(StylePropertyNames.editDistance("", "abc") == 3)
        #expect(StylePropertyNames.suggestion(for: "circle-color", among: ["line-color", "line-width"]) == "line-color")
        #expect(StylePropertyNames.suggestion(for: "halo", among: ["text-halo-color", "text-halo-width"]) == nil)
    }
}

/// The typed properties of a layer, whatever its kind, for tests.
extension StyleLayer {
    var backgroundPaint: BackgroundPaint? { if case .background(let p) = properties { return p } else { return nil } }
    var fillPaint: FillPaint? { if case .fill(let p) = properties { return p } else { return nil } }
    var lineLayout: LineLayout? { if case .line(let l, _) = properties { return l } else { return nil } }
    var linePaint: LinePaint? { if case .line(_, let p) = properties { return p } else { return nil } }
    var circlePaint: CirclePaint? { if case .circle(let p) = properties { return p } else { return nil } }
    var symbolLayout: SymbolLayout? { if case .symbol(let l, _) = properties { return l } else { return nil } }
    var symbolPaint: SymbolPaint? { if case .symbol(_, let p) = properties { return p } else { return nil } }
}

extension StyleProperty {
    /// Which of the three forms the property took.
    var form: String {
        switch self {
        case .constant: return "constant"
        case .zoomFunction: return "zoom function"
        case .dataDriven: return "data-driven"
        }
    }
}
