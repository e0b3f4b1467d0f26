import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A polyline is one layer of R31's overlay slot: drawn by the stack in `zIndex` order, hit through the
/// map's overlay index (R32).
extension Polyline: MapShape {
    package var slot: LayerSlot { .overlays }
    package var answersThroughIndex: Bool { true }
    var worldBox: OverlayIndex.Box? {
        let path = plan.path
        guard path.count >= 2 else { return nil }
        return OverlayIndex.Box(minX: path.minX, minY: path.minY, maxX: path.maxX, maxY: path.maxY)
    }
    var tapReach: Double { Double(strokeWidth) / 2 + OverlayHitTest.fingerRadius }

    /// What is drawn, made again after the path, spans or colours changed.
    var plan: PolylinePlan {
        if let cachedPlan { return cachedPlan }
        let made = PolylinePlan(coordinates: path?.coordinates ?? [], geodesic: geodesic, spans: spans, color: strokeColor)
        cachedPlan = made
        return made
    }

    package func draw(_ frame: LayerFrame, in canvas: Canvas) {
        guard let owner else { return }
        let plan = self.plan
        guard plan.path.count >= 2 else {
            reportEmptyPath()
            return
        }
        guard strokeWidth > 0 else { return }
        let store = owner.overlayStore
        let context = store.frame(for: frame)
        let projector = store.projector(margin: Double(strokeWidth) / 2 + 2, of: context)
        guard projector.mayShow(minY: plan.path.minY, maxY: plan.path.maxY),
              let copies = projector.copies(minX: plan.path.minX, maxX: plan.path.maxX) else { return }
        let curveTolerance = OverlayFrame.curvePoints / (projector.worldSize * projector.magnification)
        // Each run's visible pieces, in drawing order (all copies of a run together). Without a group
        // each piece is stroked as soon as it is cut (the same order, no list kept for a thousand lines);
        // a group needs all of them first, for its bounds.
        var strokes: [(batch: PolylineBatch, run: Int, shift: Double)] = []
        for (r, run) in plan.runs.enumerated() {
            let box = run.path
            for copy in copies {
                let shift = Double(copy)
                guard box.maxX + shift >= projector.cullMinX, box.minX + shift <= projector.cullMaxX,
                      projector.mayShow(minY: box.minY, maxY: box.maxY) else { continue }
                let indices = run.simplifier.kept(level: context.level, tolerance: context.tolerance)
                var batch = store.takeBatch()
                store.clip(run.path, indices: indices, shift: shift, geodesic: geodesic, curveTolerance: curveTolerance,
                           projector: projector, into: &batch)
                if batch.isEmpty {
                    store.returnBatch(batch)
                } else if plan.needsGroup {
                    strokes.append((batch, r, shift))
                } else {
                    stroke(batch, run: run, shift: shift, projector: projector, on: canvas)
                    store.returnBatch(batch)
                }
            }
        }
        guard !strokes.isEmpty else { return }
        if plan.needsGroup { canvas.beginShapeGroup(in: bounds(of: strokes.map(\.batch), in: frame.bounds), replacing: true) }
        for piece in strokes {
            stroke(piece.batch, run: plan.runs[piece.run], shift: piece.shift, projector: projector, on: canvas)
            store.returnBatch(piece.batch)
        }
        if plan.needsGroup { canvas.endShapeGroup() }
    }

    /// Strokes one cut piece of `run`: in its colour, or in its gradient.
    private func stroke(_ batch: PolylineBatch, run: PolylinePlan.Run, shift: Double, projector: OverlayProjector,
                        on canvas: Canvas) {
        if run.isSolid {
            canvas.strokeShape(batch, color: run.fromColor, lineWidth: strokeWidth)
        } else {
            strokeGradient(batch, run: run, shift: shift, projector: projector, on: canvas)
        }
    }

    /// Strokes a gradient run's pieces: the colours run evenly along the segment as drawn, from its
    /// start to its end (D43); a piece cut by the view's edge gets the colours of where it was cut.
    private func strokeGradient(_ batch: PolylineBatch, run: PolylinePlan.Run, shift: Double, projector: OverlayProjector,
                                on canvas: Canvas) {
        guard let first = batch.points.first, let last = batch.points.last else { return }
        var from = run.fromColor, to = run.toColor
        let n = run.path.count - 1
        if let a = projector.point(run.path.xs[0] + shift, run.path.ys[0]),
           let b = projector.point(run.path.xs[n] + shift, run.path.ys[n]) {
            let dx = b.x - a.x, dy = b.y - a.y
            let lengthSquared = dx * dx + dy * dy
            if lengthSquared > 0 {
                func t(_ p: CGPoint) -> Double { Double(((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared) }
                let style = StrokeStyle.gradient(from: run.fromColor, to: run.toColor)
                from = style.color(at: t(first))
                to = style.color(at: t(last))
            }
        }
        canvas.strokeShape(batch, from: first, from, to: last, to, lineWidth: strokeWidth)
    }

    /// The view rectangle the pieces cover, grown by the stroke, within `view`.
    private func bounds(of batches: [PolylineBatch], in view: CGRect) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for batch in batches {
            for p in batch.points {
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        let grow = strokeWidth / 2 + 2
        let rect = CGRect(x: minX - grow, y: minY - grow, width: maxX - minX + 2 * grow, height: maxY - minY + 2 * grow)
        return rect.intersection(view).integral
    }

    /// Says once per path that it draws nothing (D38).
    private func reportEmptyPath() {
        guard !reportedEmpty else { return }
        reportedEmpty = true
        let count = path?.coordinates.count ?? 0
        if path != nil {
            Diagnostics.warn("Polyline: a path of \(count) coordinate(s) has no segment to draw; nothing is drawn until it has two")
        }
    }

    package func hitTest(_ point: CGPoint, projection: Projection) -> LayerHit? {
        guard isTappable, let owner, plan.path.count >= 2 else { return nil }
        let test = OverlayHitTest(point: point, projection: projection, reach: tapReach, store: owner.overlayStore,
                                  scale: owner.scale)
        for run in plan.runs {
            let indices = run.simplifier.kept(level: test.frame.level, tolerance: test.frame.tolerance)
            if test.lineHits(run.path, indices: indices, geodesic: geodesic) { return .layer(self, point) }
        }
        return nil
    }

    package func tapped(at point: CGPoint, on map: MapView) {
        map.overlayTapped(self, at: point)
    }
}
