import Foundation
import Testing
@testable import InfoWindowKit

/// Place labels: chosen by zoom and rank, never overlapping each other, the open window or the
/// attribution (issue 9).
@MainActor
@Suite("Basemap: place labels")
struct LabelPlacementTests {
    /// A map at `camera` with a marker at `coordinate` whose window is open.
    private func scene(_ camera: CameraPosition, size: CGSize, window coordinate: Coordinate?) -> (MapView, VectorBasemap) {
        let map = MapView(frame: CGRect(origin: .zero, size: size), camera: camera)
        let basemap = VectorBasemap()
        map.basemap = basemap
        if let coordinate {
            let marker = Marker(position: coordinate)
            marker.title = "An open window"
            marker.snippet = "Labels keep clear of it"
            marker.map = map
            map.selectedMarker = marker
        }
        _ = map.snapshot()
        return (map, basemap)
    }

    private func names(_ basemap: VectorBasemap) throws -> [String] {
        let places = try VectorBasemapData.shared.get().places
        return basemap.lastPlacements.map { places.names[$0.place] }
    }

    private static let scenes: [(String, CameraPosition, CGSize, Coordinate)] = [
        ("world", CameraPosition(latitude: 20, longitude: 10, zoom: 2.3), CGSize(width: 1280, height: 800),
         Coordinate(latitude: 48.86, longitude: 2.35)),
        ("London z6", CameraPosition(latitude: 51.5, longitude: -0.13, zoom: 6), CGSize(width: 640, height: 400),
         Coordinate(latitude: 51.5, longitude: -0.13)),
        ("Europe z4 tilted", CameraPosition(latitude: 48, longitude: 10, zoom: 4, bearing: 20, viewingAngle: 45),
         CGSize(width: 800, height: 600), Coordinate(latitude: 48.14, longitude: 11.58)),
        ("Japan z7 rotated", CameraPosition(latitude: 35.6, longitude: 139.7, zoom: 7, bearing: 300),
         CGSize(width: 640, height: 480), Coordinate(latitude: 35.6, longitude: 139.7)),
    ]

    @Test("BM4 Placed labels never overlap each other, the open window or the attribution, and stay in the view")
    func noOverlaps() throws {
        for (name, camera, size, coordinate) in Self.scenes {
            let (map, basemap) = scene(camera, size: size, window: coordinate)
            let window = try #require(map.infoWindowFrame, "\(name)")
            let placements = basemap.lastPlacements
            #expect(placements.count >= 5, "\(name): \(placements.count) labels")
            #expect(basemap.lastObstacles.contains(window), "\(name)")
            #expect(basemap.lastObstacles.count == 2, "\(name): the window and the attribution")
            for (i, a) in placements.enumerated() {
                #expect(map.bounds.contains(a.frame), "\(name): \(a.frame)")
                #expect(!a.frame.intersects(window), "\(name): \(a.frame) under the window \(window)")
                for obstacle in basemap.lastObstacles {
                    #expect(!a.frame.intersects(obstacle), "\(name): \(a.frame) on \(obstacle)")
                }
                for b in placements[(i + 1)...] {
                    #expect(!a.frame.intersects(b.frame), "\(name): \(a.frame) overlaps \(b.frame)")
                }
            }
        }
    }

    @Test("BM4 The open window pushes the label under it away")
    func windowDisplacesLabel() throws {
        let camera = CameraPosition(latitude: 51.3, longitude: -0.13, zoom: 6)
        let size = CGSize(width: 640, height: 400)
        let (_, free) = scene(camera, size: size, window: nil)
        #expect(try names(free).contains("London"))
        let (map, covered) = scene(camera, size: size, window: Coordinate(latitude: 50.55, longitude: -0.13))
        let window = try #require(map.infoWindowFrame)
        let londonDot = map.projection.point(for: Coordinate(latitude: 51.5074, longitude: -0.1278))
        #expect(window.contains(londonDot), "the window covers London")
        #expect(try !names(covered).contains("London"))
    }

    @Test("BM4 Below zoom 4 only the 1:110m places are labelled, the largest cities among them")
    func lowZoomMajorsOnly() throws {
        let (_, basemap) = scene(CameraPosition(latitude: 20, longitude: 10, zoom: 2.3), size: CGSize(width: 1280, height: 800), window: nil)
        let places = try VectorBasemapData.shared.get().places
        #expect(basemap.lastPlacements.allSatisfy { places.isMajor[$0.place] })
        let placed = try names(basemap)
        for city in ["London", "Paris", "New York", "Tokyo", "Moscow", "Cairo", "Sydney", "São Paulo"] {
            #expect(placed.contains(city), "\(city)")
        }
    }

    @Test("BM4 From zoom 6 smaller towns are labelled too")
    func townsAtZoom6() throws {
        let (_, basemap) = scene(CameraPosition(latitude: 52.5, longitude: -1.5, zoom: 6), size: CGSize(width: 640, height: 400), window: nil)
        let places = try VectorBasemapData.shared.get().places
        #expect(basemap.lastPlacements.contains { !places.isMajor[$0.place] })
        #expect(try names(basemap).contains("Birmingham"))
    }

    @Test("Labels are rendered once, then reused by later frames")
    func labelsCached() {
        let (map, basemap) = scene(CameraPosition(latitude: 50, longitude: 5, zoom: 5), size: CGSize(width: 640, height: 400), window: nil)
        let rendered = basemap.labels.renders
        #expect(rendered >= basemap.lastPlacements.count && !basemap.lastPlacements.isEmpty)
        let placed = basemap.lastPlacements
        _ = map.snapshot()
        #expect(basemap.labels.renders == rendered, "no label rendered again")
        #expect(basemap.lastPlacements == placed, "the same labels in the same places")
    }

    @Test("BM4 The labeler tries right, left, above, below, and refuses what does not fit")
    func labelerSpots() {
        var labeler = PlaceLabeler(bounds: CGRect(x: 0, y: 0, width: 300, height: 200),
                                   obstacles: [CGRect(x: 105, y: 50, width: 100, height: 30)], dotRadius: 2, spacing: 2)
        let size = CGSize(width: 60, height: 16)
        let a = labeler.place(0, anchor: CGPoint(x: 100, y: 100), size: size)
        #expect(a)
        #expect(labeler.placements.last?.frame == CGRect(x: 103, y: 92, width: 60, height: 16), "right of the dot")
        let b = labeler.place(1, anchor: CGPoint(x: 100, y: 65), size: size)
        #expect(b)
        #expect(labeler.placements.last?.frame == CGRect(x: 37, y: 57, width: 60, height: 16), "the obstacle is right, so left")
        let underObstacle = labeler.place(2, anchor: CGPoint(x: 150, y: 60), size: size)
        #expect(!underObstacle, "the dot is under an obstacle")
        let crowded = labeler.place(3, anchor: CGPoint(x: 100, y: 82), size: size)
        #expect(!crowded, "every spot overlaps a label or the obstacle")
        let atEdge = labeler.place(4, anchor: CGPoint(x: 299, y: 100), size: size)
        #expect(!atEdge, "the dot leaves the view")
        #expect(labeler.placements.map(\.place) == [0, 1])
    }
}
