import Foundation
import InfoWindowCore

extension Gazetteer {
    /// The layers of OpenMapTiles-schema tiles whose names are looked up, with the kind of each.
    static let namedLayers: [(layer: String, kind: GazetteerEntry.Kind)] = [
        ("place", .tilePlace), ("transportation_name", .street), ("poi", .feature), ("water_name", .feature),
        ("park", .feature), ("aerodrome_label", .feature), ("mountain_peak", .feature),
    ]

    /// A gazetteer with this one's entries and, after them, every name in the vector tiles at `path`
    /// (an `.mbtiles` or `.pmtiles` file of OpenMapTiles-schema tiles): places, streets, points of
    /// interest, water, parks, airports and peaks, under each of their names (`name`, `name:latin`,
    /// `name:xx` …). The tiles read are those over the file's declared bounds at its deepest zoom up to 14,
    /// or the deepest zoom with at most `maximumTiles` of them (D97). Each name's location is the point
    /// of its features nearest to the middle of all of them; its country that of the world place
    /// nearest the tiles' centre. What cannot be read is said in ``notes``.
    public func withNames(inTilesAt path: String, maximumTiles: Int = 4096) -> Gazetteer {
        var notes = self.notes
        let archive: VectorTileArchive
        do { archive = try VectorTileFiles.open(path) } catch {
            return Gazetteer(entries: entries, regions: regions, notes: notes + ["\(path): its names are not looked up: \(error)"])
        }
        guard let (west, south, east, north) = archive.metadata.bounds else {
            return Gazetteer(entries: entries, regions: regions,
                             notes: notes + ["\(path): declares no bounds, so its names are not looked up; give the file bounds metadata (tilemaker writes them)"])
        }
        func tiles(_ zoom: Int) -> (ClosedRange<Int>, ClosedRange<Int>) {
            let n = Double(1 << zoom), last = (1 << zoom) - 1
            func clamp(_ v: Double) -> Int { min(max(Int(v), 0), last) }
            let x0 = clamp(WebMercator.x(longitude: west) * n), x1 = clamp(WebMercator.x(longitude: east) * n)
            let y0 = clamp(WebMercator.y(latitude: north) * n), y1 = clamp(WebMercator.y(latitude: south) * n)
            return (x0...max(x0, x1), y0...max(y0, y1))
        }
        var zoom = min(archive.zoomRange.upperBound, 14)
        while zoom > archive.zoomRange.lowerBound, tiles(zoom).0.count * tiles(zoom).1.count > maximumTiles { zoom -= 1 }
        let (xs, ys) = tiles(zoom)
        var collected: [String: NamedPoints] = [:]
        var unreadable = 0
        for x in xs {
            for y in ys {
                let key = TileKey(zoom: zoom, x: x, y: y)
                let stored: Data?
                do { stored = try archive.storedTile(key) } catch { unreadable += 1; continue }
                guard let stored else { continue }
                guard let decoded = try? VectorTileFiles.decode(stored, key: key, path: path) else { unreadable += 1; continue }
                Self.collect(decoded.tile, key: key, into: &collected)
            }
        }
        if unreadable > 0 { notes.append("\(path): \(unreadable) tile\(unreadable == 1 ? "" : "s") of zoom \(zoom) could not be read; their names are not looked up") }
        let middle = Coordinate(latitude: (south + north) / 2, longitude: (west + east) / 2)
        let country = entries.lazy.filter { $0.kind == .worldPlace && $0.countryCode != nil }
            .min { SphericalGeometry.distance(from: $0.coordinate, to: middle) < SphericalGeometry.distance(from: $1.coordinate, to: middle) }
            .flatMap { SphericalGeometry.distance(from: $0.coordinate, to: middle) < 200_000 ? $0.countryCode : nil }
        let added = collected.values.sorted { ($0.kind, $0.first) < ($1.kind, $1.first) }.map {
            GazetteerEntry(name: $0.name, coordinate: $0.location, countryCode: country, kind: $0.kind)
        }
        return Gazetteer(entries: entries + added, regions: regions, notes: notes)
    }

    /// Adds the names of `tile`'s named layers, with their points, to `collected`.
    private static func collect(_ tile: VectorTile, key: TileKey, into collected: inout [String: NamedPoints]) {
        let scale = 1 / Double(1 << key.zoom)
        for (layerName, kind) in namedLayers {
            guard let layer = tile.layer(named: layerName) else { continue }
            let extent = Double(layer.extent)
            let nameKeys = layer.keys.enumerated().filter { $0.element == "name" || $0.element.hasPrefix("name:") || $0.element.hasPrefix("name_") }
            guard !nameKeys.isEmpty else { continue }
            for feature in layer.features {
                var names = Set<String>()
                for (_, k) in nameKeys {
                    if case .string(let text)? = layer.value(k, of: feature) { names.insert(text) }
                }
                guard !names.isEmpty else { continue }
                var points: [MercatorPoint] = []
                var i = 0
                while i + 1 < feature.coordinates.count, points.count < 64 {
                    points.append(MercatorPoint(x: (Double(key.x) + Double(feature.coordinates[i]) / extent) * scale,
                                                y: (Double(key.y) + Double(feature.coordinates[i + 1]) / extent) * scale))
                    i += 2 * max(1, feature.pointCount / 64)
                }
                for name in names {
                    let nameKey = GazetteerName.key(name)
                    guard !nameKey.isEmpty else { continue }
                    let order = collected.count
                    collected[nameKey, default: NamedPoints(name: name, kind: kind, first: order)].add(points, kind: kind)
                }
            }
        }
    }
}

/// The points met so far under one name of the tiles (at most 4,096, evenly thinned).
struct NamedPoints {
    var name: String
    var kind: GazetteerEntry.Kind
    /// The order in which names were first met, to keep the gazetteer's order stable.
    var first: Int
    var points: [MercatorPoint] = []

    mutating func add(_ more: [MercatorPoint], kind: GazetteerEntry.Kind) {
        self.kind = min(self.kind, kind)
        points += more.prefix(max(0, 4096 - points.count))
    }

    /// The point nearest to the mean of all points, so a street's location lies on the street.
    var location: Coordinate {
        guard !points.isEmpty else { return Coordinate(latitude: 0, longitude: 0) }
        let mx = points.reduce(0) { $0 + $1.x } / Double(points.count), my = points.reduce(0) { $0 + $1.y } / Double(points.count)
        let best = points.min { ($0.x - mx) * ($0.x - mx) + ($0.y - my) * ($0.y - my) < ($1.x - mx) * ($1.x - mx) + ($1.y - my) * ($1.y - my) } ?? points[0]
        return WebMercator.unproject(best)
    }
}
