import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// Internals the benchmark (`infowindow-bench`) compares against, published as SPI so they stay out of
/// the public API: `@_spi(Benchmarks) import InfoWindowKit`.
extension MapView {
    /// What a tap at `point` would hit, like ``mapHitTest(_:)``, but finding the marker by checking every
    /// marker on the map instead of asking the spatial index: the baseline the index is measured against.
    @_spi(Benchmarks) public func hitTestLinear(_ point: CGPoint) -> HitTestResult {
        let projection = self.projection
        if let shown = selection.shown, let frame = windowFrame(of: shown, projection: projection), frame.contains(point) {
            return .infoWindow(shown.marker, CGPoint(x: point.x - frame.minX, y: point.y - frame.minY))
        }
        if let marker = markerHitLinear(at: point, projection: projection) {
            return .marker(marker)
        }
        return .map(projection.coordinate(for: point))
    }
}
