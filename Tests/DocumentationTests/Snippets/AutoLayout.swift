// The code of the article "Laying out views with constraints" (InfoWindowKit.docc/AutoLayout.md), and
// the test that runs it.
import Foundation
import InfoWindowKit
import Testing

// snippet.constraint-card
/// A window laid out by constraints: no frame anywhere. The map asks it
/// for its compressed fitting size, at most its widest window (D107).
@MainActor
func makeConstraintCard(for marker: Marker) -> View {
    let card = View()
    card.backgroundColor = .white
    card.cornerRadius = 10
    card.layoutMargins = EdgeInsets(top: 10, left: 12, bottom: 10, right: 12)

    let title = Label()
    title.text = marker.title
    title.font = .boldSystemFont(ofSize: 16)
    let snippet = Label()
    snippet.text = marker.snippet
    snippet.numberOfLines = 0  // wraps at the width layout gives it
    let stack = StackView(arrangedSubviews: [title, snippet])
    stack.axis = .vertical
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(stack)

    let margins = card.layoutMarginsGuide
    LayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        stack.topAnchor.constraint(equalTo: margins.topAnchor),
        stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        card.widthAnchor.constraint(lessThanOrEqualToConstant: 240),
    ])
    return card
}
// snippet.end

@MainActor
@Suite("DOC4 the Auto Layout article's code runs")
struct AutoLayoutArticleTests {
    final class Delegate: MapViewDelegate {
        func mapView(_ mapView: MapView, markerInfoWindow marker: Marker) -> View? { makeConstraintCard(for: marker) }
    }

    @Test("R35 D107 the article's card sizes itself in the map: at most 240 wide, the snippet wrapped")
    func cardSizesItself() throws {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        map.basemap = nil
        let delegate = Delegate()
        map.delegate = delegate
        let marker = Marker(position: Coordinate(latitude: 0, longitude: 0))
        marker.title = "Suomenlinna"
        marker.snippet = "A sea fortress on six islands, fifteen minutes from the market square by ferry."
        marker.map = map
        map.selectedMarker = marker
        _ = map.snapshot()
        let frame = try #require(map.infoWindowFrame)
        #expect(frame.width <= 240 && frame.width > 150)
        #expect(frame.height > 70, "the snippet wraps onto several lines")
        withExtendedLifetime(delegate) {}
    }
}
