import Foundation
import InfoWindowCore

/// Internals the benchmark (`infowindow-bench`) compares against, published as SPI so they stay out of
/// the public API: `@_spi(Benchmarks) import InfoWindowKit`.
extension MapView {
    /// What a tap at `point` would hit, like ``mapHitTest(_:)``, but asking every layer top-down instead
    /// of asking the overlay index which shapes may be there: the baseline the index is measured against.
    @_spi(Benchmarks) public func overlayHitTestLinear(_ point: CGPoint) -> HitTestResult {
        let projection = self.projection
        for layer in layers.ordered().reversed() {
            switch layer.hitTest(point, projection: projection) {
            case .infoWindow(let marker, let local)?: return .infoWindow(marker, local)
            case .marker(let marker)?: return .marker(marker)
            case .layer(let layer as any Overlay, _)?: return .overlay(layer)
            case .layer?, nil: continue
            }
        }
        return .map(projection.coordinate(for: point))
    }

    /// Whether shapes are simplified per zoom (D40); false draws every vertex, for comparison.
    @_spi(Benchmarks) public var simplifiesShapes: Bool {
        get { overlayStore.simplifies }
        set {
            overlayStore.simplifies = newValue
            setNeedsDisplay()
        }
    }
}
