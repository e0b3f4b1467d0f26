import CZlib
import Foundation
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Writes Mapbox Vector Tiles byte by byte (the protocol-buffer wire format by hand), so tests can
/// make both good tiles and every kind of broken one.
struct MVTWriter {
    struct Feature {
        var type: UInt32 = 3
        var tags: [UInt32] = []
        var geometry: [UInt32] = []
        var id: UInt64?
    }

    struct Layer {
        var name: String
        var extent: UInt32? = 4096
        var version: UInt32 = 2
        var keys: [String] = []
        var values: [String] = []
        var features: [Feature] = []
    }

    static func varint(_ value: UInt64) -> [UInt8] {
        var v = value, out: [UInt8] = []
        repeat {
            var byte = UInt8(v & 0x7f)
            v >>= 7
            if v != 0 { byte |= 0x80 }
            out.append(byte)
        } while v != 0
        return out
    }

    static func field(_ number: UInt64, _ bytes: [UInt8]) -> [UInt8] {
        varint(number << 3 | 2) + varint(UInt64(bytes.count)) + bytes
    }

    static func packed(_ values: [UInt32]) -> [UInt8] { values.flatMap { varint(UInt64($0)) } }

    static func encode(_ layers: [Layer]) -> Data {
        var tile: [UInt8] = []
        for layer in layers {
            var l: [UInt8] = varint(15 << 3) + varint(UInt64(layer.version))
            l += field(1, Array(layer.name.utf8))
            for f in layer.features {
                var fb: [UInt8] = []
                if let id = f.id { fb += varint(1 << 3) + varint(id) }
                if !f.tags.isEmpty { fb += field(2, packed(f.tags)) }
                fb += varint(3 << 3) + varint(UInt64(f.type))
                fb += field(4, packed(f.geometry))
                l += field(2, fb)
            }
            for k in layer.keys { l += field(3, Array(k.utf8)) }
            for v in layer.values { l += field(4, field(1, Array(v.utf8))) }
            if let extent = layer.extent { l += varint(5 << 3) + varint(UInt64(extent)) }
            tile += field(3, l)
        }
        return Data(tile)
    }

    /// A command integer.
    static func command(_ id: UInt32, _ count: UInt32) -> UInt32 { id | count << 3 }
    /// Zigzag-encodes a delta.
    static func zz(_ n: Int32) -> UInt32 { UInt32(bitPattern: (n << 1) ^ (n >> 31)) }

    /// Geometry of a polygon ring (absolute points, cursor starting at `from`); returns the commands and the new cursor.
    static func ring(_ points: [(Int32, Int32)], from cursor: (Int32, Int32) = (0, 0)) -> ([UInt32], (Int32, Int32)) {
        var out: [UInt32] = [command(1, 1), zz(points[0].0 - cursor.0), zz(points[0].1 - cursor.1), command(2, UInt32(points.count - 1))]
        var last = points[0]
        for p in points.dropFirst() {
            out += [zz(p.0 - last.0), zz(p.1 - last.1)]
            last = p
        }
        return (out + [command(7, 1)], last)
    }

    /// Geometry of one line through absolute points.
    static func line(_ points: [(Int32, Int32)]) -> [UInt32] {
        var out: [UInt32] = [command(1, 1), zz(points[0].0), zz(points[0].1), command(2, UInt32(points.count - 1))]
        var last = points[0]
        for p in points.dropFirst() {
            out += [zz(p.0 - last.0), zz(p.1 - last.1)]
            last = p
        }
        return out
    }
}

