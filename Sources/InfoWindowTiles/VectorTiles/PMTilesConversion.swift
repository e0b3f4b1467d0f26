import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// PMTiles v3 archives made from MBTiles files of vector tiles: what `infowindow tiles -o
/// CITY.pmtiles` writes from the MBTiles tilemaker makes (D82).
///
/// Every tile is kept as stored (gzip-compressed or plain, as the MBTiles file has it), rows turned
/// from TMS to XYZ; identical tiles are stored once; the directories and metadata are gzip-compressed;
/// the metadata JSON holds the MBTiles metadata's values as strings, with the members of its `json`
/// value (`vector_layers`) merged in as JSON; the header's bounds and centre are the metadata's
/// `bounds` and `center` when it gives them. The result reads back through ``VectorTileSource``
/// tile for tile.
public enum PMTilesConversion {
    /// The bytes of the PMTiles archive holding the tiles of the MBTiles file at `path`. The tiles
    /// are held in memory once (with the archive they make); time grows with their number.
    /// Throws a ``VectorTileError`` naming the file when it is not an MBTiles file of vector tiles,
    /// holds no tiles, or mixes gzip-compressed and plain tiles.
    public static func archive(fromMBTilesAt path: String) throws(VectorTileError) -> Data {
        let source = try MBTilesVectorArchive(path: path)
        var writer = PMTilesArchiveWriter()
        var values: [String: String] = [:]
        var gzip = 0, plain = 0
        var empty: [(Int, Int, Int)] = []
        func fail(_ problem: String, _ fix: String = "make the tiles again (for example with tilemaker)") -> VectorTileError {
            VectorTileError(.notVectorMBTiles, path: path, problem: problem, fix: fix)
        }
        do {
            let database = try SQLiteDatabase(readOnlyPath: path)
            if let statement = try? database.prepare("SELECT name, value FROM metadata") {
                while try statement.step() {
                    if let key = statement.text(0), let value = statement.text(1) { values[key] = value }
                }
            }
            let tiles = try database.prepare("SELECT zoom_level, tile_column, tile_row, tile_data FROM tiles")
            while try tiles.step() {
                let (zoom, column, row) = (tiles.int(0), tiles.int(1), tiles.int(2))
                guard (0...30).contains(zoom), (0..<(Int64(1) << zoom)).contains(column), (0..<(Int64(1) << zoom)).contains(row) else {
                    throw fail("has a tile at zoom \(zoom), column \(column), row \(row), outside the tile grid")
                }
                let data = tiles.blob(3), y = Int((Int64(1) << zoom) - 1 - row)
                guard !data.isEmpty else { empty.append((Int(zoom), Int(column), y)); continue }
                if Gzip.isGzip(data) { gzip += 1 } else { plain += 1 }
                writer.add(zoom: Int(zoom), x: Int(column), y: y, data: data)
            }
            // Tiles of zero bytes (no layers, D71): PMTiles lengths start at 1, so they are kept as the
            // empty gzip stream among gzip tiles, and left out among plain ones (a missing tile draws
            // nothing either).
            if plain == 0, !empty.isEmpty {
                let nothing = try Gzip.deflate(Data())
                for (zoom, x, y) in empty { writer.add(zoom: zoom, x: x, y: y, data: nothing) }
                gzip += empty.count
            }
        } catch let error as VectorTileError {
            throw error
        } catch let error as SQLiteFailure {
            throw VectorTileError(.unreadable, path: path, problem: "could not be read (\(error.message))",
                                  fix: "check that the file is not damaged or being rewritten")
        } catch let error as Gzip.Failure {
            throw fail("an empty tile \(error.description)")
        } catch {
            throw fail("could not be read (\(error))")
        }
        guard gzip + plain > 0 else { throw fail("has no tiles", "export tiles into it") }
        guard gzip == 0 || plain == 0 else {
            throw fail("mixes gzip-compressed tiles (\(gzip)) and plain ones (\(plain)), which a PMTiles archive cannot declare")
        }
        writer.tilesAreGzip = gzip > 0
        writer.bounds = source.metadata.bounds
        let center = values["center"].map { $0.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) } }
        if let center, center.count == 3, center.allSatisfy(\.isFinite) { writer.center = (center[0], center[1], Int(center[2])) }
        writer.metadata = metadataJSON(values)
        do {
            return try writer.archive().data
        } catch {
            throw fail("could not be written as PMTiles (its directories \(error.description))")
        }
    }

    /// The MBTiles metadata as a PMTiles metadata object: each value a string, the `json` value's
    /// members merged in; keys sorted, so the same tiles give the same bytes.
    static func metadataJSON(_ values: [String: String]) -> Data {
        var object: [String: Any] = [:]
        for (key, value) in values where key != "json" { object[key] = value }
        if let json = values["json"], let data = json.data(using: .utf8),
           let members = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            for (key, value) in members { object[key] = value }
        }
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }
}
