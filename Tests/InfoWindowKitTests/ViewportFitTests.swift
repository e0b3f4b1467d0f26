import Foundation
import Testing
import InfoWindowKit

/// ``ViewportFit``: the camera that shows every item whole at the largest zoom (D66), which the
/// server's implicit positioning and the tools' `--fit` share.
@Suite("ViewportFit: fitting a view to things on the map")
struct ViewportFitTests {
    /// Pixels of `coordinate` in a world of 256·2^zoom points, by the textbook formulas (not the
    /// library's projection).
    private func pixel(_ coordinate: Coordinate, zoom: Double) -> CGPoint {
        let world = 256 * pow(2, zoom)
        let x = (coordinate.longitude + 180) / 360 * world
        let sine = sin(coordinate.latitude * .pi / 180)
        let y = (0.5 - log((1 + sine) / (1 - sine)) / (4 * .pi)) * world
        return CGPoint(x: x, y: y)
    }

    /// Whether every item lies whole inside a view of `size` looking at `camera`.
    private func inside(_ items: [FitItem], _ camera: CameraPosition, _ size: CGSize) -> Bool {
        let middle = pixel(camera.target, zoom: camera.zoom)
        return items.allSatisfy { item in
            let p = pixel(item.coordinate, zoom: camera.zoom)
            return p.x - item.extent.left >= middle.x - size.width / 2 - 1e-6
                && p.x + item.extent.right <= middle.x + size.width / 2 + 1e-6
                && p.y - item.extent.top >= middle.y - size.height / 2 - 1e-6
                && p.y + item.extent.bottom <= middle.y + size.height / 2 + 1e-6
        }
    }

    /// The width and height of the items' box at `zoom`, in points.
    private func span(_ items: [FitItem], zoom: Double) -> CGSize {
        let boxes = items.map { item -> CGRect in
            let p = pixel(item.coordinate, zoom: zoom)
            return CGRect(x: p.x - item.extent.left, y: p.y - item.extent.top,
                          width: item.extent.left + item.extent.right, height: item.extent.top + item.extent.bottom)
        }
        let union = boxes.dropFirst().reduce(boxes[0]) { $0.union($1) }
        return union.size
    }

    @Test("D66 points are shown whole at the largest whole zoom, and do not fit at the next one")
    func largestZoom() throws {
        let items = [Coordinate(latitude: 40.737102, longitude: -73.990318), Coordinate(latitude: 40.755823, longitude: -73.986397)]
            .map { FitItem($0, extent: EdgeInsets(all: 2.5)) }
        let size = CGSize(width: 512, height: 512)
        let camera = try #require(ViewportFit.camera(fitting: items, in: size))
        #expect(camera.zoom == camera.zoom.rounded())
        #expect(inside(items, camera, size))
        let next = span(items, zoom: camera.zoom + 1)
        #expect(next.width > size.width || next.height > size.height)
        let fine = try #require(ViewportFit.camera(fitting: items, in: size, wholeZoom: false))
        #expect(fine.zoom >= camera.zoom && fine.zoom < camera.zoom + 1)
        #expect(inside(items, fine, size))
    }

    @Test("D66 a pin's whole picture is kept in view: it reaches up from its point")
    func pins() throws {
        let pin = EdgeInsets(top: 43, left: 13.5, bottom: 0, right: 13.5)
        let points = [Coordinate(latitude: 51.5, longitude: -0.2), Coordinate(latitude: 51.52, longitude: -0.05)]
        let size = CGSize(width: 300, height: 200)
        let bare = try #require(ViewportFit.camera(fitting: points.map { FitItem($0) }, in: size))
        let pinned = try #require(ViewportFit.camera(fitting: points.map { FitItem($0, extent: pin) }, in: size))
        #expect(pinned.zoom <= bare.zoom)
        #expect(inside(points.map { FitItem($0, extent: pin) }, pinned, size))
        // The view's centre is above the points' middle: the pins' heads are above them.
        #expect(pinned.target.latitude > (points[0].latitude + points[1].latitude) / 2)
    }

    @Test("D66 with a centre, only the zoom is chosen, and everything fits around that centre")
    func aroundCenter() throws {
        let center = Coordinate(latitude: 48.85, longitude: 2.35)
        let items = [FitItem(Coordinate(latitude: 48.9, longitude: 2.3)), FitItem(Coordinate(latitude: 48.86, longitude: 2.6))]
        let size = CGSize(width: 400, height: 300)
        let camera = try #require(ViewportFit.camera(fitting: items, in: size, center: center))
        #expect(camera.target.latitude.isApproximatelyEqual(to: center.latitude) && camera.target.longitude.isApproximatelyEqual(to: center.longitude))
        #expect(inside(items, camera, size))
        #expect(!inside(items, CameraPosition(target: center, zoom: camera.zoom + 1), size))
        let free = try #require(ViewportFit.camera(fitting: items, in: size))
        #expect(free.zoom >= camera.zoom)
    }

    @Test("D66 points on both sides of the 180th meridian are fitted across it, not around the world")
    func antimeridian() throws {
        let items = [FitItem(Coordinate(latitude: -17, longitude: 179)), FitItem(Coordinate(latitude: -18, longitude: -179))]
        let camera = try #require(ViewportFit.camera(fitting: items, in: CGSize(width: 400, height: 400)))
        #expect(camera.zoom >= 6)
        #expect(abs(camera.target.longitude) > 179)
    }

    @Test("D66 one point gets the top of the zoom range; nothing to fit, no padding room or bad padding give nil")
    func edges() {
        let one = [FitItem(Coordinate(latitude: 10, longitude: 10))]
        #expect(ViewportFit.camera(fitting: one, in: CGSize(width: 100, height: 100), zoomRange: 0...18)?.zoom == 18)
        #expect(ViewportFit.camera(fitting: [], in: CGSize(width: 100, height: 100)) == nil)
        #expect(ViewportFit.camera(fitting: one, in: CGSize(width: 100, height: 100), padding: EdgeInsets(all: 50)) == nil)
        #expect(ViewportFit.camera(fitting: one, in: CGSize(width: 100, height: 100), padding: EdgeInsets(top: .nan)) == nil)
        let world = [FitItem(Coordinate(latitude: 80, longitude: -170)), FitItem(Coordinate(latitude: -80, longitude: 10))]
        #expect(ViewportFit.camera(fitting: world, in: CGSize(width: 100, height: 100), zoomRange: 2...10)?.zoom == 2)
    }

    @Test("D66 padding keeps the items off the view's edges")
    func padding() throws {
        let items = [FitItem(Coordinate(latitude: 0, longitude: 0)), FitItem(Coordinate(latitude: 1, longitude: 1))]
        let size = CGSize(width: 400, height: 400)
        let tight = try #require(ViewportFit.camera(fitting: items, in: size, wholeZoom: false))
        let padded = try #require(ViewportFit.camera(fitting: items, in: size, padding: EdgeInsets(top: 0, left: 100, bottom: 0, right: 0), wholeZoom: false))
        #expect(padded.zoom < tight.zoom)
        // The box sits in the right 300 points: the view's centre is left of the box's.
        #expect(padded.target.longitude < tight.target.longitude)
    }
}

private extension Double {
    func isApproximatelyEqual(to other: Double) -> Bool { abs(self - other) < 1e-9 }
}
