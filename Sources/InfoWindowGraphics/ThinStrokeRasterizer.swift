internal import CCairo
import Foundation
import Synchronization
import InfoWindowCore

/// Our own rasterizer for thin strokes with round joins and caps (map shapes' lines and outlines, up
/// to ``maximumWidth`` device pixels wide), cheaper per stroke than Cairo's stroker and scan converter
/// (docs/decisions.md, D136).
///
/// A stroke is the union of one capsule per segment (the points within half the width of it). Each
/// pixel of a capsule gets the coverage of a band of the stroke's width at the pixel centre's distance
/// from the segment — the overlap of that band with the pixel, `min(d + w/2, ½) − max(d − w/2, −½)` —
/// and the stroke's coverage is the largest of its capsules', kept in an 8-bit mask over the stroke's
/// box (small enough to stay in the processor's cache for a map's lines). The whole stroke (every part of a batch, as one Cairo stroke) is then blended once through
/// the mask, source over, so a translucent colour is not doubled where segments or parts overlap, as
/// with Cairo. The mask is left zero after each stroke; only the rows and columns a stroke touched are
/// visited.
final class ThinStrokeRasterizer {
    /// The widest stroke drawn here, in device pixels; wider ones go to Cairo.
    static let maximumWidth = 4.0

    /// Where the stroke goes: premultiplied ARGB32 words, the clip (device pixels, half-open) and the
    /// user-to-device transform (a scale and a translation).
    struct Target {
        var pixels: UnsafeMutableRawPointer
        var stride: Int
        var clipMinX: Int, clipMinY: Int, clipMaxX: Int, clipMaxY: Int
        var scale: Double
        var offsetX: Double, offsetY: Double
    }

    let width: Int
    let height: Int
    /// The mask over the current stroke's box: `maskWidth` bytes a row, zero outside a stroke.
    private var mask: UnsafeMutablePointer<UInt8>
    private var maskCapacity: Int
    private var maskWidth = 0
    private var boxMinX = 0, boxMinY = 0
    /// For the stroke's half width `limitsHalf`, per mask byte `m`, the squared distances below which a
    /// capsule gives a pixel more than `m` (see ``coverageLimits(half:)``).
    private var limits: [Double] = []
    private var limitsHalf = Double.nan
    /// For the same half width, the coverage by squared distance in buckets (see ``CoverageBuckets``).
    private var buckets: [UInt16] = []
    private var bucketScale = 0.0
    /// Per row of the box, the first and last column a capsule reached.
    private var rowMin: UnsafeMutablePointer<Int>
    private var rowMax: UnsafeMutablePointer<Int>
    private var rowCapacity: Int

