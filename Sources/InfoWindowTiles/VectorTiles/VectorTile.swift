import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// One decoded Mapbox Vector Tile: its layers, in file order. Plain values, free of Cairo and of C,
/// so decoding and style evaluation are tested and fuzzed alone (and cached per tile).
struct VectorTile: Sendable {
    /// The layers, in the order of the file.
    var layers: [VectorTileLayer]

    /// The layer named `name` (the first one, should a tile repeat a name).
    func layer(named name: String) -> VectorTileLayer? {
        layers.first { $0.name == name }
    }

    /// About how many bytes the decoded tile holds, for the cache's memory bound.
    var byteCount: Int {
        layers.reduce(256) { $0 + $1.byteCount }
    }
}

/// A feature's value for a key: MVT's string, number or boolean.
enum FeatureValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
}

/// A feature's geometry type (MVT `GeomType`).
enum GeometryKind: UInt8, Sendable {
    case point = 1
    case line = 2
    case polygon = 3

    /// The name style expressions compare with (`["geometry-type"]`): Point, LineString, Polygon.
    var styleName: String {
        switch self {
        case .point: return "Point"
        case .line: return "LineString"
        case .polygon: return "Polygon"
        }
    }
}

/// One layer of a tile: features whose properties index the layer's shared keys and values.
struct VectorTileLayer: Sendable {
    /// The layer's name (`source-layer` in a style).
    var name: String
    /// Tile units per tile side (MVT's `extent`, default 4096).
    var extent: Int
    /// The keys features' tags point at.
    var keys: [String]
    /// The values features' tags point at.
    var values: [FeatureValue]
    /// The index of each key in ``keys``.
    var keyIndex: [String: UInt32]
    /// The features, in file order.
    var features: [VectorTileFeature]

    /// The value of property `key` of `feature`; nil when it has none.
    package func value(_ key: String, of feature: VectorTileFeature) -> FeatureValue? {
        guard let k = keyIndex[key] else { return nil }
        var i = 0
        while i + 1 < feature.tags.count {
            if feature.tags[i] == k { return values[Int(feature.tags[i + 1])] }
            i += 2
        }
        return nil
    }

    var byteCount: Int {
        features.reduce(128 + keys.count * 32 + values.count * 32) { $0 + $1.byteCount }
    }
}

/// One feature: its type, tags (pairs of key and value indices) and geometry in tile units.
struct VectorTileFeature: Sendable {
    /// The feature's id (0 when it has none).
    var id: UInt64
    /// Point, line or polygon.
    var kind: GeometryKind
    /// Key index, value index, key index, value index, … (checked against the layer's tables).
    var tags: [UInt32]
    /// x, y, x, y, … of every point of every part, in tile units (y down; the tile spans 0…extent,
    /// the buffer around it lies outside).
    var coordinates: [Int32]
    /// The index in points (not in ``coordinates``) one past each part's last point. For polygons a
    /// part is a ring; for points, every point is its own part.
    var partEnds: [Int32]
    /// For polygons, whether each ring is an outer ring (by its winding: clockwise on screen, positive
    /// area with y down) or a hole; empty for other kinds.
    var ringIsOuter: [Bool]
    /// The bounding box of the geometry in tile units: minX, minY, maxX, maxY.
    var box: (Int32, Int32, Int32, Int32)

    /// The number of points.
    var pointCount: Int { coordinates.count / 2 }

    /// The point range of part `part`.
    func points(ofPart part: Int) -> Range<Int> {
        (part == 0 ? 0 : Int(partEnds[part - 1]))..<Int(partEnds[part])
    }

    var byteCount: Int { 96 + tags.count * 4 + coordinates.count * 4 + partEnds.count * 4 + ringIsOuter.count }
}
