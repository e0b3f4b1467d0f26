internal import CCairo
import Foundation
import InfoWindowCore

/// Our own scan converter for shape fills (polygons and circles, D137): the rings of a shape even-odd,
/// less the union of its holes (each hole even-odd on its own, D41), sampled as Cairo's fast
/// antialiasing samples them — 4 × 4 points a pixel, the vertices first put on the quarter-pixel grid —
/// and blended once, source over, straight into the bitmap. What it saves against Cairo is the path's
/// round trip, the group a shape with holes needed, and the spans' general compositor.
final class AreaFillRasterizer {
    /// One edge of a ring, in grid units (quarter pixels): from `top` down to `bottom`, its x at `top`
    /// and the change of x per grid row; `set` is 0 for the shape's rings, 1… for each hole.
    fileprivate struct Edge {
        var top: Double, bottom: Double, x: Double, slope: Double
        var set: Int
    }

    let width: Int
    let height: Int
    private let cover: UnsafeMutablePointer<Int32>
    private let runs: UnsafeMutablePointer<Int32>
    /// The active edges' indices and the shape's own crossings on a sample line (not the holes'), room
    /// for ``lineCapacity`` each: plain memory, since a fill visits four sample lines a pixel row and
    /// array bookkeeping there was a third of its time.
    private var activeEdges: UnsafeMutablePointer<Int>
    private var lineCrossings: UnsafeMutablePointer<Double>
    private var lineCapacity = 64
    /// The lists a fill works in, kept between fills for their storage; a fill takes them out of the
    /// object and works on its own copy (no exclusivity checks in the loops).
    fileprivate struct Scratch {
        var edges: [Edge] = []
        /// The holes' crossings on a sample line, by hole (1…; the shape's own are in `lineCrossings`).
        var crossings: [[Double]] = []
        var intervals: [(Double, Double)] = []
        var cuts: [(Double, Double)] = []
        var kept: [(Double, Double)] = []
    }
    private var scratch = Scratch()

