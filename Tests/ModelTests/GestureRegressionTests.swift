import Foundation
import InfoWindowKit
import Testing

/// Failures the model test found, kept as plain tests so they stay fixed.
@MainActor
@Suite("Regressions found by the model test")
struct GestureRegressionTests {
    /// Counts the delegate calls that tell taps from long presses.
    private final class PressLog: MapViewDelegate {
        var calls: [String] = []
        func mapView(_ mapView: MapView, didTapAt coordinate: Coordinate) { calls.append("didTapAt") }
        func mapView(_ mapView: MapView, didLongPressAt coordinate: Coordinate) { calls.append("didLongPressAt") }
    }

    @Test("R24 longPress(at:) and a release exactly 0.5 s after the press are long presses at any clock time")
    func longPressAtAnyClockTime() {
        // Seed 2 of the model test: at some clock readings (start + 0.5) - start rounds to just under
        // 0.5, and a press held exactly 0.5 s ended as a tap.
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 400, height: 300),
                          camera: CameraPosition(latitude: 0, longitude: 0, zoom: 10))
        let log = PressLog()
        map.delegate = log
        let point = CGPoint(x: 50, y: 250)
        map.advance(to: 255.53333333333777)
        map.longPress(at: point)
        #expect(log.calls == ["didLongPressAt"], "the clock reading seed 2 reached")
        var taps = 0
        for _ in 0..<3000 {
            map.advance(to: map.currentTime + 1.0 / 60)
            log.calls = []
            map.longPress(at: point)
            if log.calls != ["didLongPressAt"] { taps += 1 }
            // The host's own events: a press released exactly 0.5 s later, with no clock tick between.
            let start = map.currentTime + 1.0 / 60
            log.calls = []
            map.handle(PointerEvent(.down, at: point, time: start))
            map.handle(PointerEvent(.up, at: point, time: start + 0.5))
            if log.calls != ["didLongPressAt"] { taps += 1 }
        }
        #expect(taps == 0, "presses held 0.5 s that ended as something else than one long press")
    }
}
