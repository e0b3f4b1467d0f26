import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// One tile as a frame draws it: the data tile (its own, or a lower zoom's scaled up), the square of
/// it that stands for the tile asked for, and the map from its tile units to the view. Geometry is
/// cut at that square, so neighbouring tiles never draw the same piece twice (their buffers overlap).
struct TilePlacement {
    let tile: PreparedTile
    let projector: GroundProjector
    /// The square drawn, in the data tile's units: minU, minV, maxU, maxV.
    let square: (Double, Double, Double, Double)
    /// Ground offset of tile unit (0, 0), and per unit along u and v.
    private let g0: (Double, Double), gu: (Double, Double), gv: (Double, Double)
    /// The half-planes that bound the drawn area: the square's four edges and the view planes the
    /// square crosses.
    let planes: [GroundProjector.HalfPlane]

    /// The placement of `tile` for the tile `wanted` (same or deeper zoom) at column `column` (unwrapped,
    /// so world copies east and west land in their place), with extent `extent`; nil when the square
    /// lies outside the view.
    init?(tile: PreparedTile, wanted: TileKey, column: Int, extent: Int, projection: Projection, margin: Double) {
        self.tile = tile
        let data = tile.key
        let n = 1 << wanted.zoom
        let copy = Int((Double(column) / Double(n)).rounded(.down))
        projector = GroundProjector(projection: projection, copy: copy, margin: margin, quantum: Double(1 << data.zoom))
        let e = Double(extent)
        let shift = Double(1 << (wanted.zoom - data.zoom))
        let u0 = (Double(wanted.x) / shift - Double(data.x)) * e, v0 = (Double(wanted.y) / shift - Double(data.y)) * e
        square = (u0, v0, u0 + e / shift, v0 + e / shift)
        let o = projector.ground(x: Double(data.x), y: Double(data.y))
        let g1 = projector.ground(x: Double(data.x + 1), y: Double(data.y)), g2 = projector.ground(x: Double(data.x), y: Double(data.y + 1))
        let du = ((g1.0 - o.0) / e, (g1.1 - o.1) / e), dv = ((g2.0 - o.0) / e, (g2.1 - o.1) / e)
        (g0, gu, gv) = (o, du, dv)
        let sq = square
        let corners = [(sq.0, sq.1), (sq.2, sq.1), (sq.2, sq.3), (sq.0, sq.3)]
        let ground = corners.map { (o.0 + $0.0 * du.0 + $0.1 * dv.0, o.1 + $0.0 * du.1 + $0.1 * dv.1) }
        var planes: [GroundProjector.HalfPlane] = []
        let cx = ground.map(\.0).reduce(0, +) / 4, cy = ground.map(\.1).reduce(0, +) / 4
        for i in 0..<4 {
            let p = ground[i], q = ground[(i + 1) % 4]
            var plane = GroundProjector.HalfPlane(a: -(q.1 - p.1), b: q.0 - p.0, c: 0)
            plane.c = -(plane.a * p.0 + plane.b * p.1)
            if plane.value(cx, cy) < 0 { plane = GroundProjector.HalfPlane(a: -plane.a, b: -plane.b, c: -plane.c) }
            planes.append(plane)
        }
        for plane in self.projector.planes {
            let values = ground.map { plane.value($0.0, $0.1) }
            if values.allSatisfy({ $0 < 0 }) { return nil }
            if values.contains(where: { $0 < 0 }) { planes.append(plane) }
        }
        self.planes = planes
    }

    /// The ground offset of tile point (u, v).
    @inline(__always)
    func ground(_ u: Int32, _ v: Int32) -> (Double, Double) {
        let x = Double(u), y = Double(v)
        return (g0.0 + x * gu.0 + y * gv.0, g0.1 + x * gu.1 + y * gv.1)
    }

    /// The view point of tile point (u, v) (in front of the camera: callers clip first).
    @inline(__always)
    func screen(_ u: Int32, _ v: Int32) -> CGPoint {
        let g = ground(u, v)
        return projector.screen(g.0, g.1)
    }

    /// Whether tile point (u, v) lies in the square (half-open, so a point on a shared edge belongs to one tile).
    func squareContains(_ u: Int32, _ v: Int32) -> Bool {
        let x = Double(u), y = Double(v)
        return x >= square.0 && x < square.2 && y >= square.1 && y < square.3
    }

    /// The planes a feature with box `box` must be clipped against, or nil when it lies outside.
    func planes(for box: (Int32, Int32, Int32, Int32)) -> [GroundProjector.HalfPlane]? {
        let corners = [ground(box.0, box.1), ground(box.2, box.1), ground(box.2, box.3), ground(box.0, box.3)]
        var needed: [GroundProjector.HalfPlane] = []
        for plane in planes {
            var inside = 0
            for c in corners where plane.value(c.0, c.1) >= 0 { inside += 1 }
            if inside == 0 { return nil }
            if inside < 4 { needed.append(plane) }
        }
        return needed
    }
}
