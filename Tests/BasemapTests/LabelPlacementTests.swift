import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene
import TestSupport

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

    @Test("BM11 An icon keeps label text off it but not the dot")
    func labelerIcons() {
        var labeler = PlaceLabeler(bounds: CGRect(x: 0, y: 0, width: 300, height: 200), obstacles: [],
                                   iconObstacles: [CGRect(x: 90, y: 57, width: 27, height: 43)], dotRadius: 2, spacing: 2)
        let size = CGSize(width: 60, height: 16)
        // The dot is at the pin's tip; right, left and above touch the pin, below does not.
        let underPin = labeler.place(0, anchor: CGPoint(x: 100, y: 100), size: size)
        #expect(underPin)
        #expect(labeler.placements.last?.frame == CGRect(x: 70, y: 102, width: 60, height: 16), "below the dot")
        // Far from the icon: right of the dot as usual.
        let clear = labeler.place(1, anchor: CGPoint(x: 200, y: 40), size: size)
        #expect(clear)
        #expect(labeler.placements.last?.frame == CGRect(x: 203, y: 32, width: 60, height: 16))
    }

    @Test("BM11 Place labels keep clear of every drawn marker icon, at any bearing and tilt")
    func labelsAvoidIcons() throws {
        for (name, camera, size, _) in Self.scenes {
            let map = MapView(frame: CGRect(origin: .zero, size: size), camera: camera)
            let basemap = VectorBasemap()
            map.basemap = basemap
            // Free of markers first: where the labels go.
            _ = map.snapshot()
            let free = basemap.lastPlacements
            #expect(free.count >= 5, "\(name)")
            // A pin on each of the first labels' text, and one with opacity 0 on another.
            var pins: [Marker] = []
            for placement in free.prefix(6) {
                let marker = Marker(position: map.projection.coordinate(for: CGPoint(x: placement.frame.midX,
                                                                                     y: placement.frame.maxY)))
                marker.map = map
                pins.append(marker)
            }
            let ghost = Marker(position: map.projection.coordinate(for: CGPoint(x: free[6].frame.midX, y: free[6].frame.maxY)))
            ghost.opacity = 0
            ghost.map = map
            _ = map.snapshot()
            let icons = pins.compactMap { map.iconFrame(of: $0) }
            #expect(icons.count == pins.count, "\(name)")
            // The obstacles are the pins' visible bands, nothing of the invisible one.
            let bands = MapView.defaultPin.opaqueBands
            #expect(bands.count == Image.opaqueBandCount)
            #expect(basemap.lastIconObstacles.count == pins.count * bands.count, "\(name)")
            for obstacle in basemap.lastIconObstacles {
                // (Foundation's CGRect.contains(CGRect) compares an intersection exactly; rounding fails it.)
                let inside = icons.contains {
                    obstacle.minX >= $0.minX - 0.01 && obstacle.maxX <= $0.maxX + 0.01
                        && obstacle.minY >= $0.minY - 0.01 && obstacle.maxY <= $0.maxY + 0.01
                }
                #expect(inside, "\(name): \(obstacle) is inside no pin's frame")
            }
            // No label covers a visible pixel of a pin (pins are upright: the icon frame is a translation).
            let pin = MapView.defaultPin.bitmap(forScale: 1)
            var inked: [CGPoint] = []
            for y in 0..<pin.height {
                for x in 0..<pin.width where pin.pixelWord(x: x, y: y) >> 24 > 8 { inked.append(CGPoint(x: x, y: y)) }
            }
            for placement in basemap.lastPlacements {
                for icon in icons where placement.frame.intersects(icon) {
                    let covered = inked.filter {
                        placement.frame.contains(CGPoint(x: icon.minX + $0.x + 0.5, y: icon.minY + $0.y + 0.5))
                    }
                    #expect(covered.isEmpty, "\(name): \(placement.frame) covers \(covered.count) pixels of the pin at \(icon)")
                }
            }
            let placedBefore = Set(free.prefix(6).map(\.place))
            let moved = basemap.lastPlacements.filter { placedBefore.contains($0.place) }
            #expect(!moved.isEmpty, "\(name): some of the covered labels found another side")
            #expect(basemap.lastPlacements.contains { $0.place == free[6].place && $0.frame == free[6].frame },
                    "\(name): the invisible pin moves nothing")
        }
    }

    @Test("BM11 A marker on a city keeps the city's name, beside the pin")
    func markerOnCity() throws {
        let camera = CameraPosition(latitude: 51.5, longitude: -0.13, zoom: 6)
        let (free, freeBasemap) = scene(camera, size: CGSize(width: 640, height: 400), window: nil)
        _ = free
        #expect(try names(freeBasemap).contains("London"))
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 640, height: 400), camera: camera)
        let basemap = VectorBasemap()
        map.basemap = basemap
        let pin = Marker(position: Coordinate(latitude: 51.5074, longitude: -0.1278))
        pin.map = map
        _ = map.snapshot()
        let places = try VectorBasemapData.shared.get().places
        let london = try #require(basemap.lastPlacements.first { places.names[$0.place] == "London" })
        let icon = try #require(map.iconFrame(of: pin))
        #expect(icon.insetBy(dx: -3, dy: -3).contains(london.dot), "the dot is at the pin's tip")
        #expect(!london.frame.intersects(icon))
    }
}

