internal import CMVT
import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Decodes the bytes of a Mapbox Vector Tile (MVT 2.1, already inflated): protobuf-c unpacks the wire
/// format with the descriptor generated from `Sources/CMVT/vector_tile.proto`; this file checks what
/// the specification requires and turns the command-encoded geometry into points and rings. Not API.
///
/// A tile whose bytes are not a vector tile fails as a whole. A feature that breaks the rules (a
/// command that runs past its geometry, an unknown command, a tag pointing past the layer's keys or
/// values, a ring of fewer than three points, more than ``maximumPointsPerFeature`` points) is left
/// out, and the first such problem is reported in ``Result/problems`` so the caller can warn once (VT4).
enum MVTDecoder {
    /// A decoded tile and what was left out of it.
    struct Result {
        var tile: VectorTile
        /// One phrase per feature left out, e.g. "layer \"water\" feature 3: …" (at most 8 kept).
        var problems: [String]
        /// How many features were left out in all.
        var droppedFeatures: Int
    }

    /// Why bytes are not a vector tile, as a phrase following "tile z/x/y".
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The most points one feature may have (VT4); tilemaker's and planetiler's tiles have far fewer.
    static let maximumPointsPerFeature = 200_000
    /// The largest extent accepted (tile units a side).
    static let maximumExtent: UInt32 = 1 << 16
    /// The most problems kept in ``Result/problems``.
    static let maximumProblems = 8

    static func decode(_ bytes: Data) throws(Failure) -> Result {
        let unpacked: UnsafeMutablePointer<Mvt__Tile>? = bytes.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else {
                return mvt__tile__unpack(nil, 0, nil)
            }
            return mvt__tile__unpack(nil, raw.count, base)
        }
        guard let message = unpacked else {
            throw Failure(description: "is not a Mapbox Vector Tile (its \(bytes.count) bytes are not a valid protocol-buffer Tile message)")
        }
        defer { mvt__tile__free_unpacked(message, nil) }
        var result = Result(tile: VectorTile(layers: []), problems: [], droppedFeatures: 0)
        let tile = message.pointee
        for l in 0..<tile.n_layers {
            guard let layerPointer = tile.layers[l] else { continue }
            let layer = try decodeLayer(layerPointer.pointee, index: l, result: &result)
            result.tile.layers.append(layer)
        }
        return result
    }

    private static func decodeLayer(_ layer: Mvt__Tile__Layer, index: Int, result: inout Result) throws(Failure) -> VectorTileLayer {
        guard let namePointer = layer.name else { throw Failure(description: "layer \(index) has no name") }
        let name = String(cString: namePointer)
        let version = layer.has_version != 0 ? layer.version : 1
        guard (1...2).contains(version) else {
            throw Failure(description: "layer \(name.quotedForMessage) is of MVT version \(version); versions 1 and 2 are read")
        }
        let extent = layer.has_extent != 0 ? layer.extent : 4096
        guard extent >= 1, extent <= maximumExtent else {
            throw Failure(description: "layer \(name.quotedForMessage) has an extent of \(extent); 1 to \(maximumExtent) is read")
        }
        var keys: [String] = []
        keys.reserveCapacity(layer.n_keys)
        var keyIndex: [String: UInt32] = [:]
        for k in 0..<layer.n_keys {
            let key = layer.keys[k].map { String(cString: $0) } ?? ""
            keys.append(key)
            if keyIndex[key] == nil { keyIndex[key] = UInt32(k) }
        }
        var values: [FeatureValue] = []
        values.reserveCapacity(layer.n_values)
        for v in 0..<layer.n_values {
            values.append(layer.values[v].map { value(of: $0.pointee) } ?? .string(""))
        }
        var features: [VectorTileFeature] = []
        features.reserveCapacity(layer.n_features)
        for f in 0..<layer.n_features {
            guard let feature = layer.features[f]?.pointee else { continue }
            do throws(Failure) {
                features.append(try decodeFeature(feature, keyCount: keys.count, valueCount: values.count))
            } catch {
                result.droppedFeatures += 1
                if result.problems.count < maximumProblems {
                    result.problems.append("layer \(name.quotedForMessage) feature \(f): \(error.description)")
                }
            }
        }
        return VectorTileLayer(name: name, extent: Int(extent), keys: keys, values: values, keyIndex: keyIndex,
                               features: features)
    }

    private static func value(of value: Mvt__Tile__Value) -> FeatureValue {
        if let text = value.string_value { return .string(String(cString: text)) }
        if value.has_double_value != 0 { return .number(value.double_value) }
        if value.has_float_value != 0 { return .number(Double(value.float_value)) }
        if value.has_int_value != 0 { return .number(Double(value.int_value)) }
        if value.has_uint_value != 0 { return .number(Double(value.uint_value)) }
        if value.has_sint_value != 0 { return .number(Double(value.sint_value)) }
        if value.has_bool_value != 0 { return .bool(value.bool_value != 0) }
        return .string("")
    }

    private static func decodeFeature(_ feature: Mvt__Tile__Feature, keyCount: Int, valueCount: Int) throws(Failure) -> VectorTileFeature {
        guard feature.n_tags % 2 == 0 else {
            throw Failure(description: "has an odd number of tags (\(feature.n_tags)); tags come in key, value pairs")
        }
        var tags: [UInt32] = []
        tags.reserveCapacity(feature.n_tags)
        for i in 0..<feature.n_tags {
            let tag = feature.tags[i]
            let isKey = i % 2 == 0
            guard Int(tag) < (isKey ? keyCount : valueCount) else {
                throw Failure(description: "tag \(i / 2) points at \(isKey ? "key" : "value") \(tag), but the layer has \(isKey ? keyCount : valueCount) \(isKey ? "keys" : "values")")
            }
            tags.append(tag)
        }
        let type = feature.has_type != 0 ? feature.type : 0
        guard let kind = GeometryKind(rawValue: UInt8(truncatingIfNeeded: type)), type <= 3 else {
            throw Failure(description: "has geometry type \(type); 1 (point), 2 (line) and 3 (polygon) are drawn")
        }
        let commands = UnsafeBufferPointer(start: feature.geometry, count: feature.n_geometry)
        var geometry = try GeometryCommands.decode(commands, kind: kind, limit: maximumPointsPerFeature)
        geometry.tags = tags
        geometry.id = feature.has_id != 0 ? feature.id : 0
        return geometry
    }
}
