import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Vector tiles in an MBTiles file (metadata `format` `pbf`, tiles gzip-compressed or plain, rows
/// counted from the bottom as TMS). Shares the SQLite wrapper of ``MBTilesSource``.
final class MBTilesVectorArchive: VectorTileArchive {
    let path: String
    let zoomRange: ClosedRange<Int>
    let metadata: VectorTileMetadata
    private let database: SQLiteDatabase
    private let tileQuery: SQLiteStatement

    init(path: String) throws(VectorTileError) {
        self.path = path
        func fail(_ problem: String, _ fix: String = "give an .mbtiles file of vector tiles (for example one made by tilemaker)") -> VectorTileError {
            VectorTileError(.notVectorMBTiles, path: path, problem: problem, fix: fix)
        }
        do {
            database = try SQLiteDatabase(readOnlyPath: path)
        } catch {
            throw VectorTileError(.unreadable, path: path, problem: "cannot be opened (\(error.message))", fix: "check its permissions")
        }
        var values: [String: String] = [:]
        do {
            let statement = try database.prepare("SELECT name, value FROM metadata")
            while try statement.step() {
                if let key = statement.text(0), let value = statement.text(1) { values[key.lowercased()] = value }
            }
        } catch where error.meansNotADatabase {
            throw fail("is a damaged SQLite database (\(error.message))")
        } catch {
            // No metadata table: the tiles alone are enough.
        }
        if let format = values["format"]?.lowercased(), format != "pbf", format != "mvt" {
            throw fail("holds tiles in the format \"\(format)\", not vector tiles (pbf)",
                       "open raster tiles with MBTilesSource, or give a file of vector tiles")
        }
        do {
            tileQuery = try database.prepare("SELECT tile_data FROM tiles WHERE zoom_level = ?1 AND tile_column = ?2 AND tile_row = ?3")
            // Two subqueries, each answered from the index; one MIN and MAX together scan the table.
            let range = try database.prepare("SELECT (SELECT MIN(zoom_level) FROM tiles), (SELECT MAX(zoom_level) FROM tiles)")
            guard try range.step(), !range.isNull(0) else { throw fail("has no tiles", "export tiles into it") }
            let low = Int(clamping: max(0, min(range.int(0), Int64(VectorTileSource.deepestTileZoom))))
            let high = Int(clamping: max(Int64(low), min(range.int(1), Int64(VectorTileSource.deepestTileZoom))))
            zoomRange = low...high
        } catch let error as VectorTileError {
            throw error
        } catch let error as SQLiteFailure {
            if error.meansNotADatabase { throw fail("is a damaged SQLite database (\(error.message))") }
            throw fail("is an SQLite database without a tiles table with the columns zoom_level, tile_column, tile_row and tile_data (\(error.message))")
        } catch {
            throw fail("cannot be read (\(error))")
        }
        metadata = VectorTileMetadata(name: values["name"],
                                      attribution: values["attribution"].map(MBTilesSource.plainText).flatMap { $0.isEmpty ? nil : $0 },
                                      bounds: values["bounds"].flatMap(Self.bounds))
    }

    static func bounds(_ text: String) -> (Double, Double, Double, Double)? {
        let parts = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, parts.allSatisfy(\.isFinite) else { return nil }
        return (parts[0], parts[1], parts[2], parts[3])
    }

    func storedTile(_ key: TileKey) throws(VectorTileError) -> Data? {
        let row = (1 << key.zoom) - 1 - key.y
        tileQuery.reset(binding: [Int64(key.zoom), Int64(key.x), Int64(row)])
        do {
            guard try tileQuery.step() else { return nil }
            return tileQuery.blob(0)
        } catch {
            throw VectorTileError(.unreadable, path: path, tile: key.description, problem: "could not be read (\(error.message))",
                                  fix: "check that the file is not damaged or being rewritten")
        }
    }
}
