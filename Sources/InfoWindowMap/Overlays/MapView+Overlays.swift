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
        closeWindow(ofShapes: [shape])
    }

    /// Removes every shape (``clear()``): one pass over the stack, not one per shape.
    func removeAllOverlays() {
        let removed = overlayStore.removeAll()
        guard !removed.isEmpty else { return }
        layers.removeAll(Set(removed.map { ObjectIdentifier($0) }))
        for shape in removed { shape.owner = nil }
        setNeedsDisplay()
        closeWindow(ofShapes: removed)
    }

    /// A shape's open window closes when the shape leaves the map, as a removed marker's (R33 under R10,
    /// D150): its stand-in marker leaves with it.
    private func closeWindow(ofShapes shapes: [any MapShape]) {
        guard let standIn = selection.machine.shown, let overlay = standIn.overlay else { return }
        if shapes.contains(where: { $0 === overlay }) { remove(standIn) }
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

    /// A tap landed on a tappable shape at `point`: the delegate hears it, then an open window closes
    /// (D44), then, with ``opensOverlayInfoWindows``, the shape's window opens at the tap point (R33).
    func overlayTapped(_ overlay: any Overlay, at point: CGPoint) {
        send(.overlayTapped(overlay, window: opensOverlayInfoWindows ? standIn(for: overlay, at: point) : nil))
    }

    /// The marker that carries a shape's window (D149): on the tapped coordinate, its tip there (the
    /// window's anchor is the ground anchor), with the shape's text; owned by the map but not in its
    /// markers, so it is never drawn, hit, listed or clustered.
    private func standIn(for overlay: any Overlay, at point: CGPoint) -> Marker {
        let marker = Marker(position: projection.coordinate(for: point))
        marker.title = overlay.title
        marker.snippet = overlay.snippet
        marker.infoWindowAnchor = marker.groundAnchor
        marker.isTappable = false
        marker.mutateExtras { $0.overlay = overlay }
        marker.owner = self
        return marker
    }

    /// A shape's title or snippet changed: its open window's stand-in takes the new text, shown at the
    /// next frame if the stand-in tracks changes (R17, R18 as for any marker, D150).
    func overlayContentDidChange(_ overlay: any Overlay) {
        guard let standIn = selection.machine.shown, standIn.overlay === overlay else { return }
        standIn.title = overlay.title
        standIn.snippet = overlay.snippet
    }
}

extension OverlayStore {
    /// The shapes in the order they were added.
    func shapesInOrder() -> [any Overlay] {
        shapes.keys.sorted().compactMap { shapes[$0] }
    }
}
