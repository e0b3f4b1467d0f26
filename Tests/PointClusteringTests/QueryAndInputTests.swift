import Testing
import PointClustering
import InfoWindowCore

@Suite("View queries and hostile input")
struct QueryAndInputTests {
    let edgeItems = [ClusterItem(id: 1, longitude: 179.9, latitude: 10), ClusterItem(id: 2, longitude: -179.9, latitude: 10),
                     ClusterItem(id: 3, longitude: 0, latitude: 10), ClusterItem(id: 4, longitude: 175, latitude: 10)]

    func ids(_ index: PointClusterIndex, _ bounds: ClusterBounds, zoom: Double = 12) -> [Int] {
        index.clusters(in: bounds, zoom: zoom).compactMap(\.itemID).sorted()
    }

    @Test("Views crossing the antimeridian or beyond ±180° find items on both sides, once")
    func antimeridian() throws {
        let index = try PointClusterIndex(items: edgeItems)
        #expect(ids(index, ClusterBounds(west: 179, south: 0, east: -179, north: 20)) == [1, 2])
        #expect(ids(index, ClusterBounds(west: 179, south: 0, east: 181, north: 20)) == [1, 2])
        #expect(ids(index, ClusterBounds(west: -181, south: 0, east: -179, north: 20)) == [1, 2])
        #expect(ids(index, ClusterBounds(west: 539, south: 0, east: 541, north: 20)) == [1, 2])
        #expect(ids(index, ClusterBounds(west: 170, south: 0, east: 190, north: 20)) == [1, 2, 4])
        #expect(ids(index, ClusterBounds(west: -10, south: 0, east: 10, north: 20)) == [3])
        #expect(ids(index, ClusterBounds(west: -540, south: 0, east: 540, north: 20)) == [1, 2, 3, 4])
        #expect(ids(index, ClusterBounds(west: 100, south: 0, east: 90, north: 20)) == [1, 2, 3, 4])
        #expect(ids(index, ClusterBounds(west: 179, south: 20, east: -179, north: 0)) == [1, 2], "south/north swapped")
        #expect(ids(index, ClusterBounds(west: 179, south: 11, east: -179, north: 20)).isEmpty)
        #expect(index.clusters(in: ClusterBounds(west: .nan, south: 0, east: 10, north: 20), zoom: 3).isEmpty)
    }

    @Test("An item on the 180th meridian is inside views that end or start there, whichever sign it has")
    func onTheAntimeridian() throws {
        let index = try PointClusterIndex(items: [ClusterItem(id: 1, longitude: 180, latitude: 10),
                                                  ClusterItem(id: 2, longitude: -180, latitude: 15)])
        #expect(ids(index, ClusterBounds(west: 170, south: 0, east: 180, north: 20)) == [1, 2])
        #expect(ids(index, ClusterBounds(west: -180, south: 0, east: -170, north: 20)) == [1, 2])
        #expect(ids(index, ClusterBounds(west: 160, south: 0, east: 170, north: 20)).isEmpty)
    }

    @Test("A view returns exactly the world view's markers inside it", arguments: [2, 8, 14] as [Double])
    func viewMatchesWorld(zoom: Double) throws {
        let index = try PointClusterIndex(items: hotSpotItems(count: 4000, seed: 17))
        var random = SeededRandom(seed: UInt64(zoom))
        let world = index.clusters(in: .world, zoom: zoom)
        for _ in 0..<30 {
            let span = 1280 / (256 * Double(1 << Int(zoom))) * 360
            let west = random.unit() * 400 - 200, south = random.unit() * 120 - 60
            let bounds = ClusterBounds(west: west, south: south, east: west + span, north: south + span * 0.6)
            let inView = Set(index.clusters(in: bounds, zoom: zoom))
            let expected = Set(world.filter { marker in
                let lat = WebMercator.y(latitude: marker.latitude), x = WebMercator.x(longitude: marker.longitude)
                let x0 = WebMercator.x(longitude: west), x1 = x0 + span / 360
                let inX = (x >= x0 && x <= x1) || (x + 1 >= x0 && x + 1 <= x1)
                return inX && lat >= WebMercator.y(latitude: bounds.north) && lat <= WebMercator.y(latitude: bounds.south)
            })
            #expect(inView == expected)
        }
    }

