import Foundation
import Testing
import TestSupport
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// `text-anchor` and `text-offset`: a point label beside its dot, as a map of cities draws them.
@MainActor
@Suite("Vector tiles: text-anchor and text-offset")
struct TextAnchorTests {
    typealias W = MVTWriter

    /// Three places in one zoom-0 tile, in tile units (4,096 a side): a capital, a town and a village.
    static let places: [(name: String, kind: String, u: Int32, v: Int32)] = [
        ("Helsinki", "capital", 1248, 1728), ("Tallinn", "town", 2048, 2288), ("Riga", "village", 3008, 1808),
    ]

    /// Dots with their names: the capital's to the right of its dot (`left`, offset 0.6 em, a constant
    /// for the whole layer), the town's below (`top`) and the village's above and to the left
    /// (`bottom-right`), both data-driven.
    static let style = #"""
        {"version": 8, "sources": {"t": {"type": "vector"}}, "layers": [
          {"id": "bg", "type": "background", "paint": {"background-color": "#f4f1ea"}},
          {"id": "dots", "type": "circle", "source": "t", "source-layer": "places",
           "paint": {"circle-color": "#333333", "circle-radius": 4, "circle-stroke-color": "#ffffff", "circle-stroke-width": 1}},
          {"id": "capitals", "type": "symbol", "source": "t", "source-layer": "places", "filter": ["==", "class", "capital"],
           "layout": {"text-field": "{name}", "text-size": 14, "text-font": ["DejaVu Sans Bold"], "text-anchor": "left", "text-offset": [0.6, 0]},
           "paint": {"text-color": "#222222", "text-halo-color": "#ffffff", "text-halo-width": 1.5}},
          {"id": "towns", "type": "symbol", "source": "t", "source-layer": "places", "filter": ["!=", "class", "capital"],
           "layout": {"text-field": "{name}", "text-size": 12, "text-font": ["DejaVu Sans Book"],
                      "text-anchor": ["match", ["get", "class"], "town", "top", "bottom-right"],
                      "text-offset": ["match", ["get", "class"], "town", ["literal", [0, 0.8]], ["literal", [-0.3, -0.3]]]},
           "paint": {"text-color": "#444444", "text-halo-color": "#ffffff", "text-halo-width": 1.5}}]}
        """#

    /// A 400×240 map at zoom 1 over the tile of `places`, drawn once; the files live as long as the map needs them.
    func map() throws -> (MapView, TileFiles) {
        let files = try TileFiles()
        var values: [String] = []
        var features: [W.Feature] = []
        for place in Self.places {
            features.append(W.Feature(type: 1, tags: [0, UInt32(values.count), 1, UInt32(values.count + 1)],
                                      geometry: [W.command(1, 1), W.zz(place.u), W.zz(place.v)]))
            values += [place.name, place.kind]
        }
        let tile = gzipped(W.encode([W.Layer(name: "places", keys: ["name", "class"], values: values, features: features)]))
        let path = try files.mbtiles(tiles: [(TileKey(zoom: 0, x: 0, y: 0), tile)])
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 400, height: 240), camera: CameraPosition(latitude: 0, longitude: 0, zoom: 1))
        map.basemap = try VectorTileSource(path: path, style: try MapStyle(data: Data(Self.style.utf8), name: "cities.json"))
        return (map, files)
    }

    /// Where the place at tile units (u, v) of the zoom-0 tile is on the map.
    func dot(_ map: MapView, _ u: Int32, _ v: Int32) -> CGPoint {
        let x = Double(u) / 4096, y = Double(v) / 4096
        return map.projection.point(for: Coordinate(latitude: atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi, longitude: x * 360 - 180))
    }

    @Test("a label beside its dot: left of the text at the dot plus 0.6 em, below it with top, above-left with bottom-right")
    func besideTheDot() throws {
        let (map, files) = try map()
        let image = map.snapshot()
        _ = files
        let vt = try #require(map.basemap as? VectorTileSource)
        let labels = Dictionary(vt.renderer.labels.lastLabels.map { ($0.text, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(labels.count == 3, "\(labels.keys.sorted())")
        let capital = try #require(labels["Helsinki"]), town = try #require(labels["Tallinn"]), village = try #require(labels["Riga"])
        let (c, t, v) = (dot(map, 1248, 1728), dot(map, 2048, 2288), dot(map, 3008, 1808))
        // The dot is 4 points with a 1-point stroke: each text keeps clear of it, close beside it.
        let cBox = try #require(capital.boxes.first), tBox = try #require(town.boxes.first), vBox = try #require(village.boxes.first)
        #expect(abs(capital.center.y - c.y) < 0.5, "level with its dot")
        #expect(cBox.minX >= c.x + 5 && cBox.minX < c.x + 10, "starts just right of the dot: \(cBox) for \(c)")
        #expect(abs(town.center.x - t.x) < 0.5, "centred under its dot")
        #expect(tBox.minY >= t.y + 5 && tBox.minY < t.y + 10, "just below the dot: \(tBox) for \(t)")
        #expect(vBox.maxX <= v.x - 1.5 && vBox.maxY <= v.y - 1.5 && vBox.maxX > v.x - 5, "above and left of the dot: \(vBox) for \(v)")
        // North-up at a whole zoom the ground comes from kept tile bitmaps (VT14): every dot is drawn
        // whole, also the one whose tile's corner lies half a world from the camera and the one on the
        // edge between two tiles.
        #expect(vt.renderer.rasters.drawnTiles > 0)
        for p in [c, t, v] {
            for (dx, dy) in [(0, 0), (-2, 0), (2, 0), (0, -2), (0, 2)] {
                #expect(image.pixel(x: Int(p.x) + dx, y: Int(p.y) + dy) == 0xff33_3333, "the dot at \(p) is drawn")
            }
        }
        goldens.assert(image, named: "text-anchor-offset")
    }

    @Test("each anchor puts its edge of the text (not of the halo) on the point, after the offset")
    func anchors() {
        let size = CGSize(width: 44, height: 20), halo: CGFloat = 2, point = CGPoint(x: 100, y: 50)
        func box(_ anchor: TextAnchor, _ offset: CGPoint = .zero) -> CGRect {
            let c = VectorLabeler.center(of: size, haloWidth: halo, at: point, .init(anchor: anchor, offset: offset))
            // The text itself: the label less its halo.
            return CGRect(x: c.x - size.width / 2 + halo, y: c.y - size.height / 2 + halo, width: size.width - 2 * halo, height: size.height - 2 * halo)
        }
        #expect(box(.center) == CGRect(x: 80, y: 42, width: 40, height: 16))
        #expect(box(.left).minX == 100 && box(.left).midY == 50)
        #expect(box(.right).maxX == 100 && box(.right).midY == 50)
        #expect(box(.top).minY == 50 && box(.top).midX == 100)
        #expect(box(.bottom).maxY == 50 && box(.bottom).midX == 100)
        #expect(box(.topLeft).origin == point)
        #expect(box(.bottomRight).maxX == 100 && box(.bottomRight).maxY == 50)
        #expect(box(.topRight).maxX == 100 && box(.topRight).minY == 50)
        #expect(box(.bottomLeft).minX == 100 && box(.bottomLeft).maxY == 50)
        #expect(box(.left, CGPoint(x: 6, y: -3)).origin == CGPoint(x: 106, y: 39))
    }
}
