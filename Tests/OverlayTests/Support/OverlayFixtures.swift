import Foundation
import InfoWindowKit

/// Maps for the overlay tests: no basemap (the graticule over the plain background), so the lead's
/// basemap work never changes these pixels.
@MainActor
enum OverlayFixtures {
    static func map(_ camera: CameraPosition, size: CGSize = CGSize(width: 400, height: 300)) -> MapView {
        let map = MapView(frame: CGRect(origin: .zero, size: size), camera: camera)
        map.basemap = nil
        return map
    }

    static func path(_ points: [(Double, Double)]) -> CoordinatePath {
        CoordinatePath(coordinates: points.map { Coordinate(latitude: $0.0, longitude: $0.1) })
    }

    /// A tappable polygon over the view rectangle `rect` (its corners' coordinates), on `map`.
    static func square(on map: MapView, _ rect: CGRect, title: String?, snippet: String? = nil) -> Polygon {
        let p = map.projection
        let polygon = Polygon(path: CoordinatePath(coordinates: [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { p.coordinate(for: $0) }))
        polygon.title = title
        polygon.snippet = snippet
        polygon.isTappable = true
        polygon.map = map
        return polygon
    }

    /// Runs `body` with warnings recorded, and returns them.
    static func warnings(_ body: () -> Void) -> [String] {
        let sink = WarningSink()
        Diagnostics.$sink.withValue(sink) { body() }
        return sink.messages
    }
}

extension OverlayFixtures {
    /// A 64×64 picture of orange and purple squares 8 pixels wide, with an orange-red top row band so
    /// that its orientation shows.
    static let checker: Image? = {
        var pixels = [UInt32](repeating: 0, count: 64 * 64)
        for y in 0..<64 {
            for x in 0..<64 {
                let orange: UInt32 = 0xFFFF_8000, purple: UInt32 = 0xFF80_0080, red: UInt32 = 0xFFE0_2020
                pixels[y * 64 + x] = y < 8 ? red : ((x / 8 + y / 8) % 2 == 0 ? orange : purple)
            }
        }
        return pixels.withUnsafeBytes { Image(premultipliedARGB: $0, width: 64, height: 64, bytesPerRow: 256) }
    }()
}
