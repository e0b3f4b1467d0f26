import Foundation
import Testing
import GoogleMapsUtilsCompat
import TestSupport

/// The library's API under its names, and what its users asked for (issue 24): cluster windows, icon text
/// colour, reachable items and markers, select from code, distance at run time, spiderfy (D155–D166).
@MainActor
@Suite("Cluster manager (issue 24, D155–D166)")
struct ClusterManagerTests {
    private final class TapRecorder: GMUClusterManagerDelegate {
        var clusters = 0
        var items = 0
        var consume = false
        func clusterManager(_ clusterManager: GMUClusterManager, didTap cluster: GMUCluster) -> Bool {
            clusters += 1
            return consume
        }
        func clusterManager(_ clusterManager: GMUClusterManager, didTap clusterItem: GMUClusterItem) -> Bool {
            items += 1
            return consume
        }
    }

    @Test("D155 the default manager clusters with our hierarchical algorithm; 200 items make fewer markers than items")
    func defaultManager() throws {
        let map = ClusterFixtures.map(zoom: 10)
        let manager = GMUClusterManager(map: map)
        #expect(manager.algorithm is HierarchicalClusterAlgorithm)
        manager.add(ClusterFixtures.markers(200))
        manager.cluster()
        let markers = map.markers
        #expect(!markers.isEmpty && markers.count < 200)
        let drawnItems = markers.reduce(0) { $0 + (($1.userData as? GMUCluster).map { Int($0.count) } ?? 1) }
        #expect(drawnItems == 200)
    }

    @Test("D168 the three library algorithms and ours cover every item once at each zoom")
    func libraryAlgorithms() {
        let items = ClusterFixtures.markers(300)
        let algorithms: [GMUClusterAlgorithm] = [GMUNonHierarchicalDistanceBasedAlgorithm(), GMUGridBasedClusterAlgorithm(),
                                                 GMUSimpleClusterAlgorithm(), HierarchicalClusterAlgorithm()]
        for algorithm in algorithms {
            algorithm.add(items)
            for zoom: Float in [3, 8, 11, 15] {
                let clusters = algorithm.clusters(atZoom: zoom)
                let ids = clusters.flatMap { $0.items.map(ObjectIdentifier.init) }
                #expect(ids.count == 300 && Set(ids).count == 300, "\(type(of: algorithm)) at \(zoom)")
            }
            #expect(algorithm.clusters(atZoom: 3).count <= algorithm.clusters(atZoom: 15).count)
        }
        #expect(GMUSimpleClusterAlgorithm().clusters(atZoom: 1).isEmpty)
    }

    @Test("D160 the cluster distance changes at run time: a larger distance gives fewer clusters", arguments: [true, false])
    func distanceAtRunTime(hierarchical: Bool) {
        let map = ClusterFixtures.map(zoom: 10)
        let hier = HierarchicalClusterAlgorithm()
        let library = GMUNonHierarchicalDistanceBasedAlgorithm()
        let algorithm: GMUClusterAlgorithm = hierarchical ? hier : library
        let renderer = GMUDefaultClusterRenderer(mapView: map, clusterIconGenerator: GMUDefaultClusterIconGenerator())
        renderer.minimumClusterSize = 2
        let manager = GMUClusterManager(map: map, algorithm: algorithm, renderer: renderer)
        manager.add(ClusterFixtures.markers(400))
        func count(_ distance: UInt) -> Int {
            if hierarchical { hier.clusterDistancePoints = distance } else { library.clusterDistancePoints = distance }
            manager.cluster()
            return map.markers.count
        }
        let near = count(10), far = count(200)
        #expect(far < near)
        #expect(count(10) == near)
    }

    @Test("a cluster's items and an item's marker are reachable")
    func reachable() throws {
        let map = ClusterFixtures.map(zoom: 9)
        let manager = GMUClusterManager(map: map)
        let items = ClusterFixtures.markers(50, extent: 0.02)
        manager.add(items)
        manager.cluster()
        let renderer = try #require(manager.renderer as? GMUDefaultClusterRenderer)
        let clusterMarker = try #require(renderer.markers.first { $0.userData is GMUCluster })
        let cluster = try #require(clusterMarker.userData as? GMUCluster)
        #expect(cluster.items.count == Int(cluster.count))
        let member = try #require(cluster.items.first)
        #expect(manager.marker(for: member) == nil)
        #expect(manager.cluster(containing: member)?.items.contains { $0 === member } == true)
        ClusterFixtures.setZoom(map, 19, target: member.position)
        manager.cluster()
        #expect(manager.marker(for: member) === member)
        #expect(manager.cluster(containing: member) == nil)
    }

