import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Asking the tiles what lies at a place: water or land.
extension VectorTileSource {
    /// Whether `coordinate` lies inside a polygon of the tiles' `water` layer (the ocean and lakes in the
    /// OpenMapTiles schema), as drawn at tile zoom `zoom` (a missing tile answers from a lower zoom, as
    /// drawing does). Nil when no tile covers the place or the tiles have no `water` layer there. Rings
    /// are read even–odd, so an island (a hole in the ocean) is land. Used to notice coordinates written
    /// the wrong way round (D72).
    package func isWater(at coordinate: Coordinate, zoom: Int = 6) -> Bool? {
        guard coordinate.isValid else { return nil }
        let world = WebMercator.project(coordinate)
        let z = min(max(zoom, minimumZoom), maximumZoom)
        let n = Double(1 << z)
        let key = TileKey(zoom: z, x: min(Int(world.x * n), (1 << z) - 1), y: min(Int(world.y * n), (1 << z) - 1))
        guard let tile = resolvedTile(key), let water = tile.tile.layer(named: "water") else { return nil }
        let tn = Double(1 << tile.key.zoom)
        let extent = Double(water.extent)
        let px = (world.x * tn - Double(tile.key.x)) * extent
        let py = (world.y * tn - Double(tile.key.y)) * extent
        for feature in water.features where feature.kind == .polygon {
            let (minX, minY, maxX, maxY) = feature.box
            guard px >= Double(minX), px <= Double(maxX), py >= Double(minY), py <= Double(maxY) else { continue }
            if Self.evenOddContains(feature, x: px, y: py) { return true }
        }
        return false
    }

    /// Whether the point lies inside `feature`'s rings by the even–odd rule.
    private static func evenOddContains(_ feature: VectorTileFeature, x: Double, y: Double) -> Bool {
        var inside = false
        let c = feature.coordinates
        for part in feature.partEnds.indices {
            let range = feature.points(ofPart: part)
            guard range.count >= 3 else { continue }
            var j = range.upperBound - 1
            for i in range {
                let xi = Double(c[2 * i]), yi = Double(c[2 * i + 1])
                let xj = Double(c[2 * j]), yj = Double(c[2 * j + 1])
                if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi { inside.toggle() }
                j = i
            }
        }
        return inside
    }
}