/// The grid behind label placement answers exactly what a scan of every rectangle answers.
@Suite("Basemap: rectangle grid")
struct RectGridTests {
    @Test("BM11 RectGrid agrees with a linear scan on random rectangles, inside and outside its bounds")
    func agreesWithScan() {
        var random = SplitMix64(seed: 7)
        let bounds = CGRect(x: 0, y: 0, width: 640, height: 400)
        var grid = RectGrid(bounds: bounds)
        var all: [CGRect] = []
        func rect() -> CGRect {
            CGRect(x: CGFloat(Int.random(in: -100...700, using: &random)), y: CGFloat(Int.random(in: -100...500, using: &random)),
                   width: CGFloat(Int.random(in: 0...120, using: &random)), height: CGFloat(Int.random(in: 0...60, using: &random)))
        }
        for _ in 0..<300 {
            let r = rect()
            grid.insert(r)
            if !r.isEmpty { all.append(r) }
        }
        grid.insert(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        grid.insert(.null)
        for _ in 0..<5000 {
            let q = rect()
            let expected = !q.isEmpty && all.contains { $0.intersects(q) }
            #expect(grid.intersectsAny(q) == expected, "\(q)")
        }
        #expect(!grid.intersectsAny(CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1)))
    }
}

/// The visible parts of icons that labels keep clear of.
@MainActor
@Suite("Basemap: visible parts of icons")
struct OpaqueBandsTests {
    private func image(scale: CGFloat, ink: CGRect?) -> Image {
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        if let ink {
            let block = View(frame: ink)
            block.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9)
            view.addSubview(block)
        }
        return view.snapshot(scale: scale)
    }

    @Test("BM11 An icon's visible part is cut into four bands, each the bounds of its inked pixels, at any scale")
    func bands() {
        for scale in [1.0, 2.0, 3.0] {
            let one = image(scale: scale, ink: CGRect(x: 5, y: 22, width: 10, height: 8))
            #expect(one.opaqueBands == [CGRect(x: 5, y: 22, width: 10, height: 8)], "scale \(scale)")
            let tall = image(scale: scale, ink: CGRect(x: 12, y: 4, width: 6, height: 30))
            #expect(tall.opaqueBands == [CGRect(x: 12, y: 4, width: 6, height: 6), CGRect(x: 12, y: 10, width: 6, height: 10),
                                         CGRect(x: 12, y: 20, width: 6, height: 10), CGRect(x: 12, y: 30, width: 6, height: 4)],
                    "scale \(scale)")
            #expect(image(scale: scale, ink: nil).opaqueBands.isEmpty, "a clear icon hides nothing")
        }
        // The pin: four bands inside its 27×43 frame, the tip's band narrower than the head's.
        let pin = MapView.defaultPin.opaqueBands
        #expect(pin.count == 4)
        #expect(pin.allSatisfy { $0.minX >= 0 && $0.maxX <= 27 && $0.minY >= 0 && $0.maxY <= 43 })
        #expect(pin[3].width < pin[0].width / 2)
    }
}
