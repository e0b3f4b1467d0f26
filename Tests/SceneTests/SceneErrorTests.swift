import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Every problem in a scene file is an error naming the file, the field and what to do, exactly.
@MainActor
@Suite("Scene files: errors")
struct SceneErrorTests {
    private let position = #""position": {"latitude": 1, "longitude": 2}"#

    @Test("a value out of range names its path, the range and the value as written")
    func range() {
        let markers = (0..<4).map { i in "{\"position\": {\"latitude\": \(i == 3 ? "91.2" : "1"), \"longitude\": 2}}" }
        let error = decodeError(sceneJSON("\"markers\": [\(markers.joined(separator: ", "))]"))
        #expect(error?.description == "scene.json: markers[3].position.latitude: expected a number from -90 to 90, got 91.2")
        #expect(error?.kind == .invalidValue)
        #expect(error?.field == "markers[3].position.latitude")
    }

    @Test("a value of the wrong type names what was expected and what was found")
    func types() {
        #expect(decodeError(#"{"version": 1, "camera": {"target": {"latitude": 0, "longitude": 0}, "zoom": "10"}}"#)?.description
                == #"scene.json: camera.zoom: expected a number from 0 to 22, got "10""#)
        #expect(decodeError(sceneJSON(#""graticule": "yes""#))?.description == #"scene.json: graticule: expected true or false, got "yes""#)
        #expect(decodeError(sceneJSON(#""markers": {}"#))?.description == "scene.json: markers: expected an array, got an object")
        #expect(decodeError(sceneJSON(#""markers": [{\#(position), "title": 7}]"#))?.description
                == "scene.json: markers[0].title: expected a string, got 7")
        #expect(decodeError(sceneJSON(#""markers": [{\#(position), "z_index": 1.5}]"#))?.description
                == "scene.json: markers[0].z_index: expected a whole number from -2147483648 to 2147483647, got 1.5")
        #expect(decodeError(sceneJSON(#""markers": [{\#(position), "pin_color": "red"}]"#))?.description
                == ##"scene.json: markers[0].pin_color: expected a colour written "#rrggbb" or "#rrggbbaa", got "red""##)
        #expect(decodeError(sceneJSON(#""markers": [{\#(position), "ground_anchor": 0.5}]"#))?.description
                == "scene.json: markers[0].ground_anchor: expected an array of 2 numbers [x, y], got 0.5")
        #expect(decodeError(sceneJSON(#""markers": [{\#(position), "opacity": 1e400}]"#))?.description
                == "scene.json: markers[0].opacity: expected a number from 0 to 1, got 1e400")
        #expect(decodeError(sceneJSON(#""size": [640, 0]"#))?.description
                == "scene.json: size[1]: expected a number from 1 to 4096, got 0")
        #expect(decodeError(sceneJSON(#""basemap": "osm""#))?.description
                == #"scene.json: basemap: expected "default", "none", "helsinki", {"mbtiles": "FILE.mbtiles"} or {"tiles": "FILE", "style": "FILE"}, got "osm""#)
        #expect(decodeError(sceneJSON(#""info_window_style": {"maximum_height_fraction": 0}"#))?.description
                == "scene.json: info_window_style.maximum_height_fraction: expected a number greater than 0 and at most 1, got 0")
        #expect(decodeError(sceneJSON(#""selected": true"#))?.description
                == "scene.json: selected: expected the id or title of a marker (a string), or a list of them, got true")
        #expect(decodeError("[1]")?.description == #"scene.json: expected a scene object, {"version": 1, …}, got an array"#)
        #expect(decodeError(sceneJSON(#""background": "say \"hi\"\nthere\t""#))?.description
                == ##"scene.json: background: expected a colour written "#rrggbb" or "#rrggbbaa", got "say \"hi\"\nthere\u0009""##,
                "the value is quoted on one line")
        #expect(decodeError(sceneJSON(#""background": "\#(String(repeating: "a", count: 50))""#))?.description.hasSuffix(#"got "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…""#) == true)
    }

    @Test("an unknown field is named with the nearest valid field, or the list of fields")
    func unknownFields() {
        let titel = decodeError(sceneJSON(#""markers": [{\#(position), "titel": "London"}]"#))
        #expect(titel?.description == #"scene.json: markers[0]: unknown field "titel"; did you mean "title"?"#)
        #expect(titel?.kind == .unknownField)
        #expect(decodeError(sceneJSON(#""markrs": []"#))?.description == #"scene.json: unknown field "markrs"; did you mean "markers"?"#)
        #expect(decodeError(sceneJSON(#""info_window_style": {"Corner_Radius": 3}"#))?.description
                == #"scene.json: info_window_style: unknown field "Corner_Radius"; did you mean "corner_radius"?"#)
        #expect(decodeError(#"{"version": 1, "camera": {"target": {"latt": 1, "longitude": 0}, "zoom": 1}}"#)?.description
                == #"scene.json: camera.target: unknown field "latt"; the fields here are "latitude", "longitude""#)
        // D76: a name other tools use is answered with this format's name.
        #expect(decodeError(#"{"version": 1, "camera": {"target": {"lat": 1, "longitude": 0}, "zoom": 1}}"#)?.description
                == #"scene.json: camera.target: unknown field "lat"; did you mean "latitude"? (what others call "lat" is "latitude" here)"#)
    }

    @Test("a suggestion is offered only for a likely typo, never for a whole other word")
    func suggestions() {
        #expect(EditDistance.nearest(to: "pariss", among: ["london", "paris"]) == "paris")
        #expect(EditDistance.nearest(to: "Zoom", among: ["zoom", "bearing"]) == "zoom", "letter case is ignored")
        #expect(EditDistance.nearest(to: "b", among: ["a"]) == nil)
        #expect(EditDistance.nearest(to: "xy", among: ["id"]) == nil)
    }

    @Test("a missing field is named, with the object it belongs to")
    func missingFields() {
        let error = decodeError(sceneJSON(#""markers": [{"title": "x"}]"#))
        #expect(error?.description == #"scene.json: markers[0]: missing field "position""#)
        #expect(error?.kind == .missingField)
        #expect(decodeError(#"{"version": 1}"#)?.description == #"scene.json: missing field "camera""#)
        #expect(decodeError(#"{"camera": {}}"#)?.description == #"scene.json: missing field "version"; start the scene with {"version": 1, …}"#)
        #expect(decodeError(#"{"version": 2, "camera": {}}"#)?.description
                == "scene.json: version: expected 1 (the scene format this infowindow reads), got 2")
        #expect(decodeError(sceneJSON(#""markers": [{\#(position), "info_window": {"items": [{"font": {}}]}}]"#))?.description
                == #"scene.json: markers[0].info_window.items[0]: missing field "text" (for a label) or "image" (for an image)"#)
    }

    @Test("fields that exclude each other are refused together")
    func exclusive() {
        let fixture = SceneFixture()
        fixture.writePNG("pin.png", width: 10, height: 10)
        #expect(sceneError { try fixture.load(sceneJSON(##""markers": [{\##(position), "icon": "pin.png", "pin_color": "#f00"}]"##)) }?.description
                == fixture.path("scene.json") + #": markers[0]: give "icon" or "pin_color", not both"#)
        #expect(decodeError(sceneJSON(#""markers": [{\#(position), "info_window": {"items": [{"text": "a"}]}, "info_contents": {"items": [{"text": "b"}]}}]"#))?.description
                == #"scene.json: markers[0]: give "info_window" (the whole window) or "info_contents" (inside the default frame), not both"#)
        #expect(sceneError { try fixture.load(sceneJSON(#""markers": [{\#(position), "info_window": {"items": [{"text": "a", "image": "pin.png"}]}}]"#)) }?.description
                == fixture.path("scene.json") + #": markers[0].info_window.items[0]: an item is a label ("text") or an image ("image"), not both"#)
        #expect(decodeError(sceneJSON(#""markers": [{\#(position), "info_window": {"items": []}}]"#))?.description
                == "scene.json: markers[0].info_window.items: expected at least one label or image, got an empty array")
        #expect(decodeError(sceneJSON(#""markers": [{\#(position), "info_contents": {"items": [{"text": "a", "align": "middle"}]}}]"#))?.description
                == #"scene.json: markers[0].info_contents.items[0].align: expected one of "natural", "left", "center", "right", got "middle""#)
    }

    @Test("a size and scale larger than a picture may be are refused")
    func pixels() {
        #expect(decodeError(sceneJSON(#""size": [4096, 4096], "scale": 8"#))?.description
                == "scene.json: size: 4096 × 4096 points at scale 8 is 32768 × 32768 pixels, more than the limit of 16384 a side and 64 Mpx; use a smaller size or scale")
        #expect(Scene.fitsPixelLimits(size: CGSize(width: 4096, height: 4096), scale: 2))
        #expect(!Scene.fitsPixelLimits(size: CGSize(width: 4096, height: 4096), scale: 2.01))
    }

    @Test("a missing image names its path; an image that is not a PNG says so")
    func images() {
        let fixture = SceneFixture()
        let missing = sceneError { try fixture.load(sceneJSON(#""markers": [{\#(position), "icon": "images/hous.png"}]"#)) }
        #expect(missing?.description == fixture.path("scene.json") + ": markers[0].icon: no such file: " + fixture.path("images/hous.png"))
        #expect(missing?.kind == .missingFile)
        fixture.write("images/fake.png", "not a picture")
        let fake = sceneError { try fixture.load(sceneJSON(#""markers": [{\#(position), "info_contents": {"items": [{"image": "images/fake.png"}]}}]"#)) }
        #expect(fake?.description == fixture.path("scene.json") + ": markers[0].info_contents.items[0].image: " + fixture.path("images/fake.png")
                + " is not a PNG image (it does not start with the PNG signature); convert it to PNG")
        #expect(fake?.kind == .invalidImage)
        #expect(sceneError { try fixture.load(sceneJSON(#""geojson": "points.geojson""#)) }?.description
                == fixture.path("scene.json") + ": geojson: no such file: " + fixture.path("points.geojson"))
    }

    @Test("an MBTiles basemap must exist and be an SQLite database")
    func mbtiles() {
        let fixture = SceneFixture()
        fixture.write("tiles.mbtiles", "hello")
        #expect(sceneError { try fixture.load(sceneJSON(#""basemap": {"mbtiles": "nope.mbtiles"}"#)) }?.description
                == fixture.path("scene.json") + ": basemap.mbtiles: no such file: " + fixture.path("nope.mbtiles"))
        #expect(sceneError { try fixture.load(sceneJSON(#""basemap": {"mbtiles": "tiles.mbtiles"}"#)) }?.description
                == fixture.path("scene.json") + ": basemap.mbtiles: " + fixture.path("tiles.mbtiles") + " is not an MBTiles file (it is not an SQLite database)")
        #expect(sceneError { try SceneBasemap.mbtiles(checkingFileAt: fixture.path("tiles.mbtiles")) }?.description
                == fixture.path("tiles.mbtiles") + ": not an MBTiles file (it is not an SQLite database)")
    }

    @Test("F2 a relative path may not lead out of the scene's folder, by .. or by a symbolic link")
    func confinement() throws {
        let fixture = SceneFixture()
        fixture.writePNG("outside.png", width: 8, height: 8)
        fixture.writePNG("scenes/inside.png", width: 8, height: 8)
        fixture.writePNG("scenes/sub/other.png", width: 4, height: 4)
        try FileManager.default.createSymbolicLink(atPath: fixture.path("scenes/link.png"), withDestinationPath: fixture.path("outside.png"))
        let scenePath = fixture.path("scenes/scene.json")
        let dotdot = sceneError { try fixture.load(sceneJSON(#""markers": [{\#(position), "icon": "../outside.png"}]"#), name: "scenes/scene.json") }
        #expect(dotdot?.description == scenePath + #": markers[0].icon: "../outside.png" leads outside the folder of "# + scenePath
                + "; keep the file inside it or give an absolute path")
        #expect(dotdot?.kind == .pathOutsideScene)
        let link = sceneError { try fixture.load(sceneJSON(#""markers": [{\#(position), "icon": "link.png"}]"#), name: "scenes/scene.json") }
        #expect(link?.kind == .pathOutsideScene)
        let inside = try fixture.load(sceneJSON(#""markers": [{\#(position), "icon": "./sub/../inside.png"}]"#), name: "scenes/scene.json")
        #expect(inside.markers[0].icon?.image.size == CGSize(width: 8, height: 8))
    }

    @Test("F2 an absolute path is used as written, unless the options refuse paths outside the scene's folder")
    func absolutePaths() throws {
        let fixture = SceneFixture()
        let outside = fixture.writePNG("outside.png", width: 8, height: 8)
        let inside = fixture.writePNG("scenes/inside.png", width: 8, height: 8)
        let allowed = try fixture.load(sceneJSON(#""markers": [{\#(position), "icon": "\#(outside)"}]"#), name: "scenes/scene.json")
        #expect(allowed.markers[0].icon?.path == outside)
        var strict = SceneLoadOptions()
        strict.allowsAbsolutePaths = false
        let refused = sceneError { try fixture.load(sceneJSON(#""markers": [{\#(position), "icon": "\#(outside)"}]"#), name: "scenes/scene.json", options: strict) }
        #expect(refused?.description == fixture.path("scenes/scene.json") + #": markers[0].icon: ""# + outside + #"" is outside the folder of "#
                + fixture.path("scenes/scene.json") + ", and absolute paths elsewhere are not allowed here; put the file in that folder")
        let insideStrict = try fixture.load(sceneJSON(#""markers": [{\#(position), "icon": "\#(inside)"}]"#), name: "scenes/scene.json", options: strict)
        #expect(insideStrict.markers[0].icon?.path == inside)
        let dots = sceneError { try fixture.load(sceneJSON(#""markers": [{\#(position), "icon": "\#(fixture.folder)/scenes/../outside.png"}]"#), name: "scenes/scene.json") }
        #expect(dots?.description == fixture.path("scenes/scene.json") + #": markers[0].icon: an absolute path must not contain ".."; write it out plainly"#)
    }

    @Test("the scene file itself: missing, a folder, too large")
    func files() {
        let fixture = SceneFixture()
        #expect(sceneError { try Scene.load(contentsOfFile: fixture.path("nope.json")) }?.description
                == fixture.path("nope.json") + ": no such file; check the path")
        #expect(sceneError { try Scene.load(contentsOfFile: fixture.folder) }?.description
                == fixture.folder + ": is a folder; give a scene file")
        var small = SceneLoadOptions()
        small.maximumFileSize = 1024
        let big = fixture.write("big.json", sceneJSON(#""markers": []"#) + String(repeating: " ", count: 2000))
        let error = sceneError { try Scene.load(contentsOfFile: big, options: small) }
        #expect(error?.description == big + ": the file is 2.1 KiB, more than the 1 KiB a scene file may have; split it or check that it is the right file")
        #expect(error?.kind == .fileTooLarge)
        #expect(sceneError { try Scene(jsonData: Data(count: 2000), name: "x.json", options: small) }?.kind == .fileTooLarge)
    }
}
