import Foundation
import GoogleMapsCompat

/// A heatmap's data point: a position and how much it weighs (the utility library's `GMUWeightedLatLng`).
///
/// The intensity's scale is arbitrary and linear: intensity 3 counts as three points of intensity 1 at
/// the same place. A point whose intensity is negative or not finite, or whose position is not finite, is
/// left out of the heatmap with a warning (D186); intensity 0 is kept and adds nothing.
public final class GMUWeightedLatLng: GQTPointQuadTreeItem, Sendable {
    /// The point's weight.
    public let intensity: Float
    /// The point's position (beyond the library, which keeps only its projection).
    public let coordinate: CLLocationCoordinate2D
    private let projected: GQTPoint

    /// A data point of `intensity` at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, intensity: Float) {
        self.coordinate = coordinate
        self.intensity = intensity
        let p = GMSProject(coordinate)
        projected = GQTPoint(x: p.x, y: p.y)
    }

    /// Where the point is on the SDK's map square (`GMSProject`: x and y in −1…1, y north).
    public nonisolated func point() -> GQTPoint { projected }
}
