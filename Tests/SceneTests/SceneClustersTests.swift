import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// A scene's clustered layer (`"clusters"`, D174–D178): reading it, what it draws, its selection, and
/// what it does as the camera moves.
@MainActor
@Suite("Scene clusters")
struct SceneClustersTests {
    /// A FeatureCollection of `points` (longitude, latitude), feature ids "p0", "p1" … and titles "Point N".
    static func geoJSON(_ points: [(Double, Double)]) -> String {
        let features = points.enumerated().map { n, p in
            #"{"type": "Feature", "id": "p\#(n)", "geometry": {"type": "Point", "coordinates": [\#(p.0), \#(p.1)]}, "properties": {"name": "Point \#(n)", "about": "number \#(n)"}}"#
        }
        return #"{"type": "FeatureCollection", "features": [\#(features.joined(separator: ",\n"))]}"#
    }

    /// 400 points: a tight group of 200 around (0, 0) and 200 spread over ±2°, the same every run.
    static func sample() -> [(Double, Double)] {
        var random = SeededRandom(seed: 7)
        return (0..<400).map { n in
            let spread = n < 200 ? 0.01 : 2.0
            return (Double.random(in: -spread...spread, using: &random), Double.random(in: -spread...spread, using: &random))
        }
    }

    private func scene(_ fixture: SceneFixture, _ clusters: String, points: [(Double, Double)] = sample(),
                       zoom: Double = 6, extra: String = "") throws -> Scene {
        fixture.write("points.geojson", Self.geoJSON(points))
        let camera = #""camera": {"target": {"latitude": 0, "longitude": 0}, "zoom": \#(zoom)}"#
        return try fixture.load(#"{"version": 1, \#(camera), "basemap": "none", "clusters": \#(clusters)\#(extra)}"#)
    }

    @Test("D174 every field of clusters is read; the points path is relative to the scene's folder")
    func fields() throws {
        let fixture = SceneFixture()
        let scene = try scene(fixture, #"""
            {"points": "points.geojson", "radius": 40, "minimum_cluster_size": 3, "maximum_cluster_zoom": 15,
             "buckets": [5, 20], "colors": ["#112233", "#445566"], "text_color": "#000000",
             "font": {"size": 12}, "cluster_title": "{count} cafés", "item_title": "about",
             "item_snippet": "name", "pin_color": "#00ff00"}
            """#)
        let clusters = try #require(scene.clusters)
        #expect(clusters.points == fixture.path("points.geojson"))
        #expect(clusters.radius == 40 && clusters.minimumClusterSize == 3 && clusters.maximumClusterZoom == 15)
        #expect(clusters.buckets == [5, 20] && clusters.colors == [Color(hex: "#112233")!, Color(hex: "#445566")!])
        #expect(clusters.textColor == Color(hex: "#000000") && clusters.font.pointSize == 12 && clusters.font.weight == .bold)
        #expect(clusters.title(forCount: 7) == "7 cafés" && clusters.pinColor == Color(hex: "#00ff00"))
        #expect(clusters.itemTitleProperty == "about" && clusters.itemSnippetProperty == "name")
        let defaults = SceneClusters(points: "x")
        #expect(defaults.radius == 60 && defaults.minimumClusterSize == 4 && defaults.maximumClusterZoom == 20)
        #expect(defaults.buckets == [10, 50, 100, 200, 1000] && defaults.title(forCount: 3) == "3 points")
        // item_title and item_snippet name the properties the points' windows show.
        let map = try scene.makeMap()
        _ = map.snapshot()
        let lone = try #require(map.clusterLayer?.markers.first { map.clusterLayer?.count(of: $0) == 1 })
        #expect(lone.title?.hasPrefix("number ") == true && lone.snippet?.hasPrefix("Point ") == true)
    }

    @Test("D174 a missing points file, a path leaving the scene's folder, bad options: errors naming the field")
    func badFields() throws {
        let fixture = SceneFixture()
        let missing = sceneError { try fixture.load(sceneJSON(#""clusters": {"points": "nope.geojson"}"#)) }
        #expect(missing?.kind == .missingFile && missing?.field == "clusters.points")
        fixture.write("../outside-\(UUID().uuidString).geojson", "{}")
        let escaping = sceneError { try fixture.load(sceneJSON(#""clusters": {"points": "../points.geojson"}"#)) }
        #expect(escaping?.kind == .pathOutsideScene && escaping?.field == "clusters.points")
        #expect(escaping?.message.contains("leads outside the folder") == true)
        fixture.write("points.geojson", Self.geoJSON([(0, 0)]))
        for (clusters, field) in [
            (#"{"points": "points.geojson", "radius": 0}"#, "clusters.radius"),
            (#"{"points": "points.geojson", "minimum_cluster_size": 1}"#, "clusters.minimum_cluster_size"),
            (#"{"points": "points.geojson", "maximum_cluster_zoom": 23}"#, "clusters.maximum_cluster_zoom"),
            (#"{"points": "points.geojson", "buckets": [50, 10]}"#, "clusters.buckets"),
            (#"{"points": "points.geojson", "colors": []}"#, "clusters.colors"),
            (#"{"points": "points.geojson", "item_title": ""}"#, "clusters.item_title"),
            (#"{"radius": 10}"#, "clusters"),
        ] {
            let error = sceneError { try fixture.load(sceneJSON(#""clusters": \#(clusters)"#)) }
            #expect(error?.field == field, "\(clusters): \(String(describing: error))")
        }
        let typo = sceneError { try fixture.load(sceneJSON(#""clusters": {"points": "points.geojson", "raduis": 9}"#)) }
        #expect(typo?.message.contains(#"did you mean "radius"?"#) == true)
    }

    @Test("D174 a points file that is not GeoJSON, or holds NaN, fails when the map is made, naming the file")
    func badFiles() throws {
        let fixture = SceneFixture()
        for (text, words) in [
            ("PNG\u{1}\u{2} not json", "points.geojson:1:1"),
            (#"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [NaN, 1]}}]}"#,
             "NaN is not valid JSON"),
            (#"{"type": "Topology", "objects": {}}"#, "FeatureCollection"),
            (#"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [0, 91]}}]}"#,
             "features[0].geometry.coordinates[1]"),
        ] {
            fixture.write("points.geojson", text)
            let scene = try fixture.load(sceneJSON(#""clusters": {"points": "points.geojson"}"#))
            let error = sceneError { try scene.makeMap() }
            #expect(error?.description.contains(words) == true, "\(String(describing: error))")
            #expect(error?.file.hasSuffix("points.geojson") == true)
        }
    }

    @Test("D174 features that are not Points are skipped with one warning; a file of no points draws nothing")
    func skippedAndEmpty() throws {
        let fixture = SceneFixture()
        fixture.write("points.geojson", #"""
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "geometry": {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}, "properties": {}},
              {"type": "Feature", "id": "a", "geometry": {"type": "Point", "coordinates": [0, 0]}, "properties": {"title": "A"}},
              {"type": "Feature", "geometry": null, "properties": {}}]}
            """#)
        let map = try fixture.load(sceneJSON(#""clusters": {"points": "points.geojson"}"#)).makeMap()
        #expect(map.clusterLayer?.points.count == 1)
        let notes = map.notes().filter { $0.kind == .skippedFeatures }.map(\.message)
        #expect(notes == ["\(fixture.path("points.geojson")): clusters: skipped 2 features that are not Points, the first is features[0] (a LineString)"])
        fixture.write("empty.geojson", #"{"type": "FeatureCollection", "features": []}"#)
        let empty = try fixture.load(sceneJSON(#""clusters": {"points": "empty.geojson"}"#), name: "empty.json").makeMap()
        _ = empty.snapshot()
        #expect(empty.clusterLayer?.points.count == 0 && empty.mapView.markers.isEmpty)
    }

    @Test("D175 a cluster is one marker showing its count; points with room are pins, under the scene's markers")
    func drawing() throws {
        let fixture = SceneFixture()
        let map = try scene(fixture, #"{"points": "points.geojson"}"#, zoom: 8,
                            extra: #", "markers": [{"position": {"latitude": 0, "longitude": 0}, "title": "Mine"}]"#).makeMap()
        _ = map.snapshot()
        let layer = try #require(map.clusterLayer)
        let counts = layer.markers.compactMap { layer.count(of: $0) }
        #expect(counts.contains { $0 >= 100 }, "the tight group is one cluster: \(counts.sorted())")
        #expect(counts.contains(1), "some spread points are alone")
        let big = try #require(layer.markers.first { (layer.count(of: $0) ?? 0) >= 100 })
        #expect(big.title == "\(layer.count(of: big)!) points" && big.snippet == nil, "the snippet waits for the window")
        #expect(big.groundAnchor == CGPoint(x: 0.5, y: 0.5) && big.icon != nil)
        let mine = try #require(map.mapView.markers.first { $0.title == "Mine" })
        #expect(layer.markers.allSatisfy { $0.zIndex < mine.zIndex }, "the scene's own markers draw on top")
        // Every point is in exactly one drawn marker when the whole group is in view.
        #expect(counts.reduce(0, +) <= 400)
    }

    @Test("D175 a million points at one position are one cluster at every zoom, up to 22")
    func millionAtOnePoint() throws {
        let fixture = SceneFixture()
        let feature = #"{"type":"Feature","geometry":{"type":"Point","coordinates":[24.94,60.17]}}"#
        var text = #"{"type":"FeatureCollection","features":["#
        text.reserveCapacity(1_000_000 * (feature.count + 1) + 64)
        for n in 0..<1_000_000 { text += n == 0 ? feature : "," + feature }
        text += "]}"
        fixture.write("pile.geojson", text)
        let scene = try fixture.load(#"{"version": 1, "camera": {"target": {"latitude": 60.17, "longitude": 24.94}, "zoom": 3}, "basemap": "none", "clusters": {"points": "pile.geojson"}}"#)
        let map = try scene.makeMap()
        for zoom in [3.0, 12, 20, 21, 22] {
            map.mapView.camera = CameraPosition(latitude: 60.17, longitude: 24.94, zoom: zoom)
            _ = map.snapshot()
            let layer = try #require(map.clusterLayer)
            #expect(layer.markers.count == 1 && layer.count(of: layer.markers[0]) == 1_000_000, "zoom \(zoom)")
            #expect(layer.markers[0].title == "1000000 points")
        }
    }

    @Test("D176 selected names a point: its window opens, or its cluster's with a note; no such point is an error")
    func selection() throws {
        let fixture = SceneFixture()
        // p399 is one of the spread points, far from the group: alone at zoom 9.
        var points = Self.sample()
        points[399] = (1.5, 1.5)
        let alone = try scene(fixture, #"{"points": "points.geojson"}"#, points: points, zoom: 9,
                              extra: #", "selected": "p399""#).makeMap()
        #expect(alone.mapView.selectedMarker?.title == "Point 399")
        #expect(alone.mapView.selectedMarker.flatMap { alone.clusterLayer?.count(of: $0) } == 1)
        #expect(alone.notes().filter { $0.kind == .selectedClustered }.isEmpty)
        // p0 is in the tight group: at zoom 6 its cluster's window opens, and a note says so.
        let grouped = try scene(fixture, #"{"points": "points.geojson"}"#, points: points, extra: #", "selected": "Point 0""#).makeMap()
        let marker = try #require(grouped.mapView.selectedMarker)
        let count = try #require(grouped.clusterLayer?.count(of: marker))
        #expect(count > 100 && marker.title == "\(count) points")
        #expect(marker.snippet?.hasSuffix(" and \(count - 3) more") == true && marker.snippet?.hasPrefix("Point ") == true)
        #expect(grouped.notes().map(\.kind).contains(.selectedClustered))
        let missing = sceneError { try scene(fixture, #"{"points": "points.geojson"}"#, extra: #", "selected": "p9999""#).makeMap() }
        #expect(missing?.kind == .noSuchMarker && missing?.message.contains("nor has any of the 400 points") == true)
    }

    @Test("D177 R36 panning keeps a lone point's window; zooming out folds it into a cluster and closes it with .clustered")
    func framesAndWindows() throws {
        final class Closes: MapViewDelegate {
            var reasons: [InfoWindowCloseReason] = []
            func mapView(_ mapView: MapView, didCloseInfoWindowOf marker: Marker, reason: InfoWindowCloseReason) { reasons.append(reason) }
        }
        let fixture = SceneFixture()
        var points = Self.sample()
        points[399] = (1.5, 1.5)
        points[398] = (1.52, 1.5)
        let map = try scene(fixture, #"{"points": "points.geojson"}"#, points: points, zoom: 10,
                            extra: #", "selected": "p399""#).makeMap()
        let closes = Closes()
        map.mapView.delegate = closes
        let window = try #require(map.mapView.selectedMarker)
        _ = map.snapshot()
        // Pan a little: the same marker, the window open.
        map.mapView.camera = CameraPosition(latitude: 1.45, longitude: 1.45, zoom: 10)
        _ = map.snapshot()
        #expect(map.mapView.selectedMarker === window && closes.reasons.isEmpty)
        // Pan far away: the point leaves the view but keeps its window (it is still alone at this zoom).
        map.mapView.camera = CameraPosition(latitude: -1.5, longitude: -1.5, zoom: 10)
        _ = map.snapshot()
        #expect(map.mapView.selectedMarker === window && closes.reasons.isEmpty)
        // Zoom out: p399 and p398 share a cluster; the window closes with .clustered.
        map.mapView.camera = CameraPosition(latitude: 1.5, longitude: 1.5, zoom: 5)
        _ = map.snapshot()
        #expect(map.mapView.selectedMarker == nil && closes.reasons == [.clustered])
    }

    @Test("D177 a tap on a cluster zooms in to where it splits; the map's markers follow at the next frame")
    func tapZoomsIn() throws {
        let fixture = SceneFixture()
        let map = try scene(fixture, #"{"points": "points.geojson"}"#, zoom: 6).makeMap()
        _ = map.snapshot()
        let layer = try #require(map.clusterLayer)
        let cluster = try #require(layer.markers.first { (layer.count(of: $0) ?? 0) >= 100 })
        let point = map.mapView.projection.point(for: cluster.position)
        map.mapView.tap(at: point)
        map.mapView.advance(to: 5)
        #expect(map.mapView.camera.zoom > 6 && map.mapView.selectedMarker == nil)
        _ = map.snapshot()
        #expect(!layer.markers.contains { $0 === cluster }, "the cluster split")
    }

    @Test("D178 a reader serving points files takes clusters.points only as one of them, by file name")
    func servedPoints() throws {
        let fixture = SceneFixture()
        let served = fixture.write("data/cafes.geojson", Self.geoJSON([(0, 0)]))
        var options = SceneLoadOptions()
        options.pointsFiles = [served]
        let scene = try fixture.load(sceneJSON(#""clusters": {"points": "cafes.geojson"}"#), options: options)
        #expect(scene.clusters?.points == served)
        for name in ["other.geojson", "../data/cafes.geojson", "/etc/cafes.geojson"] {
            let error = sceneError { try fixture.load(sceneJSON(#""clusters": {"points": "\#(name)"}"#), options: options) }
            #expect(error?.field == "clusters.points", "\(name)")
        }
        options.pointsFiles = []
        let none = sceneError { try fixture.load(sceneJSON(#""clusters": {"points": "cafes.geojson"}"#), options: options) }
        #expect(none?.message.contains("--points") == true)
    }
}

/// SplitMix64: the same numbers on every run.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
