import Foundation
import GoogleMapsUtilsCompat
import PointClustering

/// Clustering (issue 24, docs/clustering.md): PointClustering's index of every zoom over a million points,
/// one 1280×800 view's clusters at every zoom, the utility library's non-hierarchical algorithm (our code,
/// as `GMUNonHierarchicalDistanceBasedAlgorithm`) on 100,000 items, and the cluster manager's `cluster()`
/// (query and markers) on 100,000 items. `scripts/bench-clusters` times supercluster's native ports on the
/// same points in the same run (`--cluster-points FILE` writes them).
@MainActor
enum ClusterBenchmarks {
    static let workloads: [(name: String, run: @MainActor () -> [Figure])] = [
        ("cluster_index", index), ("cluster_library", { [library()] }), ("cluster_manager", { [manager()] }),
        ("heatmap_tile", HeatmapBenchmarks.tiles), ("cluster_scene", SceneClusterBenchmarks.run),
    ]
    /// Where to write the million points (float64 longitude, latitude pairs, little-endian), if anywhere.
    static var pointsPath: String?
    /// Where to write the library algorithm's 100,000 city items (the same format), if anywhere:
    /// `scripts/measure/library-clustering` times the library's own Objective-C on exactly these. The
    /// cluster count at each zoom goes to `FILE.counts`.
    static var cityPointsPath: String?

    static func run(only names: Set<String>? = nil) -> [Figure] {
        workloads.filter { names?.contains($0.name) ?? true }.flatMap { $0.run() }
    }

    /// `count` points spread over the world (latitudes within ±85°), the same for every run.
    static func worldPoints(_ count: Int, seed: UInt64 = 42) -> (longitudes: [Double], latitudes: [Double]) {
        var random = SplitMix(state: seed)
        var longitudes: [Double] = [], latitudes: [Double] = []
        longitudes.reserveCapacity(count)
        latitudes.reserveCapacity(count)
        for _ in 0..<count {
            longitudes.append(Double.random(in: -180..<180, using: &random))
            latitudes.append(Double.random(in: -85..<85, using: &random))
        }
        return (longitudes, latitudes)
    }

    static func index() -> [Figure] {
        let n = 1_000_000
        let (longitudes, latitudes) = worldPoints(n)
        if let pointsPath {
            var data = Data(capacity: n * 16)
            for i in 0..<n {
                withUnsafeBytes(of: longitudes[i].bitPattern.littleEndian) { data.append(contentsOf: $0) }
                withUnsafeBytes(of: latitudes[i].bitPattern.littleEndian) { data.append(contentsOf: $0) }
            }
            do { try data.write(to: URL(fileURLWithPath: pointsPath)) } catch { fail("cannot write \(pointsPath): \(error)") }
        }
        let ids = Array(0..<n)
        var built: PointClusterIndex?
        let builds = (0..<3).map { _ in
            seconds { built = try? PointClusterIndex(ids: ids, longitudes: longitudes, latitudes: latitudes) }
        }
        guard let index = built else { fail("the million-point index did not build") }
        check(index.count == n, "the index holds \(index.count) items, not \(n)")
        // One 1280×800-point view at every zoom 0…20, 20 random centres each.
        var random = SplitMix(state: 7)
        var queries: [Double] = []
        var markers = 0
        for zoom in 0...20 {
            let world = 256 * pow(2, Double(zoom))
            let halfWidth = min(180, 640 / world * 360), halfHeight = min(85, 400 / world * 360 * 0.8)
            for _ in 0..<20 {
                let lng = Double.random(in: -180..<180, using: &random), lat = Double.random(in: -60..<60, using: &random)
                let bounds = ClusterBounds(west: lng - halfWidth, south: max(-85, lat - halfHeight),
                                           east: lng + halfWidth, north: min(85, lat + halfHeight))
                var found: [ClusterMarker] = []
                queries.append(seconds { found = index.clusters(in: bounds, zoom: Double(zoom)) } * 1e3)
                markers += found.count
            }
        }
        check(markers > 0, "the view queries found nothing")
        return [
            Figure("cluster_index_1m_s", builds, target: 2, label: "index 1,000,000 world points for zooms 0–16 (PointClusterIndex)", decimals: 2),
            Figure("cluster_view_ms", queries, target: 1, label: "clusters of one 1280×800 view, zooms 0–20 (max is the worst)", decimals: 3),
        ]
    }

    /// 100,000 items within ±0.5° of Sydney.
    static func cityItems(_ count: Int) -> [GMSMarker] {
        var random = SplitMix(state: 24)
        return (0..<count).map { _ in
            GMSMarker(position: CLLocationCoordinate2D(latitude: -33.8 + Double.random(in: -0.5...0.5, using: &random),
                                                       longitude: 151.2 + Double.random(in: -0.5...0.5, using: &random)))
        }
    }

    static func library() -> Figure {
        let items = cityItems(100_000)
        if let cityPointsPath {
            var data = Data(capacity: items.count * 16)
            for item in items {
                withUnsafeBytes(of: item.position.longitude.bitPattern.littleEndian) { data.append(contentsOf: $0) }
                withUnsafeBytes(of: item.position.latitude.bitPattern.littleEndian) { data.append(contentsOf: $0) }
            }
            do { try data.write(to: URL(fileURLWithPath: cityPointsPath)) } catch { fail("cannot write \(cityPointsPath): \(error)") }
        }
        let algorithm = GMUNonHierarchicalDistanceBasedAlgorithm()
        algorithm.add(items)
        var counts: [Int] = []
        let times = (0..<5).map { i in
            var clusters = 0
            let time = seconds { clusters = algorithm.clusters(atZoom: Float(8 + i)).count } * 1e3
            counts.append(clusters)
            return time
        }
        check(counts.last ?? 0 > 1, "the library algorithm made \(counts.last ?? 0) clusters")
        if let cityPointsPath {
            // The cluster count at each zoom, "8 12" and so on: the measuring script compares the library's.
            let lines = counts.enumerated().map { "\(8 + $0.offset) \($0.element)\n" }.joined()
            do { try Data(lines.utf8).write(to: URL(fileURLWithPath: cityPointsPath + ".counts")) } catch {
                fail("cannot write \(cityPointsPath).counts: \(error)")
            }
        }
        return Figure("cluster_library_100k_ms", times, label: "GMUNonHierarchicalDistanceBasedAlgorithm, 100,000 items, zooms 8–12")
    }

    static func manager() -> Figure {
        let map = GMSMapView(frame: Scenes.frame, camera: CameraPosition(latitude: -33.8, longitude: 151.2, zoom: 11))
        map.basemap = nil
        let manager = GMUClusterManager(map: map)
        manager.add(cityItems(100_000))
        manager.cluster()
        var times: [Double] = []
        for zoom in [10.0, 11, 12, 13, 12, 11, 10] {
            var camera = map.camera
            camera.zoom = zoom
            map.camera = camera
            times.append(seconds { manager.cluster() } * 1e3)
        }
        check(!map.markers.isEmpty, "the manager drew nothing")
        return Figure("cluster_manager_100k_ms", times, target: 16,
                      label: "GMUClusterManager.cluster() (hierarchical), 100,000 items, 1280×800 view, zooms 10–13")
    }
}
