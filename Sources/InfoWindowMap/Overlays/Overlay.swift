import Foundation
import InfoWindowCore

/// Something drawn on a map's ground: the SDK's `GMSOverlay`. ``Polyline``, ``Polygon``, ``Circle`` and
/// ``GroundOverlay`` are overlays, and so is ``Marker``.
///
/// Set ``map`` to show an overlay on a ``MapView`` and `nil` to remove it; an overlay is on at most one
/// map, which holds it (the overlay refers to its map weakly). Shapes are drawn in SPEC R31's overlay
/// slot — above the ground, below every marker — by ``zIndex``, then in the order they were added; a tap
/// reaches the topmost tappable one under the finger after the open window and the markers (R32), and
/// the delegate hears it in `mapView(_:didTap:)` for overlays (``MapViewDelegate``).
@MainActor
public protocol Overlay: AnyObject {
    /// A short description of the overlay (the SDK's `title`); a marker shows it in its window, and so
    /// does a tapped shape when ``MapView/opensOverlayInfoWindows`` is on (R33).
    var title: String? { get set }
    /// The second text of the overlay's window, below the title (a marker's, or a tapped shape's with
    /// ``MapView/opensOverlayInfoWindows`` on: R33). Beyond the SDK's `GMSOverlay`, which has a title only.
    var snippet: String? { get set }
    /// Whether taps reach this overlay (R32). Markers default to true, shapes to false, as in the SDK.
    var isTappable: Bool { get set }
    /// The order among overlays of the same kind of slot: higher is drawn above and hit first.
    /// Markers are above every shape whatever their `zIndex` (R31).
    var zIndex: Int32 { get set }
    /// Anything the app wants to keep with the overlay; never read by the map.
    var userData: Any? { get set }
    /// The map showing the overlay; setting it adds the overlay to that map (removing it from any
    /// other), `nil` removes it.
    var map: MapView? { get set }
}

/// A marker is an overlay too, as `GMSMarker` is a `GMSOverlay`: its properties were already these.
extension Marker: Overlay {}
