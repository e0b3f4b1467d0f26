// The code of the article "Custom info windows" (InfoWindowKit.docc/CustomWindows.md), and the tests
// that run it and draw its pictures.
import Foundation
import InfoWindowKit
import Testing

// snippet.card
/// A card for `marker`: a coloured band, the title in bold, the snippet.
@MainActor
func makeCard(for marker: Marker) -> View {
    let card = View(frame: CGRect(x: 0, y: 0, width: 220, height: 92))
    card.backgroundColor = .white
    card.cornerRadius = 12
    card.borderWidth = 1
    card.borderColor = Color(white: 0.8)
    card.clipsToBounds = true  // the band follows the rounded corners

    let band = View(frame: CGRect(x: 0, y: 0, width: 220, height: 10))
    band.backgroundColor = Color(red: 0.23, green: 0.44, blue: 0.82)
    card.addSubview(band)

    let title = Label(frame: CGRect(x: 14, y: 20, width: 192, height: 22))
    title.text = marker.title
    title.font = .boldSystemFont(ofSize: 16)
    card.addSubview(title)

    let snippet = Label(frame: CGRect(x: 14, y: 44, width: 192, height: 36))
    snippet.text = marker.snippet
    snippet.font = .systemFont(ofSize: 13)
    snippet.textColor = .darkGray
    snippet.numberOfLines = 2
    card.addSubview(snippet)
    return card
}
// snippet.end

// snippet.delegate
/// Sydney gets a card of its own (the whole window); Brisbane a line inside
/// the standard frame; the others the standard title and snippet.
@MainActor
final class CityWindows: MapViewDelegate {
    func mapView(_ mapView: MapView,
                 markerInfoWindow marker: Marker) -> View? {
        marker.title == "Sydney" ? makeCard(for: marker) : nil
    }

    func mapView(_ mapView: MapView,
                 markerInfoContents marker: Marker) -> View? {
        guard marker.title == "Brisbane" else { return nil }
        let sunny = Label()
        sunny.text = "☀ 28 °C, sunny"
        sunny.font = .boldSystemFont(ofSize: 15)
        sunny.sizeToFit()  // a view without a size is sized by sizeThatFits
        return sunny
    }
}
// snippet.end

// snippet.buttons
/// A window with a "Book" button: a tap inside a window reports the view
/// under it whose tag is not 0.
@MainActor
final class Booking: MapViewDelegate {
    var booked: [String] = []

    func mapView(_ mapView: MapView,
                 markerInfoWindow marker: Marker) -> View? {
        let window = View(frame: CGRect(x: 0, y: 0, width: 160, height: 44))
        window.backgroundColor = .white
        window.cornerRadius = 8
        let book = Label(frame: CGRect(x: 96, y: 8, width: 56, height: 28))
        book.text = "Book"
        book.textAlignment = .center
        book.backgroundColor = Color(red: 0.55, green: 0.85, blue: 0.6)
        book.tag = 1
        window.addSubview(book)
        return window
    }

    func mapView(_ mapView: MapView, didTapInfoWindowOf marker: Marker,
                 at location: InfoWindowTapLocation) {
        if location.tag == 1 { booked.append(marker.title ?? "") }
    }
}
// snippet.end

/// Three cities on a map of eastern Australia, with ``CityWindows`` as the delegate.
@MainActor
func australia() -> (mapView: MapView, windows: CityWindows, cities: [String: Marker]) {
    let mapView = MapView(frame: CGRect(x: 0, y: 0, width: 480, height: 360),
                          camera: CameraPosition(latitude: -31, longitude: 149.5, zoom: 4.4))
    mapView.centersOnMarkerTap = false
    var cities: [String: Marker] = [:]
    for (name, snippet, latitude, longitude) in [("Sydney", "Harbour city, New South Wales", -33.8568, 151.2153),
                                                 ("Brisbane", "River city, Queensland", -27.4698, 153.0251),
                                                 ("Melbourne", "Capital of Victoria", -37.8136, 144.9631)] {
        let marker = Marker(position: Coordinate(latitude: latitude, longitude: longitude))
        marker.title = name
        marker.snippet = snippet
        marker.map = mapView
        cities[name] = marker
    }
    let windows = CityWindows()
    mapView.delegate = windows
    return (mapView, windows, cities)
}