    /// A rasterizer for bitmaps of `width` × `height` pixels.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        maskCapacity = 64 * 64
        mask = .allocate(capacity: maskCapacity)
        mask.initialize(repeating: 0, count: maskCapacity)
        rowCapacity = 64
        rowMin = .allocate(capacity: rowCapacity)
        rowMax = .allocate(capacity: rowCapacity)
        rowMin.initialize(repeating: Int.max, count: rowCapacity)
        rowMax.initialize(repeating: Int.min, count: rowCapacity)
    }

    deinit {
        mask.deallocate()
        rowMin.deallocate()
        rowMax.deallocate()
    }

    /// Makes the mask and the row bounds large enough for a box of `columns` × `rows` (all zero / empty).
    private func reserve(columns: Int, rows: Int) {
        if columns * rows > maskCapacity {
            mask.deallocate()
            maskCapacity = max(columns * rows, maskCapacity * 2)
            mask = .allocate(capacity: maskCapacity)
            mask.initialize(repeating: 0, count: maskCapacity)
        }
        if rows > rowCapacity {
            rowMin.deallocate()
            rowMax.deallocate()
            rowCapacity = max(rows, rowCapacity * 2)
            rowMin = .allocate(capacity: rowCapacity)
            rowMax = .allocate(capacity: rowCapacity)
            rowMin.initialize(repeating: Int.max, count: rowCapacity)
            rowMax.initialize(repeating: Int.min, count: rowCapacity)
        }
    }

    /// The 8-bit premultiplied ARGB word Cairo's solid source makes of `color` (its 16-bit channels,
    /// `d × (65536 − 10⁻⁵)`, cut to their high byte).
    static func premultipliedWord(_ color: Color) -> UInt32 {
        func channel(_ d: Double) -> UInt32 {
            let clamped = min(max(d, 0), 1)
            return UInt32(Int(clamped * (65536 - 1e-5)) >> 8)
        }
        let a = min(max(color.alpha, 0), 1)
        return channel(a) << 24 | channel(color.red * a) << 16 | channel(color.green * a) << 8 | channel(color.blue * a)
    }

    /// Strokes every part of `points` (parts end at `ends`; each closed when `closing`) `lineWidth`
    /// device pixels wide in `color` (a premultiplied word) into `target`, only in the pixel rows `rows`
    /// (a band, D202). The segments are cut to the stroke's box within the whole clip, whatever the band,
    /// so a pixel gets the same value in any band (D203).
    func stroke(_ points: UnsafeBufferPointer<CGPoint>, ends: UnsafeBufferPointer<Int>, closing: Bool, lineWidth: Double,
                color: UInt32, into target: Target, rows: Range<Int> = Int.min..<Int.max) {
        let clipMinX = max(target.clipMinX, 0), clipMaxX = min(target.clipMaxX, width)
        let clipMinY = max(target.clipMinY, 0), clipMaxY = min(target.clipMaxY, height)
        guard clipMinX < clipMaxX, clipMinY < clipMaxY, lineWidth > 0, color >> 24 != 0 else { return }
        var firstRow = Int.max, lastRow = Int.min
        let s = target.scale, ox = target.offsetX, oy = target.offsetY
        let half = lineWidth / 2
        // The stroke's box in device pixels, within the clip.
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in points {
            let x = p.x * s + ox, y = p.y * s + oy
            // A vertex that is not finite draws no segment (see `segment`), so it widens nothing.
            guard x.isFinite, y.isFinite else { continue }
            if x < minX { minX = x }
            if x > maxX { maxX = x }
            if y < minY { minY = y }
            if y > maxY { maxY = y }
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return }
        let reach = half + 1
        let clipLeft = max(clipMinX, Int(max(minX - reach, -1e9).rounded(.down)))
        let clipRight = min(clipMaxX, Int(min(maxX + reach, 1e9).rounded(.up)) + 1)
        let clipTop = max(clipMinY, Int(max(minY - reach, -1e9).rounded(.down)))
        let clipBottom = min(clipMaxY, Int(min(maxY + reach, 1e9).rounded(.up)) + 1)
        let bandTop = max(clipTop, rows.lowerBound), bandBottom = min(clipBottom, rows.upperBound)
        guard clipLeft < clipRight, bandTop < bandBottom else { return }
        reserve(columns: clipRight - clipLeft, rows: bandBottom - bandTop)
        maskWidth = clipRight - clipLeft
        boxMinX = clipLeft
        boxMinY = bandTop
        if !(half == limitsHalf) {
            let tables = Self.coverageTables(half: half)
            limits = tables.limits
            buckets = tables.buckets.values
            bucketScale = tables.buckets.scale
            limitsHalf = half
        }
        let bucketScale = bucketScale
        buckets.withUnsafeBufferPointer { buckets in
        limits.withUnsafeBufferPointer { limits in
            var from = 0
            for end in ends {
                guard end - from >= 1 else { from = end; continue }
                var i = from
                let last = closing && end - from >= 3 ? end : end - 1
                while i < last {
                    let p = points[i], q = points[i + 1 < end ? i + 1 : from]
                    let rows = segment(px: p.x * s + ox, py: p.y * s + oy, qx: q.x * s + ox, qy: q.y * s + oy, half: half,
                                       clipMinX: clipLeft, clipMaxX: clipRight, clipMinY: clipTop, clipMaxY: clipBottom,
                                       bandTop: bandTop, bandBottom: bandBottom, limits: limits, buckets: buckets,
                                       bucketScale: bucketScale, target: target)
                    if rows.top <= rows.bottom {
                        if rows.top < firstRow { firstRow = rows.top }
                        if rows.bottom > lastRow { lastRow = rows.bottom }
                    }
                    i += 1
                }
                from = end
            }
        }
        }
        guard firstRow <= lastRow else { return }
        blend(color, rows: firstRow...lastRow, into: target)
    }

    /// Adds one capsule's coverage to the mask, in the rows `bandTop ..< bandBottom` of the box (cut to
    /// the box `clipMinX ..< clipMaxX`, `clipMinY ..< clipMaxY`); returns the rows it may have touched
    /// (none when `top > bottom`).
    @inline(__always)
    private func segment(px p0x: Double, py p0y: Double, qx q0x: Double, qy q0y: Double, half: Double,
                         clipMinX: Int, clipMaxX: Int, clipMinY: Int, clipMaxY: Int, bandTop: Int, bandBottom: Int,
                         limits: UnsafeBufferPointer<Double>, buckets: UnsafeBufferPointer<UInt16>, bucketScale: Double,
                         target: Target) -> (top: Int, bottom: Int) {
        let reach = half + 0.5
        let inner2 = Self.inner2(half: half)
        guard p0x.isFinite, p0y.isFinite, q0x.isFinite, q0y.isFinite else { return (1, 0) }
        // A capsule wholly above or below the band colours none of its rows (the cut below only
        // shortens the segment); most of a long stroke's are, when it is drawn in bands (D202).
        guard Swift.max(p0y, q0y) + reach + 1 >= Double(bandTop), Swift.min(p0y, q0y) - reach - 1 < Double(bandBottom)
        else { return (1, 0) }
        // The segment cut to the box grown by more than the reach (Liang–Barsky): what lies beyond
        // cannot colour the box, and a cut end's cap stays outside it. Keeps far vertices' numbers small.
        let margin = reach + 2
        let minX = Double(clipMinX) - margin, maxX = Double(clipMaxX) + margin
        let minY = Double(clipMinY) - margin, maxY = Double(clipMaxY) + margin
        let ddx = q0x - p0x, ddy = q0y - p0y
        var t0 = 0.0, t1 = 1.0
        let inside = p0x >= minX && p0x <= maxX && q0x >= minX && q0x <= maxX && p0y >= minY && p0y <= maxY
            && q0y >= minY && q0y <= maxY
        guard inside || (Self.cut(-ddx, p0x - minX, &t0, &t1) && Self.cut(ddx, maxX - p0x, &t0, &t1)
                         && Self.cut(-ddy, p0y - minY, &t0, &t1) && Self.cut(ddy, maxY - p0y, &t0, &t1) && t0 <= t1)
        else { return (1, 0) }
        let px = p0x + t0 * ddx, py = p0y + t0 * ddy
        let qx = t1 < 1 ? p0x + t1 * ddx : q0x, qy = t1 < 1 ? p0y + t1 * ddy : q0y
        let dx = qx - px, dy = qy - py
        let length2 = dx * dx + dy * dy
        let inverse = length2 > 0 ? 1 / length2 : 0
        let top = Swift.max(Int((Swift.min(py, qy) - reach - 0.5).rounded(.up)), bandTop)
        let bottom = Swift.min(Int((Swift.max(py, qy) + reach - 0.5).rounded(.down)), bandBottom - 1)
        guard top <= bottom else { return (1, 0) }
        // The capsule's sides: the segment moved by `reach` along its normal, one way and the other.
        let length = length2.squareRoot()
        let nx = length > 0 ? -dy / length * reach : 0, ny = length > 0 ? dx / length * reach : 0
        let inverseDy = dy != 0 ? 1 / dy : 0
        let reach2 = reach * reach
        var row = top
        while row <= bottom {
            let cy = Double(row) + 0.5
            // Where this row's centre line is within `reach` of the segment: the chord of the capsule,
            // whose ends lie on its sides or on its end discs (D215). Pixels outside it are farther than
            // `reach` and would get nothing; it spares a quarter of the pixels a box around the segment's
            // stretch would visit.
            var xa = Double.infinity, xb = -Double.infinity
            var sides = 0
            if dy != 0 {
                let ta = (cy - py - ny) * inverseDy
                if ta >= 0 && ta <= 1 {
                    let x = px + nx + ta * dx
                    xa = x
                    xb = x
                    sides = 1
                }
                let tb = (cy - py + ny) * inverseDy
                if tb >= 0 && tb <= 1 {
                    let x = px - nx + tb * dx
                    if x < xa { xa = x }
                    if x > xb { xb = x }
                    sides += 1
                }
            }
            if sides < 2 {
                // A horizontal line meets a convex outline twice: with both on the sides, the discs add
                // nothing; otherwise their chords (each disc lies in the capsule) give the missing end.
                let vp = cy - py, vq = cy - qy
                if vp * vp < reach2 {
                    let h = (reach2 - vp * vp).squareRoot()
                    if px - h < xa { xa = px - h }
                    if px + h > xb { xb = px + h }
                }
                if vq * vq < reach2 {
                    let h = (reach2 - vq * vq).squareRoot()
                    if qx - h < xa { xa = qx - h }
                    if qx + h > xb { xb = qx + h }
                }
            }
            let left = xa.isFinite ? Swift.max(Int((xa - 0.5).rounded(.up)), clipMinX) : clipMaxX
            let right = xb.isFinite ? Swift.min(Int((xb - 0.5).rounded(.down)), clipMaxX - 1) : clipMinX - 1
            if left <= right {
                // The target's pixels at both ends of the row's stretch, asked for now: they are blended
                // only after the whole stroke, and a frame's rows are rarely in the cache (waiting for
                // them was half the time of a frame of a thousand lines).
                let pixels = target.pixels + row * target.stride
                iwk_prefetch_for_write(pixels + left * 4)
                iwk_prefetch_for_write(pixels + right * 4)
                let line = mask + (row - boxMinY) * maskWidth - boxMinX
                let wy = cy - py
                var column = left
                var wx = Double(left) + 0.5 - px
                while column <= right {
                    // A pixel an earlier segment covered whole needs no distance (joints overlap).
                    let covered = line[column]
                    if covered == 255 {
                        column &+= 1
                        wx += 1
                        continue
                    }
                    var t = (wx * dx + wy * dy) * inverse
                    t = t < 0 ? 0 : (t > 1 ? 1 : t)
                    let ex = wx - t * dx, ey = wy - t * dy
                    let d2 = ex * ex + ey * ey
                    // Only when this capsule may give more than an earlier one did (D204).
                    if d2 < limits[Int(covered)] {
                        // The coverage from its bucket, worked out only where the bucket holds more than
                        // one value (D215).
                        let known = buckets[Int(d2 * bucketScale)]
                        let value = known <= 255 ? UInt8(truncatingIfNeeded: known) : Self.coverage(d2: d2, half: half, inner2: inner2)
                        if value > covered { line[column] = value }
                    }
                    column &+= 1
                    wx += 1
                }
                if left < rowMin[row - boxMinY] { rowMin[row - boxMinY] = left }
                if right > rowMax[row - boxMinY] { rowMax[row - boxMinY] = right }
            }
            row += 1
        }
        return (top, bottom)
    }

    /// The squared distance within which a stroke `2 × half` pixels wide covers a pixel whole (-1: none
    /// for strokes under a pixel wide).
    @inline(__always)
    static func inner2(half: Double) -> Double {
        let inner = half - 0.5
        return inner > 0 ? inner * inner : -1
    }

    /// A pixel's coverage by a capsule of half width `half` whose segment lies `d2` (squared) from the
    /// pixel's centre: the overlap of a band of the stroke's width with the pixel, as a byte.
    @inline(__always)
    static func coverage(d2: Double, half: Double, inner2: Double) -> UInt8 {
        if d2 <= inner2 { return 255 }
        let d = d2.squareRoot()
        let coverage = Swift.min(d + half, 0.5) - Swift.max(d - half, -0.5)
        return coverage >= 1 ? 255 : UInt8(truncatingIfNeeded: Int(Swift.max(coverage, 0) * 255 + 0.5))
    }

    /// Per mask byte `m`, the squared distance below which a capsule of half width `half` gives a pixel
    /// more than `m` (D204): for strokes at least a pixel wide, ``coverage(d2:half:inner2:)`` never
    /// grows with `d2` (every step of it is a rounded operation that keeps order), so the least `d2` that
    /// gives `m` or less — found by halving over the doubles' bit patterns — bounds exactly the pixels
    /// whose byte could rise. For thinner strokes (where the two edges of the band both cut the pixel,
    /// and rounding may wobble) it is the reach, as before: the distance is worked out and compared.
    /// Shared by every rasterizer, made once per width.
    static func coverageLimits(half: Double) -> [Double] {
        coverageTables(half: half).limits
    }

    /// A stroke width's tables: ``coverageLimits(half:)`` and ``CoverageBuckets``, made once per width and
    /// shared by every rasterizer.
    struct CoverageTables {
        var limits: [Double]
        var buckets: CoverageBuckets
    }

    /// The coverage a capsule gives by squared distance `d2`, in ``count`` buckets of equal width over the
    /// reach: bucket `Int(d2 × scale)` holds the coverage when it is the same all over the bucket, and
    /// ``mixed`` when it changes within (then it is worked out), so a looked-up value is always
    /// ``ThinStrokeRasterizer/coverage(d2:half:inner2:)``'s own (D215). It spares the square root for nine
    /// pixels in ten. For strokes under a pixel wide (whose coverage may wobble) every bucket is mixed.
    struct CoverageBuckets {
        /// The buckets over the reach; one more than ``count``, mixed, for a distance rounded up to it.
        var values: [UInt16]
        /// Buckets per unit of squared distance.
        var scale: Double
        /// A bucket whose coverage changes within it.
        static let mixed: UInt16 = 0xFFFF
        /// The buckets over the reach.
        static let count = 4096

        /// The buckets for a stroke of half width `half`.
        init(half: Double) {
            let reach = half + 0.5
            let reach2 = reach * reach
            guard half >= 0.5, reach2.isFinite else {
                values = [Self.mixed]
                scale = 0
                return
            }
            scale = Double(Self.count) / reach2
            let inner2 = ThinStrokeRasterizer.inner2(half: half)
            values = [UInt16](repeating: Self.mixed, count: Self.count + 1)
            for k in 0..<Self.count {
                // A little wider than the distances that round into bucket k: the coverage never grows
                // with the distance (D204), so equal values at both ends hold all through.
                var low = max(Double(k) / scale, 0), high = Double(k + 1) / scale
                for _ in 0..<4 {
                    low = max(low.nextDown, 0)
                    high = high.nextUp
                }
                let first = coverage(d2: low, half: half, inner2: inner2)
                if first == coverage(d2: high, half: half, inner2: inner2) { values[k] = UInt16(first) }
            }
        }
    }

    /// ``CoverageTables`` for a stroke of half width `half` (kept for later strokes of that width).
    static func coverageTables(half: Double) -> CoverageTables {
        let reach = half + 0.5
        let reach2 = reach * reach
        if let known = limitTables.withLock({ $0[half.bitPattern] }) { return known }
        var table = [Double](repeating: reach2, count: 256)
        if half >= 0.5, reach2.isFinite {
            let inner2 = Self.inner2(half: half)
            for m in 0..<256 {
                // The least non-negative d2 (in bit-pattern order, which is numeric order) whose coverage
                // is at most m; reach2 gives 0.
                var low: UInt64 = 0, high = reach2.bitPattern
                if coverage(d2: Double(bitPattern: high), half: half, inner2: inner2) > UInt8(m) { continue }
                while low < high {
                    let middle = low + (high - low) / 2
                    if coverage(d2: Double(bitPattern: middle), half: half, inner2: inner2) <= UInt8(m) {
                        high = middle
                    } else {
                        low = middle + 1
                    }
                }
                table[m] = Double(bitPattern: low)
            }
        }
        let tables = CoverageTables(limits: table, buckets: CoverageBuckets(half: half))
        limitTables.withLock { known in
            if known.count >= 64 { known.removeAll() }
            known[half.bitPattern] = tables
        }
        return tables
    }

    /// ``coverageTables(half:)``'s tables, by the half width's bit pattern (at most 64 kept).
    private static let limitTables = Mutex<[UInt64: CoverageTables]>([:])

    /// One side of Liang–Barsky's cut: the part of the segment where `p · t ≤ q`; false when none is.
    @inline(__always)
    private static func cut(_ p: Double, _ q: Double, _ t0: inout Double, _ t1: inout Double) -> Bool {
        if p == 0 { return q >= 0 }
        let r = q / p
        if p < 0 { t0 = Swift.max(t0, r) } else { t1 = Swift.min(t1, r) }
        return true
    }

    /// Blends `color` through the mask over the rows touched, source over, and clears what it read.
    private func blend(_ color: UInt32, rows: ClosedRange<Int>, into target: Target) {
        for row in rows {
            let left = rowMin[row - boxMinY], right = rowMax[row - boxMinY]
            guard left <= right else { continue }
            rowMin[row - boxMinY] = Int.max
            rowMax[row - boxMinY] = Int.min
            let line = mask + (row - boxMinY) * maskWidth - boxMinX
            let pixels = (target.pixels + row * target.stride).assumingMemoryBound(to: UInt32.self)
            // Eight mask bytes at a time: a clear stretch (between two places where a wandering line
            // crosses the row) is skipped without touching its pixels; otherwise all eight are blended
            // without branches on the coverage, so the pixels' loads overlap (they miss the cache).
            var column = left
            while column &+ 8 <= right &+ 1 {
                if UnsafeRawPointer(line + column).loadUnaligned(as: UInt64.self) != 0 {
                    for c in column..<(column &+ 8) {
                        let source = Self.multiply(color, UInt32(line[c]))
                        line[c] = 0
                        pixels[c] = source &+ Self.multiply(pixels[c], 255 - (source >> 24))
                    }
                }
                column &+= 8
            }
            while column <= right {
                let source = Self.multiply(color, UInt32(line[column]))
                line[column] = 0
                pixels[column] = source &+ Self.multiply(pixels[column], 255 - (source >> 24))
                column &+= 1
            }
        }
    }

    /// Each 8-bit channel of `x` times `a` / 255, rounded (pixman's `UN8x4_MUL_UN8`).
    @inline(__always)
    static func multiply(_ x: UInt32, _ a: UInt32) -> UInt32 {
        var low = (x & 0x00ff_00ff) &* a &+ 0x0080_0080
        low = ((low &+ ((low >> 8) & 0x00ff_00ff)) >> 8) & 0x00ff_00ff
        var high = ((x >> 8) & 0x00ff_00ff) &* a &+ 0x0080_0080
        high = (high &+ ((high >> 8) & 0x00ff_00ff)) & 0xff00_ff00
        return low | high
    }
}