    /// A rasterizer for bitmaps of `width` × `height` pixels.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cover = .allocate(capacity: width + 2)
        cover.initialize(repeating: 0, count: width + 2)
        runs = .allocate(capacity: width + 2)
        runs.initialize(repeating: 0, count: width + 2)
        activeEdges = .allocate(capacity: lineCapacity)
        lineCrossings = .allocate(capacity: lineCapacity)
    }

    deinit {
        cover.deallocate()
        runs.deallocate()
        activeEdges.deallocate()
        lineCrossings.deallocate()
    }

    /// Fills the rings of the first of `parts` less those of the others (the holes; each a run of closed
    /// parts, in view points, within `points` and `ends`) in `color` (a premultiplied word) into
    /// `target`, only in the pixel rows `rows` (a band, D202: a row's samples do not depend on the
    /// others', D203).
    func fill(_ parts: UnsafeBufferPointer<OwnShapeRecording.Parts>, points: UnsafeBufferPointer<CGPoint>,
              ends: UnsafeBufferPointer<Int>, color: UInt32, into target: ThinStrokeRasterizer.Target,
              rows: Range<Int> = Int.min..<Int.max) {
        let clipMinX = max(target.clipMinX, 0), clipMaxX = min(target.clipMaxX, width)
        let clipMinY = max(target.clipMinY, 0, rows.lowerBound), clipMaxY = min(target.clipMaxY, height, rows.upperBound)
        guard clipMinX < clipMaxX, clipMinY < clipMaxY, color >> 24 != 0, !parts.isEmpty else { return }
        let holes = parts.count - 1
        var work = scratch
        scratch = Scratch()
        defer { scratch = work }
        work.edges.removeAll(keepingCapacity: true)
        for (set, run) in parts.enumerated() {
            work.addEdges(points: run.points(in: points), ends: run.ends(in: ends), set: set, target: target)
        }
        guard !work.edges.isEmpty else { return }
        work.edges.sort { $0.top < $1.top }
        while work.crossings.count < holes + 1 { work.crossings.append([]) }
        if work.edges.count > lineCapacity {
            activeEdges.deallocate()
            lineCrossings.deallocate()
            lineCapacity = max(work.edges.count, lineCapacity * 2)
            activeEdges = .allocate(capacity: lineCapacity)
            lineCrossings = .allocate(capacity: lineCapacity)
        }
        rasterize(&work, holes: holes, color: color, target: target,
                  clip: (clipMinX, clipMinY, clipMaxX, clipMaxY))
    }

    private func rasterize(_ work: inout Scratch, holes: Int, color: UInt32, target: ThinStrokeRasterizer.Target,
                           clip: (minX: Int, minY: Int, maxX: Int, maxY: Int)) {
        let (clipMinX, clipMinY, clipMaxX, clipMaxY) = clip
        let edges = work.edges
        var top = Double.infinity, bottom = -Double.infinity
        for edge in edges {
            top = min(top, edge.top)
            bottom = max(bottom, edge.bottom)
        }
        // Grid rows whose sample line (the row's middle) lies within the edges' extent and the clip.
        let firstRow = max(Int((top - 0.5).rounded(.up)), clipMinY * 4)
        let lastRow = min(Int((bottom - 0.5).rounded(.up)) - 1, clipMaxY * 4 - 1)
        guard firstRow <= lastRow else { return }
        let minSample = clipMinX * 4, maxSample = clipMaxX * 4
        // The pixels of the edges' columns, asked for a few rows ahead of the blending (see below).
        var left = Double.infinity, right = -Double.infinity
        for edge in edges {
            left = min(left, edge.x, edge.x + (edge.bottom - edge.top) * edge.slope)
            right = max(right, edge.x, edge.x + (edge.bottom - edge.top) * edge.slope)
        }
        let prefetchFrom = max(clipMinX, Int(max(left / 4, -1e9))), prefetchTo = min(clipMaxX - 1, Int(min(right / 4, 1e9)))
        let lastPixelRow = lastRow >> 2
        func prefetch(_ row: Int) {
            guard row <= lastPixelRow, prefetchFrom <= prefetchTo else { return }
            let line = target.pixels + row * target.stride
            var x = prefetchFrom
            while x <= prefetchTo {
                iwk_prefetch_for_write(line + x * 4)
                x += 16
            }
            iwk_prefetch_for_write(line + prefetchTo * 4)
        }
        for row in (firstRow >> 2)..<((firstRow >> 2) + 4) { prefetch(row) }
        var next = 0
        var activeCount = 0
        let active = activeEdges, xs = lineCrossings
        var pixelRow = firstRow >> 2
        var rowLeft = Int.max, rowRight = Int.min
        /// Counts the samples of grid row's interval `a ..< b` (grid units) into `cover` and `runs`.
        func count(_ a: Double, _ b: Double) {
            // Samples at the middle of each grid column: column s is in when a ≤ s + ½ < b.
            let first = max(Int((a - 0.5).rounded(.up)), minSample)
            let end = min(Int((b - 0.5).rounded(.up)), maxSample)
            guard first < end else { return }
            let p0 = first >> 2, p1 = end >> 2
            if p0 == p1 {
                cover[p0] += Int32(end - first)
            } else {
                cover[p0] += Int32(4 - (first & 3))
                runs[p0 + 1] += 4
                runs[p1] -= 4
                cover[p1] += Int32(end & 3)
            }
            rowLeft = min(rowLeft, p0)
            rowRight = max(rowRight, min(p1, clipMaxX - 1))
        }
        edges.withUnsafeBufferPointer { edges in
            for gridRow in firstRow...lastRow {
                if gridRow >> 2 != pixelRow {
                    if rowLeft <= rowRight { blendRow(pixelRow, from: rowLeft, to: rowRight, color: color, target: target) }
                    rowLeft = Int.max
                    rowRight = Int.min
                    pixelRow = gridRow >> 2
                    prefetch(pixelRow + 3)
                }
                let y = Double(gridRow) + 0.5
                while next < edges.count, edges[next].top <= y {
                    active[activeCount] = next
                    activeCount += 1
                    next += 1
                }
                if holes > 0 {
                    for set in 1...holes { work.crossings[set].removeAll(keepingCapacity: true) }
                }
                var crossings = 0
                var i = 0
                while i < activeCount {
                    let edge = edges[active[i]]
                    if edge.bottom <= y {
                        activeCount -= 1
                        active[i] = active[activeCount]
                        continue
                    }
                    let x = edge.x + (y - edge.top) * edge.slope
                    if edge.set == 0 {
                        xs[crossings] = x
                        crossings += 1
                    } else {
                        work.crossings[edge.set].append(x)
                    }
                    i += 1
                }
                guard crossings >= 2 else { continue }
                // In order (a line crosses a ring a few times: insertion sort), then paired even-odd.
                for k in 1..<crossings {
                    let value = xs[k]
                    var j = k
                    while j > 0, xs[j - 1] > value {
                        xs[j] = xs[j - 1]
                        j -= 1
                    }
                    xs[j] = value
                }
                if holes == 0 {
                    var k = 0
                    while k + 1 < crossings {
                        count(xs[k], xs[k + 1])
                        k += 2
                    }
                    continue
                }
                work.intervals.removeAll(keepingCapacity: true)
                var k = 0
                while k + 1 < crossings {
                    work.intervals.append((xs[k], xs[k + 1]))
                    k += 2
                }
                work.subtractHoles(count: holes)
                for (a, b) in work.intervals { count(a, b) }
            }
        }
        if rowLeft <= rowRight { blendRow(pixelRow, from: rowLeft, to: rowRight, color: color, target: target) }
    }

    /// Blends `color` over the row's pixels `from`…`to` through the samples counted, and clears them.
    private func blendRow(_ row: Int, from: Int, to: Int, color: UInt32, target: ThinStrokeRasterizer.Target) {
        let pixels = (target.pixels + row * target.stride).assumingMemoryBound(to: UInt32.self)
        let sourceAlpha = color >> 24
        let inverseAlpha = 255 - sourceAlpha
        var run: Int32 = 0
        var x = from
        while x <= to {
            run += runs[x]
            let samples = run + cover[x]
            runs[x] = 0
            cover[x] = 0
            if samples > 0 {
                if samples >= 16 {
                    pixels[x] = sourceAlpha == 255 ? color : color &+ ThinStrokeRasterizer.multiply(pixels[x], inverseAlpha)
                } else {
                    // Cairo's fast scan converter's alpha of a sample count: 16 × count, 16 samples 255.
                    let m = UInt32(samples << 4 - samples >> 4)
                    let source = ThinStrokeRasterizer.multiply(color, m)
                    pixels[x] = source &+ ThinStrokeRasterizer.multiply(pixels[x], 255 - (source >> 24))
                }
            }
            x += 1
        }
        // The run's end marker may sit one past the last pixel blended.
        runs[to + 1] = 0
    }
}

