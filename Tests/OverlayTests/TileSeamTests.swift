import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowMap
import InfoWindowGraphics
import TestSupport

/// Seams between the tiles of one layer (issue 21/24, D191): tiles that are all the same translucent
/// colour over a plain background make one uniform picture — no lighter line where two tiles meet.
@MainActor
@Suite("Tile seams (D191)")
struct TileSeamTests {
    /// The largest difference (summed over red, green, blue, alpha) between any pixel of `image` and
    /// its centre pixel, and where it is.
    private func largestDeviation(_ image: Image) -> (amount: Double, x: Int, y: Int) {
        let w = image.pixelWidth, h = image.pixelHeight
        guard let centre = image.color(atPixelX: w / 2, y: h / 2) else { return (.infinity, 0, 0) }
        var worst = (amount: 0.0, x: 0, y: 0)
        for y in 0..<h {
            for x in 0..<w {
                guard let c = image.color(atPixelX: x, y: y) else { return (.infinity, x, y) }
                let d = abs(c.red - centre.red) + abs(c.green - centre.green) + abs(c.blue - centre.blue) + abs(c.alpha - centre.alpha)
                if d > worst.amount { worst = (d, x, y) }
            }
        }
        return worst
    }

    /// A map with no basemap and no graticule (plain paper) under a layer whose every tile is translucent red.
    private func snapshot(_ camera: CameraPosition, scale: CGFloat = 1, opacity: Float = 1) -> Image {
        let map = OverlayFixtures.map(camera, size: CGSize(width: 300, height: 240))
        map.scale = scale
        map.showsGraticule = false
        let layer = CountingTileLayer { _, _, _ in TileFixtures.solid(side: 256, red: 0.9, green: 0.1, blue: 0.1, alpha: 0.5) }
        layer.opacity = opacity
        layer.map = map
        return map.snapshot()
    }

    // Two 8-bit roundings (the tile's colour, the composite) may differ by one level per channel.
    private let roundingSlack = 4.5 / 255

    @Test("D191 at bearing 0 and a fractional zoom, every pixel matches the interior's", arguments: [1.0, 2.0])
    func axisAligned(scale: Double) {
        let image = snapshot(CameraPosition(latitude: 12.3, longitude: 7.7, zoom: 3.37), scale: CGFloat(scale))
        let worst = largestDeviation(image)
        #expect(worst.amount <= roundingSlack, "pixel (\(worst.x), \(worst.y)) differs by \(worst.amount)")
    }

    @Test("D191 with the layer's opacity below 1, every pixel matches the interior's")
    func translucentLayer() {
        let image = snapshot(CameraPosition(latitude: 12.3, longitude: 7.7, zoom: 3.37), opacity: 0.7)
        let worst = largestDeviation(image)
        #expect(worst.amount <= roundingSlack, "pixel (\(worst.x), \(worst.y)) differs by \(worst.amount)")
    }

    @Test("D191 under a turned and a tilted camera, the seams show no line")
    func turned() {
        for camera in [CameraPosition(latitude: 12.3, longitude: 7.7, zoom: 3.37, bearing: 33),
                       CameraPosition(latitude: 12.3, longitude: 7.7, zoom: 3.37, bearing: 21, viewingAngle: 30)] {
            let worst = largestDeviation(snapshot(camera))
            #expect(worst.amount <= roundingSlack, "bearing \(camera.bearing), tilt \(camera.viewingAngle): pixel (\(worst.x), \(worst.y)) differs by \(worst.amount)")
        }
    }
}
