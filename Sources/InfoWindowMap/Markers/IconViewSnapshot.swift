import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// An icon view rendered to an image, with the view revision and scale it was rendered at (R19).
struct IconViewSnapshot {
    let image: Image
    let revision: UInt64
    let scale: CGFloat
}
