import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Offline raster tiles from an MBTiles file (the SQLite tile container of the MBTiles 1.3 spec):
/// PNG tiles decoded by Cairo, JPEG tiles by libjpeg-turbo.
///
/// ```swift
/// mapView.basemap = try MBTilesSource(path: "london.mbtiles")
/// ```
///
/// The file is opened read-only and checked at once: a missing file, a file that is not SQLite, an
/// SQLite file without a `tiles` table, vector tiles or an empty tile set throw an ``MBTilesError``
/// that names the file, the problem and the fix. Rows are stored bottom-up (TMS) in MBTiles; the
/// flip to the top-down (XYZ) numbering of web maps happens here. Decoded tiles are kept in a
/// least-recently-used cache of ``cacheCapacity`` tiles. Where a zoom has no tile — beyond the
/// file's maximum zoom, or a hole in the set — the nearest lower zoom's tile is scaled up
/// ("over-zoom"). A damaged tile is drawn as missing, with one warning per tile naming it.
///
/// The attribution comes from the `metadata` table's `attribution` value, with HTML tags removed
/// and the common entities (`&copy;`, `&amp;`, …) decoded.
public final class MBTilesSource: TileSource {
    /// The file, as given.
    public let path: String
    /// The tile set's `name` from the metadata table, if any.
    public let name: String?
    /// The smallest zoom level with tiles.
    public let minimumZoom: Int
    /// The largest zoom level with tiles; the map over-zooms it beyond.
    public let maximumZoom: Int

    /// The largest tile accepted, pixels a side (web tiles are 256 or 512).
    static let maximumTileSide = 1024

    /// The deepest tile zoom read (Web Mercator tiles at zoom 24 are about 2 cm across).
    static let deepestZoom = 24

    private let credit: String?
    /// The metadata's attribution as plain text; nil when there is none.
    public override var attribution: String? { credit }

    /// The most decoded tiles kept in memory. Default 128 (about 32 MB of 256-pixel tiles); at least 1.
    /// Changing it empties the cache.
    public var cacheCapacity: Int {
        get { cache.capacity }
        set { cache = LRUCache(capacity: max(1, newValue)) }
    }

    private let database: SQLiteDatabase
    private let tileQuery: SQLiteStatement
    var cache = LRUCache<TileKey, Bitmap>(capacity: 128)
    /// Tiles known to be absent from the file (bounded; cleared when it grows past 4096).
    var absent = Set<TileKey>()
    /// Tiles that could not be decoded, warned about once each.
    var damaged = Set<TileKey>()
    /// Tiles read from the file and decoded so far (for tests and benchmarks).
    private(set) var decodeCount = 0

