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

/// Golden images of info windows and markers (issue "Pixels").
@MainActor
@Suite("Rendering: golden images")
struct InfoWindowRenderingTests {
    /// A 360×260 map at London, zoom 12, with one marker near the bottom centre.
    private func scene(title: String?, snippet: String? = nil, size: CGSize = CGSize(width: 360, height: 260),
                       configure: (MapView, Marker) -> Void = { _, _ in }) -> (MapView, Marker) {
        let map = MapView(frame: CGRect(origin: .zero, size: size),
                          camera: CameraPosition(latitude: 51.5, longitude: -0.127, zoom: 12))
        map.basemap = nil
        let marker = Marker(position: map.projection.coordinate(for: CGPoint(x: size.width / 2, y: size.height - 24)))
        marker.title = title
        marker.snippet = snippet
        marker.map = map
        configure(map, marker)
        map.selectedMarker = marker
        return (map, marker)
    }

    final class Views: MapViewDelegate {
        var window: View?
        var contents: View?
        func mapView(_ mapView: MapView, markerInfoWindow marker: Marker) -> View? { window }
        func mapView(_ mapView: MapView, markerInfoContents marker: Marker) -> View? { contents }
    }

    @Test("B2 R3 title only")
    func titleOnly() {
        let (map, _) = scene(title: "London")
        goldens.assert(map.snapshot(), named: "title-only")
    }

    @Test("B2 R3 title and snippet")
    func titleAndSnippet() {
        let (map, _) = scene(title: "London", snippet: "Population: 8,174,100")
        goldens.assert(map.snapshot(), named: "title-snippet")
    }

    @Test("R13 a long Latin snippet wraps")
    func latinWrap() {
        let (map, _) = scene(title: "Westminster",
                             snippet: "The Palace of Westminster serves as the meeting place for both the House of Commons and the House of Lords.")
        goldens.assert(map.snapshot(), named: "wrap-latin")
    }

    @Test("R13 a long Chinese snippet wraps between ideographs")
    func chineseWrap() {
        let (map, _) = scene(title: "倫敦",
                             snippet: "資訊視窗可讓您在使用者輕觸標記時向使用者顯示資訊。系統一次只會顯示一個資訊視窗。")
        goldens.assert(map.snapshot(), named: "wrap-chinese")
    }

    @Test("R14 a snippet long enough to be truncated ends with an ellipsis")
    func truncated() {
        let text = String(repeating: "This snippet goes on and on, far past what the window can hold. ", count: 40)
        let (map, _) = scene(title: "Truncated", snippet: text, size: CGSize(width: 360, height: 300))
        let frame = map.infoWindowFrame!
        #expect(frame.height <= 180.001, "60% of a 300 pt map")
        goldens.assert(map.snapshot(), named: "truncated")
    }

    @Test("R13 an Arabic title is laid out right to left")
    func arabic() {
        let (map, _) = scene(title: "القاهرة", snippet: "عاصمة مصر وأكبر مدنها")
        let layout = map.selection.shown!.layout
        #expect(layout.title!.isRightToLeft)
        #expect(layout.snippet!.isRightToLeft)
        goldens.assert(map.snapshot(), named: "arabic")
    }

    @Test("R15 a custom window that is an image alone")
    func customImageWindow() {
        let views = Views()
        let image = ImageView(image: TestImages.named("photo"))
        views.window = image
        let (map, _) = scene(title: "Sydney") { map, _ in map.delegate = views }
        #expect(map.infoWindowFrame!.size == CGSize(width: 160, height: 100))
        goldens.assert(map.snapshot(), named: "custom-window-image")
    }

    @Test("R16 custom contents (an image) inside the default frame")
    func customContentsImage() {
        let views = Views()
        let image = ImageView(frame: CGRect(x: 0, y: 0, width: 120, height: 75))
        image.image = TestImages.named("photo")
        image.contentMode = .scaleAspectFill
        image.cornerRadius = 4
        image.clipsToBounds = true
        views.contents = image
        let (map, _) = scene(title: "Melbourne") { map, _ in map.delegate = views }
        goldens.assert(map.snapshot(), named: "custom-contents-image")
    }

    @Test("R15 a custom window with a title, a snippet, an image and a border")
    func customComposite() {
        let views = Views()
        let window = View(frame: CGRect(x: 0, y: 0, width: 230, height: 86))
        window.backgroundColor = Color(red: 1, green: 0.98, blue: 0.92)
        window.cornerRadius = 10
        window.borderWidth = 2
        window.borderColor = Color(red: 0.85, green: 0.55, blue: 0.1)
        window.clipsToBounds = true
        let badge = ImageView(image: TestImages.named("badge"))
        badge.frame.origin = CGPoint(x: 12, y: 12)
        let title = Label(frame: CGRect(x: 52, y: 10, width: 170, height: 22))
        title.text = "Brisbane"
        title.font = .boldSystemFont(ofSize: 16)
        let snippet = Label(frame: CGRect(x: 52, y: 34, width: 170, height: 44))
        snippet.text = "Capital of Queensland, on the Brisbane River."
        snippet.font = .systemFont(ofSize: 12)
        snippet.textColor = .darkGray
        snippet.numberOfLines = 0
        for v in [badge, title, snippet] as [View] { window.addSubview(v) }
        views.window = window
        let (map, _) = scene(title: "Brisbane") { map, _ in map.delegate = views }
        goldens.assert(map.snapshot(), named: "custom-window-composite")
    }

