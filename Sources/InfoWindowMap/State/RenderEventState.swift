import Foundation
import InfoWindowCore

/// What the tile-rendering and snapshot-ready calls (D114) remember between frames.
struct RenderEventState {
    /// What the ground of a frame was drawn from: when it differs from the last frame's, the frame
    /// rendered tiles.
    struct GroundKey: Equatable {
        var camera: CameraPosition
        var size: CGSize
        var scale: CGFloat
        var revision: UInt64
    }

    /// Bumped by every change of how the ground looks (basemap, style, map type, padding …).
    var groundRevision: UInt64 = 0
    /// Bumped by every change of what the map draws (not by its subviews coming and going).
    var contentRevision: UInt64 = 0
    /// The subviews last seen, to tell a subview change from a change of the map.
    var subviewIDs: [ObjectIdentifier] = []
    /// The ground of the last frame drawn.
    var drawnGround: GroundKey?
    /// The content revision of the last frame drawn, and the one last announced as ready.
    var drawnContent: UInt64?
    var readyContent: UInt64?
    /// Calls waiting to be made after the frame: tile rendering started and finished.
    var pendingTileRendering = false
    /// True while the calls are made (a delegate that draws the map again does not start them anew).
    var isDelivering = false
}
