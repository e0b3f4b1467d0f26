import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles

extension GroundOverlay: MapShape {
    package var slot: LayerSlot { .overlays }
    package var answersThroughIndex: Bool { true }
    var tapReach: Double { OverlayHitTest.fingerRadius }

    /// Where the picture lies: its anchor in the world and the unit square's two edges, turned by the
    /// bearing (world units; (u, v) ↦ origin + u·east + v·south).
    struct Placement {
        var originX: Double, originY: Double
        var eastX: Double, eastY: Double
        var southX: Double, southY: Double

        func world(_ u: Double, _ v: Double) -> (Double, Double) {
            (originX + u * eastX + v * southX, originY + u * eastY + v * southY)
        }

        /// The unit-square point of a world point (the inverse of ``world(_:_:)``).
        func unit(_ x: Double, _ y: Double) -> (Double, Double) {
            let det = eastX * southY - eastY * southX
            guard det != 0 else { return (.nan, .nan) }
            let dx = x - originX, dy = y - originY
            return ((dx * southY - dy * southX) / det, (eastX * dy - eastY * dx) / det)
        }

        var corners: [(Double, Double)] { [world(0, 0), world(1, 0), world(1, 1), world(0, 1)] }
    }

    /// The picture's placement, nil when nothing is drawn (no icon, no bounds).
    var placement: Placement? {
        guard icon != nil, let rect, rect.width > 0, rect.height > 0 else { return nil }
        let ax = rect.x + anchor.x * rect.width, ay = rect.y + anchor.y * rect.height
        let r = bearing * .pi / 180
        let c = cos(r), s = sin(r)
        // Turning clockwise on the map (y points south): east edge (w, 0) → (w·c, w·s), south edge (0, h) → (−h·s, h·c).
        let ex = rect.width * c, ey = rect.width * s, sx = -rect.height * s, sy = rect.height * c
        return Placement(originX: ax - anchor.x * ex - anchor.y * sx, originY: ay - anchor.x * ey - anchor.y * sy,
                         eastX: ex, eastY: ey, southX: sx, southY: sy)
    }

    var worldBox: OverlayIndex.Box? {
        guard let placement else { return nil }
        let corners = placement.corners
        return OverlayIndex.Box(minX: corners.map(\.0).min() ?? 0, minY: corners.map(\.1).min() ?? 0,
                                maxX: corners.map(\.0).max() ?? 0, maxY: corners.map(\.1).max() ?? 0)
    }

    package func draw(_ frame: LayerFrame, in canvas: Canvas) {
        guard let owner else { return }
        guard let placement, let icon, let box = worldBox else {
            reportNothingDrawn()
            return
        }
        guard opacity > 0 else { return }
        let store = owner.overlayStore
        let context = store.frame(for: frame)
        let projector = store.projector(margin: 4, of: context)
        guard projector.mayShow(minY: box.minY, maxY: box.maxY),
              let copies = projector.copies(minX: box.minX, maxX: box.maxX) else { return }
        let bitmap = icon.bitmap(forScale: canvas.scale)
        var clipper = HalfPlaneClipper()
        for copy in copies {
            let shift = Double(copy)
            var outline = PolylineBatch()
            clipper.addRing(placement.corners.map { ($0.0 + shift, $0.1) }, projector: projector, to: &outline)
            guard !outline.isEmpty else { continue }
            var mesh = PictureMesh(placement: placement, shift: shift, projector: projector,
                                   pixels: CGSize(width: bitmap.width, height: bitmap.height),
                                   tolerance: 0.25 / Double(canvas.scale))
            // The pieces overhang the picture's edge by a couple of pixels, so that the antialiased outline
            // clip, not the pieces' hard edges, makes the edge.
            let overhang = mesh.overhang(outline: outline.points, pixels: 2 / Double(canvas.scale))
            mesh.add(u0: -overhang, v0: -overhang, u1: 1 + overhang, v1: 1 + overhang, depth: 0)
            canvas.drawPicture(bitmap, pieces: mesh.pieces, outline: outline.points, opacity: Double(opacity))
        }
    }

    private func reportNothingDrawn() {
        guard !reportedEmpty else { return }
        reportedEmpty = true
        if icon == nil {
            Diagnostics.warn("GroundOverlay: no icon; nothing is drawn until one is set")
        } else {
            Diagnostics.warn("GroundOverlay: no bounds; nothing is drawn until bounds (or a position and zoom level) are set")
        }
    }

    package func hitTest(_ point: CGPoint, projection: Projection) -> LayerHit? {
        guard isTappable, let placement, let box = worldBox else { return nil }
        let w = projection.world(for: point)
        guard (0...1).contains(w.y) else { return nil }
        let first = Int((box.minX - w.x).rounded(.up)), last = Int((box.maxX - w.x).rounded(.down))
        guard first <= last else { return nil }
        for k in first...last {
            let (u, v) = placement.unit(w.x + Double(k), w.y)
            if (0...1).contains(u) && (0...1).contains(v) { return .layer(self, point) }
        }
        return nil
    }

