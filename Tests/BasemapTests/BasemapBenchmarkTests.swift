import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// Frame times with the basemap, printed (never asserted: speed is measured, not tested). For the
/// release figure run `swift test -c release --filter BasemapBenchmark`.
@MainActor
@Suite("Basemap: frame time benchmark")
struct BasemapBenchmarkTests {
    static let scenes: [(String, CameraPosition)] = [
        ("world z2.3", CameraPosition(latitude: 20, longitude: 10, zoom: 2.3)),
        ("Europe z5", CameraPosition(latitude: 50, longitude: 5, zoom: 5)),
        ("London z10", CameraPosition(latitude: 51.5074, longitude: -0.1278, zoom: 10)),
        ("London z8 bearing 30 tilt 60", CameraPosition(latitude: 51.5074, longitude: -0.1278, zoom: 8, bearing: 30, viewingAngle: 60)),
    ]

    /// A 1280×800 map with `markers` markers spread over the view and one window open.
    private func map(_ camera: CameraPosition, markers: Int) -> MapView {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800), camera: camera)
        var generator = SystemRandomNumberGenerator()
        var last: Marker?
        for i in 0..<markers {
            let p = CGPoint(x: Double(i % 40) * 32 + Double.random(in: 0..<8, using: &generator),
                            y: Double(i / 40 % 25) * 32 + 20)
            let marker = Marker(position: map.projection.coordinate(for: p))
            marker.title = "Marker \(i)"
            marker.map = map
            last = marker
        }
        map.selectedMarker = last
        return map
    }

    private func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    @Test("Benchmark: a full 1280×800 frame with the basemap and 1,000 markers")
    func frameTimes() {
        let repetitions = 15
        var report: [String] = []
        for (name, camera) in Self.scenes {
            let withBasemap = map(camera, markers: 1000)
            let without = map(camera, markers: 1000)
            without.basemap = nil
            _ = withBasemap.snapshot()
            _ = without.snapshot()
            func time(_ map: MapView) -> [Double] {
                (0..<repetitions).map { _ in
                    let start = ContinuousClock.now
                    _ = map.snapshot()
                    let elapsed = ContinuousClock.now - start
                    return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
                }
            }
            let a = time(withBasemap), b = time(without)
            report.append(String(format: "%-30@ basemap %6.2f ms (min %6.2f, max %6.2f) · no basemap %6.2f ms",
                                 name as NSString, median(a), a.min()!, a.max()!, median(b)))
            #expect(withBasemap.renderStatistics.frames == repetitions + 1)
        }
        print("frame_ms at 1280×800, 1,000 markers, one window (median of \(repetitions)):\n" + report.joined(separator: "\n"))
    }
}
