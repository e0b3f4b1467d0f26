import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The rings of a filled shape — a polygon and its holes, or a circle — as unwrapped Web Mercator
/// rings, each simplified per zoom (D40), and how they are drawn and hit (D41): the fill covers what is
/// inside the outer ring (even-odd) and outside every hole; a hole cuts only where it overlaps the outer
/// ring; the stroke outlines every ring as given.
@MainActor
struct AreaPlan {
    struct Ring {
        var path: ShapePath
        var simplifier: Simplifier

        init(_ path: ShapePath, geodesic: Bool) {
            self.path = path
            simplifier = Simplifier(path: path, geodesic: geodesic)
        }
    }

    let outer: Ring?
    let holes: [Ring]
    let geodesic: Bool
    /// What the stroke follows instead of the outer ring, when the ring has edges that are not the
    /// shape's (a circle around a pole is closed along the world's edge): an open line, or nothing.
    let outline: ShapePath?
    let strokesOuter: Bool

    init(outer: ShapePath, holes: [ShapePath], geodesic: Bool, outline: ShapePath? = nil, strokesOuter: Bool = true) {
        self.geodesic = geodesic
        self.outer = outer.count >= 4 ? Ring(outer, geodesic: geodesic) : nil
        self.holes = holes.filter { $0.count >= 4 }.map { Ring($0, geodesic: geodesic) }
        self.outline = outline
        self.strokesOuter = strokesOuter
    }

    /// The unwrapped world box of what is drawn (the outer ring's).
    var box: OverlayIndex.Box? {
        guard let outer else { return nil }
        return OverlayIndex.Box(minX: outer.path.minX, minY: outer.path.minY, maxX: outer.path.maxX, maxY: outer.path.maxY)
    }

    /// Draws the fill and the stroke (either may be nil) of every world copy the view shows.
    func draw(fill: Color?, stroke: Color?, width: CGFloat, frame: LayerFrame, store: OverlayStore, in canvas: Canvas) {
        guard let outer else { return }
        let fills = (fill?.alpha ?? 0) > 0
        let strokes = (stroke?.alpha ?? 0) > 0 && width > 0
        guard fills || strokes else { return }
        let context = store.frame(for: frame)
        let projector = store.projector(margin: Double(width) / 2 + 2, of: context)
        guard projector.mayShow(minY: outer.path.minY, maxY: outer.path.maxY),
              let copies = projector.copies(minX: outer.path.minX, maxX: outer.path.maxX) else { return }
        let curveTolerance = OverlayFrame.curvePoints / (projector.worldSize * projector.magnification)
        var rings = store.takeBatch()
        var lines = store.takeBatch()
        var cuts: [PolylineBatch] = []
        for copy in copies {
            let shift = Double(copy)
            let before = rings.ends.count
            store.clipRing(outer.path, indices: outer.simplifier.kept(level: context.level, tolerance: context.tolerance),
                           shift: shift, geodesic: geodesic, curveTolerance: curveTolerance, projector: projector, into: &rings)
            guard rings.ends.count > before else { continue }
            if strokes, let outline {
                store.clip(outline, indices: Array(0..<Int32(outline.count)), shift: shift, geodesic: geodesic,
                           curveTolerance: curveTolerance, projector: projector, into: &lines)
            }
            for hole in holes {
                guard hole.path.maxX + shift >= projector.cullMinX, hole.path.minX + shift <= projector.cullMaxX,
                      projector.mayShow(minY: hole.path.minY, maxY: hole.path.maxY) else { continue }
                var cut = store.takeBatch()
                store.clipRing(hole.path, indices: hole.simplifier.kept(level: context.level, tolerance: context.tolerance),
                               shift: shift, geodesic: geodesic, curveTolerance: curveTolerance, projector: projector, into: &cut)
                if cut.isEmpty { store.returnBatch(cut) } else { cuts.append(cut) }
            }
        }
        defer {
            store.returnBatch(rings)
            store.returnBatch(lines)
            for cut in cuts { store.returnBatch(cut) }
        }
        guard !rings.isEmpty else { return }
        if fills, let fill {
            canvas.fillArea(rings, holes: cuts, color: fill, bounds: cuts.isEmpty ? frame.bounds : Self.bounds(of: rings, in: frame.bounds))
        }
        if strokes, let stroke {
            if strokesOuter { canvas.strokeRings(rings, color: stroke, lineWidth: width) }
            canvas.strokeShape(lines, color: stroke, lineWidth: width)
            for cut in cuts { canvas.strokeRings(cut, color: stroke, lineWidth: width) }
        }
    }

    /// True when the tap's ground point is inside the fill as drawn: inside the outer ring and in no hole.
    func contains(_ test: OverlayHitTest) -> Bool {
        guard let outer else { return false }
        let level = test.frame
        for shift in test.shifts(minX: outer.path.minX, maxX: outer.path.maxX) {
            guard test.ringContains(outer.path, indices: outer.simplifier.kept(level: level.level, tolerance: level.tolerance),
                                    geodesic: geodesic, shift: shift) else { continue }
            let inHole = holes.contains { hole in
                test.ringContains(hole.path, indices: hole.simplifier.kept(level: level.level, tolerance: level.tolerance),
                                  geodesic: geodesic, shift: shift)
            }
            if !inHole { return true }
        }
        return false
    }

    private static func bounds(of batch: PolylineBatch, in view: CGRect) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for p in batch.points {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX - 1, y: minY - 1, width: maxX - minX + 2, height: maxY - minY + 2).intersection(view).integral
    }
}
