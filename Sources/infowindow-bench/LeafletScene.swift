@_spi(Benchmarks) import InfoWindowKit
import Foundation

/// ``OverlayBenchmarks/many(on:)``'s shapes written for Leaflet (scripts/bench-leaflet): the view's size,
/// centre and zoom (Web Mercator 256-pixel tiles, as Leaflet's), each polyline's coordinates, colour and
/// weight, each polygon's rings (the outer one first, then its holes), outline and fill — so that
/// Leaflet's canvas renderer draws the very shapes of `overlay_many_ms`.
@MainActor
enum LeafletScene {
    /// Where to write the scene (`--leaflet-scene FILE`); nil writes nothing.
    static var path: String?

    /// Writes the scene of `lines` and `polygons` on `map` to ``path``, when set, once a run (the
    /// overlay workloads build the same scene several times).
    static func write(map: MapView, lines: [Polyline], polygons: [Polygon]) {
        guard let path else { return }
        Self.path = nil
        func hex(_ c: Color) -> String {
            func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
            return String(format: "\"#%02x%02x%02x\"", byte(c.red), byte(c.green), byte(c.blue))
        }
        func ring(_ path: CoordinatePath?) -> String {
            "[" + (path?.coordinates ?? []).map { String(format: "[%.9f,%.9f]", $0.latitude, $0.longitude) }.joined(separator: ",") + "]"
        }
        let camera = map.camera
        var json = "{\"width\":\(Int(map.bounds.width)),\"height\":\(Int(map.bounds.height)),"
        json += String(format: "\"center\":[%.9f,%.9f],\"zoom\":%.6f,", camera.target.latitude, camera.target.longitude, camera.zoom)
        json += "\"polylines\":[" + lines.map { line in
            "{\"points\":\(ring(line.path)),\"color\":\(hex(line.strokeColor)),\"opacity\":\(line.strokeColor.alpha),\"weight\":\(Double(line.strokeWidth))}"
        }.joined(separator: ",\n") + "],\n"
        json += "\"polygons\":[" + polygons.map { polygon in
            let rings = [ring(polygon.path)] + (polygon.holes ?? []).map { ring($0) }
            let fill = polygon.fillColor ?? .clear
            return "{\"rings\":[\(rings.joined(separator: ","))],\"color\":\(hex(polygon.strokeColor ?? .clear)),"
                + "\"opacity\":\((polygon.strokeColor ?? .clear).alpha),\"weight\":\(Double(polygon.strokeWidth)),"
                + "\"fillColor\":\(hex(fill)),\"fillOpacity\":\(fill.alpha)}"
        }.joined(separator: ",\n") + "]}\n"
        do { try OutputFile.write(Data(json.utf8), to: path) } catch {
            FileHandle.standardError.write(Data("infowindow-bench: cannot write the Leaflet scene to \(path): \(error)\n".utf8))
        }
    }
}