@MainActor
@Suite("DOC5 Custom info windows: the article's code runs and draws its pictures")
struct CustomWindowsTests {
    @Test("DOC5 R15 Sydney's card is the whole window, as large as the card")
    func cardIsTheWholeWindow() throws {
        let (mapView, windows, cities) = australia()
        defer { withExtendedLifetime(windows) {} }  // the map holds its delegate weakly
        mapView.selectedMarker = cities["Sydney"]
        let frame = try #require(mapView.infoWindowFrame)
        #expect(frame.size == CGSize(width: 220, height: 92), "no frame or tail around a custom window")
        #expect(mapView.infoWindowAccessibilityLabel == "Sydney, Harbour city, New South Wales")
        pictures(of: "InfoWindowKit").assert(mapView.snapshot(), named: "custom-window-card")
    }

    @Test("DOC5 R16 Brisbane's line sits inside the standard frame; Melbourne keeps the default window")
    func contentsInsideTheFrame() throws {
        let (mapView, windows, cities) = australia()
        defer { withExtendedLifetime(windows) {} }
        mapView.selectedMarker = cities["Brisbane"]
        let content = try #require(mapView.infoWindowContentFrame)
        let window = try #require(mapView.infoWindowFrame)
        #expect(window.contains(content) && window.height > content.height, "the frame and tail surround the contents")
        #expect(mapView.infoWindowAccessibilityLabel == "☀ 28 °C, sunny")
        pictures(of: "InfoWindowKit").assert(mapView.snapshot(), named: "custom-window-contents")
        mapView.selectedMarker = cities["Melbourne"]
        #expect(mapView.infoWindowContentFrame == nil)
        #expect(mapView.infoWindowAccessibilityLabel == "Melbourne, Capital of Victoria")
    }

    @Test("DOC5 R17 R18 an untracked window keeps what it opened with; a tracked one shows the change")
    func tracking() throws {
        let (mapView, windows, cities) = australia()
        defer { withExtendedLifetime(windows) {} }
        let melbourne = try #require(cities["Melbourne"])
        mapView.selectedMarker = melbourne
        melbourne.snippet = "Open late tonight"
        mapView.advance(to: 1)
        #expect(mapView.infoWindowAccessibilityLabel == "Melbourne, Capital of Victoria", "R17: a snapshot")
        // snippet.tracking
        // draw the open window again when it changes (R18)
        melbourne.tracksInfoWindowChanges = true
        melbourne.snippet = "Open late tonight"
        mapView.advance(to: 2)  // the next frame shows the new snippet
        // stop: each change costs a render
        melbourne.tracksInfoWindowChanges = false
        // snippet.end
        #expect(mapView.infoWindowAccessibilityLabel == "Melbourne, Open late tonight")
    }

    @Test("DOC5 B1 a tap on the tagged Book label reports its tag; a tap elsewhere in the window does not")
    func buttons() throws {
        let mapView = MapView(frame: CGRect(x: 0, y: 0, width: 400, height: 300),
                              camera: CameraPosition(latitude: 60.17, longitude: 24.94, zoom: 14))
        let cafe = Marker(position: Coordinate(latitude: 60.17, longitude: 24.94))
        cafe.title = "Café Aalto"
        cafe.map = mapView
        let booking = Booking()
        mapView.delegate = booking
        mapView.selectedMarker = cafe
        let window = try #require(mapView.infoWindowFrame)
        mapView.tap(at: CGPoint(x: window.minX + 20, y: window.minY + 22))
        #expect(booking.booked.isEmpty && mapView.selectedMarker == cafe, "a window tap away from the label")
        mapView.tap(at: CGPoint(x: window.minX + 124, y: window.minY + 22))
        #expect(booking.booked == ["Café Aalto"])
    }
}
