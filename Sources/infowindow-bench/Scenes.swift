import Foundation
import InfoWindowKit

/// The maps the workloads run on. Every map is 1280×800 points at scale 1.
@MainActor
enum Scenes {
    static let viewSize = CGSize(width: 1280, height: 800)
    static let frame = CGRect(origin: .zero, size: viewSize)
    /// Paris at zoom 11: where the no-basemap frames look.
    static let city = CameraPosition(latitude: 48.8566, longitude: 2.3522, zoom: 11)

    /// A map showing `count` markers, all inside the view, on a jittered grid that covers it (each
    /// with a title). The last marker, added last and so on top, sits near the centre with a title and
    /// a snippet; it is the one whose window the workloads open. The default basemap unless `basemap`
    /// is false.
    static func grid(markers count: Int, camera: CameraPosition = city, basemap: Bool = false,
                     seed: UInt64 = 1) -> (map: MapView, target: Marker) {
        let map = MapView(frame: frame, camera: camera)
        if !basemap { map.basemap = nil }
        var random = SplitMix(state: seed)
        let projection = map.projection
        let columns = max(1, Int((Double(count) * viewSize.width / viewSize.height).squareRoot().rounded(.up)))
        let rows = max(1, (count + columns - 1) / columns)
        let dx = (viewSize.width - 40) / CGFloat(columns), dy = (viewSize.height - 60) / CGFloat(rows)
        for i in 0..<(count - 1) {
            let c = i % columns, r = i / columns
            let p = CGPoint(x: 20 + (CGFloat(c) + CGFloat.random(in: 0.2...0.8, using: &random)) * dx,
                            y: 50 + (CGFloat(r) + CGFloat.random(in: 0.2...0.8, using: &random)) * dy)
            let marker = Marker(position: projection.coordinate(for: p))
            marker.title = "Marker \(i)"
            marker.map = map
        }
        let target = Marker(position: projection.coordinate(for: CGPoint(x: 640, y: 420)))
        target.title = "Jardin du Luxembourg"
        target.snippet = "Open daily 7:30–20:30"
        target.map = map
        return (map, target)
    }

    /// The region markers are spread over for hit-testing: normalized Web Mercator x 0.1…0.9 and
    /// y 0.25…0.75 (longitude −144°…144°, latitude −66.5°…66.5°), a 1.6 : 1 rectangle like the view.
    static let region = (minX: 0.1, maxX: 0.9, minY: 0.25, maxY: 0.75)

    /// `count` markers spread uniformly (in Web Mercator) over ``region``, with the camera at its centre
    /// zoomed so that about `visible` of them fall in the view: the density a user sees is the same
    /// for every `count`, as when a map of a million places is looked at closely enough to tap one.
    static func uniform(markers count: Int, visible: Int, seed: UInt64) -> MapView {
        let area = (region.maxX - region.minX) * (region.maxY - region.minY)
        let worldSize = (Double(viewSize.width * viewSize.height) * Double(count) / (area * Double(visible))).squareRoot()
        let zoom = log2(worldSize / 256)
        let map = MapView(frame: frame, camera: CameraPosition(
            latitude: latitude(y: (region.minY + region.maxY) / 2), longitude: longitude(x: (region.minX + region.maxX) / 2), zoom: zoom))
        map.basemap = nil
        var random = SplitMix(state: seed)
        for i in 0..<count {
            let x = Double.random(in: region.minX..<region.maxX, using: &random)
            let y = Double.random(in: region.minY..<region.maxY, using: &random)
            let marker = Marker(position: Coordinate(latitude: latitude(y: y), longitude: longitude(x: x)))
            marker.title = "Place \(i)"
            marker.map = map
        }
        return map
    }

    /// Longitude of a normalized Web Mercator x.
    static func longitude(x: Double) -> Double { x * 360 - 180 }

    /// Latitude of a normalized Web Mercator y (0 at the north edge).
    static func latitude(y: Double) -> Double { atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi }

    /// The centre of the marker's drawn icon: where a user taps it.
    static func tapPoint(of marker: Marker, on map: MapView) -> CGPoint {
        guard let frame = map.iconFrame(of: marker) else {
            check(false, "the target marker is not drawn")
            return .zero
        }
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}
