// The code of the article "Street maps from vector tiles" (InfoWindowKit.docc/StreetMaps.md), and the
// tests that run it and draw its pictures.
import Foundation
import InfoWindowKit
import Testing

/// The article's map of central Helsinki: the bundled tiles, three markers, the station's window open.
@MainActor
func helsinkiStreetMap() throws -> MapView {
    // snippet.helsinki
    let camera = CameraPosition(latitude: 60.1702, longitude: 24.9435, zoom: 16)
    let mapView = MapView(frame: CGRect(x: 0, y: 0, width: 800, height: 500),
                          camera: camera)
    // the bundled tiles, drawn in the default style
    mapView.basemap = try VectorTileSource.helsinki()

    let station = Marker(position: Coordinate(latitude: 60.17135,
                                              longitude: 24.94135))
    station.title = "Helsinki Central Station"
    station.snippet = "Trains, metro and trams; Eliel Saarinen, 1919"
    station.map = mapView
    let ateneum = Marker(position: Coordinate(latitude: 60.16995,
                                              longitude: 24.94440))
    ateneum.title = "Ateneum"
    ateneum.icon = Marker.markerImage(with: Color(hex: "#3b6fd1"))
    ateneum.map = mapView
    let cafe = Marker(position: Coordinate(latitude: 60.16760,
                                           longitude: 24.94350))
    cafe.title = "Café Esplanad"
    cafe.icon = Marker.markerImage(with: Color(hex: "#c0623a"))
    cafe.map = mapView

    mapView.selectedMarker = station
    // snippet.end
    return mapView
}

/// Opens tiles and a style of your own, as the article shows.
@MainActor
func openCity(_ mapView: MapView, tiles: String, style: String) throws {
    // snippet.own
    let night = try MapStyle(contentsOf: URL(fileURLWithPath: style))
    // an .mbtiles or a .pmtiles file
    mapView.basemap = try VectorTileSource(path: tiles, style: night)
    // snippet.end
}

/// Draws raster tiles from an MBTiles file, or says why it cannot.
@MainActor
func useRasterTiles(on mapView: MapView, path: String) -> String? {
    // snippet.raster
    do {
        // PNG or JPEG tiles in an SQLite file
        mapView.basemap = try MBTilesSource(path: path)
    } catch {
        // "city.mbtiles: …": the file, the problem, the fix
        return error.description
    }
    // snippet.end
    return nil
}

@MainActor
@Suite("DOC5 Street maps from vector tiles: the article's code runs and draws its pictures")
struct StreetMapsTests {
    static let bundledData = repositoryRoot.appendingPathComponent("Sources/InfoWindowTiles/Data")

    @Test("DOC5 the bundled Helsinki tiles under three markers, the station's window open")
    func helsinki() throws {
        let mapView = try helsinkiStreetMap()
        #expect(mapView.basemap is VectorTileSource)
        #expect(mapView.selectedMarker?.title == "Helsinki Central Station")
        pictures(of: "InfoWindowKit").assert(mapView.snapshot(), named: "street-map-helsinki")
    }

    @Test("DOC5 a tile file and a style file of your own: the PMTiles copy of Helsinki in the night style")
    func ownFiles() throws {
        let mapView = try helsinkiStreetMap()
        try openCity(mapView,
                     tiles: Self.bundledData.appendingPathComponent("osm/helsinki.pmtiles").path,
                     style: Self.bundledData.appendingPathComponent("styles/openmaptiles-night.json").path)
        let source = try #require(mapView.basemap as? VectorTileSource)
        #expect(source.path.hasSuffix("helsinki.pmtiles"))
        pictures(of: "InfoWindowKit").assert(mapView.snapshot(), named: "street-map-night")
    }

    @Test("DOC5 a style written in code: its layers, and a warning for what it leaves out")
    func styleFromData() throws {
        // snippet.style
        let json = """
            { "version": 8,
              "sources": { "openmaptiles": { "type": "vector" } },
              "layers": [
                { "id": "land", "type": "background",
                  "paint": { "background-color": "#f2efe9" } },
                { "id": "water", "type": "fill", "source": "openmaptiles",
                  "source-layer": "water",
                  "paint": { "fill-color": "#a0c8f0", "fill-pattern": "waves" } },
                { "id": "roads", "type": "line", "source": "openmaptiles",
                  "source-layer": "transportation",
                  "paint": { "line-color": "#ffffff", "line-width": 2 } } ] }
            """
        let style = try MapStyle(data: Data(json.utf8), name: "plain.json")
        // style.layerIDs: ["land", "water", "roads"]. style.warnings names
        // "fill-pattern", which is not drawn: the water is drawn without it.
        // snippet.end
        #expect(style.layerIDs == ["land", "water", "roads"])
        #expect(style.warnings.count == 1 && style.warnings.first?.contains("fill-pattern") == true, "\(style.warnings)")
    }

    @Test("DOC5 an MBTiles file that is not there: the error names the file")
    func rasterError() {
        let mapView = MapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let message = useRasterTiles(on: mapView, path: "city.mbtiles")
        #expect(message?.hasPrefix("city.mbtiles: ") == true, "\(message ?? "no error")")
        #expect((mapView.basemap as? VectorTileSource)?.name == "Natural Earth", "the old basemap stays")
    }

    @Test("DOC5 a style that cannot be drawn is refused with the file and the place in it")
    func badStyle() {
        #expect(throws: MapStyleError.self) {
            try MapStyle(data: Data(#"{ "version": 8, "layers": [ { "id": "x", "type": "fog" } ] }"#.utf8), name: "bad.json")
        }
    }
}
