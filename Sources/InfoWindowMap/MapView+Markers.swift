import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// Adding, removing and watching markers; called by `Marker` when its properties change.
extension MapView {
    func add(_ marker: Marker) {
        guard marker.owner == nil else { return }
        marker.owner = self
        store.add(marker, reach: reach(of: marker))
        if let view = marker.iconView {
            store.iconViewMarkers[ObjectIdentifier(marker)] = marker
            view.hostOverride = self
        }
        marker.playAppearAnimation()
        if marker.isAnimating || marker.icon?.isAnimated == true { Animator.register(marker) }
        setNeedsDisplay()
    }

    /// Takes `marker` off this map as `marker.map = nil` does, except that its open window closes with
    /// `reason` (R23) — a clustering renderer passes `.clustered` when the marker's item went into a
    /// cluster (R36). Nothing happens when the marker is not on this map.
    public func remove(_ marker: Marker, reason: InfoWindowCloseReason) {
        guard marker.owner === self else { return }
        remove(marker, closingWith: reason)
    }

    func remove(_ marker: Marker) {
        remove(marker, closingWith: .markerRemoved)
    }

    private func remove(_ marker: Marker, closingWith reason: InfoWindowCloseReason) {
        guard marker.owner === self else { return }
        store.remove(marker)
        marker.owner = nil
        marker.finishAnimationsAtModelValues()
        if let view = marker.iconView, view.hostOverride === self { view.hostOverride = nil }
        store.iconViewMarkers[ObjectIdentifier(marker)] = nil
        if input.dragged === marker { endDrag() }
        setNeedsDisplay()
        // R10: the open window of a removed marker closes. (A window still being built notices on its own.)
        if selection.machine.shown === marker {
            send(.markerRemoved(marker, reason))
        }
    }

    func markerDidMove(_ marker: Marker, from old: Coordinate) {
        store.move(marker, from: old)
        setNeedsDisplay()
    }

    func markerContentDidChange(_ marker: Marker) {
        if selection.shown?.marker === marker && marker.tracksInfoWindowChanges { setNeedsDisplay() }
    }

    func markerAppearanceDidChange(_ marker: Marker) {
        store.widenReach(to: reach(of: marker))
        store.iconViewMarkers[ObjectIdentifier(marker)] = marker.iconView == nil ? nil : marker
        if let view = marker.iconView, view.hostOverride == nil { view.hostOverride = self }
        setNeedsDisplay()
    }

    func trackingDidTurnOn(_ marker: Marker) {
        guard let shown = selection.shown, shown.marker === marker else { return }
        shown.forceRefresh = true
        setNeedsDisplay()
    }

    /// A bound on how far the marker's icon and hit area reach from its position, in points, for any
    /// camera: the farthest icon corner from the anchor, plus the 44 pt minimum hit area, doubled and a
    /// half for flat markers, which perspective can enlarge.
    func reach(of marker: Marker) -> CGFloat {
        let size = iconSize(of: marker)
        let g = marker.groundAnchor
        let dx = max(abs(g.x), abs(1 - g.x)) * size.width
        let dy = max(abs(g.y), abs(1 - g.y)) * size.height
        let corner = hypot(dx, dy)
        let reach = corner + 2.0.squareRoot() * max(corner, MapView.minimumHitSize / 2)
        return marker.isFlat ? reach * 2.5 : reach
    }
}
