import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// Which gestures move the map and which controls it would show: the SDK's `GMSUISettings`.
///
/// The gesture switches are honoured by every host (the SDL window, a ``Window``, ``MapView/handle(_:)``):
/// a switched-off gesture leaves the camera where it is. The compass and the my-location button are drawn
/// in the map's chrome (D144); the indoor picker is kept and has no picture (there are no indoor maps).
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
    /// The SDK's compass button: drawn in the top-right corner while the camera is turned or tilted; a tap
    /// turns the camera back north, flat (D144). Default false.
    public var compassButton = false
    /// The SDK's my-location button: drawn in the bottom-right corner while `isMyLocationEnabled`; a tap
    /// asks the delegate's `didTapMyLocationButton(for:)` and recentres on the dot (D144). Default false.
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
