import Foundation

extension CameraUpdate {
    /// The camera this update makes from `current` on a view of `size` points with `padding` (the
    /// map's): a pure function, the core of `moveCamera(_:)` and `animate(with:)`. The result is
    /// clamped (D3): zooming in at 22 stays at 22. Only a ``fit(_:with:)`` whose bounds cannot be shown
    /// even at zoom 0 warns here (G10); every other problem was reported when the update was made.
    public func camera(from current: CameraPosition, size: CGSize, padding: EdgeInsets = .zero) -> CameraPosition {
        switch change {
        case .unchanged:
            return current
        case .zoomBy(let delta):
            return current.zoomed(to: current.zoom + delta)
        case .zoomTo(let zoom):
            return current.zoomed(to: zoom)
        case .zoomAbout(let delta, let point):
            let anchor = Projection(camera: current, size: size, padding: padding).world(for: point)
            var zoomed = current.zoomed(to: current.zoom + delta)
            zoomed.target = Projection(camera: zoomed, size: size, padding: padding).target(placing: anchor, at: point)
            return zoomed.clamped
        case .target(let target, let zoom):
            return CameraPosition(target: target, zoom: zoom ?? current.zoom, bearing: current.bearing,
                                  viewingAngle: current.viewingAngle)
        case .camera(let camera):
            return camera.clamped
        case .scroll(let x, let y):
            let projection = Projection(camera: current, size: size, padding: padding)
            var moved = current
            moved.target = projection.coordinate(for: CGPoint(x: projection.center.x + x, y: projection.center.y + y))
            return moved.clamped
        case .fit(let bounds, let insets):
            return CameraPosition.fitting(bounds, insets: insets, size: size, padding: padding) ?? current
        }
    }
}

extension CameraPosition {
    /// The camera, north up and looking straight down, that shows `bounds` whole and centred in a view
    /// of `size` minus `padding` minus `insets`, at the largest zoom that does (G10). Nil when the
    /// bounds hold no point.
    ///
    /// No room left by the padding and insets: zoom 0 (the SDK's "maximally zoomed out"). More than
    /// zoom 22 needed (a single point, say): zoom 22. Not shown whole even at zoom 0: zoom 0, with a
    /// warning. The target's latitude is clamped (D3), so bounds near a pole are centred as far as that
    /// allows.
    static func fitting(_ bounds: CoordinateBounds, insets: EdgeInsets, size: CGSize,
                        padding: EdgeInsets) -> CameraPosition? {
        guard bounds.isValid else { return nil }
        let box = bounds.mercatorBox
        let left = padding.left + insets.left, top = padding.top + insets.top
        let width = Double(size.width - left - padding.right - insets.right)
        let height = Double(size.height - top - padding.bottom - insets.bottom)
        guard width > 0, height > 0 else {
            return CameraPosition(target: WebMercator.unproject(box.center), zoom: minimumZoom)
        }
        func level(_ room: Double, _ extent: Double) -> Double {
            extent > 0 ? log2(room / (extent * WebMercator.tileSize)) : .infinity
        }
        var zoom = min(level(width, box.width), level(height, box.height), maximumZoom)
        if zoom < minimumZoom {
            Diagnostics.warn("CameraUpdate.fit: \(bounds) does not fit in \(width) × \(height) pt even at zoom 0; shown centred at zoom 0")
            zoom = minimumZoom
        }
        // Looking straight down at bearing 0 the view is a scaled copy of the world, so moving the target
        // by a view offset over the world size moves the bounds' centre to the middle of the room.
        let room = CGPoint(x: Double(left) + width / 2, y: Double(top) + height / 2)
        let centre = Projection(camera: CameraPosition(latitude: 0, longitude: 0, zoom: zoom), size: size,
                                padding: padding).center
        let worldSize = WebMercator.worldSize(zoom: zoom)
        let target = MercatorPoint(x: box.center.x - Double(room.x - centre.x) / worldSize,
                                   y: box.center.y - Double(room.y - centre.y) / worldSize)
        return CameraPosition(target: WebMercator.unproject(target), zoom: zoom)
    }

    /// The camera with `zoom` (clamped), everything else kept.
    func zoomed(to zoom: Double) -> CameraPosition {
        CameraPosition(target: target, zoom: zoom, bearing: bearing, viewingAngle: viewingAngle)
    }
}
