import Foundation
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Makes small MBTiles files for tests with the `sqlite3` command-line tool (installed by
/// `scripts/bootstrap`), in a fresh temporary folder per fixture.
@MainActor
struct MBTilesFixture {
    /// A tile to store: zoom, column, row from the top (XYZ, flipped to TMS when written), bytes.
    struct Tile {
        var zoom: Int
        var x: Int
        var y: Int
        var data: Data
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("iwk-basemap-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A path inside the fixture's folder.
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Writes an MBTiles file: the metadata table, the tiles table with its unique index, the tiles.
    func mbtiles(named name: String = "test.mbtiles", metadata: [String: String] = ["name": "test", "format": "png"],
                 tiles: [Tile]) throws -> String {
        var sql = """
        CREATE TABLE metadata (name text, value text);
        CREATE TABLE tiles (zoom_level integer, tile_column integer, tile_row integer, tile_data blob);
        CREATE UNIQUE INDEX tile_index ON tiles (zoom_level, tile_column, tile_row);

        """
        for (key, value) in metadata.sorted(by: { $0.key < $1.key }) {
            sql += "INSERT INTO metadata VALUES (\(quoted(key)), \(quoted(value)));\n"
        }
        for tile in tiles {
            let row = (1 << tile.zoom) - 1 - tile.y
            sql += "INSERT INTO tiles VALUES (\(tile.zoom), \(tile.x), \(row), X'\(hex(tile.data))');\n"
        }
        return try sqlite(named: name, sql: sql)
    }

    /// Runs `sql` against a new database file `name`; returns its path.
    func sqlite(named name: String, sql: String) throws -> String {
        let file = path(name)
        _ = try run("/usr/bin/env", ["sqlite3", file], input: Data(sql.utf8))
        return file
    }

    /// A 256×256 PNG tile filled with `color`, with `text` in its middle and a dark 1-pixel frame.
    static func pngTile(_ color: Color, text: String? = nil) -> Data {
        let bitmap = Bitmap(width: 256, height: 256)!
        let canvas = Canvas(bitmap: bitmap, scale: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 256, height: 256), color: color)
        canvas.stroke(Path(rect: CGRect(x: 0.5, y: 0.5, width: 255, height: 255)), color: Color(white: 0.2), lineWidth: 1)
        if let text {
            let layout = TextLayout(runs: [.init(text: text, font: .boldSystemFont(ofSize: 28), color: nil)], width: nil)
            canvas.draw(layout, at: CGPoint(x: 128 - layout.size.width / 2, y: 128 - layout.size.height / 2),
                        color: Color(white: 0.1))
        }
        return PNGCodec.encode(canvas.finish())!
    }

    /// A 256×256 JPEG tile of one colour (`#rrggbb`), made by ImageMagick.
    func jpegTile(_ color: String) throws -> Data {
        let file = path("tile-\(UUID().uuidString).jpg")
        _ = try run("/usr/bin/env", ["convert", "-size", "256x256", "xc:\(color)", "-quality", "95", file], input: nil)
        return try Data(contentsOf: URL(fileURLWithPath: file))
    }

    private func run(_ executable: String, _ arguments: [String], input: Data?) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(arguments.joined(separator: " ")) failed: \(String(decoding: errors, as: UTF8.self))")
        }
        return output
    }

    private func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }

    private func hex(_ data: Data) -> String { data.map { String(format: "%02x", $0) }.joined() }
}
