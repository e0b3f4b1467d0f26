import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Adding, removing and watching the map's shapes (polylines, polygons, circles, ground overlays); each
/// is a layer of R31's overlay slot, filed in the tap index while it is tappable (R32).
extension MapView {
    /// The shapes on this map (polylines, polygons, circles, ground overlays), in the order they were
    /// added. Markers are in ``markers``.
    public var shapes: [any Overlay] {
        overlayStore.shapesInOrder()
    }

    func attachOverlay(_ shape: any MapShape) {
        guard shape.owner == nil else { return }
        shape.owner = self
        overlayStore.add(shape)
        if layers.hitIndex == nil { layers.hitIndex = overlayStore }
        layers.insert(shape)
        setNeedsDisplay()
    }

    func detachOverlay(_ shape: any MapShape) {
        guard shape.owner === self else { return }
        overlayStore.remove(shape)
        layers.remove(shape)
        shape.owner = nil
        setNeedsDisplay()
    }

    /// Removes every shape (``clear()``): one pass over the stack, not one per shape.
    func removeAllOverlays() {
        let removed = overlayStore.removeAll()
        guard !removed.isEmpty else { return }
        layers.removeAll(Set(removed.map { ObjectIdentifier($0) }))
        for shape in removed { shape.owner = nil }
        setNeedsDisplay()
    }

    func overlayGeometryDidChange(_ shape: any MapShape) {
        overlayStore.update(shape)
        setNeedsDisplay()
    }

    func overlayHitAreaDidChange(_ shape: any MapShape) {
        overlayStore.update(shape)
    }

    func overlayOrderDidChange(_ shape: any MapShape) {
        layers.orderDidChange()
        setNeedsDisplay()
    }

    /// A tap landed on a tappable shape: the delegate hears it, then an open window closes (D44).
    func overlayTapped(_ overlay: any Overlay) {
        send(.overlayTapped(overlay))
    }
}

extension OverlayStore {
    /// The shapes in the order they were added.
    func shapesInOrder() -> [any Overlay] {
        shapes.keys.sorted().compactMap { shapes[$0] }
    }
}
