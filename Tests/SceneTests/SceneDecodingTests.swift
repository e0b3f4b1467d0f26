import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Reading scene files: every field, every default.
@MainActor
@Suite("Scene files: fields and defaults")
struct SceneDecodingTests {
    /// The JSON blocks of docs/scene-format.md, in order.
    static func documentationExamples() throws -> [String] {
        let text = try String(contentsOfFile: repositoryRoot + "/docs/scene-format.md", encoding: .utf8)
        return text.components(separatedBy: "```json\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    /// The full example, read as if it were saved in Scenes/ (where its images are).
    static func fullExample() throws -> Scene {
        let json = try documentationExamples()[0]
        return try Scene(jsonData: Data(json.utf8), name: repositoryRoot + "/Scenes/example.json")
    }

    @Test("a scene with only a version and a camera takes every default")
    func defaults() throws {
        let scene = try decode(sceneJSON())
        #expect(scene.size == CGSize(width: 640, height: 480))
        #expect(scene.scale == 1)
        #expect(scene.camera == CameraPosition(latitude: 51.5, longitude: -0.127, zoom: 10))
        #expect(scene.backgroundColor == Scene.defaultBackground)
        #expect(scene.showsGraticule)
        #expect(scene.basemap == .default)
        #expect(scene.markers.isEmpty)
        #expect(scene.geoJSON == nil)
        #expect(scene.selectedMarker == nil)
        #expect(scene.infoWindowStyle == InfoWindowStyle())
        #expect(scene.name == "scene.json")
    }

    @Test("a marker with only a position takes the Marker defaults")
    func markerDefaults() throws {
        let scene = try decode(sceneJSON(#""markers": [{"position": {"latitude": 1, "longitude": 2}}]"#))
        #expect(scene.markers == [SceneMarker(position: Coordinate(latitude: 1, longitude: 2))])
        let marker = scene.markers[0]
        #expect(marker.groundAnchor == CGPoint(x: 0.5, y: 1) && marker.infoWindowAnchor == CGPoint(x: 0.5, y: 0))
        #expect(marker.zIndex == 0 && marker.rotation == 0 && !marker.isFlat && marker.opacity == 1 && marker.isTappable)
    }

    @Test("every field of the documentation's full example is read")
    func fullExample() throws {
        let scene = try Self.fullExample()
        #expect(scene.size == CGSize(width: 640, height: 480))
        #expect(scene.scale == 2)
        #expect(scene.camera == CameraPosition(latitude: 51.5, longitude: -0.1, zoom: 10, bearing: 0, viewingAngle: 0))
        #expect(scene.backgroundColor == Color(hex: "#edece7"))
        #expect(scene.showsGraticule)
        #expect(scene.basemap == .default)
        #expect(scene.geoJSON == repositoryRoot + "/Scenes/cities.geojson")
        #expect(scene.selectedMarker == "home")
        let clusters = try #require(scene.clusters)
        #expect(clusters.points == repositoryRoot + "/Scenes/helsinki-points.geojson")
        #expect(clusters.radius == 60 && clusters.minimumClusterSize == 4 && clusters.maximumClusterZoom == 20)
        #expect(clusters.buckets == [10, 50, 100, 200, 1000] && clusters.colors.count == 5 && clusters.textColor == Color(hex: "#ffffff"))
        #expect(clusters.clusterTitle == "{count} places" && clusters.itemTitleProperty == "name")
        #expect(clusters.itemSnippetProperty == "description" && clusters.pinColor == Color(hex: "#db4437"))

        let home = scene.markers[0]
        #expect(home.id == "home")
        #expect(home.position == Coordinate(latitude: 51.52, longitude: -0.1))
        #expect(home.title == "Home")
        #expect(home.snippet == "A custom window: a badge, a title and a line of text")
        #expect(home.icon?.path == repositoryRoot + "/Scenes/images/house.png")
        #expect(home.icon?.image.size == CGSize(width: 62, height: 88))
        #expect(home.groundAnchor == CGPoint(x: 0.5, y: 1) && home.infoWindowAnchor == CGPoint(x: 0.5, y: 0))
        #expect(home.zIndex == 2 && home.rotation == 0 && !home.isFlat && home.opacity == 1 && home.isTappable)
        let window = try #require(home.infoWindow)
        #expect(window.width == 230 && window.height == 60 && window.padding == 10 && window.spacing == 4)
        #expect(window.backgroundColor == Color(hex: "#fffaeb") && window.cornerRadius == 10)
        #expect(window.borderWidth == 2 && window.borderColor == Color(hex: "#d98c1a"))
        #expect(window.items.count == 3)
        guard case .image(let badge) = window.items[0].content, case .label(let title) = window.items[1].content,
              case .label(let line) = window.items[2].content else {
            Issue.record("items are an image and two labels")
            return
        }
        #expect(badge.image.path.hasSuffix("/Scenes/images/badge.png"))
        #expect(badge.width == 30 && badge.height == 30 && badge.contentMode == .scaleAspectFit && badge.cornerRadius == 0)
        #expect(window.items[0].frame == CGRect(x: 12, y: 15, width: 30, height: 30))
        #expect(title.text == "Home" && title.font == Font(family: "DejaVu Sans", size: 16, weight: .bold))
        #expect(title.color == Color(hex: "#202124") && title.numberOfLines == 1 && title.alignment == .left)
        #expect(window.items[1].frame == CGRect(x: 52, y: 8, width: 168, height: 22))
        #expect(line.text == "Where the heart is." && line.font == .systemFont(ofSize: 14) && line.color == Color(hex: "#5f6368"))

        let greenwich = scene.markers[1]
        #expect(greenwich.pinColor == Color(hex: "#2f7d4f") && greenwich.icon == nil && greenwich.infoWindow == nil)
        let contents = try #require(greenwich.infoContents)
        guard case .image(let picture) = contents.items[0].content, case .label(let caption) = contents.items[1].content else {
            Issue.record("contents are an image and a label")
            return
        }
        #expect(picture.width == 120 && picture.height == nil && picture.size == CGSize(width: 120, height: 72))
        #expect(caption.alignment == .center && contents.items[1].frame == nil)

        var style = InfoWindowStyle()
        style.titleFont = Font(family: "DejaVu Sans", size: 15, weight: .bold)
        style.shadowColor = Color(hex: "#00000047")!
        style.borderColor = Color(hex: "#0000001f")!
        style.titleColor = Color(hex: "#202124")!
        style.snippetColor = Color(hex: "#5f6368")!
        #expect(scene.infoWindowStyle == style, "the example spells out the defaults (colours to the nearest byte)")
    }

    @Test("every style field is read into InfoWindowStyle")
    func style() throws {
        let scene = try decode(sceneJSON(#"""
            "info_window_style": {"background": "#101010", "corner_radius": 4, "padding": 6, "tail_size": [20, 12],
              "title_font": {"family": "Noto Sans CJK TC", "size": 18}, "title_color": "#ff0000",
              "snippet_font": {"size": 11, "bold": true}, "snippet_color": "#00ff00", "title_snippet_spacing": 5,
              "maximum_content_width": 300, "map_margin": 8, "maximum_height": 400, "maximum_height_fraction": 0.5,
              "maximum_custom_size": [300, 200], "shadow_color": "#0000ff80", "shadow_blur": 0, "shadow_offset": [1, -1],
              "border_color": "#ffffff", "border_width": 2}
            """#))
        let s = scene.infoWindowStyle
        #expect(s.backgroundColor == Color(hex: "#101010") && s.cornerRadius == 4 && s.padding == EdgeInsets(all: 6))
        #expect(s.tailSize == CGSize(width: 20, height: 12))
        #expect(s.titleFont == Font(family: "Noto Sans CJK TC", size: 18, weight: .bold), "bold kept from the default title font")
        #expect(s.titleColor == Color(hex: "#ff0000") && s.snippetColor == Color(hex: "#00ff00"))
        #expect(s.snippetFont == Font(family: "DejaVu Sans", size: 11, weight: .bold))
        #expect(s.titleSnippetSpacing == 5 && s.maximumContentWidth == 300 && s.mapMargin == 8)
        #expect(s.maximumHeight == 400 && s.maximumHeightFraction == 0.5 && s.maximumCustomSize == CGSize(width: 300, height: 200))
        #expect(s.shadowColor == Color(hex: "#0000ff80") && s.shadowBlur == 0 && s.shadowOffset == CGSize(width: 1, height: -1))
        #expect(s.borderColor == Color(hex: "#ffffff") && s.borderWidth == 2)
        let padded = try decode(sceneJSON(#""info_window_style": {"padding": [1, 2, 3, 4]}"#))
        #expect(padded.infoWindowStyle.padding == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test("marker fields: id as a number is kept as written, anchors, z-index, rotation, flat, opacity, tappable")
    func markerFields() throws {
        let scene = try decode(sceneJSON(#"""
            "markers": [{"id": 1e3, "position": {"latitude": -33.9, "longitude": 151.2}, "title": "T", "snippet": "S",
              "pin_color": "#00f", "ground_anchor": [0.25, 0.75], "info_window_anchor": [1.5, -0.5], "z_index": -7,
              "rotation": -45, "flat": true, "opacity": 0.5, "tappable": false}]
            """#))
        let m = scene.markers[0]
        #expect(m.id == "1e3" && m.title == "T" && m.snippet == "S" && m.pinColor == Color(hex: "#0000ff"))
        #expect(m.groundAnchor == CGPoint(x: 0.25, y: 0.75) && m.infoWindowAnchor == CGPoint(x: 1.5, y: -0.5))
        #expect(m.zIndex == -7 && m.rotation == -45 && m.isFlat && m.opacity == 0.5 && !m.isTappable)
    }

    @Test("F1 a field set to null is the same as a field left out")
    func nulls() throws {
        let scene = try decode(sceneJSON(#""size": null, "markers": [{"position": {"latitude": 1, "longitude": 2}, "title": null, "z_index": null}], "selected": null, "basemap": null"#))
        #expect(scene.size == Scene.defaultSize && scene.selectedMarker == nil && scene.basemap == .default)
        #expect(scene.markers[0].title == nil && scene.markers[0].zIndex == 0)
    }

    @Test("$schema is accepted and ignored; basemap none and mbtiles are read")
    func schemaAndBasemap() throws {
        let fixture = SceneFixture()
        fixture.write("tiles/world.mbtiles", Data("SQLite format 3\0rest".utf8))
        let scene = try fixture.load(sceneJSON(#""$schema": "../docs/scene.schema.json", "basemap": {"mbtiles": "tiles/world.mbtiles"}"#))
        #expect(scene.basemap == .mbtiles(path: fixture.path("tiles/world.mbtiles")))
        #expect(try decode(sceneJSON(#""basemap": "none""#)).basemap == SceneBasemap.none)
        #expect(try SceneBasemap.mbtiles(checkingFileAt: fixture.path("tiles/world.mbtiles")) == .mbtiles(path: fixture.path("tiles/world.mbtiles")))
    }

    @Test("the demo scenes in Scenes/ load and build their maps")
    func demoScenes() throws {
        for name in ["london", "australia", "taipei", "tilted"] {
            let scene = try Scene.load(contentsOfFile: repositoryRoot + "/Scenes/\(name).json")
            let map = try scene.makeMap()
            #expect(map.mapView.selectedMarker != nil, "\(name) opens a window")
            #expect(map.mapView.markers.count == scene.markers.count)
        }
    }
}