    package func tapped(at point: CGPoint, on map: MapView) {
        map.overlayTapped(self, at: point)
    }
}

/// The pieces a ground picture is drawn in: the unit square split in four until the perspective is
/// affine within `tolerance` points on each piece (at most 6 times, 4096 pieces), each cut to the drawn
/// area in ground space.
struct PictureMesh {
    let placement: GroundOverlay.Placement
    let shift: Double
    let projector: OverlayProjector
    let pixels: CGSize
    let tolerance: Double
    private(set) var pieces: [(polygon: [CGPoint], pixelsToView: Affine)] = []
    private var clipper = HalfPlaneClipper()

    init(placement: GroundOverlay.Placement, shift: Double, projector: OverlayProjector, pixels: CGSize, tolerance: Double) {
        self.placement = placement
        self.shift = shift
        self.projector = projector
        self.pixels = pixels
        self.tolerance = tolerance
    }

    /// The overhang, in units of the picture's side, that makes about `pixels` points on screen.
    func overhang(outline: [CGPoint], pixels: Double) -> Double {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for p in outline { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        let extent = max(Double(min(maxX - minX, maxY - minY)), 1)
        return min(pixels / extent, 0.25)
    }

    private func ground(_ u: Double, _ v: Double) -> (Double, Double) {
        let (x, y) = placement.world(u, v)
        return projector.ground(x + shift, y)
    }

    mutating func add(u0: Double, v0: Double, u1: Double, v1: Double, depth: Int) {
        let corners = [ground(u0, v0), ground(u1, v0), ground(u1, v1), ground(u0, v1)]
        // Cut the piece to the drawn area, as the ground's rings are.
        clipper.points = corners
        guard clipper.cutRing(planes: projector.planes) else { return }
        let polygon = clipper.points
        let whole = polygon.count == 4 && zip(polygon, corners).allSatisfy { $0 == $1 }
        if whole {
            let s = corners.map { projector.screen($0.0, $0.1) }
            // The affine map through three corners misses the fourth by this much: the piece's error.
            let error = hypot(s[1].x + s[3].x - s[0].x - s[2].x, s[1].y + s[3].y - s[0].y - s[2].y)
            if error <= tolerance || depth >= 6 {
                pieces.append((s, affine(from: [(u0, v0), (u1, v0), (u0, v1)], to: [s[0], s[1], s[3]])))
                return
            }
        } else if depth >= 6 {
            let screen = polygon.map { projector.screen($0.0, $0.1) }
            let units = polygon.map { unit(ofGround: $0) }
            if let map = affine(from: [units[0], units[1], units[2]], to: [screen[0], screen[1], screen[2]]) as Affine? {
                pieces.append((screen, map))
            }
            return
        }
        let um = (u0 + u1) / 2, vm = (v0 + v1) / 2
        add(u0: u0, v0: v0, u1: um, v1: vm, depth: depth + 1)
        add(u0: um, v0: v0, u1: u1, v1: vm, depth: depth + 1)
        add(u0: u0, v0: vm, u1: um, v1: v1, depth: depth + 1)
        add(u0: um, v0: vm, u1: u1, v1: v1, depth: depth + 1)
    }

    /// The unit-square point of a ground offset.
    private func unit(ofGround g: (Double, Double)) -> (Double, Double) {
        let (x, y) = projector.world(ofGround: g.0, g.1)
        return placement.unit(x - shift, y)
    }

    /// The affine map from picture pixels to view points that takes the unit-square points `units` to
    /// the view points `points`.
    private func affine(from units: [(Double, Double)], to points: [CGPoint]) -> Affine {
        let (u0, v0) = units[0], (u1, v1) = units[1], (u2, v2) = units[2]
        // Pixel coordinates of the three points.
        let ax = u0 * pixels.width, ay = v0 * pixels.height
        let bx = u1 * pixels.width - ax, by = v1 * pixels.height - ay
        let cx = u2 * pixels.width - ax, cy = v2 * pixels.height - ay
        let det = bx * cy - by * cx
        guard abs(det) > 1e-12 else { return Affine() }
        let px = points[1].x - points[0].x, py = points[1].y - points[0].y
        let qx = points[2].x - points[0].x, qy = points[2].y - points[0].y
        // Solve [a c; b d]·[bx cx; by cy] = [px qx; py qy].
        let a = (px * cy - qx * by) / det, c = (qx * bx - px * cx) / det
        let b = (py * cy - qy * by) / det, d = (qy * bx - py * cx) / det
        return Affine(a: a, b: b, c: c, d: d, tx: points[0].x - a * ax - c * ay, ty: points[0].y - b * ax - d * ay)
    }
}
