import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The bundled Natural Earth layers, decoded from `Data/basemap.bin` (written by
/// `scripts/convert-basemap`, whose header describes the format) into flat integer arrays.
///
/// Loaded on first use, once per process: ``shared`` is a `static let`, which Swift initializes
/// lazily and thread-safely.
struct VectorBasemapData: Sendable {
    /// One layer of polygons or lines at one level of detail.
    struct Level: Sendable {
        /// The largest camera zoom this level is drawn at (+∞ for full detail).
        var maxZoom: Double
        /// Per feature: minX, minY, maxX, maxY in quantized world units.
        var boxes: [Int32] = []
        /// Per feature: the smallest zoom at which it is drawn.
        var minZooms: [Float] = []
        /// Per feature, and one past the last: its first part in ``partEnds``.
        var featureParts: [Int32] = [0]
        /// Per part: one past its last point in ``coordinates`` (points, not scalars).
        var partEnds: [Int32] = []
        /// x, y of every point, interleaved, in quantized world units.
        var coordinates: [Int32] = []

        var featureCount: Int { minZooms.count }
    }

    /// The geometry layers, in drawing order.
    enum LayerID: UInt8, CaseIterable, Sendable {
        case land = 0, lakes, coastline, rivers, borders
    }

    /// Populated places, most important first.
    struct Places: Sendable {
        var xs: [Int32] = []
        var ys: [Int32] = []
        var minZooms: [Float] = []
        /// True for the places of Natural Earth's 1:110m city list.
        var isMajor: [Bool] = []
        var names: [String] = []
        var count: Int { names.count }
    }

    /// Quantized units per world (coordinates run 0…`quantum` across the world).
    let quantum: Double
    /// Levels per layer, coarsest first.
    let layers: [LayerID: [Level]]
    let places: Places

    /// Where the bundled data lies, in the package's resource bundle.
    static var resourceURL: URL? {
        Bundle.module.url(forResource: "basemap", withExtension: "bin", subdirectory: "Data")
    }

    /// The bundled data, or the reason it could not be read.
    static let shared: Result<VectorBasemapData, BasemapDataError> = {
        let name = "Data/basemap.bin"
        guard let url = resourceURL else {
            return .failure(BasemapDataError(file: name, problem: "is missing from the InfoWindowKit resource bundle",
                                             fix: "rebuild the package (the file is copied by Package.swift)"))
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(BasemapDataError(file: url.path, problem: "cannot be read", fix: "check its permissions"))
        }
        return Result { () throws(BasemapDataError) -> VectorBasemapData in
            try VectorBasemapData(decoding: data, name: url.path)
        }
    }()

    /// Decodes the format of `scripts/convert-basemap`.
    init(decoding data: Data, name: String) throws(BasemapDataError) {
        var reader = ByteReader(data: data, name: name)
        guard try reader.bytes(8) == Array("IWKMAP".utf8) + [0, 1] else {
            throw BasemapDataError(file: name, problem: "is not a version 1 InfoWindowKit basemap",
                                   fix: "run scripts/convert-basemap")
        }
        let bits = try reader.u32()
        guard bits > 0, bits <= 30 else { throw reader.corrupt("quantization of \(bits) bits") }
        quantum = Double(1 << bits)
        let layerCount = try reader.u32()
        var layers: [LayerID: [Level]] = [:]
        var places = Places()
        for _ in 0..<layerCount {
            let id = try reader.u8(), kind = try reader.u8(), levelCount = try reader.u8()
            _ = try reader.u8()
            if kind == 2 {
                places = try Self.decodePlaces(&reader)
                continue
            }
            guard let layer = LayerID(rawValue: id), kind <= 1 else { throw reader.corrupt("layer \(id) of kind \(kind)") }
            var levels: [Level] = []
            for _ in 0..<levelCount { levels.append(try Self.decodeLevel(&reader)) }
            layers[layer] = levels
        }
        guard layers.count == LayerID.allCases.count else { throw reader.corrupt("\(layers.count) geometry layers") }
        self.layers = layers
        self.places = places
    }

    /// The level of `layer` to draw at `zoom`: the coarsest one whose detail suffices.
    func level(of layer: LayerID, zoom: Double) -> Level? {
        guard let levels = layers[layer] else { return nil }
        return levels.first { zoom <= $0.maxZoom } ?? levels.last
    }

    private static func decodeLevel(_ reader: inout ByteReader) throws(BasemapDataError) -> Level {
        var level = Level(maxZoom: Double(try reader.f32()))
        let features = Int(try reader.u32()), parts = Int(try reader.u32()), points = Int(try reader.u32())
        let bodyLength = Int(try reader.u32())
        guard features <= bodyLength, parts <= bodyLength, points <= bodyLength else {
            throw reader.corrupt("a level counting more items than it has bytes")
        }
        let end = reader.offset + bodyLength
        level.boxes.reserveCapacity(features * 4)
        level.minZooms.reserveCapacity(features)
        level.featureParts.reserveCapacity(features + 1)
        level.partEnds.reserveCapacity(parts)
        level.coordinates.reserveCapacity(points * 2)
        for _ in 0..<features {
            level.minZooms.append(Float(try reader.u8()) / 8)
            let minX = try reader.varint(), minY = try reader.varint()
            let maxX = try reader.varint(), maxY = try reader.varint()
            for v in [minX, minY, maxX, maxY] { level.boxes.append(Int32(truncatingIfNeeded: v)) }
            let partCount = try reader.varint()
            guard partCount <= UInt64(bodyLength) else { throw reader.corrupt("a feature of \(partCount) parts") }
            for _ in 0..<partCount {
                let count = try reader.varint()
                guard count <= UInt64(bodyLength) else { throw reader.corrupt("a part of \(count) points") }
                var x = Int64(minX), y = Int64(minY)
                for _ in 0..<count {
                    x += try reader.zigzag()
                    y += try reader.zigzag()
                    level.coordinates.append(Int32(truncatingIfNeeded: x))
                    level.coordinates.append(Int32(truncatingIfNeeded: y))
                }
                level.partEnds.append(Int32(level.coordinates.count / 2))
            }
            level.featureParts.append(Int32(level.partEnds.count))
        }
        guard reader.offset == end else { throw reader.corrupt("a level whose length does not match its contents") }
        return level
    }

    private static func decodePlaces(_ reader: inout ByteReader) throws(BasemapDataError) -> Places {
        let count = Int(try reader.u32()), bodyLength = Int(try reader.u32())
        guard count <= bodyLength else { throw reader.corrupt("\(count) places in \(bodyLength) bytes") }
        var places = Places()
        for _ in 0..<count {
            places.xs.append(Int32(truncatingIfNeeded: try reader.varint()))
            places.ys.append(Int32(truncatingIfNeeded: try reader.varint()))
            places.minZooms.append(Float(try reader.u8()) / 8)
            places.isMajor.append(try reader.u8() & 1 == 1)
            let length = Int(try reader.varint())
            places.names.append(String(decoding: try reader.bytes(length), as: UTF8.self))
        }
        return places
    }
}

/// The bundled basemap data cannot be used: which file, what is wrong, the fix.
struct BasemapDataError: Error, CustomStringConvertible, Sendable, Equatable {
    let file: String
    let problem: String
    let fix: String
    var description: String { "\(file): \(problem); \(fix)." }
}

/// Little-endian reading with bounds checks; every failure names the file and the offset.
struct ByteReader {
    let data: [UInt8]
    let name: String
    var offset = 0

    init(data: Data, name: String) {
        self.data = [UInt8](data)
        self.name = name
    }

    func corrupt(_ what: String) -> BasemapDataError {
        BasemapDataError(file: name, problem: "is damaged (\(what) at byte \(offset))", fix: "run scripts/convert-basemap again")
    }

    mutating func bytes(_ count: Int) throws(BasemapDataError) -> [UInt8] {
        guard count >= 0, offset + count <= data.count else { throw corrupt("it ends early") }
        defer { offset += count }
        return Array(data[offset..<offset + count])
    }

    mutating func u8() throws(BasemapDataError) -> UInt8 {
        guard offset < data.count else { throw corrupt("it ends early") }
        defer { offset += 1 }
        return data[offset]
    }

    mutating func u32() throws(BasemapDataError) -> UInt32 {
        let b = try bytes(4)
        return UInt32(b[0]) | UInt32(b[1]) << 8 | UInt32(b[2]) << 16 | UInt32(b[3]) << 24
    }

    mutating func f32() throws(BasemapDataError) -> Float {
        Float(bitPattern: try u32())
    }

    mutating func varint() throws(BasemapDataError) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < data.count else { throw corrupt("it ends early") }
            let byte = data[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
            guard shift < 63 else { throw corrupt("an overlong number") }
        }
    }

    mutating func zigzag() throws(BasemapDataError) -> Int64 {
        let v = try varint()
        return Int64(bitPattern: v >> 1) ^ -Int64(bitPattern: v & 1)
    }
}
