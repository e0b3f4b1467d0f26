import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// How a declared window lays out its labels and images.
@MainActor
@Suite("Declared windows: layout")
struct SceneWindowLayoutTests {
    private func image(_ width: Int, _ height: Int) -> SceneImage {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: width, height: height), camera: CameraPosition(latitude: 0, longitude: 0, zoom: 1))
        return SceneImage(path: "\(width)x\(height)", image: map.snapshot())
    }

    @Test("stacked items: inside the padding, spacing apart, images centred, labels as wide as the content")
    func stacked() throws {
        var window = SceneWindow(items: [
            SceneWindowItem(.image(SceneImageItem(image: image(100, 40)))),
            SceneWindowItem(.label(SceneLabel(text: "Hi"))),
            SceneWindowItem(.image(SceneImageItem(image: image(60, 20)))),
        ])
        window.padding = 8
        window.spacing = 5
        let view = window.makeView()
        let frames = view.subviews.map(\.frame)
        #expect(view.frame.width == 116, "the widest item plus the padding")
        #expect(frames[0] == CGRect(x: 8, y: 8, width: 100, height: 40))
        #expect(frames[1].minX == 8 && frames[1].minY == 53 && frames[1].width == 100 && frames[1].height > 10)
        #expect(frames[2] == CGRect(x: 28, y: frames[1].maxY + 5, width: 60, height: 20))
        #expect(view.frame.height == frames[2].maxY + 8)
    }

    @Test("a long label is at most 260 pt wide and wraps; a given width wraps it narrower")
    func labelWidth() {
        let text = String(repeating: "word ", count: 60)
        let natural = SceneWindow(items: [SceneWindowItem(.label(SceneLabel(text: text)))]).makeView()
        #expect(natural.frame.width == 260)
        var narrow = SceneWindow(items: [SceneWindowItem(.label(SceneLabel(text: text)))])
        narrow.width = 120
        narrow.padding = 10
        let view = narrow.makeView()
        #expect(view.frame.width == 120 && view.subviews[0].frame.width == 100)
        #expect(view.subviews[0].frame.height > natural.subviews[0].frame.height, "narrower wraps into more lines")
    }

    @Test("framed items sit where they are told and grow the box; a given size wins")
    func framed() {
        var window = SceneWindow(items: [
            SceneWindowItem(.label(SceneLabel(text: "T")), frame: CGRect(x: 50, y: 10, width: 100, height: 20)),
            SceneWindowItem(.image(SceneImageItem(image: image(30, 30))), frame: CGRect(x: 10, y: 40, width: 30, height: 30)),
        ])
        window.padding = 4
        #expect(window.makeView().frame.size == CGSize(width: 154, height: 74))
        window.width = 200
        window.height = 90
        let view = window.makeView()
        #expect(view.frame.size == CGSize(width: 200, height: 90))
        #expect(view.subviews.map(\.frame) == [CGRect(x: 50, y: 10, width: 100, height: 20), CGRect(x: 10, y: 40, width: 30, height: 30)])
    }

    @Test("an image with one side given keeps its aspect ratio; the box's look is applied")
    func imageSizeAndLook() {
        var item = SceneImageItem(image: image(160, 100))
        item.height = 50
        #expect(item.size == CGSize(width: 80, height: 50))
        item.height = nil
        item.width = 40
        #expect(item.size == CGSize(width: 40, height: 25))
        var window = SceneWindow(items: [SceneWindowItem(.image(item))])
        window.backgroundColor = .white
        window.cornerRadius = 6
        window.borderWidth = 2
        window.borderColor = .red
        let view = window.makeView()
        #expect(view.backgroundColor == .white && view.cornerRadius == 6 && view.borderWidth == 2 && view.borderColor == .red)
        #expect(view.clipsToBounds)
    }
}
