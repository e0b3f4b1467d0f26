import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Vector tiles in a PMTiles v3 archive: a 127-byte header, a root directory, optional leaf
/// directories (gzip-compressed or plain), the metadata JSON and the tile data. The file is mapped
/// into memory, so only the parts read are loaded. Not API.
final class PMTilesArchive: VectorTileArchive {
    let path: String
    let zoomRange: ClosedRange<Int>
    let metadata: VectorTileMetadata
    private let bytes: Data
    private let header: Header
    private let root: PMTilesDirectory
    /// Leaf directories read so far, by offset in the leaf section (bounded).
    private var leaves: [UInt64: PMTilesDirectory] = [:]
    /// The deepest chain of directories followed (the specification's writers use at most three).
    static let maximumDepth = 4
    /// The largest inflated directory accepted.
    static let maximumDirectoryBytes = 64 * 1024 * 1024

    /// The parts of the header that reading needs.
    struct Header {
        var rootOffset: UInt64, rootLength: UInt64
        var metadataOffset: UInt64, metadataLength: UInt64
        var leafOffset: UInt64, leafLength: UInt64
        var dataOffset: UInt64, dataLength: UInt64
        var internalCompression: UInt8, tileCompression: UInt8, tileType: UInt8
        var minZoom: UInt8, maxZoom: UInt8
    }

