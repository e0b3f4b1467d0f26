import Foundation
import Testing
import TestSupport
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowTiles

/// Google's styling JSON and the Static Maps `style=` syntax read into typed rules, and the errors
/// that name the entry (issue 21, D55).
@Suite("Google map styles: reading")
struct GoogleMapStyleTests {
    @Test("D55 the styling JSON is read into typed rules, stylers in order, numbers as numbers or strings")
    func readsJSON() throws {
        let style = try GoogleMapStyle(jsonString: """
            [{"featureType": "road.highway", "elementType": "geometry.stroke",
              "stylers": [{"color": "#D27F4F"}, {"lightness": "-20"}, {"visibility": "simplified"}, {"weight": 2.5}]},
             {"elementType": "labels", "stylers": [{"invert_lightness": true}, {"hue": "#ff7f00"}, {"saturation": -50}, {"gamma": 0.5}]},
             {"stylers": [{"visibility": "off"}]}]
            """)
        #expect(style.rules.count == 3)
        #expect(style.rules[0] == GoogleStyleRule(featureType: .roadHighway, elementType: .geometryStroke, stylers: [
            .color(Color(red: 0xd2 / 255.0, green: 0x7f / 255.0, blue: 0x4f / 255.0)), .lightness(-20), .visibility(.simplified), .weight(2.5),
        ]))
        #expect(style.rules[1].featureType == .all && style.rules[1].elementType == .labels)
        #expect(style.rules[1].stylers == [.invertLightness(true), .hue(Color(red: 1, green: 0x7f / 255.0, blue: 0)), .saturation(-50), .gamma(0.5)])
        #expect(style.rules[2] == GoogleStyleRule(stylers: [.visibility(.off)]))
    }

    @Test("D55 every Google feature and element type is known, by its dotted name")
    func names() throws {
        #expect(GoogleFeatureType.allCases.count == 33)
        #expect(GoogleElementType.allCases.count == 9)
        for type in GoogleFeatureType.allCases {
            let rule = try GoogleMapStyle(jsonString: ##"[{"featureType": "\##(type.rawValue)", "stylers": [{"visibility": "on"}]}]"##).rules[0]
            #expect(rule.featureType == type)
        }
        #expect(GoogleFeatureType.road.selects(.roadHighwayControlledAccess))
        #expect(GoogleFeatureType.roadHighway.selects(.roadHighwayControlledAccess))
        #expect(!GoogleFeatureType.roadHighway.selects(.road))
        #expect(GoogleFeatureType.poi.selects(.poiPark))
        #expect(!GoogleFeatureType.transit.selects(.water))
        #expect(GoogleElementType.labelsText.selects(.labelsTextStroke))
        #expect(!GoogleElementType.labelsText.selects(.labelsIcon))
        #expect(GoogleElementType.all.selects(.geometryFill))
    }

    @Test("D55 a bad style names the entry, the field and the fix", arguments: [
        ("{\"stylers\": []}", "style: expected an array of style rules"),
        ("[{\"featureType\": \"road\", \"stylers\": [", "style: is not JSON"),
        ("[1]", "style: [0]: expected an object"),
        ("[{\"featureType\": \"road.lokal\", \"stylers\": []}]", "style: [0].featureType: \"road.lokal\" is not a Google feature type (did you mean \"road.local\"?)"),
        ("[{\"stylers\": []}, {\"elementType\": \"geometry.fil\", \"stylers\": []}]", "style: [1].elementType: \"geometry.fil\" is not a Google element type (did you mean \"geometry.fill\"?)"),
        ("[{\"stylers\": [{\"color\": \"#GG0000\"}]}]", "style: [0].stylers[0].color: expected a colour \"#RRGGBB\", got \"#GG0000\"; write six hexadecimal digits"),
        ("[{\"stylers\": [{\"color\": \"#fff\"}]}]", "style: [0].stylers[0].color: expected a colour \"#RRGGBB\", got \"#fff\""),
        ("[{\"stylers\": [{\"visibility\": \"on\"}, {\"lightness\": 150}]}]", "style: [0].stylers[1].lightness: 150 is out of range; give a number from -100 to 100"),
        ("[{\"stylers\": [{\"saturation\": \"lots\"}]}]", "style: [0].stylers[0].saturation: expected a number from -100 to 100, got \"lots\""),
        ("[{\"stylers\": [{\"gamma\": 0}]}]", "style: [0].stylers[0].gamma: 0 is out of range; give a number from 0.01 to 10"),
        ("[{\"stylers\": [{\"weight\": -1}]}]", "style: [0].stylers[0].weight: -1 is out of range"),
        ("[{\"stylers\": [{\"visibility\": \"hidden\"}]}]", "style: [0].stylers[0].visibility: expected \"on\", \"off\" or \"simplified\", got \"hidden\""),
        ("[{\"stylers\": [{\"invert_lightness\": 1}]}]", "style: [0].stylers[0].invert_lightness: expected true or false, got \"1\""),
        ("[{\"stylers\": [{\"colour\": \"#ff0000\"}]}]", "style: [0].stylers[0].colour: \"colour\" is not a styler (did you mean \"color\"?)"),
        ("[{\"featureType\": \"road\"}]", "style: [0].stylers: missing"),
        ("[{\"feature\": \"road\", \"stylers\": []}]", "style: [0].feature: is not a field of a style rule; a rule has featureType, elementType and stylers"),
        ("[{\"stylers\": {\"color\": \"#ff0000\"}}]", "style: [0].stylers: expected an array of stylers"),
        ("[{\"stylers\": [{\"lightness\": null}]}]", "style: [0].stylers[0].lightness: expected a string or a number, got null"),
    ])
    func errors(_ json: String, _ message: String) {
        #expect {
            _ = try GoogleMapStyle(jsonString: json)
        } throws: { error in
            let text = (error as? GoogleMapStyleError)?.description ?? ""
            if !text.hasPrefix(message) { Issue.record("got \(text)") }
            return text.hasPrefix(message)
        }
    }

    @Test("D55 a style file: its name in messages; a missing file says so")
    func files() throws {
        let url = URL(fileURLWithPath: repositoryRoot + "/Scenes/styles/night.json")
        let night = try GoogleMapStyle(contentsOf: url)
        #expect(night.rules.count > 10)
        let missing = URL(fileURLWithPath: repositoryRoot + "/Scenes/styles/nope.json")
        #expect(throws: GoogleMapStyleError.self) { try GoogleMapStyle(contentsOf: missing) }
        do {
            _ = try GoogleMapStyle(data: Data("[{\"stylers\": [{\"hue\": \"red\"}]}]".utf8), name: "mine.json")
        } catch {
            #expect(error.description.hasPrefix("mine.json: [0].stylers[0].hue: expected a colour"))
            #expect(error.entry == 0 && error.field == "stylers[0].hue")
        }
    }

    @Test("D55 Static Maps style= values read into the same rules, 0xRRGGBB colours")
    func staticMaps() throws {
        let style = try GoogleMapStyle(staticMapsStyles: [
            "feature:road.local|element:geometry|color:0x00ff00|visibility:simplified",
            "feature:landscape|element:geometry.fill|color:0x000000",
            "element:labels|invert_lightness:true",
            "feature:road.arterial|element:labels|invert_lightness:false|",
            "hue:0xFF7F00|saturation:-20|lightness:15|gamma:1.5|weight:2",
        ])
        #expect(style.rules[0] == GoogleStyleRule(featureType: .roadLocal, elementType: .geometry,
                                                   stylers: [.color(Color(red: 0, green: 1, blue: 0)), .visibility(.simplified)]))
        #expect(style.rules[1].featureType == .landscape && style.rules[1].elementType == .geometryFill)
        #expect(style.rules[2] == GoogleStyleRule(elementType: .labels, stylers: [.invertLightness(true)]))
        #expect(style.rules[3].stylers == [.invertLightness(false)])
        #expect(style.rules[4] == GoogleStyleRule(stylers: [.hue(Color(red: 1, green: 0x7f / 255.0, blue: 0)), .saturation(-20),
                                                          .lightness(15), .gamma(1.5), .weight(2)]))
        // The same rule as JSON.
        let json = try GoogleMapStyle(jsonString: ##"[{"featureType": "road.local", "elementType": "geometry", "stylers": [{"color": "#00ff00"}, {"visibility": "simplified"}]}]"##)
        #expect(json.rules[0] == style.rules[0])
    }

    @Test("D55 a bad Static Maps style names the parameter, the field and the fix", arguments: [
        ("feature:road|color:0xGG0000", "style=[0] (feature:road|color:0xGG0000): color: expected a colour \"0xRRGGBB\", got \"0xGG0000\""),
        ("feature:road|color:#ff0000", "style=[0] (feature:road|color:#ff0000): color: expected a colour \"0xRRGGBB\""),
        ("feature:roads|visibility:off", "style=[0] (feature:roads|visibility:off): feature: \"roads\" is not a Google feature type (did you mean \"road\"?)"),
        ("element:geometry.strok|visibility:off", "style=[0] (element:geometry.strok|visibility:off): element: \"geometry.strok\" is not a Google element type"),
        ("feature:road|element:labels", "style=[0] (feature:road|element:labels): no styler"),
        ("feature:road|lightness", "style=[0] (feature:road|lightness): lightness: expected name:value"),
        ("color:0xff0000|feature:road", "style=[0] (color:0xff0000|feature:road): feature: must come before the stylers"),
        ("feature:road|feature:water|weight:1", "style=[0] (feature:road|feature:water|weight:1): feature: given twice"),
        ("saturation:-101", "style=[0] (saturation:-101): saturation: -101 is out of range"),
        ("shade:0x00ff00", "style=[0] (shade:0x00ff00): shade: \"shade\" is not a styler"),
    ])
    func staticMapsErrors(_ value: String, _ message: String) {
        #expect {
            _ = try GoogleMapStyle(staticMapsStyles: [value])
        } throws: { error in
            let text = (error as? GoogleMapStyleError)?.description ?? ""
            if !text.hasPrefix(message) { Issue.record("got \(text)") }
            return text.hasPrefix(message)
        }
        // Its place among the request's style= values.
        do {
            _ = try GoogleMapStyle(staticMapsStyles: ["visibility:on", value])
            Issue.record("accepted \(value)")
        } catch {
            #expect(error.entry == 1)
        }
    }

    @Test("D55 sizes are bounded: a 1 MiB text, 1000 rules, 100 stylers a rule")
    func limits() {
        #expect(throws: GoogleMapStyleError.self) {
            try GoogleMapStyle(data: Data(repeating: 0x20, count: 1024 * 1024 + 1))
        }
        let many = "[" + Array(repeating: #"{"stylers": [{"visibility": "on"}]}"#, count: 1001).joined(separator: ",") + "]"
        #expect(throws: GoogleMapStyleError.self) { try GoogleMapStyle(jsonString: many) }
        let stylers = Array(repeating: #"{"lightness": 1}"#, count: 101).joined(separator: ",")
        #expect(throws: GoogleMapStyleError.self) { try GoogleMapStyle(jsonString: ##"[{"stylers": [\##(stylers)]}]"##) }
        #expect(throws: GoogleMapStyleError.self) { try GoogleMapStyle.staticMapsRule(String(repeating: "visibility:on|", count: 400)) }
    }
}