    @Test("R20 infoWindowAnchor (0.5, 0.5) on a custom house icon")
    func houseAnchor() {
        let (map, marker) = scene(title: "Home", snippet: "infoWindowAnchor (0.5, 0.5)") { _, marker in
            marker.icon = TestImages.named("house")
            marker.infoWindowAnchor = CGPoint(x: 0.5, y: 0.5)
        }
        let p = map.projection.point(for: marker.position)
        #expect(abs(map.infoWindowFrame!.maxY - (p.y - 44)) < 1e-9, "the tip is at the middle of the 88 pt house")
        goldens.assert(map.snapshot(), named: "house-anchor")
    }

    @Test("R2 the map at bearing 45 and tilt 45 keeps the window upright")
    func bearingTilt() {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 360, height: 260),
                          camera: CameraPosition(latitude: 51.5, longitude: -0.127, zoom: 12, bearing: 45, viewingAngle: 45))
        map.basemap = nil
        let marker = Marker(position: map.projection.coordinate(for: CGPoint(x: 180, y: 220)))
        marker.title = "Upright"
        marker.snippet = "bearing 45°, tilt 45°"
        marker.map = map
        map.selectedMarker = marker
        goldens.assert(map.snapshot(), named: "bearing45-tilt45")
    }

    @Test("B2 scale 2 draws the same map at twice the pixels")
    func scale2() {
        let (map, _) = scene(title: "London", snippet: "Population: 8,174,100")
        map.scale = 2
        let image = map.snapshot()
        #expect(image.pixelWidth == 720 && image.pixelHeight == 520)
        #expect(image.size == CGSize(width: 360, height: 260))
        goldens.assert(image, named: "scale2")
    }

    @Test("R19 a flat, rotated marker turns with the map")
    func flatRotated() {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 240, height: 200),
                          camera: CameraPosition(latitude: 51.5, longitude: -0.127, zoom: 12, bearing: 30, viewingAngle: 40))
        map.basemap = nil
        let flat = Marker(position: map.projection.coordinate(for: CGPoint(x: 80, y: 120)))
        flat.icon = TestImages.named("house")
        flat.isFlat = true
        flat.rotation = 45
        flat.groundAnchor = CGPoint(x: 0.5, y: 0.5)
        flat.map = map
        let upright = Marker(position: map.projection.coordinate(for: CGPoint(x: 170, y: 120)))
        upright.icon = TestImages.named("house")
        upright.rotation = 45
        upright.groundAnchor = CGPoint(x: 0.5, y: 0.5)
        upright.map = map
        goldens.assert(map.snapshot(), named: "flat-rotated")
    }

    @Test("R11 ten overlapping markers drawn by zIndex, the window above all")
    func overlapping() {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 320, height: 220),
                          camera: CameraPosition(latitude: 51.5, longitude: -0.127, zoom: 12))
        map.basemap = nil
        var markers: [Marker] = []
        let colors: [Color] = [.red, .orange, .yellow, .green, .cyan, .blue, .purple, .magenta, .brown, .gray]
        for i in 0..<10 {
            let m = Marker(position: map.projection.coordinate(for: CGPoint(x: 70 + Double(i) * 20, y: 160 - Double(i % 3) * 6)))
            m.icon = Marker.markerImage(with: colors[i])
            m.zIndex = Int32((i * 7) % 10)
            m.map = map
            markers.append(m)
        }
        markers[5].zIndex = -1
        markers[5].title = "Bottom of the pile"
        markers[5].snippet = "zIndex −1, yet its window is above every marker"
        map.selectedMarker = markers[5]
        goldens.assert(map.snapshot(), named: "overlapping-zindex")
    }

    @Test("Markup-looking text is drawn literally, never interpreted")
    func markupLiteral() {
        let (map, _) = scene(title: "<b>&amp;</b>", snippet: "1 < 2 && 3 > 2")
        let title = map.selection.shown!.layout.title!
        let plain = TextLayout(runs: [.init(text: "&", font: map.infoWindowStyle.titleFont, color: nil)], width: 260)
        #expect(title.size.width > plain.size.width * 6, "all twelve characters are laid out")
        goldens.assert(map.snapshot(), named: "markup-literal")
    }

    @Test("B2 the same map gives identical pixels every time")
    func deterministic() {
        let (map, _) = scene(title: "London", snippet: "Population: 8,174,100")
        let first = map.snapshot(), second = map.snapshot()
        #expect(ImageComparison(first, second, tolerance: .exact).matches)
        #expect(first.pngData() == second.pngData())
    }
}