    init(path: String) throws(VectorTileError) {
        self.path = path
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw VectorTileError(.unreadable, path: path, problem: "cannot be read (\(error.localizedDescription))", fix: "check its permissions")
        }
        header = try Self.readHeader(bytes, path: path)
        let fail = { (problem: String) in
            VectorTileError(.badPMTiles, path: path, problem: problem, fix: "make the archive again (for example with pmtiles convert)")
        }
        do {
            root = try PMTilesDirectory(decoding: try Self.section(bytes, header.rootOffset, header.rootLength,
                                                                   compression: header.internalCompression, what: "root directory"))
        } catch {
            throw fail("its root directory \(error.description)")
        }
        zoomRange = Int(min(header.minZoom, header.maxZoom))...Int(min(header.maxZoom, UInt8(VectorTileSource.deepestTileZoom)))
        var metadata = VectorTileMetadata()
        if header.metadataLength > 0,
           let json = try? Self.section(bytes, header.metadataOffset, header.metadataLength,
                                        compression: header.internalCompression, what: "metadata"),
           case .object(let members)? = try? JSONReader.document([UInt8](json), name: path) {
            for member in members {
                guard case .string(let text) = member.value else { continue }
                switch member.key {
                case "name": metadata.name = text
                case "attribution":
                    let plain = MBTilesSource.plainText(text)
                    metadata.attribution = plain.isEmpty ? nil : plain
                default: break
                }
            }
        }
        // The header's bounds (degrees × 10⁷), when it gives a real area.
        let b = [UInt8](bytes.prefix(127))
        func i32(_ at: Int) -> Double { Double(Int32(bitPattern: (0..<4).reduce(UInt32(0)) { $0 | UInt32(b[at + $1]) << UInt32(8 * $1) })) / 1e7 }
        let (west, south, east, north) = (i32(102), i32(106), i32(110), i32(114))
        if west < east, south < north, abs(south) <= 90, abs(north) <= 90 { metadata.bounds = (west, south, east, north) }
        self.metadata = metadata
    }

    private static func readHeader(_ bytes: Data, path: String) throws(VectorTileError) -> Header {
        func fail(_ problem: String, _ fix: String = "make the archive again (for example with pmtiles convert)") -> VectorTileError {
            VectorTileError(.badPMTiles, path: path, problem: problem, fix: fix)
        }
        guard bytes.count >= 127 else { throw fail("is shorter (\(bytes.count) bytes) than a PMTiles header (127 bytes)") }
        let b = [UInt8](bytes.prefix(127))
        guard b.starts(with: Array("PMTiles".utf8)) else { throw fail("does not start with the PMTiles magic number") }
        guard b[7] == 3 else {
            throw fail("is a PMTiles archive of version \(b[7]); only version 3 is read", "convert it with pmtiles convert")
        }
        func u64(_ at: Int) -> UInt64 { (0..<8).reduce(UInt64(0)) { $0 | UInt64(b[at + $1]) << UInt64(8 * $1) } }
        let h = Header(rootOffset: u64(8), rootLength: u64(16), metadataOffset: u64(24), metadataLength: u64(32),
                       leafOffset: u64(40), leafLength: u64(48), dataOffset: u64(56), dataLength: u64(64),
                       internalCompression: b[97], tileCompression: b[98], tileType: b[99], minZoom: b[100], maxZoom: b[101])
        let size = UInt64(bytes.count)
        for (name, offset, length) in [("root directory", h.rootOffset, h.rootLength), ("metadata", h.metadataOffset, h.metadataLength),
                                       ("leaf directories", h.leafOffset, h.leafLength), ("tile data", h.dataOffset, h.dataLength)] {
            let (end, overflow) = offset.addingReportingOverflow(length)
            guard !overflow, end <= size else {
                throw fail("its header puts the \(name) at bytes \(offset) to \(offset &+ length), past the end of the file (\(size) bytes)",
                           "the file may be cut short: copy or download it again")
            }
        }
        guard h.rootLength > 0 else { throw fail("its header gives an empty root directory") }
        guard h.internalCompression == 1 || h.internalCompression == 2 else {
            throw fail("compresses its directories with \(compressionName(h.internalCompression)); gzip or none is read",
                       "convert it with pmtiles convert (gzip directories)")
        }
        guard h.tileCompression <= 2 else {
            throw fail("compresses its tiles with \(compressionName(h.tileCompression)); gzip or none is read",
                       "make the tiles with gzip compression")
        }
        guard h.tileType == 0 || h.tileType == 1 else {
            let names: [UInt8: String] = [2: "PNG", 3: "JPEG", 4: "WebP", 5: "AVIF"]
            throw fail("holds \(names[h.tileType].map { "\($0) tiles" } ?? "tiles of type \(h.tileType)"), not vector tiles",
                       "give a PMTiles archive of Mapbox Vector Tiles")
        }
        guard h.minZoom <= 30, h.maxZoom <= 30 else { throw fail("its header gives zooms \(h.minZoom) to \(h.maxZoom); 0 to 30 exist") }
        return h
    }

    private static func compressionName(_ code: UInt8) -> String {
        switch code {
        case 0: return "an unknown method"
        case 3: return "brotli"
        case 4: return "zstd"
        default: return "method \(code)"
        }
    }

    /// The bytes of a section, inflated when the header says gzip.
    private static func section(_ bytes: Data, _ offset: UInt64, _ length: UInt64, compression: UInt8,
                                what: String) throws(PMTilesDirectory.Failure) -> Data {
        let (end, overflow) = offset.addingReportingOverflow(length)
        guard !overflow, end <= UInt64(bytes.count) else {
            throw PMTilesDirectory.Failure(description: "lies past the end of the file (bytes \(offset) to \(offset &+ length) of \(bytes.count))")
        }
        let slice = bytes.subdata(in: Int(offset)..<Int(end))
        guard compression == 2 else { return slice }
        do {
            return try Gzip.inflate(slice, limit: maximumDirectoryBytes)
        } catch {
            throw PMTilesDirectory.Failure(description: error.description)
        }
    }

    func storedTile(_ key: TileKey) throws(VectorTileError) -> Data? {
        let id = PMTilesDirectory.tileID(zoom: key.zoom, x: key.x, y: key.y)
        var directory = root
        var visited: Set<UInt64> = []
        for depth in 0...Self.maximumDepth {
            guard let entry = directory.entry(covering: id) else { return nil }
            if entry.runLength > 0 {
                let (start, overflow) = header.dataOffset.addingReportingOverflow(entry.offset)
                let end = start &+ UInt64(entry.length)
                guard !overflow, end >= start, end <= header.dataOffset + header.dataLength else {
                    throw VectorTileError(.badPMTiles, path: path, tile: key.description,
                                          problem: "its directory puts the tile at bytes \(entry.offset) to \(entry.offset &+ UInt64(entry.length)) of the tile data, past its end (\(header.dataLength) bytes)",
                                          fix: "make the archive again (for example with pmtiles convert)")
                }
                return bytes.subdata(in: Int(start)..<Int(end))
            }
            guard depth < Self.maximumDepth, visited.insert(entry.offset).inserted else {
                let problem = depth < Self.maximumDepth
                    ? "its leaf directory at offset \(entry.offset) points at itself (a loop of directories)"
                    : "its directories nest deeper than \(Self.maximumDepth) levels"
                throw VectorTileError(.badPMTiles, path: path, tile: key.description, problem: problem,
                                      fix: "make the archive again (for example with pmtiles convert)")
            }
            directory = try leaf(at: entry, key: key)
        }
        return nil
    }

    private func leaf(at entry: PMTilesDirectory.Entry, key: TileKey) throws(VectorTileError) -> PMTilesDirectory {
        if let cached = leaves[entry.offset] { return cached }
        let (start, overflow) = header.leafOffset.addingReportingOverflow(entry.offset)
        let directory: PMTilesDirectory
        do throws(PMTilesDirectory.Failure) {
            guard !overflow, entry.offset &+ UInt64(entry.length) <= header.leafLength else {
                throw PMTilesDirectory.Failure(description: "lies past the end of the leaf directories (bytes \(entry.offset) to \(entry.offset &+ UInt64(entry.length)) of \(header.leafLength))")
            }
            directory = try PMTilesDirectory(decoding: try Self.section(bytes, start, UInt64(entry.length),
                                                                        compression: header.internalCompression, what: "leaf directory"))
        } catch {
            throw VectorTileError(.badPMTiles, path: path, tile: key.description, problem: "its leaf directory at offset \(entry.offset) \(error.description)",
                                  fix: "make the archive again (for example with pmtiles convert)")
        }
        if leaves.count >= 256 { leaves.removeAll() }
        leaves[entry.offset] = directory
        return directory
    }

    /// Whether the header declares gzip-compressed tiles.
    var tilesAreGzip: Bool { header.tileCompression == 2 }
}