/// gzip through zlib, for tests.
func gzipped(_ data: Data) -> Data {
    var stream = z_stream()
    deflateInit2_(&stream, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    defer { deflateEnd(&stream) }
    var input = [UInt8](data)
    var output = [UInt8](repeating: 0, count: data.count + 1024)
    let produced: Int = input.withUnsafeMutableBufferPointer { src in
        output.withUnsafeMutableBufferPointer { dst in
            stream.next_in = src.baseAddress
            stream.avail_in = uInt(src.count)
            stream.next_out = dst.baseAddress
            stream.avail_out = uInt(dst.count)
            deflate(&stream, Z_FINISH)
            return dst.count - Int(stream.avail_out)
        }
    }
    return Data(output.prefix(produced))
}

/// Files for one test in a fresh temporary folder.
final class TileFiles {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "vector-tile-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func path(_ name: String) -> String { folder + "/" + name }

    func write(_ data: Data, _ name: String) throws -> String {
        let p = path(name)
        try data.write(to: URL(fileURLWithPath: p))
        return p
    }

    /// An MBTiles file of `tiles` (XYZ rows; stored as TMS) with `metadata`.
    func mbtiles(_ name: String = "tiles.mbtiles", metadata: [String: String] = ["format": "pbf"],
                 tiles: [(TileKey, Data)]) throws -> String {
        let p = path(name)
        var sql = "CREATE TABLE metadata (name TEXT, value TEXT); CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);"
        for (k, v) in metadata { sql += "INSERT INTO metadata VALUES ('\(k)', '\(v)');" }
        for (key, data) in tiles {
            let hex = data.map { String(format: "%02x", $0) }.joined()
            sql += "INSERT INTO tiles VALUES (\(key.zoom), \(key.x), \((1 << key.zoom) - 1 - key.y), X'\(hex)');"
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [p, sql]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        return p
    }
}

/// Writes PMTiles v3 archives, including broken ones: the header's fields and the directories are given.
struct PMTilesWriter {
    struct Entry {
        var tileID: UInt64
        var offset: UInt64
        var length: UInt32
        var runLength: UInt32
    }

    static func directory(_ entries: [Entry]) -> Data {
        var out = MVTWriter.varint(UInt64(entries.count))
        var last: UInt64 = 0
        for e in entries { out += MVTWriter.varint(e.tileID - last); last = e.tileID }
        for e in entries { out += MVTWriter.varint(UInt64(e.runLength)) }
        for e in entries { out += MVTWriter.varint(UInt64(e.length)) }
        for (i, e) in entries.enumerated() {
            if i > 0 && e.offset == entries[i - 1].offset + UInt64(entries[i - 1].length) { out += [0] } else { out += MVTWriter.varint(e.offset + 1) }
        }
        return Data(out)
    }

    /// An archive: root directory, leaf section, tiles; `patch` may change header bytes.
    static func archive(root: Data, leaves: Data = Data(), tileData: Data, metadata: Data = Data("{}".utf8),
                        minZoom: UInt8 = 0, maxZoom: UInt8 = 14, gzipDirectories: Bool = true,
                        patch: (inout [UInt8]) -> Void = { _ in }) -> Data {
        let r = gzipDirectories ? gzipped(root) : root, l = gzipDirectories && !leaves.isEmpty ? gzipped(leaves) : leaves
        let m = gzipDirectories ? gzipped(metadata) : metadata
        var h = [UInt8](repeating: 0, count: 127)
        h.replaceSubrange(0..<7, with: Array("PMTiles".utf8))
        h[7] = 3
        func put(_ v: UInt64, _ at: Int) { for i in 0..<8 { h[at + i] = UInt8((v >> UInt64(8 * i)) & 0xff) } }
        let rootOffset: UInt64 = 127
        let metadataOffset = rootOffset + UInt64(r.count)
        let leafOffset = metadataOffset + UInt64(m.count)
        let dataOffset = leafOffset + UInt64(l.count)
        put(rootOffset, 8); put(UInt64(r.count), 16); put(metadataOffset, 24); put(UInt64(m.count), 32)
        put(leafOffset, 40); put(UInt64(l.count), 48); put(dataOffset, 56); put(UInt64(tileData.count), 64)
        h[96] = 1; h[97] = gzipDirectories ? 2 : 1; h[98] = 2; h[99] = 1; h[100] = minZoom; h[101] = maxZoom
        patch(&h)
        return Data(h) + r + m + l + tileData
    }
}
