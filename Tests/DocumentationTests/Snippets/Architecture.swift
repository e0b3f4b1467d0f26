// The code of docs/architecture.md ("Adding a kind of layer"): the smallest layer, and the tests of R31's
// stack that run it.
import Foundation
import InfoWindowKit
import Testing

// snippet.grid-layer
/// The smallest kind of layer: a grid of lines every 64 points over the
/// ground, under the markers, that takes taps within 6 points of a line.
@MainActor
final class GridLayer: MapLayer {
    let spacing: CGFloat = 64
    private(set) var taps: [CGPoint] = []

    var slot: LayerSlot { .overlays }

    func draw(_ frame: LayerFrame, in canvas: Canvas) {
        let size = frame.bounds.size
        var grid = Path()
        for x in stride(from: spacing, to: size.width, by: spacing) {
            grid.move(to: CGPoint(x: x, y: 0))
            grid.line(to: CGPoint(x: x, y: size.height))
        }
        for y in stride(from: spacing, to: size.height, by: spacing) {
            grid.move(to: CGPoint(x: 0, y: y))
            grid.line(to: CGPoint(x: size.width, y: y))
        }
        let blue = Color(red: 0.1, green: 0.3, blue: 0.9)
        canvas.stroke(grid, color: blue, lineWidth: 2)
    }

    func hitTest(_ point: CGPoint, projection: Projection) -> LayerHit? {
        let dx = point.x.truncatingRemainder(dividingBy: spacing)
        let dy = point.y.truncatingRemainder(dividingBy: spacing)
        let gap = min(dx, spacing - dx, dy, spacing - dy)
        return gap <= 6 ? .layer(self, point) : nil
    }

    func tapped(at point: CGPoint, on map: MapView) {
        taps.append(point)
    }
}

// Putting it on a map:
@MainActor
func addGrid(to map: MapView) -> GridLayer {
    let grid = GridLayer()
    map.layers.insert(grid)
    return grid
}
// snippet.end

/// R31: one ordered stack that every frame and every tap walks (docs/architecture.md, "Adding a kind of
/// layer"): an overlay-slot layer draws over the ground and under the markers, and takes the taps the
/// window and the markers leave it.
@MainActor
@Suite("R31 the map is one stack of layers")
struct LayerStackTests {
    private func map() -> (MapView, GridLayer, TapLog) {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 320, height: 256),
                          camera: CameraPosition(latitude: 0, longitude: 0, zoom: 3))
        map.basemap = nil
        map.showsGraticule = false
        let grid = addGrid(to: map)
        let recorder = TapLog()
        map.delegate = recorder
        return (map, grid, recorder)
    }

    private func pixel(_ image: Image, _ x: Int, _ y: Int) -> Color {
        image.withUnsafePixelBytes { bytes, stride in
            let i = y * stride + x * 4
            // Cairo's ARGB32, native-endian (little-endian here): B, G, R, A.
            return Color(red: Double(bytes[i + 2]) / 255, green: Double(bytes[i + 1]) / 255,
                         blue: Double(bytes[i]) / 255, alpha: Double(bytes[i + 3]) / 255)
        }
    }

    @Test("R31 a layer of the overlay slot draws over the ground and under the markers")
    func drawOrder() {
        let (map, _, _) = map()
        let before = map.snapshot()
        #expect(pixel(before, 64, 100).blue > 0.8, "the grid line at x = 64 is drawn over the background")
        #expect(pixel(before, 100, 100).blue < 0.95 && pixel(before, 100, 100).red > 0.8, "between lines: the background")
        // A marker whose pin covers the line at x = 64: the pin's red body is drawn over the blue line.
        let marker = Marker(position: map.projection.coordinate(for: CGPoint(x: 64, y: 140)))
        marker.map = map
        let after = map.snapshot()
        let body = pixel(after, 64, 127)
        #expect(body.red > 0.7 && body.blue < 0.4, "the marker is above the layer whatever the insertion order")
    }

    @Test("R31 R32 a tap near a grid line goes to the layer, not to didTapAt; a tap between lines is a map tap")
    func taps() {
        let (map, grid, recorder) = map()
        map.tap(at: CGPoint(x: 130, y: 100))
        #expect(grid.taps == [CGPoint(x: 130, y: 100)])
        #expect(!recorder.log.contains { $0.hasPrefix("didTapAt") })
        map.tap(at: CGPoint(x: 100, y: 100))
        #expect(grid.taps.count == 1)
        #expect(recorder.log.contains { $0.hasPrefix("didTapAt") })
    }

    @Test("R31 R24 a marker on a grid line takes the tap before the layer; the open window before both")
    func markersAndWindowFirst() {
        let (map, grid, recorder) = map()
        let marker = Marker(position: map.projection.coordinate(for: CGPoint(x: 192, y: 200)))
        marker.title = "On the line"
        marker.map = map
        map.centersOnMarkerTap = false
        map.tap(at: CGPoint(x: 192, y: 185))
        #expect(map.selectedMarker === marker)
        #expect(grid.taps.isEmpty)
        let window = map.infoWindowFrame
        #expect(window != nil)
        if let window {
            map.tap(at: CGPoint(x: window.midX, y: window.minY + 4))
            #expect(recorder.log.contains { $0.hasPrefix("didTapInfoWindow") })
            #expect(grid.taps.isEmpty)
        }
    }

    @Test("R31 the stack orders by slot, then zIndex, then order added; re-inserting changes nothing")
    func ordering() {
        final class Probe: MapLayer {
            let name: String
            let slot: LayerSlot
            let zIndex: Int32
            init(_ name: String, _ slot: LayerSlot, _ zIndex: Int32) { (self.name, self.slot, self.zIndex) = (name, slot, zIndex) }
            func draw(_ frame: LayerFrame, in canvas: Canvas) {}
        }
        var stack = LayerStack()
        let probes = [Probe("window", .infoWindow, 0), Probe("b", .overlays, 1), Probe("ground", .basemap, 9),
                      Probe("a", .overlays, 1), Probe("low", .overlays, -5), Probe("dot", .location, 0),
                      Probe("pins", .markers, -100), Probe("credit", .chrome, 0)]
        for probe in probes { stack.insert(probe) }
        stack.insert(probes[1])
        let names = stack.ordered().compactMap { ($0 as? Probe)?.name }
        #expect(names == ["ground", "low", "b", "a", "dot", "pins", "window", "credit"])
    }
}

/// The map events of the stack tests, by name.
@MainActor
final class TapLog: MapViewDelegate {
    var log: [String] = []
    func mapView(_ mapView: MapView, didTapAt coordinate: Coordinate) { log.append("didTapAt") }
    func mapView(_ mapView: MapView, didTapInfoWindowOf marker: Marker) { log.append("didTapInfoWindow") }
}
