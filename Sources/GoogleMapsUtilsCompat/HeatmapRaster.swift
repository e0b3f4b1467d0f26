import Foundation

/// The pixels of heatmap tiles, computed from an immutable copy of a layer's data on any thread
/// (``GMUHeatmapTileLayer``'s work, D187). Each point adds its weight to the pixel it falls in; a
/// Gaussian kernel of `radius` pixels (σ = radius / 3) smooths the grid, in two one-dimensional passes
/// over contiguous rows; the smoothed intensity, divided by the zoom's maximum, picks a colour from the
/// gradient's table. A tile is computed over its own square grown by `radius` on each side, so points
/// just outside it (across the antimeridian too) still colour its edge.
package struct HeatmapRaster: Sendable {
    /// Positions on the unit Web Mercator square (x east 0…1, y south 0…1), sorted by x, and weights.
    private let xs: [Double], ys: [Double], weights: [Float]
    /// The smoothing radius in pixels.
    package let radius: Int
    /// The edge of a tile in pixels (512 for the layer, as the library's).
    package let tileSize: Int
    private let kernel: [Float]
    private let colors: [UInt32]
    /// The intensity that takes the gradient's last colour, by tile zoom 0…22 (beyond: the last).
    package let maximumIntensity: [Float]

    /// Prepares `points` (unit square positions and finite, non-negative weights).
    package init(points: [(x: Double, y: Double, weight: Float)], radius: Int, tileSize: Int, colors: [UInt32],
                 minimumZoomIntensity: Int, maximumZoomIntensity: Int) {
        let sorted = points.sorted { $0.x < $1.x }
        xs = sorted.map(\.x)
        ys = sorted.map(\.y)
        weights = sorted.map(\.weight)
        self.radius = max(radius, 1)
        self.tileSize = tileSize
        self.colors = colors.isEmpty ? [0] : colors
        let sigma = Float(self.radius) / 3
        kernel = (-self.radius...self.radius).map { i in expf(-Float(i * i) / (2 * sigma * sigma)) }
        let low = min(max(minimumZoomIntensity, 0), 22), high = min(max(maximumZoomIntensity, low), 22)
        var table = [Float](repeating: 0, count: 23)
        for zoom in low...high {
            table[zoom] = HeatmapRaster.densest(sorted, bucket: Double(self.radius) / (Double(tileSize) * exp2(Double(zoom))))
        }
        for zoom in 0..<low { table[zoom] = table[low] }
        for zoom in (high + 1)..<23 { table[zoom] = table[high] }
        maximumIntensity = table
    }

    /// The largest sum of weights in one square of `bucket` (unit square) — the library's estimate of
    /// the brightest spot at a zoom, buckets one radius wide.
    private static func densest(_ points: [(x: Double, y: Double, weight: Float)], bucket: Double) -> Float {
        var sums: [Int64: Float] = [:]
        sums.reserveCapacity(points.count)
        var best: Float = 0
        for p in points {
            let key = Int64(p.x / bucket) << 32 | Int64(p.y / bucket)
            let sum = sums[key, default: 0] + p.weight
            sums[key] = sum
            best = max(best, sum)
        }
        return best
    }

    /// How many points there are.
    package var count: Int { xs.count }

    /// The smoothed intensity of each pixel of tile (x, y, zoom), rows top to bottom; nil when no point
    /// lies within the tile grown by the radius.
    package func intensities(x: Int, y: Int, zoom: Int) -> [Float]? {
        let size = tileSize, r = radius, padded = size + 2 * r
        let tileWidth = 1 / exp2(Double(zoom))
        let pixel = tileWidth / Double(size)
        let minX = Double(x) * tileWidth - Double(r) * pixel, minY = Double(y) * tileWidth - Double(r) * pixel
        let maxX = minX + Double(padded) * pixel
        var grid = [Float](repeating: 0, count: padded * padded)
        var any = false
        func bin(from low: Double, to high: Double, shift: Double) {
            var i = firstIndex(atLeast: low)
            while i < xs.count, xs[i] < high {
                let px = Int(((xs[i] + shift - minX) / pixel).rounded(.down))
                let py = Int(((ys[i] - minY) / pixel).rounded(.down))
                if px >= 0, px < padded, py >= 0, py < padded {
                    grid[py * padded + px] += weights[i]
                    any = true
                }
                i += 1
            }
        }
        bin(from: max(minX, 0), to: min(maxX, 1), shift: 0)
        if minX < 0 { bin(from: minX + 1, to: 1, shift: -1) }
        if maxX > 1 { bin(from: 0, to: maxX - 1, shift: 1) }
        guard any else { return nil }
        return smooth(grid, padded: padded)
    }

    /// The tile's pixels as premultiplied ARGB words (the gradient's colours), or nil (no tile).
    package func pixels(x: Int, y: Int, zoom: Int) -> [UInt32]? {
        let peak = maximumIntensity[min(max(zoom, 0), maximumIntensity.count - 1)]
        guard peak > 0, let values = intensities(x: x, y: y, zoom: zoom) else { return nil }
        let last = colors.count - 1
        let scaling = Float(last) / peak
        return colors.withUnsafeBufferPointer { table in
            values.map { value in table[min(Int(value * scaling), last)] }
        }
    }

    /// The index of the first point whose x is at least `value`.
    private func firstIndex(atLeast value: Double) -> Int {
        var low = 0, high = xs.count
        while low < high {
            let mid = (low + high) / 2
            if xs[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The padded grid smoothed by the kernel, cut to the tile: rows first (only the tile's columns are
    /// kept), then columns, each pass adding a scaled kernel or row into contiguous memory.
    private func smooth(_ grid: [Float], padded: Int) -> [Float] {
        let size = tileSize, r = radius
        var rows = [Float](repeating: 0, count: padded * size)
        var rowSpan = [(low: Int, high: Int)?](repeating: nil, count: padded)
        kernel.withUnsafeBufferPointer { k in
            grid.withUnsafeBufferPointer { g in
                rows.withUnsafeMutableBufferPointer { h in
                    for row in 0..<padded {
                        let base = row * padded
                        for px in 0..<padded where g[base + px] != 0 {
                            let value = g[base + px]
                            let low = max(0, px - 2 * r), high = min(size - 1, px)
                            guard low <= high else { continue }
                            for c in low...high { h[row * size + c] += value * k[c + 2 * r - px] }
                            let span = rowSpan[row]
                            rowSpan[row] = (min(span?.low ?? low, low), max(span?.high ?? high, high))
                        }
                    }
                }
            }
        }
        var out = [Float](repeating: 0, count: size * size)
        kernel.withUnsafeBufferPointer { k in
            rows.withUnsafeBufferPointer { h in
                out.withUnsafeMutableBufferPointer { o in
                    for source in 0..<padded {
                        guard let span = rowSpan[source] else { continue }
                        let first = max(0, source - 2 * r), last = min(size - 1, source)
                        guard first <= last else { continue }
                        for target in first...last {
                            let weight = k[target + 2 * r - source]
                            let from = source * size, to = target * size
                            for c in span.low...span.high { o[to + c] += weight * h[from + c] }
                        }
                    }
                }
            }
        }
        return out
    }
}
