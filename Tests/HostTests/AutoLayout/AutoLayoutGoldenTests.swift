import Foundation
import Testing
import TestSupport
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowViews
@testable import InfoWindowMap

/// A 48-point "photo": a sky, a sun and a hill, drawn here so the test needs no file.
@MainActor
func samplePhoto() throws -> Image {
    let bitmap = try #require(Bitmap(width: 96, height: 96))
    let canvas = Canvas(bitmap: bitmap, scale: 2)
    canvas.fill(CGRect(x: 0, y: 0, width: 48, height: 48), color: Color(red: 0.55, green: 0.75, blue: 0.95))
    canvas.fill(Path(ellipseIn: CGRect(x: 28, y: 6, width: 12, height: 12)), color: Color(red: 1, green: 0.8, blue: 0.2))
    canvas.fill(Path(ellipseIn: CGRect(x: -12, y: 28, width: 72, height: 44)), color: Color(red: 0.3, green: 0.6, blue: 0.3))
    return Image(bitmap: canvas.finish(), scale: 2)
}

/// A custom info window built as real apps build theirs: a photo, a title and a wrapping snippet laid
/// out by constraints, no frame anywhere; at most 260 points wide.
@MainActor
func constraintCard(title: String, snippet: String) throws -> (card: View, title: Label, snippet: Label) {
    let card = View()
    card.backgroundColor = .white
    card.cornerRadius = 10
    card.borderWidth = 1
    card.borderColor = Color(white: 0.75)
    let photo = ImageView(image: try samplePhoto())
    photo.cornerRadius = 6
    photo.clipsToBounds = true
    let titleLabel = Label()
    titleLabel.font = .boldSystemFont(ofSize: 16)
    titleLabel.numberOfLines = 0
    titleLabel.text = title
    let snippetLabel = Label()
    snippetLabel.font = .systemFont(ofSize: 13)
    snippetLabel.textColor = Color(white: 0.35)
    snippetLabel.numberOfLines = 0
    snippetLabel.text = snippet
    for view in [photo, titleLabel, snippetLabel] as [View] { _ = constrained(in: card, view) }
    LayoutConstraint.activate([
        photo.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
        photo.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
        photo.widthAnchor.constraint(equalToConstant: 48),
        photo.heightAnchor.constraint(equalTo: photo.widthAnchor),
        photo.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -10),
        titleLabel.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 10),
        titleLabel.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
        titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
        snippetLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
        snippetLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
        snippetLabel.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
        snippetLabel.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -10),
        card.widthAnchor.constraint(lessThanOrEqualToConstant: 260),
    ])
    return (card, titleLabel, snippetLabel)
}

@MainActor
@Suite("R35 D107 constraint-laid-out info windows and screens (goldens)")
struct AutoLayoutGoldenTests {
    /// A 400 × 300 map with one selected marker whose window is `card`.
    private func map(showing card: View) -> (MapView, EventLog) {
        let map = plainMap()
        let log = EventLog()
        log.markerInfoWindow = { _ in card }
        map.delegate = log
        map.selectedMarker = addMarker("A", -10, 0, to: map)
        return (map, log)
    }

    @Test("R35 D107 a custom window laid out by constraints sizes itself (Latin text wraps at 260 points)", arguments: [
        ("constraint-window-latin", "Café Régence",
         "Open until 22:00 · terrace seats by the river, with a view of the old stone bridge and the lights."),
        ("constraint-window-cjk", "東京タワー 展望台",
         "営業時間 9:00〜23:00。晴れた日には展望台から富士山が見えることもあります。夜はライトアップ。"),
    ])
    func customWindowSizesItself(name: String, title: String, snippet: String) throws {
        let (card, titleLabel, snippetLabel) = try constraintCard(title: title, snippet: snippet)
        let expected = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let (map, log) = map(showing: card)
        let image = withExtendedLifetime(log) { map.snapshot() }
        let frame = try #require(map.infoWindowFrame)
        #expect(frame.width <= 260 && frame.width > 200)
        #expect(card.frame.size == frame.size)
        #expect(snippetLabel.frame.height > snippetLabel.font.pointSize * 2, "the snippet wraps")
        #expect(snippetLabel.frame.maxY + 10 <= frame.height + 0.5)
        #expect(titleLabel.frame.minX == 68)
        #expect(expected.width > 0 && expected.height > 0)
        goldens.assert(image, named: name)
    }