    @Test("D163 selecting an item from code zooms to where it is drawn alone and opens its window", arguments: [true, false])
    func selectFromCode(hierarchical: Bool) throws {
        let map = ClusterFixtures.map(zoom: 6)
        let renderer = GMUDefaultClusterRenderer(mapView: map, clusterIconGenerator: GMUDefaultClusterIconGenerator())
        let manager = GMUClusterManager(map: map, algorithm: hierarchical ? HierarchicalClusterAlgorithm() : GMUNonHierarchicalDistanceBasedAlgorithm(),
                                        renderer: renderer)
        let items = ClusterFixtures.markers(100, extent: 0.05)
        manager.add(items)
        manager.cluster()
        let target = items[37]
        #expect(manager.marker(for: target) == nil)
        let marker = try #require(manager.select(target))
        #expect(marker === target)
        #expect(map.selectedMarker === target)
        #expect(map.camera.zoom > 6)
        #expect(abs(map.camera.target.latitude - target.position.latitude) < 1e-9)
        #expect(manager.select(Place(0, 0)) == nil)
    }

    @Test("clusters can have windows: a title set in willRenderMarker opens on tap")
    func clusterWindows() throws {
        final class Titles: GMUClusterRendererDelegate {
            func renderer(_ renderer: GMUClusterRenderer, willRenderMarker marker: GMSMarker) {
                if let cluster = marker.userData as? GMUCluster { marker.title = "\(cluster.count) places" }
            }
        }
        let map = ClusterFixtures.map(zoom: 9)
        let renderer = GMUDefaultClusterRenderer(mapView: map, clusterIconGenerator: GMUDefaultClusterIconGenerator())
        let titles = Titles()
        renderer.delegate = titles
        let manager = GMUClusterManager(map: map, algorithm: HierarchicalClusterAlgorithm(), renderer: renderer)
        manager.add(ClusterFixtures.markers(30, extent: 0.01))
        manager.cluster()
        let clusterMarker = try #require(renderer.markers.first { $0.userData is GMUCluster })
        map.tap(at: map.projection.point(for: clusterMarker.position))
        #expect(map.selectedMarker === clusterMarker)
        #expect(clusterMarker.title == "30 places")
    }

    @Test("D167 taps go to the manager's delegate first; unconsumed ones and every other call reach the map delegate")
    func forwarding() throws {
        let map = ClusterFixtures.map(zoom: 9)
        let manager = GMUClusterManager(map: map)
        let taps = TapRecorder()
        let recorder = RecordingMapDelegate()
        manager.setDelegate(taps, mapDelegate: recorder)
        let items = ClusterFixtures.markers(30, extent: 0.01)
        manager.add(items)
        let alone = GMSMarker(position: CLLocationCoordinate2D(latitude: -33.3, longitude: 151.7))
        manager.add(alone)
        manager.cluster()
        let renderer = try #require(manager.renderer as? GMUDefaultClusterRenderer)
        let clusterMarker = try #require(renderer.markers.first { $0.userData is GMUCluster })
        map.tap(at: map.projection.point(for: clusterMarker.position))
        #expect(taps.clusters == 1 && recorder.markerTaps.count == 1)
        map.tap(at: map.projection.point(for: alone.position))
        #expect(taps.items == 1 && recorder.markerTaps.last === alone)
        taps.consume = true
        map.tap(at: map.projection.point(for: alone.position))
        #expect(taps.items == 2 && recorder.markerTaps.count == 2)
        map.tap(at: CGPoint(x: 5, y: 5))
        #expect(recorder.mapTaps == 1)
        map.advance(to: 5)
        #expect(recorder.idles >= 1)
    }

    @Test("D162 items at one position fan out on tap and fold back on a map tap")
    func spiderfy() throws {
        let map = ClusterFixtures.map(zoom: 12)
        let manager = GMUClusterManager(map: map)
        let pile = (0..<6).map { i -> GMSMarker in
            let marker = GMSMarker(position: CLLocationCoordinate2D(latitude: -33.8, longitude: 151.2))
            marker.title = "Flat \(i)"
            return marker
        }
        manager.add(pile)
        manager.cluster()
        let renderer = try #require(manager.renderer as? GMUDefaultClusterRenderer)
        #expect(renderer.markers.count == 1)
        map.tap(at: map.projection.point(for: pile[0].position))
        let legs = manager.fannedMarkers
        #expect(legs.count == 6)
        let points = legs.map { map.projection.point(for: $0.position) }
        for i in points.indices { for j in points.indices where j > i {
            #expect(hypot(points[i].x - points[j].x, points[i].y - points[j].y) > 15)
        } }
        #expect(Set(legs.compactMap { ($0.userData as? GMSMarker).map(ObjectIdentifier.init) }) == Set(pile.map(ObjectIdentifier.init)))
        map.tap(at: points[2])
        #expect(map.selectedMarker === legs[2] && legs[2].title != nil)
        map.tap(at: CGPoint(x: 5, y: 5))
        #expect(manager.fannedMarkers.isEmpty)
        #expect(legs.allSatisfy { $0.map == nil })
        // The next cluster() folds an open fan too.
        map.tap(at: map.projection.point(for: pile[0].position))
        let again = manager.fannedMarkers
        #expect(again.count == 6)
        manager.cluster()
        #expect(manager.fannedMarkers.isEmpty && again.allSatisfy { $0.map == nil })
        #expect(renderer.markers.count == 1 && map.markers.count == 1)
    }

