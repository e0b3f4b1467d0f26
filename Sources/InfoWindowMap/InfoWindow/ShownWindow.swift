import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// The open info window: its marker, the content fixed at opening (R17), its layout and its rendered
/// bitmap, and the revision of the content the bitmap shows (for tracking, R18).
@MainActor
final class ShownWindow {
    let marker: Marker
    var content: InfoWindowContent
    var layout: InfoWindowLayout
    var rendered: RenderedWindow?
    /// The content revision the bitmap shows.
    var shownRevision: UInt64
    /// Set when tracking turns on: redraw at the next frame even if nothing changed (R18).
    var forceRefresh = false

    init(marker: Marker, content: InfoWindowContent, layout: InfoWindowLayout) {
        self.marker = marker
        self.content = content
        self.layout = layout
        self.shownRevision = ShownWindow.revision(of: content, marker: marker)
    }

    /// The current revision of what the window shows: the marker's title/snippet for the default
    /// window, the view tree for a custom one.
    static func revision(of content: InfoWindowContent, marker: Marker) -> UInt64 {
        switch content {
        case .standard: return UInt64(marker.contentRevision)
        case .customWindow(let view), .customContents(let view): return view.revision
        }
    }

    var currentRevision: UInt64 { Self.revision(of: content, marker: marker) }
}
