import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Camera updates as pure functions (current camera, size, padding → camera), and the map's thin
/// `moveCamera` / `animate(with:)` / `camera(for:insets:)` calls.
@Suite("Camera updates: the SDK's GMSCameraUpdate")
struct CameraUpdateTests {
    private let size = CGSize(width: 400, height: 600)
    private let sydney = CameraPosition(latitude: -33.87, longitude: 151.21, zoom: 10, bearing: 30, viewingAngle: 40)

    @Test("G9 zoom updates change only the zoom, clamped to 0…22")
    func zooms() {
        let camera = CameraUpdate.zoomIn().camera(from: sydney, size: size)
        #expect(camera == CameraPosition(target: sydney.target, zoom: 11, bearing: 30, viewingAngle: 40))
        #expect(CameraUpdate.zoomOut().camera(from: sydney, size: size).zoom == 9)
        #expect(CameraUpdate.zoom(by: 2.5).camera(from: sydney, size: size).zoom == 12.5)
        #expect(CameraUpdate.zoom(by: Float(-1.5)).camera(from: sydney, size: size).zoom == 8.5)
        #expect(CameraUpdate.zoom(to: 3).camera(from: sydney, size: size).zoom == 3)
        #expect(CameraUpdate.zoom(to: Float(4.25)).camera(from: sydney, size: size).target == sydney.target)
        var top = sydney
        top.zoom = 22
        #expect(CameraUpdate.zoomIn().camera(from: top, size: size).zoom == 22)
        #expect(CameraUpdate.zoom(to: -4).camera(from: sydney, size: size).zoom == 0)
        #expect(CameraUpdate.zoom(by: 100).camera(from: sydney, size: size).zoom == 22)
    }

    @Test("G9 zoom(by:at:) keeps the ground under the point where it is, turned and tilted too")
    func zoomAboutPoint() {
        let padding = EdgeInsets(top: 20, left: 0, bottom: 100, right: 40)
        for point in [CGPoint(x: 50, y: 500), CGPoint(x: 380, y: 100), CGPoint(x: 200, y: 250)] {
            for delta in [1.0, -2, 0.5] {
                let before = Projection(camera: sydney, size: size, padding: padding)
                let ground = before.coordinate(for: point)
                let camera = CameraUpdate.zoom(by: delta, at: point).camera(from: sydney, size: size, padding: padding)
                #expect(camera.zoom == sydney.zoom + delta && camera.bearing == 30 && camera.viewingAngle == 40)
                let after = Projection(camera: camera, size: size, padding: padding)
                #expect(close(after.point(for: ground), point, 1e-5), "\(point) zoom \(delta): \(after.point(for: ground))")
            }
        }
        let unturned = CameraPosition(latitude: 0, longitude: 0, zoom: 3)
        let centred = CameraUpdate.zoom(by: Float(1), at: CGPoint(x: 200, y: 300)).camera(from: unturned, size: size)
        #expect(abs(centred.target.latitude) < 1e-9 && abs(centred.target.longitude) < 1e-9 && centred.zoom == 4)
    }

