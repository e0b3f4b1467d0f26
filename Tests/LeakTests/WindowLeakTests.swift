import Foundation
import InfoWindowKit
import Testing

/// Issue 7's leak check: windows opened and closed over and over must not leave memory behind.
@MainActor
@Suite("Leaks: opening and closing windows")
struct WindowLeakTests {
    /// Hands out a fresh custom window for the custom marker, so every opening builds and frees a view.
    private final class FreshViews: MapViewDelegate {
        var custom: Marker?
        func mapView(_ mapView: MapView, markerInfoWindow marker: Marker) -> View? {
            guard marker === custom else { return nil }
            let view = View(frame: CGRect(x: 0, y: 0, width: 160, height: 64))
            view.backgroundColor = .white
            view.cornerRadius = 8
            let label = Label(frame: CGRect(x: 10, y: 10, width: 140, height: 44))
            label.text = "自訂視窗 custom window"
            label.numberOfLines = 2
            view.addSubview(label)
            return view
        }
    }

    /// How many windows the check opens and closes: `LEAK_WINDOWS`, default 100,000.
    static var windowCount: Int {
        ProcessInfo.processInfo.environment["LEAK_WINDOWS"].flatMap { Int($0) }.map { max(1000, $0) } ?? 100_000
    }

    @Test("Issue 7: opening and closing 100,000 windows (default, custom, Chinese) grows resident memory by less than 2 MiB")
    func openingAndClosingWindowsDoesNotLeak() throws {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 480, height: 400),
                          camera: CameraPosition(latitude: 0, longitude: 0, zoom: 10))
        let delegate = FreshViews()
        map.delegate = delegate
        let standard = Marker(position: map.projection.coordinate(for: CGPoint(x: 120, y: 300)))
        standard.title = "London"
        standard.snippet = "Population: 8,174,100"
        let chinese = Marker(position: map.projection.coordinate(for: CGPoint(x: 240, y: 300)))
        chinese.title = "台北 101"
        chinese.snippet = "台北市信義區信義路五段7號，觀景台位於八十九樓。"
        let custom = Marker(position: map.projection.coordinate(for: CGPoint(x: 360, y: 300)))
        custom.title = "Custom"
        delegate.custom = custom
        let markers = [standard, chinese, custom]
        for marker in markers { marker.map = map }
        map.centersOnMarkerTap = false
        let emptyPoint = CGPoint(x: 20, y: 20)

        /// Opens and closes `count` windows: by code and by taps, in turn over the three markers.
        func cycle(_ count: Int) {
            for i in 0..<count {
                let marker = markers[i % 3]
                if i % 2 == 0 {
                    map.selectedMarker = marker
                    map.selectedMarker = nil
                } else {
                    guard let icon = map.iconFrame(of: marker) else { continue }
                    map.tap(at: CGPoint(x: icon.midX, y: icon.midY))
                    map.tap(at: emptyPoint)
                }
            }
        }

        cycle(5000)
        let before = try #require(ResidentMemory.bytes(), "resident memory is readable from /proc/self/statm")
        let count = Self.windowCount
        let renders = map.renderStatistics.infoWindowRenders
        cycle(count)
        let after = try #require(ResidentMemory.bytes())
        #expect(map.renderStatistics.infoWindowRenders - renders == count, "every cycle opened a window")
        #expect(map.selectedMarker == nil)
        let growth = after - before
        print("WindowLeakTests: \(count) windows opened and closed; resident memory \(before / 1024) KiB → "
              + "\(after / 1024) KiB, growth \(growth / 1024) KiB (\(Double(growth) / Double(count)) bytes per window)")
        if let sanitizer = ResidentMemory.activeSanitizer {
            // The sanitizer's allocator decides resident memory here (see `activeSanitizer`); the cycles
            // above still ran under it, and LeakSanitizer checks for unreachable memory at exit.
            print("WindowLeakTests: built with the \(sanitizer) sanitizer, so the resident-memory figure is not compared")
        } else {
            #expect(growth < 2 * 1024 * 1024, "resident memory grew by \(growth / 1024) KiB")
        }
    }
}
