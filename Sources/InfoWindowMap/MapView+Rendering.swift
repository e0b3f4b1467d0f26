import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// Drawing: snapshots, the frame (the background, then the layer stack, R31), and the pictures of markers.
extension MapView {
    /// Draws the whole map at ``scale`` to an image (B2): background, markers and the open window.
    /// The same map gives the same pixels on every run on one machine.
    public func snapshot() -> Image {
        prepareFrame()
        flushCameraEvents()
        let width = max(1, Int((frame.width * scale).rounded(.up)))
        let height = max(1, Int((frame.height * scale).rounded(.up)))
        guard let bitmap = reusableFrameBuffer(width: width, height: height) ?? Bitmap(width: width, height: height) else {
            Diagnostics.warn("a \(width)×\(height) pixel snapshot is too large; drew 1×1 instead")
            return Image(bitmap: Bitmap(width: 1, height: 1)!, scale: scale)
        }
        let canvas = Canvas(bitmap: bitmap, scale: scale)
        draw(in: canvas)
        frameBuffer = bitmap
        let image = Image(bitmap: canvas.finish(), scale: scale)
        deliverRenderEvents()
        return image
    }

    /// The previous snapshot's bitmap, ready to draw into, when it has the size wanted and no image
    /// holds it any more (an image is never changed after it is returned). A host that shows each frame
    /// and drops it so draws every frame into the same pixels: a fresh 4 MB bitmap per frame costs
    /// page faults and zeroing by the kernel. It is cleared unless the opaque background will cover
    /// every pixel anyway.
    private func reusableFrameBuffer(width: Int, height: Int) -> Bitmap? {
        var candidate = frameBuffer
        frameBuffer = nil
        guard isKnownUniquelyReferenced(&candidate), let bitmap = candidate,
              bitmap.width == width, bitmap.height == height else { return nil }
        let covered = (backgroundColor?.alpha ?? 0) == 1 && CGFloat(width) == frame.width * scale
            && CGFloat(height) == frame.height * scale
        if !covered { bitmap.clear() }
        return bitmap
    }

    /// Brings everything up to date for the next frame: tracked windows (R18) and icon views (R19).
    func prepareFrame() {
        runFramePreparers()
        refreshTrackedWindow()
        for marker in store.iconViewMarkers.values where marker.tracksViewChanges {
            if let view = marker.iconView, marker.iconViewSnapshot?.revision != view.revision {
                setNeedsDisplay()
                store.widenReach(to: reach(of: marker))
            }
        }
    }

    /// Draws one frame into `canvas` (already scaled to points): the background, then the layer stack
    /// bottom to top (R31) — the ground, overlays, markers, the open window, the attribution.
    func draw(in canvas: Canvas, fading: Bool = false) {
        canvas.save()
        canvas.clip(to: bounds)
        if let backgroundColor { canvas.paint(backgroundColor) }
        basemapLayer.background = backgroundColor
        var layerFrame = LayerFrame(projection: projection, bounds: bounds, scale: canvas.scale)
        layerFrame.fades = fading
        layers.draw(layerFrame, in: canvas)
        canvas.restore()
        renderStatistics.frames += 1
        needsDisplay = false
        frameWasDrawn()
    }

    /// The markers that can show in the view, bottom to top.
    func visibleMarkers(projection: Projection) -> [Marker] {
        visibleMarkerEntries(projection: projection).map(\.marker)
    }

    /// The markers that can show in the view, bottom to top, with their Web Mercator points (as the
    /// spatial index holds them, so drawing does not project every position again).
    func visibleMarkerEntries(projection: Projection) -> [(marker: Marker, world: MercatorPoint)] {
        let r = store.reach
        let area = bounds.insetBy(dx: -r, dy: -r)
        let world = projection.worldBounds(of: area)
        let slots = store.slots
        var found: [DrawOrder] = []
        store.index.query(minX: world.minX, minY: world.minY, maxX: world.maxX, maxY: world.maxY) { (entry: MarkerIndex.Entry) in
            let marker = slots[Int(entry.id)]
            found.append(DrawOrder(zIndex: marker.zIndex, sequence: marker.sequence, slot: entry.id,
                                   world: MercatorPoint(x: entry.x, y: entry.y)))
        }
        // Sorting plain values, not markers: a comparison closure over main-actor objects pays a
        // run-time isolation check per comparison, which cost more than the rest of a frame.
        found.sort()
        return found.map { (slots[Int($0.slot)], $0.world) }
    }

    /// The picture drawn for a marker: its icon view (rendered when it changed and is tracked), its icon,
    /// or the default pin.
    func iconImage(of marker: Marker, scale: CGFloat) -> Image {
        if let view = marker.iconView {
            if let snapshot = marker.iconViewSnapshot,
               snapshot.scale == scale, !marker.tracksViewChanges || snapshot.revision == view.revision {
                return snapshot.image
            }
            let image = render(view, scale: scale)
            marker.iconViewSnapshot = IconViewSnapshot(image: image, revision: view.revision, scale: scale)
            renderStatistics.iconViewRenders += 1
            return image
        }
        guard let icon = marker.icon else { return MapView.defaultPin }
        return icon.isAnimated ? icon.frame(marker.iconFrameIndex) : icon
    }

    static let defaultPin = Marker.markerImage(with: nil)

    private func render(_ view: View, scale: CGFloat) -> Image {
        let size = view.frame.size
        let width = max(1, Int((size.width * scale).rounded(.up))), height = max(1, Int((size.height * scale).rounded(.up)))
        guard let bitmap = Bitmap(width: width, height: height) else {
            return Image(bitmap: Bitmap(width: 1, height: 1)!, scale: scale)
        }
        let canvas = Canvas(bitmap: bitmap, scale: scale)
        canvas.translate(-view.frame.minX, -view.frame.minY)
        view.render(in: canvas)
        return Image(bitmap: canvas.finish(), scale: scale)
    }
}