    /// Opens the MBTiles file at `path` and checks that it holds raster tiles.
    public init(path: String) throws(MBTilesError) {
        self.path = path
        func fail(_ kind: MBTilesError.Kind, _ problem: String, _ fix: String) -> MBTilesError {
            MBTilesError(kind: kind, path: path, problem: problem, fix: fix)
        }
        let notMBTilesFix = "give the path of an .mbtiles file of raster tiles (for example one made by gdal_translate -of MBTILES or mb-util)"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw fail(.missingFile, "no such file", "check the path")
        }
        guard !isDirectory.boolValue else {
            throw fail(.missingFile, "is a folder, not an MBTiles file", "give the path of the .mbtiles file inside it")
        }
        guard let file = FileHandle(forReadingAtPath: path) else {
            throw fail(.unreadable, "cannot be read", "check its permissions")
        }
        let header = (try? file.read(upToCount: 16)) ?? Data()
        try? file.close()
        guard !header.isEmpty else {
            throw fail(.notSQLite, "is empty (0 bytes), not an MBTiles file", notMBTilesFix)
        }
        guard header == Data("SQLite format 3\0".utf8) else {
            throw fail(.notSQLite, "is not an SQLite database, so not an MBTiles file", notMBTilesFix)
        }
        let db: SQLiteDatabase
        do {
            db = try SQLiteDatabase(readOnlyPath: path)
        } catch {
            throw fail(.unreadable, "cannot be opened (\(error.message))", "check its permissions")
        }
        func query(_ sql: String) throws(MBTilesError) -> SQLiteStatement {
            do {
                return try db.prepare(sql)
            } catch {
                if error.meansNotADatabase {
                    throw fail(.notSQLite, "is a damaged SQLite database (\(error.message))", notMBTilesFix)
                }
                throw fail(.notMBTiles, "is an SQLite database without a tiles table with the columns zoom_level, tile_column, tile_row and tile_data (\(error.message))", notMBTilesFix)
            }
        }
        database = db
        let metadata = try Self.readMetadata(db, fail: fail)
        if let format = metadata["format"]?.lowercased(), !["png", "jpg", "jpeg"].contains(format) {
            if ["pbf", "mvt"].contains(format) {
                throw fail(.unsupportedFormat, "holds vector tiles (format \"\(format)\"), not raster tiles",
                           "open it as vector tiles: VectorTileSource(path:), or --tiles on the command line")
            }
            throw fail(.unsupportedFormat, "holds tiles in the format \"\(format)\"; only raster PNG and JPEG tiles can be drawn",
                       "export the tiles as PNG or JPEG")
        }
        tileQuery = try query("SELECT tile_data FROM tiles WHERE zoom_level = ?1 AND tile_column = ?2 AND tile_row = ?3")
        // Two subqueries, each answered from the index; one MIN and MAX together scan the table.
        let range = try query("SELECT (SELECT MIN(zoom_level) FROM tiles), (SELECT MAX(zoom_level) FROM tiles)")
        let hasTiles: Bool
        do {
            hasTiles = try range.step() && !range.isNull(0)
        } catch {
            throw fail(.notSQLite, "is a damaged SQLite database (\(error.message))", notMBTilesFix)
        }
        guard hasTiles else { throw fail(.notMBTiles, "has no tiles", "export tiles into it") }
        // Zooms beyond 24 (sub-centimetre tiles) are not drawn; 24 keeps tile numbers well inside Int32.
        minimumZoom = Int(clamping: max(0, min(range.int(0), Int64(Self.deepestZoom))))
        maximumZoom = Int(clamping: max(Int64(minimumZoom), min(range.int(1), Int64(Self.deepestZoom))))
        name = metadata["name"]
        credit = metadata["attribution"].map(Self.plainText).flatMap { $0.isEmpty ? nil : $0 }
        declaredBounds = metadata["bounds"].flatMap(MBTilesVectorArchive.bounds)
        super.init()
    }

    /// The `bounds` of the metadata table (west, south, east, north), if any.
    private let declaredBounds: (Double, Double, Double, Double)?

    /// The metadata's `bounds`, or nil when it declares none or they hold the whole world.
    public override var coverage: CoordinateBounds? {
        guard let (west, south, east, north) = declaredBounds, south < north else { return nil }
        if west <= -180 && east >= 180 && south <= -WebMercator.maximumLatitude && north >= WebMercator.maximumLatitude {
            return nil
        }
        return CoordinateBounds(southWest: Coordinate(latitude: max(south, -90), longitude: west),
                                northEast: Coordinate(latitude: min(north, 90), longitude: east))
    }

    package override func drawGround(_ frame: GroundFrame, in canvas: Canvas) {
        drawTiles(frame, in: canvas)
    }

    /// The tile at `zoom`, column `x` and row `y` counted from the top (XYZ, as web maps number
    /// tiles), decoded; nil when the file has no such tile. Throws ``MBTilesError`` (kind
    /// `.corruptTile`) when the tile's data is not a PNG or JPEG image or is damaged.
    public func tile(zoom: Int, x: Int, y: Int) throws(MBTilesError) -> Image? {
        guard let bitmap = try bitmap(for: TileKey(zoom: zoom, x: x, y: y)) else { return nil }
        return Image(bitmap: bitmap, scale: 1)
    }

    /// The decoded tile, from the cache or the file; nil when absent.
    func bitmap(for key: TileKey) throws(MBTilesError) -> Bitmap? {
        if let cached = cache.value(for: key) { return cached }
        guard key.zoom >= 0, key.zoom <= Self.deepestZoom, key.x >= 0, key.y >= 0, key.x < 1 << key.zoom, key.y < 1 << key.zoom,
              !absent.contains(key) else { return nil }
        let row = (1 << key.zoom) - 1 - key.y
        tileQuery.reset(binding: [Int64(key.zoom), Int64(key.x), Int64(row)])
        let data: Data
        do {
            guard try tileQuery.step() else {
                if absent.count >= 4096 { absent.removeAll() }
                absent.insert(key)
                return nil
            }
            data = tileQuery.blob(0)
        } catch {
            throw MBTilesError(kind: .notSQLite, path: path, problem: "could not be read at tile \(key) (\(error.message))",
                               fix: "check that the file is not damaged or being rewritten")
        }
        let bitmap = try decode(data, key: key, row: row)
        decodeCount += 1
        cache.insert(bitmap, for: key)
        return bitmap
    }

    private func decode(_ data: Data, key: TileKey, row: Int) throws(MBTilesError) -> Bitmap {
        let name = "tile \(key) (TMS row \(row))"
        func corrupt(_ problem: String) -> MBTilesError {
            MBTilesError(kind: .corruptTile, path: path, problem: "\(name) \(problem)",
                         fix: "export the tiles again as PNG or JPEG")
        }
        let limit = Self.maximumTileSide
        if let size = PNGCodec.declaredSize(of: data) {
            guard size.width <= limit, size.height <= limit else {
                throw corrupt("is \(size.width)×\(size.height) pixels, more than \(limit) pixels a side")
            }
            do { return try PNGCodec.decode(data, name: name) } catch { throw corrupt(error.problem) }
        }
        if JPEGCodec.looksLikeJPEG(data) {
            do { return try JPEGCodec.decode(data, name: name, maximumSide: limit) } catch { throw corrupt(error.problem) }
        }
        if data.isEmpty { throw corrupt("is empty") }
        let riff = data.count >= 12 && data.prefix(4) == Data("RIFF".utf8) && data.dropFirst(8).prefix(4) == Data("WEBP".utf8)
        throw corrupt(riff ? "is a WebP image, which cannot be decoded" : "is neither a PNG nor a JPEG image")
    }

    private static func readMetadata(_ database: SQLiteDatabase,
                                      fail: (MBTilesError.Kind, String, String) -> MBTilesError) throws(MBTilesError) -> [String: String] {
        guard let statement = try? database.prepare("SELECT name, value FROM metadata") else { return [:] }
        var metadata: [String: String] = [:]
        do {
            while try statement.step() {
                if let key = statement.text(0), let value = statement.text(1) { metadata[key.lowercased()] = value }
            }
        } catch {
            throw fail(.notSQLite, "is a damaged SQLite database (\(error.message))", "give the path of an undamaged .mbtiles file")
        }
        return metadata
    }

    /// `text` without HTML tags, with the common entities decoded and runs of white space collapsed.
    nonisolated static func plainText(_ text: String) -> String {
        var out = ""
        var inTag = false
        for character in text {
            if character == "<" { inTag = true; continue }
            if character == ">" && inTag { inTag = false; continue }
            if !inTag { out.append(character) }
        }
        for (entity, value) in [("&copy;", "©"), ("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""),
                                ("&#39;", "'"), ("&apos;", "'"), ("&amp;", "&")] {
            out = out.replacingOccurrences(of: entity, with: value)
        }
        return out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// One tile: zoom level, column and row from the top (XYZ).
struct TileKey: Hashable, CustomStringConvertible {
    var zoom: Int
    var x: Int
    var y: Int
    /// `z/x/y`.
    var description: String { "\(zoom)/\(x)/\(y)" }
}
