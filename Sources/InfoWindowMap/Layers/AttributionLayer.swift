import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles

/// The basemap's credit line in the bottom-right corner, inside the padding, above everything (R31's
/// chrome): labels keep clear of it.
@MainActor
final class AttributionLayer: MapLayer {
    private unowned let map: MapView
    /// The badge of the last text drawn, laid out again only when the text changes.
    private var badge: AttributionBadge?
    /// Where the badge goes this frame; nil when there is nothing to credit.
    private var frameRect: CGRect?

    init(map: MapView) {
        self.map = map
    }

    var slot: LayerSlot { .chrome }

    func prepare(_ frame: LayerFrame) {
        frameRect = nil
        guard map.mapType != .none, let text = map.basemap?.attribution else { return }
        let clean = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if badge?.text != clean { badge = AttributionBadge(text: clean) }
        frameRect = badge?.frame(in: frame.bounds, padding: map.padding)
    }

    func addObstacles(to frame: inout LayerFrame) {
        if let frameRect { frame.obstacles.append(frameRect) }
    }

    func draw(_ frame: LayerFrame, in canvas: Canvas) {
        if let badge, let frameRect { badge.draw(in: frameRect, on: canvas) }
    }
}