    @Test("R35 D107 contents laid out by constraints (markerInfoContents) size themselves inside the standard frame")
    func contentsSizeThemselves() throws {
        let (card, _, snippetLabel) = try constraintCard(title: "Kiosk", snippet: "Ice cream, coffee and cardamom buns by the harbour, all year.")
        let map = plainMap()
        let log = EventLog()
        log.markerInfoContents = { _ in card }
        map.delegate = log
        map.selectedMarker = addMarker("A", -10, 0, to: map)
        _ = withExtendedLifetime(log) { map.snapshot() }
        let frame = try #require(map.infoWindowFrame)
        #expect(card.frame.width > 200 && card.frame.width <= 260)
        #expect(frame.width > card.frame.width && frame.height > card.frame.height, "the standard frame goes around it")
        #expect(snippetLabel.frame.height > snippetLabel.font.pointSize * 2)
    }

    @Test("R35 D107 a custom window with a frame keeps its frame; its constraints lay out inside it")
    func framedWindowKeepsItsFrame() throws {
        let (card, _, snippetLabel) = try constraintCard(title: "Kiosk", snippet: "Ice cream and coffee.")
        card.frame = CGRect(x: 0, y: 0, width: 240, height: 120)
        let (map, log) = map(showing: card)
        _ = withExtendedLifetime(log) { map.snapshot() }
        #expect(map.infoWindowFrame?.size == CGSize(width: 240, height: 120))
        #expect(snippetLabel.frame.minX == 68 && snippetLabel.frame.width > 0)
    }

    /// A screen as map apps build it: the map fills the controller's view; four buttons sit in the safe
    /// area's corners; a label is centred.
    final class ControlsController: ViewController {
        let map = MapView(frame: .zero, camera: CameraPosition(latitude: 60.17, longitude: 24.94, zoom: 3))
        var buttons: [Button] = []
        let label = Label()

        override func viewDidLoad() {
            super.viewDidLoad()
            map.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(map)
            let safe = view.safeAreaLayoutGuide
            LayoutConstraint.activate([
                map.topAnchor.constraint(equalTo: view.topAnchor), map.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                map.leadingAnchor.constraint(equalTo: view.leadingAnchor), map.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            for title in ["Menu", "Search", "Layers", "Locate"] {
                let button = Button(type: .system)
                button.setTitle(title, for: .normal)
                button.backgroundColor = .white
                button.cornerRadius = 8
                button.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(button)
                buttons.append(button)
            }
            let (menu, search, layers, locate) = (buttons[0], buttons[1], buttons[2], buttons[3])
            LayoutConstraint.activate([
                menu.topAnchor.constraint(equalTo: safe.topAnchor, constant: 12),
                menu.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12),
                search.topAnchor.constraint(equalTo: safe.topAnchor, constant: 12),
                search.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -12),
                layers.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -12),
                layers.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 12),
                locate.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -12),
                locate.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -12),
                locate.widthAnchor.constraint(greaterThanOrEqualToConstant: 88),
            ])
            label.text = "Helsinki"
            label.font = .boldSystemFont(ofSize: 20)
            label.textAlignment = .center
            label.backgroundColor = Color(white: 1, alpha: 0.85)
            label.cornerRadius = 6
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            LayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
                label.widthAnchor.constraint(equalTo: label.heightAnchor, multiplier: 3),
            ])
        }
    }

    @Test("R35 a screen of constraint-laid-out controls over the map: corners of the safe area, a centred label")
    func controlsOverTheMap() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 360, height: 640))
        window.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = ControlsController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let image = window.snapshot()
        let (menu, search, layers, locate) = (controller.buttons[0], controller.buttons[1], controller.buttons[2], controller.buttons[3])
        #expect(controller.map.frame == CGRect(x: 0, y: 0, width: 360, height: 640))
        #expect(menu.frame.origin == CGPoint(x: 12, y: 59))
        #expect(menu.frame.size == menu.intrinsicContentSize)
        #expect(search.frame.maxX == 348 && search.frame.minY == 59)
        #expect(layers.frame.minX == 12 && layers.frame.maxY == 640 - 34 - 12)
        #expect(locate.frame.maxX == 348 && locate.frame.width == 88)
        let label = controller.label
        #expect(abs(label.frame.midX - 180) <= 0.5 && abs(label.frame.midY - (47 + (640 - 81) / 2)) <= 0.5)
        // width == 3 × height holds in the solution; the four edges are then rounded to pixels (D100).
        #expect(abs(label.frame.width - 3 * label.frame.height) <= 2)
        goldens.assert(image, named: "constraint-controls-over-map")
    }
}
