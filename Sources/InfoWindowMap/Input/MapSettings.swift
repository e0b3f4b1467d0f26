import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// Which gestures move the map and which controls it would show: the SDK's `GMSUISettings`.
///
/// The gesture switches are honoured by every host (the SDL window, a ``Window``, ``MapView/handle(_:)``):
/// a switched-off gesture leaves the camera where it is. The button switches are kept and have no
/// picture here (there is no compass, no location button and no indoor picker to draw).
public struct MapSettings: Hashable, Sendable {
    /// Whether dragging pans the camera. Default true.
    public var scrollGestures = true
    /// Whether the wheel (and pinch) zooms. Default true.
    public var zoomGestures = true
    /// Whether a secondary drag tilts. Default true.
    public var tiltGestures = true
    /// Whether a secondary drag rotates. Default true.
    public var rotateGestures = true
    /// Whether the map takes every touch inside it. Default true. Kept; touches always end at the map.
    public var consumesGesturesInView = true
    /// Whether panning continues during a rotate or a zoom. Default true. Kept.
    public var allowScrollGesturesDuringRotateOrZoom = true
    /// The SDK's compass button. Default false. Kept, not drawn.
    public var compassButton = false
    /// The SDK's my-location button. Default false. Kept, not drawn (there is no location source).
    public var myLocationButton = false
    /// The SDK's indoor floor picker. Default true. Kept, not drawn.
    public var indoorPicker = true

    /// Every switch at its default.
    public init() {}

    /// Turns the four gestures (scroll, zoom, tilt, rotate) on or off together.
    public mutating func setAllGesturesEnabled(_ enabled: Bool) {
        scrollGestures = enabled
        zoomGestures = enabled
        tiltGestures = enabled
        rotateGestures = enabled
    }
}
