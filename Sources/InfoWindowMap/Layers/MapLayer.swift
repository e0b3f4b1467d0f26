import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles

/// Where a layer sits in a map's one stack (R31), bottom to top. Within a slot, layers are ordered by
/// ``MapLayer/zIndex``, then by the order they were added.
package enum LayerSlot: Int, Comparable, Sendable, CaseIterable {
    /// The basemap sources: the world map, street tiles over it within their coverage.
    case basemap
    /// Tile layers and overlays (polylines, polygons, circles, ground overlays), by `zIndex`.
    case overlays
    /// The device's location.
    case location
    /// The markers: above every overlay whatever its `zIndex`, as in the SDK.
    case markers
    /// The open info window.
    case infoWindow
    /// What credits and controls the map: the attribution, map buttons.
    case chrome

    package static func < (a: LayerSlot, b: LayerSlot) -> Bool { a.rawValue < b.rawValue }
}

/// One frame as every layer sees it: the camera's projection, the view's bounds, the pixels per point,
/// and what labels must keep clear of (filled in top-down before anything is drawn).
package struct LayerFrame {
    /// The camera's projection for the view.
    package let projection: Projection
    /// The view's bounds, points.
    package let bounds: CGRect
    /// Pixels per point.
    package let scale: CGFloat
    /// Rectangles that labels drawn below keep clear of: the open window, the attribution.
    package var obstacles: [CGRect] = []
    /// The drawn marker icons' visible parts: label text keeps clear of them, dots need not (BM11).
    package var iconObstacles: [CGRect] = []
    /// True when some layer of the frame places labels and wants the icon obstacles.
    package var wantsIconObstacles = false
    /// True in a host's frames (a window on the host's clock), where tiles fade in; false in
    /// ``MapView/snapshot()``, which draws the final state (D131).
    package var fades = false

    /// A frame of `projection` over `bounds` at `scale` pixels per point.
    package init(projection: Projection, bounds: CGRect, scale: CGFloat) {
        self.projection = projection
        self.bounds = bounds
        self.scale = scale
    }
}

/// What a tap hit in the stack (R24, R32): the open window at a point in window coordinates, a marker, or
/// a layer of another kind at a point of the view.
@MainActor
package enum LayerHit {
    case infoWindow(Marker, CGPoint)
    case marker(Marker)
    case layer(any MapLayer, CGPoint)
}

/// One kind of thing on the map. A layer draws itself into a frame and answers hit tests; the stack
/// decides the order (``slot``, ``zIndex``) and walks it up to draw and down to hit-test, so adding a kind
/// of thing to the map means writing one type and inserting it (docs/architecture.md has the smallest
/// example). Layers are used on the map's thread.
@MainActor
package protocol MapLayer: AnyObject {
    /// The part of the stack the layer belongs to.
    var slot: LayerSlot { get }
    /// The order within the slot: higher is drawn later (above) and hit first.
    var zIndex: Int32 { get }
    /// True when the layer places labels, so the frame should carry the marker icons' boxes.
    var placesLabels: Bool { get }
    /// True when the stack's ``LayerStack/hitIndex`` finds this layer for taps, so the stack does not
    /// ask it when the index does not name it.
    var answersThroughIndex: Bool { get }
    /// Gets ready for a frame, before any layer draws (say, finds what is visible).
    func prepare(_ frame: LayerFrame)
    /// Adds what labels below this layer must keep clear of. Called top-down, after ``prepare(_:)``.
    func addObstacles(to frame: inout LayerFrame)
    /// Draws the layer into `canvas` (scaled to points, clipped to the view, state saved and restored
    /// around the call).
    func draw(_ frame: LayerFrame, in canvas: Canvas)
    /// What the layer has under `point` (view points), or nil when a tap there goes through to the layers
    /// below.
    func hitTest(_ point: CGPoint, projection: Projection) -> LayerHit?
    /// A tap landed on what ``hitTest(_:projection:)`` answered with `.layer(self, point)`.
    func tapped(at point: CGPoint, on map: MapView)
}

extension MapLayer {
    package var zIndex: Int32 { 0 }
    package var placesLabels: Bool { false }
    package var answersThroughIndex: Bool { false }
    package func prepare(_ frame: LayerFrame) {}
    package func addObstacles(to frame: inout LayerFrame) {}
    package func hitTest(_ point: CGPoint, projection: Projection) -> LayerHit? { nil }
    package func tapped(at point: CGPoint, on map: MapView) {}
}
