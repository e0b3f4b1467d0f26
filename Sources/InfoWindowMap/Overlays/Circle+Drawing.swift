import Foundation
import InfoWindowCore
import InfoWindowGraphics

extension Circle: MapShape {
    package var slot: LayerSlot { .overlays }
    package var answersThroughIndex: Bool { true }
    var tapReach: Double { OverlayHitTest.fingerRadius }

    /// The circle's box, worked out rather than drawn: latitudes within radius/R of the centre's, and
    /// longitudes within asin(sin(radius/R) / cos(latitude)) — every longitude when it holds a pole.
    var worldBox: OverlayIndex.Box? {
        guard radius > 0 else { return nil }
        let angle = radius / SphericalGeometry.earthRadius
        let latitude = position.latitude * .pi / 180
        let center = WebMercator.project(position)
        let north = WebMercator.project(Coordinate(latitude: min((latitude + angle) * 180 / .pi, 90), longitude: 0)).y
        let south = WebMercator.project(Coordinate(latitude: max((latitude - angle) * 180 / .pi, -90), longitude: 0)).y
        let ratio = sin(min(angle, .pi / 2)) / cos(latitude)
        let halfWidth = latitude + angle >= .pi / 2 || latitude - angle <= -.pi / 2 || ratio >= 1 || angle >= .pi / 2
            ? 0.5 : asin(ratio) / (2 * .pi)
        let grow = 1e-9
        return OverlayIndex.Box(minX: center.x - halfWidth - grow, minY: north - grow,
                                maxX: center.x + halfWidth + grow, maxY: south + grow)
    }

    /// The outline of `n` points (a power of two): the circle's points at even headings, closed; around a
    /// pole it holds, a band closed along the world's edge; holding both poles, the world less the
    /// circle around the far side.
    func plan(points n: Int) -> AreaPlan {
        if let cached = cachedPlans[n] { return cached }
        let center = position, r = radius
        let ring = (0..<n).map { SphericalGeometry.offset(from: center, distance: r, heading: 360 * Double($0) / Double(n)) }
        let north = SphericalGeometry.distance(from: center, to: Coordinate(latitude: 90, longitude: 0)) < r
        let south = SphericalGeometry.distance(from: center, to: Coordinate(latitude: -90, longitude: 0)) < r
        let made: AreaPlan
        if north && south {
            let cx = WebMercator.project(center).x
            let world = ShapePath(world: [(cx - 0.5, 0), (cx + 0.5, 0), (cx + 0.5, 1), (cx - 0.5, 1), (cx - 0.5, 0)], geodesic: false)
            made = AreaPlan(outer: world, holes: [ShapePath(ring, closed: true, geodesic: false)], geodesic: false,
                            strokesOuter: false)
        } else if north || south {
            let open = ShapePath(ring, geodesic: false)
            var points = zip(open.xs, open.ys).map { ($0, $1) }
            let x0 = open.xs[0], y0 = open.ys[0]
            let xEnd = x0 + ((open.xs[n - 1] - x0)).rounded()
            let edge = north ? 0.0 : 1.0
            let outline = ShapePath(world: points + [(xEnd, y0)], geodesic: false)
            points += [(xEnd, y0), (xEnd, edge), (x0, edge), (x0, y0)]
            made = AreaPlan(outer: ShapePath(world: points, geodesic: false), holes: [], geodesic: false, outline: outline,
                            strokesOuter: false)
        } else {
            made = AreaPlan(outer: ShapePath(ring, closed: true, geodesic: false), holes: [], geodesic: false)
        }
        cachedPlans[n] = made
        return made
    }

    /// Outline points for a frame: one every 8 points of circumference or so (the chords then stay
    /// within 0.1 point of the circle), a power of two from 32 to 8192.
    private func points(for frame: LayerFrame) -> Int {
        let metresPerWorld = 2 * Double.pi * SphericalGeometry.earthRadius * max(cos(position.latitude * .pi / 180), 0.0862)
        let radiusPoints = radius / metresPerWorld * frame.projection.worldSize
        let wanted = 2 * Double.pi * radiusPoints / 8
        return Int(exp2(min(max(log2(max(wanted, 1)).rounded(.up), 5), 13)))
    }

    package func draw(_ frame: LayerFrame, in canvas: Canvas) {
        guard let owner, radius > 0 else { return }
        plan(points: points(for: frame)).draw(fill: fillColor, stroke: strokeColor, width: strokeWidth, frame: frame,
                                              store: owner.overlayStore, in: canvas)
    }

    package func hitTest(_ point: CGPoint, projection: Projection) -> LayerHit? {
        guard isTappable, radius > 0, (0...1).contains(projection.world(for: point).y) else { return nil }
        let distance = SphericalGeometry.distance(from: projection.coordinate(for: point), to: position)
        return distance <= radius ? .layer(self, point) : nil
    }

    package func tapped(at point: CGPoint, on map: MapView) {
        map.overlayTapped(self, at: point)
    }
}
