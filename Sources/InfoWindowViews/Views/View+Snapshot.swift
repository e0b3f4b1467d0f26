import Foundation
import InfoWindowCore
import InfoWindowGraphics

extension View {
    /// Draws the view and its subviews into an image of its size at `scale` pixels per point
    /// (transparent where nothing is drawn). Useful for overlays and for testing custom windows.
    public func snapshot(scale: CGFloat = 1) -> Image {
        layoutIfNeeded()
        let s = scale.isFinite && scale > 0 ? min(scale, 8) : 1
        let width = max(1, Int((frame.width * s).rounded(.up)))
        let height = max(1, Int((frame.height * s).rounded(.up)))
        let bitmap = Bitmap.orPixel(width: width, height: height)
        let canvas = Canvas(bitmap: bitmap, scale: s)
        canvas.translate(-frame.minX, -frame.minY)
        render(in: canvas)
        return Image(bitmap: canvas.finish(), scale: s)
    }
}
