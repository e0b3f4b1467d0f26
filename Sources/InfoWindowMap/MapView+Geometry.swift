import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// Where things are on screen: icons, hit areas, the window.
extension MapView {
    /// The smallest hit area of a marker, points (R24).
    static let minimumHitSize: CGFloat = 44

    /// The on-screen bounding rectangle of the marker's drawn icon, in points; nil when the marker is not
    /// on this map or is behind the camera.
    public func iconFrame(of marker: Marker) -> CGRect? {
        guard marker.owner === self else { return nil }
        let projection = self.projection
        guard let transform = iconTransform(of: marker, projection: projection) else { return nil }
        let size = iconSize(of: marker)
        return transform.boundingBox(of: CGRect(origin: .zero, size: size))
    }

    /// The whole open window as drawn, tail included, in points (R20): its bottom centre is the tip on the
    /// anchor. Nil when no window is open or its marker is behind the camera.
    public var infoWindowFrame: CGRect? {
        guard let shown = selection.shown else { return nil }
        return windowFrame(of: shown, projection: projection)
    }

    /// Where the open window's custom view (R15's window or R16's contents) is drawn, in points in the
    /// map's coordinates: a point `p` of that view is at `origin + p`. Nil when no window is open, it has
    /// no custom view, or its marker is behind the camera.
    public var infoWindowContentFrame: CGRect? {
        guard let shown = selection.shown, shown.content.view != nil,
              let frame = windowFrame(of: shown, projection: projection) else { return nil }
        return shown.layout.contentRect.offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// The text of the open window for accessibility (B4): title and snippet, or the custom view's labels.
    public var infoWindowAccessibilityLabel: String? {
        selection.shown?.content.accessibilityText
    }

    func windowFrame(of shown: ShownWindow, projection: Projection) -> CGRect? {
        guard let tip = infoWindowTip(of: shown.marker, projection: projection) else { return nil }
        let size = shown.layout.frameSize
        return CGRect(x: tip.x - size.width / 2, y: tip.y - size.height, width: size.width, height: size.height)
    }

    /// The point of the drawn icon at the marker's `infoWindowAnchor` (R20).
    func infoWindowTip(of marker: Marker, projection: Projection) -> CGPoint? {
        guard let transform = iconTransform(of: marker, projection: projection) else { return nil }
        let size = iconSize(of: marker)
        let a = marker.infoWindowAnchor
        return transform.apply(CGPoint(x: a.x * size.width, y: a.y * size.height))
    }

    /// The icon's size in points: the icon view's, the icon image's, or the default pin's.
    func iconSize(of marker: Marker) -> CGSize {
        if let snapshot = marker.iconViewSnapshot, !marker.tracksViewChanges { return snapshot.image.size }
        if let view = marker.iconView { return view.frame.size }
        if let icon = marker.icon { return icon.size }
        return PinShape.size
    }

    /// Maps icon points (origin at the icon's top-left, in points) to the view: the ground anchor on the
    /// projected position, turned by `rotation`; a flat marker also turns and tilts with the map.
    func iconTransform(of marker: Marker, projection: Projection) -> Affine? {
        iconTransform(of: marker, world: WebMercator.project(marker.drawnPosition), projection: projection)
    }

    /// ``iconTransform(of:projection:)`` for a marker whose position projects to `world`.
    func iconTransform(of marker: Marker, world: MercatorPoint, projection: Projection) -> Affine? {
        guard projection.isInFront(world) else { return nil }
        let size = iconSize(of: marker)
        let g = marker.groundAnchor
        let anchor = Affine.translation(-g.x * size.width, -g.y * size.height)
        var turn = Affine.rotation(degrees: marker.drawnRotation)
        let grow = marker.drawnScale
        if grow != 1 {
            // The appear animation's scale, about the ground anchor.
            turn = turn.concatenating(Affine(a: grow, b: 0, c: 0, d: grow, tx: 0, ty: 0))
        }
        if marker.isFlat {
            return projection.groundJacobian(at: world).concatenating(turn).concatenating(anchor)
        }
        let p = projection.point(forWorld: world)
        return Affine.translation(p.x, p.y).concatenating(turn).concatenating(anchor)
    }

    /// The marker's tap target: its icon frame grown to at least 44×44 pt about its centre (R24).
    func hitRect(of marker: Marker, projection: Projection) -> CGRect? {
        hitRect(of: marker, world: WebMercator.project(marker.drawnPosition), projection: projection)
    }

    /// ``hitRect(of:projection:)`` for a marker whose position projects to `world`.
    func hitRect(of marker: Marker, world: MercatorPoint, projection: Projection) -> CGRect? {
        guard let transform = iconTransform(of: marker, world: world, projection: projection) else { return nil }
        let frame = transform.boundingBox(of: CGRect(origin: .zero, size: iconSize(of: marker)))
        let w = max(frame.width, Self.minimumHitSize), h = max(frame.height, Self.minimumHitSize)
        return CGRect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
    }
}