extension AreaFillRasterizer.Scratch {
    /// The intervals of `intervals` outside every hole's (each hole's crossings paired even-odd).
    mutating func subtractHoles(count: Int) {
        cuts.removeAll(keepingCapacity: true)
        for set in 1...count where crossings[set].count >= 2 {
            crossings[set].sort()
            var k = 0
            while k + 1 < crossings[set].count {
                cuts.append((crossings[set][k], crossings[set][k + 1]))
                k += 2
            }
        }
        guard !cuts.isEmpty else { return }
        cuts.sort { $0.0 < $1.0 }
        kept.removeAll(keepingCapacity: true)
        for (a, b) in intervals {
            var from = a
            for (c, d) in cuts where d > from && c < b {
                if c > from { kept.append((from, c)) }
                from = max(from, d)
                if from >= b { break }
            }
            if from < b { kept.append((from, b)) }
        }
        swap(&intervals, &kept)
    }

    /// Adds the edges of every closed part of `points` (parts end at `ends`), in grid units, vertices
    /// floored to the grid (as Cairo's fast scan converter takes them); horizontal edges are left out.
    mutating func addEdges(points: UnsafeBufferPointer<CGPoint>, ends: UnsafeBufferPointer<Int>, set: Int,
                           target: ThinStrokeRasterizer.Target) {
        let s = target.scale * 4, ox = target.offsetX * 4, oy = target.offsetY * 4
        var from = 0
        for end in ends {
            defer { from = end }
            guard end - from >= 2 else { continue }
            func grid(_ p: CGPoint) -> (Double, Double) {
                ((Double(p.x) * s + ox).rounded(.down), (Double(p.y) * s + oy).rounded(.down))
            }
            var previous = grid(points[end - 1])
            for i in from..<end {
                let current = grid(points[i])
                defer { previous = current }
                let (x0, y0) = previous, (x1, y1) = current
                guard y0 != y1, abs(x0) < 1e12, abs(y0) < 1e12, abs(x1) < 1e12, abs(y1) < 1e12 else { continue }
                let slope = (x1 - x0) / (y1 - y0)
                if y0 < y1 {
                    edges.append(AreaFillRasterizer.Edge(top: y0, bottom: y1, x: x0, slope: slope, set: set))
                } else {
                    edges.append(AreaFillRasterizer.Edge(top: y1, bottom: y0, x: x1, slope: slope, set: set))
                }
            }
        }
    }
}
