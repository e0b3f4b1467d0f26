import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// `text-anchor` and `text-offset`: a point label beside its dot, as a map of cities draws them.
@MainActor
@Suite("Vector tiles: text-anchor and text-offset")
struct TextAnchorTests {
    @Test("each anchor puts its edge of the text (not of the halo) on the point, after the offset")
    func anchors() {
        let size = CGSize(width: 44, height: 20), halo: CGFloat = 2, point = CGPoint(x: 100, y: 50)
        func box(_ anchor: TextAnchor, _ offset: CGPoint = .zero) -> CGRect {
            let c = VectorLabeler.center(of: size, haloWidth: halo, at: point, .init(anchor: anchor, offset: offset))
            // The text itself: the label less its halo.
            return CGRect(x: c.x - size.width / 2 + halo, y: c.y - size.height / 2 + halo, width: size.width - 2 * halo, height: size.height - 2 * halo)
        }
        #expect(box(.center) == CGRect(x: 80, y: 42, width: 40, height: 16))
        #expect(box(.left).minX == 100 && box(.left).midY == 50)
        #expect(box(.right).maxX == 100 && box(.right).midY == 50)
        #expect(box(.top).minY == 50 && box(.top).midX == 100)
        #expect(box(.bottom).maxY == 50 && box(.bottom).midX == 100)
        #expect(box(.topLeft).origin == point)
        #expect(box(.bottomRight).maxX == 100 && box(.bottomRight).maxY == 50)
        #expect(box(.topRight).maxX == 100 && box(.topRight).minY == 50)
        #expect(box(.bottomLeft).minX == 100 && box(.bottomLeft).maxY == 50)
        #expect(box(.left, CGPoint(x: 6, y: -3)).origin == CGPoint(x: 106, y: 39))
    }
}
