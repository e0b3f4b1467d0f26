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

/// The golden images of this target, under `Tests/VectorTileTests/__Snapshots__/`.
let goldens = GoldenImages(target: #filePath)

/// The repository's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// Central Helsinki: the railway station square (Rautatientori), where the demo opens.
let helsinki = Coordinate(latitude: 60.1710, longitude: 24.9440)

/// The bundled Helsinki tiles' path.
@MainActor
func helsinkiTiles(pmtiles: Bool = false) throws -> String {
    try #require(VectorTileSource.bundledHelsinkiURL(pmtiles: pmtiles)).path
}

/// A map of Helsinki of `size` with the bundled tiles (MBTiles unless `pmtiles`) and `style` (default
/// the bundled default style), with the demo's markers, and the station's window open when `select`.
@MainActor
func helsinkiMap(zoom: Double, bearing: Double = 0, tilt: Double = 0, size: CGSize = CGSize(width: 640, height: 400),
                 pmtiles: Bool = false, style: MapStyle? = nil, markers: Bool = true, select: Bool = true) throws -> MapView {
    let map = MapView(frame: CGRect(origin: .zero, size: size),
                      camera: CameraPosition(target: helsinki, zoom: zoom, bearing: bearing, viewingAngle: tilt))
    map.basemap = try VectorTileSource(path: try helsinkiTiles(pmtiles: pmtiles), style: style)
    if markers {
        let station = Marker(position: Coordinate(latitude: 60.17135, longitude: 24.94135))
        station.title = "Helsinki Central Station"
        station.snippet = "Rautatieasema · trains, metro, trams"
        station.map = map
        let cafe = Marker(position: Coordinate(latitude: 60.16905, longitude: 24.94560))
        cafe.title = "Café Esplanad"
        cafe.map = map
        let ateneum = Marker(position: Coordinate(latitude: 60.17000, longitude: 24.94440))
        ateneum.title = "Ateneum"
        ateneum.icon = Marker.markerImage(with: Color(hex: "#3b7dd8"))
        ateneum.map = map
        if select { map.selectedMarker = station }
    }
    return map
}

extension Image {
    /// The premultiplied ARGB word of pixel (x, y); 0 outside the image.
    @MainActor
    func pixel(x: Int, y: Int) -> UInt32 {
        withUnsafePixelBytes { bytes, stride in
            let b = bitmap(forScale: scale)
            guard x >= 0, y >= 0, x < b.width, y < b.height else { return 0 }
            return bytes.load(fromByteOffset: y * stride + 4 * x, as: UInt32.self)
        }
    }
}