    @Test("G9 setTarget keeps zoom, bearing and tilt; setTarget(_:zoom:) and setCamera replace them")
    func targets() {
        let paris = Coordinate(48.8566, 2.3522)
        let moved = CameraUpdate.setTarget(paris).camera(from: sydney, size: size)
        #expect(moved == CameraPosition(target: paris, zoom: 10, bearing: 30, viewingAngle: 40))
        let zoomed = CameraUpdate.setTarget(paris, zoom: Float(6)).camera(from: sydney, size: size)
        #expect(zoomed == CameraPosition(target: paris, zoom: 6, bearing: 30, viewingAngle: 40))
        let camera = CameraPosition(latitude: 1, longitude: 2, zoom: 3, bearing: 4, viewingAngle: 5)
        #expect(CameraUpdate.setCamera(camera).camera(from: sydney, size: size) == camera)
        var wild = camera
        wild.zoom = 40
        wild.target.longitude = 190
        #expect(CameraUpdate.setCamera(wild).camera(from: sydney, size: size)
                == CameraPosition(latitude: 1, longitude: -170, zoom: 22, bearing: 4, viewingAngle: 5))
    }

    @Test("G9 scrollBy brings the ground x right and y down of the centre to the centre, turned and tilted too")
    func scroll() {
        let padding = EdgeInsets(top: 0, left: 30, bottom: 60, right: 0)
        let before = Projection(camera: sydney, size: size, padding: padding)
        let centre = before.point(for: sydney.target)
        let ground = before.coordinate(for: CGPoint(x: centre.x + 40, y: centre.y - 70))
        let camera = CameraUpdate.scrollBy(x: 40, y: -70).camera(from: sydney, size: size, padding: padding)
        #expect(abs(camera.target.latitude - ground.latitude) < 1e-12 && abs(camera.target.longitude - ground.longitude) < 1e-12)
        #expect(camera.zoom == 10 && camera.bearing == 30 && camera.viewingAngle == 40)
        let flat = CameraPosition(latitude: 0, longitude: 0, zoom: 0)
        let east = CameraUpdate.scrollBy(x: 64, y: 0).camera(from: flat, size: size)
        #expect(abs(east.target.longitude - 90) < 1e-9, "at zoom 0 the world is 256 pt wide: 64 pt is 90°")
        // Looking straight down a scroll is a translation, so scrolling back returns (tilted it is not).
        let there = CameraUpdate.scrollBy(x: 40, y: -70).camera(from: flat, size: size)
        let back = CameraUpdate.scrollBy(x: -40, y: 70).camera(from: there, size: size)
        #expect(abs(back.target.latitude) < 1e-9 && abs(back.target.longitude) < 1e-9)
    }

    @Test("G9 a factory given a non-finite or invalid value makes an update that changes nothing, warning once")
    func invalidArguments() {
        var updates: [CameraUpdate] = []
        let messages = capturedWarnings {
            updates = [.zoom(by: Double.nan), .zoom(to: Float.infinity), .zoom(by: 1, at: CGPoint(x: Double.nan, y: 0)),
                       .setTarget(Coordinate(.nan, 0)), .setTarget(Coordinate(0, 0), zoom: Double.nan),
                       .setCamera(CameraPosition(target: Coordinate(0, .infinity), zoom: 3)), .scrollBy(x: 0, y: .nan)]
        }
        #expect(messages.count == updates.count)
        #expect(messages.allSatisfy { $0.contains("leaves the camera unchanged") })
        #expect(messages[0].contains("zoom(by:)") && messages[0].contains("delta is nan"))
        #expect(messages[5].contains("setCamera") && messages[5].contains("target.longitude is inf"))
        let silent = capturedWarnings {
            for update in updates { #expect(update.camera(from: sydney, size: size) == sydney, "\(update)") }
        }
        #expect(silent.isEmpty)
    }

    @Test("G10 fit shows the bounds whole and centred, filling the room in one direction, north up and flat")
    func fit() {
        let bounds = CoordinateBounds(coordinate: Coordinate(-37.8, 144.96), coordinate: Coordinate(-27.47, 153.03))
        let padding = EdgeInsets(top: 40, left: 0, bottom: 100, right: 20)
        let insets = EdgeInsets(top: 10, left: 30, bottom: 0, right: 5)
        let camera = CameraUpdate.fit(bounds, with: insets).camera(from: sydney, size: size, padding: padding)
        #expect(camera.bearing == 0 && camera.viewingAngle == 0)
        let projection = Projection(camera: camera, size: size, padding: padding)
        let sw = projection.point(for: bounds.southWest), ne = projection.point(for: bounds.northEast)
        let room = CGRect(x: 30, y: 50, width: 400 - 30 - 5 - 20, height: 600 - 50 - 100)
        #expect(sw.x >= room.minX - 1e-6 && ne.x <= room.maxX + 1e-6 && ne.y >= room.minY - 1e-6 && sw.y <= room.maxY + 1e-6)
        let filled = abs((ne.x - sw.x) - room.width) < 1e-6 || abs((sw.y - ne.y) - room.height) < 1e-6
        #expect(filled, "\(sw) \(ne) in \(room)")
        #expect(close(CGPoint(x: (sw.x + ne.x) / 2, y: (sw.y + ne.y) / 2), CGPoint(x: room.midX, y: room.midY)))
    }

    @Test("G10 fit's padding: 64 pt by default, withPadding on every side")
    func fitPadding() {
        let bounds = CoordinateBounds(coordinate: Coordinate(0, 0), coordinate: Coordinate(10, 10))
        let flat = CameraPosition(latitude: 0, longitude: 0, zoom: 1)
        #expect(CameraUpdate.fit(bounds).camera(from: flat, size: size)
                == CameraUpdate.fit(bounds, withPadding: 64).camera(from: flat, size: size))
        #expect(CameraUpdate.fit(bounds, withPadding: 25).camera(from: flat, size: size)
                == CameraUpdate.fit(bounds, with: EdgeInsets(all: 25)).camera(from: flat, size: size))
        // Square bounds in a 400 pt wide view with 64 pt each side: the width sets the zoom.
        let camera = CameraUpdate.fit(bounds).camera(from: flat, size: size)
        let projection = Projection(camera: camera, size: size)
        #expect(abs(projection.point(for: Coordinate(0, 10)).x - projection.point(for: Coordinate(0, 0)).x - (400 - 128)) < 1e-6)
    }

    @Test("G10 fit across the antimeridian centres on it and spans the short way")
    func fitAcrossTheAntimeridian() {
        let bounds = CoordinateBounds(coordinate: Coordinate(-20, 170), coordinate: Coordinate(-10, -170))
        let camera = CameraUpdate.fit(bounds, withPadding: 0).camera(from: sydney, size: size)
        #expect(abs(abs(camera.target.longitude) - 180) < 1e-9)
        let projection = Projection(camera: camera, size: size)
        let west = projection.point(for: Coordinate(-15, 170)).x, east = projection.point(for: Coordinate(-15, -170)).x
        #expect(abs(east - west - 400) < 1e-6, "20° of longitude fill the 400 pt width")
    }

    @Test("G10 empty bounds: the update changes nothing and says so; camera(for:insets:) is nil")
    @MainActor
    func fitEmpty() {
        var update = CameraUpdate.zoomIn()
        let messages = capturedWarnings { update = CameraUpdate.fit(CoordinateBounds(), withPadding: 10) }
        #expect(update.camera(from: sydney, size: size) == sydney)
        #expect(messages.count == 1 && messages[0].contains("hold no point") && messages[0].contains("unchanged"))
        let map = MapView(frame: CGRect(origin: .zero, size: size), camera: sydney)
        #expect(map.camera(for: CoordinateBounds(), insets: .zero) == nil)
        capturedWarnings { map.moveCamera(update) }.forEach { Issue.record("unexpected warning \($0)") }
        #expect(map.camera == sydney)
    }

    @Test("G7 G10 inverted corners fit the same bounds as corners in order")
    func fitInverted() {
        let inOrder = CameraUpdate.fit(CoordinateBounds(coordinate: Coordinate(40, -5), coordinate: Coordinate(55, 15)))
        let reversed = CameraUpdate.fit(CoordinateBounds(coordinate: Coordinate(55, 15), coordinate: Coordinate(40, -5)))
        var swapped = CameraUpdate.zoomIn()
        let messages = capturedWarnings { swapped = CameraUpdate.fit(CoordinateBounds(southWest: Coordinate(55, -5), northEast: Coordinate(40, 15))) }
        #expect(messages.count == 1)
        let expected = inOrder.camera(from: sydney, size: size)
        #expect(reversed.camera(from: sydney, size: size) == expected)
        #expect(swapped.camera(from: sydney, size: size) == expected)
    }

    @Test("G10 NaN or negative padding counts as 0, with a warning naming the side")
    func fitBadPadding() {
        let bounds = CoordinateBounds(coordinate: Coordinate(0, 0), coordinate: Coordinate(10, 10))
        var updates: [CameraUpdate] = []
        let messages = capturedWarnings {
            updates = [.fit(bounds, withPadding: .nan),
                       .fit(bounds, with: EdgeInsets(top: 0, left: -5, bottom: 0, right: .infinity))]
        }
        #expect(messages.count == 6)
        #expect(messages[4].contains("inset left -5.0") && messages[4].contains("used 0"))
        let zero = CameraUpdate.fit(bounds, withPadding: 0).camera(from: sydney, size: size)
        #expect(updates.allSatisfy { $0.camera(from: sydney, size: size) == zero })
    }

    @Test("G10 padding larger than the view: zoom 0 on the bounds' centre (the SDK's \"maximally zoomed out\")")
    func fitNoRoom() {
        let bounds = CoordinateBounds(coordinate: Coordinate(0, 0), coordinate: Coordinate(10, 10))
        var camera = sydney
        let messages = capturedWarnings {
            camera = CameraUpdate.fit(bounds, withPadding: 300).camera(from: sydney, size: size)
        }
        #expect(messages.isEmpty)
        #expect(camera.zoom == 0 && camera.bearing == 0 && camera.viewingAngle == 0)
        #expect(abs(camera.target.longitude - 5) < 1e-9)
        #expect(abs(camera.target.latitude - 5) < 0.05, "the Mercator centre of 0…10°N is near 5°N")
    }

    @Test("G10 bounds needing more than zoom 22 (one point) are centred at 22; bounds too big even at 0 at zoom 0, warned")
    func fitLimits() {
        let point = CoordinateBounds().includingCoordinate(Coordinate(51.5, -0.127))
        var camera = sydney
        var messages = capturedWarnings { camera = CameraUpdate.fit(point).camera(from: sydney, size: size) }
        #expect(messages.isEmpty)
        #expect(camera.zoom == 22 && abs(camera.target.latitude - 51.5) < 1e-9 && abs(camera.target.longitude - -0.127) < 1e-9)
        let huge = CoordinateBounds(southWest: Coordinate(-80, -170), northEast: Coordinate(80, 170))
        messages = capturedWarnings { camera = CameraUpdate.fit(huge, withPadding: 10).camera(from: sydney, size: CGSize(width: 200, height: 200)) }
        #expect(camera.zoom == 0)
        #expect(messages.count == 1 && messages[0].contains("does not fit") && messages[0].contains("zoom 0"))
    }

    @Test("G9 moveCamera sets the camera at once and stops an animation; animate(with:) animates to the same camera")
    @MainActor
    func mapViewCalls() {
        let map = MapView(frame: CGRect(origin: .zero, size: size), camera: sydney)
        map.padding = EdgeInsets(top: 0, left: 0, bottom: 80, right: 0)
        let update = CameraUpdate.zoom(by: -2, at: CGPoint(x: 100, y: 100))
        let expected = update.camera(from: sydney, size: size, padding: map.padding)
        map.animate(with: update)
        #expect(map.isAnimatingCamera)
        map.advance(to: map.currentTime + 10)
        #expect(!map.isAnimatingCamera && map.camera == expected)
        map.animate(with: .zoomIn())
        #expect(map.isAnimatingCamera)
        map.moveCamera(.setTarget(Coordinate(0, 0)))
        #expect(!map.isAnimatingCamera)
        #expect(map.camera.target == Coordinate(0, 0) && map.camera.zoom == expected.zoom)
    }

    @Test("G10 camera(for:insets:) is the camera a fit with those insets makes, inside the map's padding")
    @MainActor
    func cameraForBounds() {
        let map = MapView(frame: CGRect(origin: .zero, size: size), camera: sydney)
        map.padding = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        let bounds = CoordinateBounds(coordinate: Coordinate(-34, 150), coordinate: Coordinate(-33, 152))
        let insets = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        let camera = map.camera(for: bounds, insets: insets)
        #expect(camera == CameraUpdate.fit(bounds, with: insets).camera(from: sydney, size: size, padding: map.padding))
        map.moveCamera(.fit(bounds, with: insets))
        #expect(map.camera == camera)
    }
}
