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

/// Place labels of the world map, placed by the vector labeler (the one labeler of every vector source):
/// chosen by zoom and rank, never overlapping each other, the open window or the attribution (issue 9).
@MainActor
@Suite("Basemap: place labels")
struct LabelPlacementTests {
    /// A map at `camera` over the world map with a marker at `coordinate` whose window is open.
    private func scene(_ camera: CameraPosition, size: CGSize, window coordinate: Coordinate?) throws -> (MapView, VectorTileSource) {
        let map = MapView(frame: CGRect(origin: .zero, size: size), camera: camera)
        let world = try VectorTileSource.world()
        map.basemap = world
        if let coordinate {
            let marker = Marker(position: coordinate)
            marker.title = "An open window"
            marker.snippet = "Labels keep clear of it"
            marker.map = map
            map.selectedMarker = marker
        }
        _ = map.snapshot()
        return (map, world)
    }

    private func labels(_ world: VectorTileSource) -> [VectorLabeler.PlacedLabel] { world.renderer.labels.lastLabels }
    private func names(_ world: VectorTileSource) -> [String] { labels(world).map(\.text) }
    /// A point label's box.
    private func frame(_ label: VectorLabeler.PlacedLabel) -> CGRect {
        CGRect(x: label.center.x - label.size.width / 2, y: label.center.y - label.size.height / 2,
               width: label.size.width, height: label.size.height)
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
            let (map, world) = try scene(camera, size: size, window: coordinate)
            let window = try #require(map.infoWindowFrame, "\(name)")
            let placed = labels(world)
            #expect(placed.count >= 5, "\(name): \(placed.count) labels")
            let obstacles = world.renderer.labels.lastObstacles
            #expect(obstacles.contains(window), "\(name)")
            #expect(obstacles.count == 2, "\(name): the window and the attribution")
            for (i, a) in placed.enumerated() {
                for box in a.boxes {
                    #expect(map.bounds.contains(box), "\(name): \(a.text) \(box)")
                    for obstacle in obstacles {
                        #expect(!box.intersects(obstacle), "\(name): \(a.text) \(box) on \(obstacle)")
                    }
                    for b in placed[(i + 1)...] {
                        #expect(!b.boxes.contains { $0.intersects(box) }, "\(name): \(a.text) overlaps \(b.text)")
                    }
                }
            }
        }
    }

    @Test("BM4 The open window pushes the label under it away")
    func windowDisplacesLabel() throws {
        let camera = CameraPosition(latitude: 51.3, longitude: -0.13, zoom: 6)
        let size = CGSize(width: 640, height: 400)
        let (_, free) = try scene(camera, size: size, window: nil)
        #expect(names(free).contains("London"))
        let (map, covered) = try scene(camera, size: size, window: Coordinate(latitude: 50.55, longitude: -0.13))
        let window = try #require(map.infoWindowFrame)
        let london = map.projection.point(for: Coordinate(latitude: 51.5074, longitude: -0.1278))
        #expect(window.contains(london), "the window covers London")
        #expect(!names(covered).contains("London"))
    }

    @Test("BM4 Below zoom 3 only the 1:110m places (rank 1) are labelled, the largest cities among them")
    func lowZoomMajorsOnly() throws {
        let (_, world) = try scene(CameraPosition(latitude: 20, longitude: 10, zoom: 2.3), size: CGSize(width: 1280, height: 800), window: nil)
        #expect(labels(world).allSatisfy { $0.layer == "world-place-major" }, "\(Set(labels(world).map(\.layer)))")
        let placed = names(world)
        // (Paris, 340 km from London, loses its place to London's name at this zoom; it has one from zoom 3.)
        for city in ["London", "New York", "Tokyo", "Moscow", "Cairo", "Sydney", "São Paulo"] {
            #expect(placed.contains(city), "\(city)")
        }
        let (_, europe) = try scene(CameraPosition(latitude: 51.3, longitude: -0.13, zoom: 3), size: CGSize(width: 640, height: 400), window: nil)
        #expect(names(europe).contains("Paris") && names(europe).contains("London"))
    }

    @Test("BM4 From zoom 6 smaller towns are labelled too")
    func townsAtZoom6() throws {
        let (_, world) = try scene(CameraPosition(latitude: 52.5, longitude: -1.5, zoom: 6), size: CGSize(width: 640, height: 400), window: nil)
        #expect(labels(world).contains { $0.layer != "world-place-major" })
        #expect(names(world).contains("Birmingham"))
    }

    @Test("Labels are rendered once, then reused by later frames")
    func labelsCached() throws {
        let (map, world) = try scene(CameraPosition(latitude: 50, longitude: 5, zoom: 5), size: CGSize(width: 640, height: 400), window: nil)
        let rendered = world.renderer.labels.images.renders
        #expect(rendered >= labels(world).count && !labels(world).isEmpty)
        let placed = labels(world)
        _ = map.snapshot()
        #expect(world.renderer.labels.images.renders == rendered, "no label rendered again")
        #expect(labels(world) == placed, "the same labels in the same places")
    }

    @Test("BM11 Place labels keep clear of every drawn marker icon, at any bearing and tilt")
    func labelsAvoidIcons() throws {
        for (name, camera, size, _) in Self.scenes {
            let map = MapView(frame: CGRect(origin: .zero, size: size), camera: camera)
            let world = try VectorTileSource.world()
            map.basemap = world
            // Free of markers first: where the labels go.
            _ = map.snapshot()
            let free = labels(world)
            #expect(free.count >= 7, "\(name)")
            // A pin on each of the first labels' text, and one with opacity 0 on another.
            var pins: [Marker] = []
            for label in free.prefix(6) {
                let box = frame(label)
                let marker = Marker(position: map.projection.coordinate(for: CGPoint(x: box.midX, y: box.maxY)))
                marker.map = map
                pins.append(marker)
            }
            // The labels with the pins alone, then with an invisible pin on another label too.
            _ = map.snapshot()
            let withPins = labels(world)
            let target = try #require(withPins.first { label in !pins.contains { map.iconFrame(of: $0)?.intersects(frame(label)) == true } })
            let ghostBox = frame(target)
            let ghost = Marker(position: map.projection.coordinate(for: CGPoint(x: ghostBox.midX, y: ghostBox.maxY)))
            ghost.opacity = 0
            ghost.map = map
            _ = map.snapshot()
            let icons = pins.compactMap { map.iconFrame(of: $0) }
            #expect(icons.count == pins.count, "\(name)")
            // The obstacles are the pins' visible bands, nothing of the invisible one.
            let bands = MapView.defaultPin.opaqueBands
            #expect(bands.count == Image.opaqueBandCount)
            let iconObstacles = world.renderer.labels.lastIconObstacles
            #expect(iconObstacles.count == pins.count * bands.count, "\(name)")
            for obstacle in iconObstacles {
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
            for label in labels(world) {
                let box = frame(label)
                for icon in icons where box.intersects(icon) {
                    let covered = inked.filter { box.contains(CGPoint(x: icon.minX + $0.x + 0.5, y: icon.minY + $0.y + 0.5)) }
                    #expect(covered.isEmpty, "\(name): \(label.text) covers \(covered.count) pixels of the pin at \(icon)")
                }
            }
            #expect(labels(world) == withPins, "\(name): the invisible pin moves nothing")
        }
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
