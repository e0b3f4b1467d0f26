import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// What every shape of one frame shares, worked out once per frame instead of once per shape: the
/// projector (per margin), and the simplification level and tolerance (D40).
struct OverlayFrame {
    /// The camera, size, padding and scale the frame was made for.
    struct Key: Equatable {
        var camera: CameraPosition
        var size: CGSize
        var padding: EdgeInsets
        var scale: CGFloat
    }

    /// How far simplification may move a line, in view pixels (D40).
    static let simplificationPixels = 0.125
    /// How far a drawn geodesic curve may be from the true great circle, in view points (D39).
    static let curvePoints = 0.1
    /// The smallest margin around the view inside which shapes are kept when cut (wider strokes get
    /// a margin of their own).
    static let margin = 64.0

    let key: Key
    let projection: Projection
    let projector: OverlayProjector
    /// The zoom level of the cached simplification used for this frame.
    let level: Int
    /// Douglas–Peucker tolerance in world units: 2^−level, at most ``simplificationPixels`` on screen.
    let tolerance: Double
    private var wider: [Double: OverlayProjector] = [:]

    init(projection: Projection, scale: CGFloat, simplifies: Bool = true) {
        key = Key(camera: projection.camera, size: projection.size, padding: projection.padding, scale: scale)
        self.projection = projection
        projector = OverlayProjector(projection: projection, margin: Self.margin)
        // World units per drawn pixel, at the most enlarged part of the view.
        let pixelsPerWorld = projection.worldSize * Double(scale) * projector.magnification
        let exact = log2(pixelsPerWorld / Self.simplificationPixels)
        level = simplifies ? min(max(Int(exact.rounded(.up)), 0), 60) : 1_000
        tolerance = simplifies ? exp2(-Double(level)) : -1
    }

    /// The projector that keeps geometry `margin` points around the view (for strokes wider than the
    /// default margin allows).
    mutating func projector(margin: Double) -> OverlayProjector {
        guard margin > Self.margin else { return projector }
        let key = margin.rounded(.up)
        if let p = wider[key] { return p }
        let p = OverlayProjector(projection: projection, margin: key)
        wider[key] = p
        return p
    }
}