    @Test("Zoom NaN, negative, fractional and huge are clamped")
    func zoomClamping() throws {
        let index = try PointClusterIndex(items: hotSpotItems(count: 500, seed: 3))
        #expect(index.level(forZoom: .nan) == 0)
        #expect(index.level(forZoom: -3) == 0)
        #expect(index.level(forZoom: 7.99) == 7)
        #expect(index.level(forZoom: 1e300) == 17)
        #expect(index.level(forZoom: .infinity) == 17)
        #expect(index.clusters(in: .world, zoom: .nan) == index.clusters(in: .world, zoom: 0))
        #expect(index.markerCount(in: .world, zoom: 1e300) == 500)
    }

    @Test("An empty index answers every query with nothing and accepts items later")
    func empty() throws {
        var index = try PointClusterIndex(items: [])
        #expect(index.count == 0)
        #expect(index.clusters(in: .world, zoom: 5).isEmpty)
        #expect(index.cluster(containing: 1, atZoom: 3) == nil)
        #expect(index.cluster(ClusterID(rawValue: 0)) == nil)
        try index.insert([ClusterItem(id: 1, longitude: 1, latitude: 1), ClusterItem(id: 2, longitude: 1, latitude: 1)])
        #expect(index.clusters(in: .world, zoom: 5).first?.count == 2)
    }

    @Test("Non-finite coordinates and bad weights are rejected naming the item index")
    func rejectsBadItems() throws {
        func failure(_ items: [ClusterItem]) -> PointClusteringError? {
            do {
                _ = try PointClusterIndex(items: items)
                return nil
            } catch {
                return error
            }
        }
        let good = ClusterItem(id: 1, longitude: 0, latitude: 0)
        let nanError = failure([good, good.with(id: 2), ClusterItem(id: 3, longitude: .nan, latitude: 0)])
        guard case .nonFiniteCoordinate(index: 2, _, _)? = nanError else {
            Issue.record("expected item 2 named, got \(String(describing: nanError))")
            return
        }
        #expect(nanError?.description.hasPrefix("item 2:") == true)
        guard case .nonFiniteCoordinate(index: 1, _, _)? = failure([good, ClusterItem(id: 2, longitude: 3, latitude: -.infinity)]) else {
            Issue.record("expected item 1 named")
            return
        }
        #expect(failure([good, ClusterItem(id: 2, longitude: 0, latitude: 0, weight: -1)]) == .invalidWeight(index: 1, weight: -1))
        #expect(failure([good, good.with(id: 5), good]) == .duplicateItemID(index: 2, id: 1))
        #expect(throws: PointClusteringError.self) { _ = try PointClusterIndex(items: [], options: ClusterOptions(radius: 0)) }
        #expect(throws: PointClusteringError.self) { _ = try PointClusterIndex(items: [], options: ClusterOptions(maxZoom: 30)) }
        #expect(throws: PointClusteringError.self) { _ = try PointClusterIndex(items: [], options: ClusterOptions(minZoom: 5, maxZoom: 4)) }
        #expect(throws: PointClusteringError.mismatchedColumns(name: "ids", count: 1, expected: 2)) {
            _ = try PointClusterIndex(ids: [1], longitudes: [0, 0], latitudes: [0, 0])
        }
    }

    @Test("A million items at one point make one cluster of a million, in linear time")
    func millionAtOnePoint() throws {
        let n = 1_000_000
        let index = try PointClusterIndex(ids: Array(0..<n), longitudes: [Double](repeating: 12.5, count: n),
                                          latitudes: [Double](repeating: 41.9, count: n))
        for zoom in [0, 8, 16] {
            let markers = index.clusters(in: .world, zoom: Double(zoom))
            #expect(markers.count == 1)
            #expect(markers.first?.count == n)
            #expect(abs((markers.first?.longitude ?? 0) - 12.5) < 1e-9)
        }
        #expect(index.markerCount(in: .world, zoom: 17) == n)
        let cluster = try #require(index.cluster(containing: 777, atZoom: 10))
        #expect(index.leaves(of: cluster, limit: 3, offset: n - 2)?.count == 2)
        // Adding one more item at the same point is an update, not a rebuild, and stays linear.
        var updated = index
        try updated.insert([ClusterItem(id: n, longitude: 12.5, latitude: 41.9)])
        #expect(updated.clusters(in: .world, zoom: 5).first?.count == n + 1)
    }
}

extension ClusterItem {
    func with(id: Int) -> ClusterItem {
        var copy = self
        copy.id = id
        return copy
    }
}
