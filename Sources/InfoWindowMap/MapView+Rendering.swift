import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// Drawing: the background, the markers by zIndex, the open window above them all (R11).
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
        return Image(bitmap: canvas.finish(), scale: scale)
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
        refreshTrackedWindow()
        for marker in store.iconViewMarkers.values where marker.tracksViewChanges {
            if let view = marker.iconView, marker.iconViewSnapshot?.revision != view.revision {
                setNeedsDisplay()
                store.widenReach(to: reach(of: marker))
            }
        }
    }

    /// Draws one frame into `canvas` (already scaled to points): the ground (the basemap, or the
    /// background and graticule), the markers, the open window, then the basemap's attribution.
    func draw(in canvas: Canvas) {
        let projection = self.projection
        canvas.save()
        canvas.clip(to: bounds)
        if let backgroundColor { canvas.paint(backgroundColor) }
        var badge: AttributionBadge?
        if let basemap { badge = attributionBadge(of: basemap) }
        let badgeFrame = badge?.frame(in: bounds, padding: padding)
        let markers = visibleMarkerEntries(projection: projection)
        if let basemap {
            var obstacles: [CGRect] = []
            if let shown = selection.shown, let frame = windowFrame(of: shown, projection: projection) { obstacles.append(frame) }
            if let badgeFrame { obstacles.append(badgeFrame) }
            var ground = GroundFrame(projection: projection, bounds: bounds, scale: canvas.scale, obstacles: obstacles)
            if basemap.labelsAvoidIcons { ground.iconObstacles = iconFrames(of: markers, projection: projection, scale: canvas.scale) }
            canvas.save()
            basemap.drawGround(ground, in: canvas)
            canvas.restore()
        } else if showsGraticule {
            drawGraticule(projection: projection, in: canvas)
        }
        drawMarkers(markers, projection: projection, in: canvas)
        drawWindow(projection: projection, in: canvas)
        if let badge, let badgeFrame { badge.draw(in: badgeFrame, on: canvas) }
        canvas.restore()
        renderStatistics.frames += 1
        needsDisplay = false
    }

    /// The badge for the source's attribution, laid out again only when the text changes.
    private func attributionBadge(of source: TileSource) -> AttributionBadge? {
        guard let text = source.attribution else { return nil }
        if let badge = source.attributionBadge, badge.text == text.trimmingCharacters(in: .whitespacesAndNewlines) {
            return badge
        }
        source.attributionBadge = AttributionBadge(text: text)
        return source.attributionBadge
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

    /// Where the drawn icons among `entries` show in the view: the bounding boxes of the bands of
    /// each icon's visible part (``Image/opaqueBands``), for those that touch the view (BM11).
    private func iconFrames(of entries: [(marker: Marker, world: MercatorPoint)], projection: Projection,
                            scale: CGFloat) -> [CGRect] {
        let view = bounds
        var frames: [CGRect] = []
        frames.reserveCapacity(entries.count * Image.opaqueBandCount)
        for (marker, world) in entries where marker.drawnOpacity > 0 {
            guard let transform = iconTransform(of: marker, world: world, projection: projection) else { continue }
            let image = iconImage(of: marker, scale: scale)
            // The image fills the icon's size (an icon view's snapshot may be drawn at another size).
            let size = iconSize(of: marker)
            let sx = image.size.width > 0 ? size.width / image.size.width : 1
            let sy = image.size.height > 0 ? size.height / image.size.height : 1
            for band in image.opaqueBands {
                let part = CGRect(x: band.minX * sx, y: band.minY * sy, width: band.width * sx, height: band.height * sy)
                let box = transform.boundingBox(of: part)
                if box.intersects(view) { frames.append(box) }
            }
        }
        return frames
    }

    private func drawMarkers(_ entries: [(marker: Marker, world: MercatorPoint)], projection: Projection, in canvas: Canvas) {
        var drawn = 0
        let view = bounds
        let scale = canvas.scale
        // Upright, opaque icons on whole pixels go to pixman directly when only the bitmap's edges clip:
        // the canvas is at the origin and the view covers whole pixels.
        let direct = canvas.wholePixelTranslation().map { $0.x == 0 && $0.y == 0 } == true
            && CGFloat(canvas.bitmap.width) == view.width * scale && CGFloat(canvas.bitmap.height) == view.height * scale
        if direct { canvas.beginDirectDrawing() }
        defer { if direct { canvas.endDirectDrawing() } }
        var defaultPin: Bitmap?
        for (marker, world) in entries {
            let opacity = marker.drawnOpacity
            guard opacity > 0, let transform = iconTransform(of: marker, world: world, projection: projection) else { continue }
            let image = iconImage(of: marker, scale: scale)
            let size = iconSize(of: marker)
            let box = transform.boundingBox(of: CGRect(origin: .zero, size: size))
            guard box.intersects(view) else { continue }
            let bitmap: Bitmap
            if image === MapView.defaultPin {
                bitmap = defaultPin ?? image.bitmap(forScale: scale, pins: pins)
                defaultPin = bitmap
            } else {
                bitmap = image.bitmap(forScale: scale, pins: pins)
            }
            let upright = !marker.isFlat && marker.drawnRotation.truncatingRemainder(dividingBy: 360) == 0
                && marker.drawnScale == 1
            if upright {
                // Upright icons land on whole pixels, copied as they are: crisp at any position.
                let exact = isPixelExact(bitmap, size: size, scale: scale)
                if direct && exact && opacity >= 1 {
                    canvas.composite(bitmap, atPixelX: Int((transform.tx * scale).rounded()),
                                     y: Int((transform.ty * scale).rounded()))
                } else {
                    let origin = canvas.pixelAligned(CGPoint(x: transform.tx, y: transform.ty))
                    canvas.draw(bitmap, in: CGRect(origin: origin, size: size), opacity: Double(opacity),
                                smooth: !exact)
                }
            } else {
                canvas.save()
                canvas.concat(transform)
                canvas.draw(bitmap, in: CGRect(origin: .zero, size: size), opacity: Double(opacity))
                canvas.restore()
            }
            drawn += 1
        }
        renderStatistics.markersDrawnLastFrame = drawn
    }

    private func isPixelExact(_ bitmap: Bitmap, size: CGSize, scale: CGFloat) -> Bool {
        CGFloat(bitmap.width) == (size.width * scale).rounded(.up) && CGFloat(bitmap.height) == (size.height * scale).rounded(.up)
    }

    private func drawWindow(projection: Projection, in canvas: Canvas) {
        guard let shown = selection.shown, let frame = windowFrame(of: shown, projection: projection),
              let rendered = renderedWindow() else { return }
        let m = rendered.margin
        let origin = canvas.pixelAligned(CGPoint(x: frame.minX - m, y: frame.minY - m))
        let size = CGSize(width: CGFloat(rendered.bitmap.width) / rendered.scale,
                          height: CGFloat(rendered.bitmap.height) / rendered.scale)
        canvas.draw(rendered.bitmap, in: CGRect(origin: origin, size: size), smooth: false)
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

/// A visible marker's place in the drawing order: zIndex, then order of addition (R24's hit order,
/// reversed); its slot to find it again and its Web Mercator point.
struct DrawOrder: Comparable {
    let zIndex: Int32
    let sequence: UInt64
    let slot: Int32
    let world: MercatorPoint

    static func < (a: DrawOrder, b: DrawOrder) -> Bool {
        a.zIndex != b.zIndex ? a.zIndex < b.zIndex : a.sequence < b.sequence
    }
}
