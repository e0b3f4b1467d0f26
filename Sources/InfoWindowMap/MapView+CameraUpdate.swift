import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// Camera updates on a map (the SDK's `moveCamera(_:)`, `animate(with:)`, `camera(for:insets:)`):
/// thin calls of ``CameraUpdate/camera(from:size:padding:)`` with this map's camera, size and padding.
extension MapView {
    /// Applies `update` at once: sets ``camera`` to the camera it makes from the camera drawn now, which
    /// stops a running camera animation (G9).
    public func moveCamera(_ update: CameraUpdate) {
        camera = update.camera(from: camera, size: bounds.size, padding: padding)
    }

    /// Animates the camera from the one drawn now to the camera `update` makes from it, as
    /// ``animate(to:)`` does (G9).
    public func animate(with update: CameraUpdate) {
        animate(to: update.camera(from: camera, size: bounds.size, padding: padding))
    }

    /// The camera, north up and looking straight down, that shows `bounds` whole and centred in this
    /// map's frame minus its ``padding`` minus `insets` (the SDK's `camera(for:insets:)`); nil when the
    /// bounds hold no point. Negative or non-finite insets count as 0, with a warning (G10).
    public func camera(for bounds: CoordinateBounds, insets: EdgeInsets) -> CameraPosition? {
        guard bounds.isValid else { return nil }
        return CameraUpdate.fit(bounds, with: insets).camera(from: camera, size: self.bounds.size, padding: padding)
    }
}
