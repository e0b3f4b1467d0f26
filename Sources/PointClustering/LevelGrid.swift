import Foundation

/// The square grid over one level's list of nodes.
///
/// Level `ℓ` lists what is drawn at zoom `ℓ` and is what zoom `ℓ − 1` clusters, so its cell side is
/// zoom `ℓ − 1`'s cluster radius in unit-square terms: `radius / (256 · 2^(ℓ−1))`. A disc of that
/// radius around any point then lies in the point's cell row and the rows above and below, three
/// cells wide — which is what makes the clustering sweep linear. Each level's list is sorted by
/// `key = row · width + column` (row-major), ties in a fixed order described in `ClusterLevels`.
struct LevelGrid: Sendable {
    /// Cell side in the unit square (also the clustering radius of zoom `level − 1`).
    let cellSize: Double
    /// 1 / cellSize, exact because cellSize is the radius scaled by a power of two.
    let inverse: Double
    /// Cells per row and rows (≤ 2³¹ for radius ≥ 1 and level ≤ 24, so keys fit in 62 bits).
    let width: Int64

    init(level: Int, radius: Double) {
        cellSize = scalbn(radius, -(level + 7))
        inverse = 1 / cellSize
        width = max(1, Int64((1 / cellSize).rounded(.up)))
    }

    /// Column (or row) of a unit-square coordinate in 0…1.
    @inline(__always)
    func cell(_ value: Double) -> Int64 {
        min(Int64(value * inverse), width - 1)
    }

    /// The row-major cell key of a point.
    @inline(__always)
    func key(x: Double, y: Double) -> Int64 {
        cell(y) &* width &+ cell(x)
    }

    /// The row of a key.
    @inline(__always)
    func row(ofKey key: Int64) -> Int64 { key / width }

    /// Significant bits of the largest key, for the radix sort.
    var keyBits: Int {
        let largest = UInt64(width * width - 1)
        return max(1, 64 - largest.leadingZeroBitCount)
    }
}