    @Test("D161 the icon text colour and font are settable; buckets label counts as the library")
    func iconText() throws {
        let generator = GMUDefaultClusterIconGenerator()
        #expect(generator.text(forSize: 7) == "7")
        #expect(generator.text(forSize: 10) == "10+")
        #expect(generator.text(forSize: 999) == "200+")
        #expect(generator.text(forSize: 5000) == "1000+")
        func darkPixels(_ image: UIImage) -> Int {
            var n = 0
            for y in 0..<image.pixelHeight { for x in 0..<image.pixelWidth {
                if let c = image.color(atPixelX: x, y: y), c.alpha > 0.9, c.red + c.green + c.blue < 0.3 { n += 1 }
            } }
            return n
        }
        let white = try #require(generator.icon(forSize: 120))
        generator.iconTextColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        let black = try #require(generator.icon(forSize: 120))
        #expect(darkPixels(black) > darkPixels(white) + 20)
        generator.iconFont = UIFont.boldSystemFont(ofSize: 28)
        let big = try #require(generator.icon(forSize: 120))
        #expect(big.size.width > black.size.width)
        let odd = GMUDefaultClusterIconGenerator(buckets: [NSNumber(value: 50), NSNumber(value: -3), NSNumber(value: 5)],
                                                 backgroundColors: [])
        #expect(odd.buckets == [5, 50])
        #expect(odd.icon(forSize: 60) != nil)
        // Background images: the icon takes the image's size; a bucket without an image uses the last one.
        let pin = GMSMarker.markerImage(with: UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1))
        let pictured = GMUDefaultClusterIconGenerator(buckets: [NSNumber(value: 10), NSNumber(value: 100)], backgroundImages: [pin])
        let side = max(pin.size.width, pin.size.height)
        #expect(pictured.icon(forSize: 12)?.size == CGSize(width: side, height: side))
        #expect(pictured.icon(forSize: 500)?.size == CGSize(width: side, height: side))
    }

    @Test("D156 shouldRenderAsCluster is overridable")
    func overridable() {
        final class NoClusters: GMUDefaultClusterRenderer {
            override func shouldRenderAsCluster(_ cluster: GMUCluster, atZoom zoom: Float) -> Bool { false }
        }
        let map = ClusterFixtures.map(zoom: 5)
        let manager = GMUClusterManager(map: map, algorithm: HierarchicalClusterAlgorithm(),
                                        renderer: NoClusters(mapView: map, clusterIconGenerator: GMUDefaultClusterIconGenerator()))
        manager.add(ClusterFixtures.markers(40))
        manager.cluster()
        #expect(map.markers.count == 40)
    }

    @Test("D159 D164 the manager clusters again when the camera settles at another whole zoom; markers end at their positions")
    func reclustersOnIdle() throws {
        let map = ClusterFixtures.map(zoom: 9)
        let manager = GMUClusterManager(map: map)
        let items = ClusterFixtures.markers(80, extent: 0.05)
        manager.add(items)
        manager.cluster()
        let before = map.markers.count
        map.animate(toZoom: 14)
        var t = 0.0
        while t < 3 { t += 0.1; map.advance(to: t) }
        #expect(map.camera.zoom == 14)
        #expect(map.markers.count > before)
        let alone = items.filter { manager.marker(for: $0) != nil }
        #expect(!alone.isEmpty)
        // Each item drawn alone sits at its own position once the animations ran (D164).
        #expect(alone.allSatisfy { manager.marker(for: $0)?.position == $0.position })
        map.animate(toLocation: CLLocationCoordinate2D(latitude: -33.81, longitude: 151.21))
        let count = map.markers.count
        while t < 6 { t += 0.1; map.advance(to: t) }
        #expect(map.markers.count == count)
    }

    @Test("GQTPointQuadTree adds, finds by box, removes and refuses points outside")
    func quadTree() {
        final class P: GQTPointQuadTreeItem {
            let p: GQTPoint
            init(_ x: Double, _ y: Double) { p = GQTPoint(x: x, y: y) }
            func point() -> GQTPoint { p }
        }
        let tree = GQTPointQuadTree(bounds: GQTBounds(minX: -1, minY: -1, maxX: 1, maxY: 1))
        let items = (0..<500).map { P(Double($0 % 25) / 25 - 0.5, Double($0 / 25) / 25 - 0.5) }
        #expect(items.allSatisfy { tree.add($0) })
        #expect(!tree.add(P(2, 0)))
        #expect(tree.count() == 500)
        let found = tree.search(withBounds: GQTBounds(minX: 0, minY: 0, maxX: 0.5, maxY: 0.5))
        let expected = items.filter { $0.p.x >= 0 && $0.p.y >= 0 && $0.p.x <= 0.5 && $0.p.y <= 0.5 }
        #expect(Set(found.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init)))
        #expect(tree.remove(items[0]) && !tree.remove(items[0]))
        #expect(tree.count() == 499)
    }
}
