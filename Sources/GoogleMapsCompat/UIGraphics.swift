import Foundation
import InfoWindowKit
import InfoWindowGraphics

/// UIKit's bitmap image contexts, a stack: `UIGraphicsBeginImageContextWithOptions` pushes one,
/// `view.drawHierarchy(in:afterScreenUpdates:)` draws a view tree into the top one,
/// `UIGraphicsGetImageFromCurrentImageContext()` takes its picture and `UIGraphicsEndImageContext()` pops
/// it — as Google's snapshot sample takes a picture of the map.
@MainActor
enum ImageContexts {
    /// A context: its canvas (nil once its picture was taken, until something is drawn again), size and
    /// scale.
    final class Context {
        let size: CGSize
        let scale: CGFloat
        var canvas: Canvas?
        init(size: CGSize, scale: CGFloat) {
            self.size = size
            self.scale = scale
        }

        /// The canvas to draw on, over a fresh clear bitmap when there is none.
        func drawingCanvas() -> Canvas {
            if let canvas { return canvas }
            let bitmap = Bitmap.orPixel(width: max(1, Int((size.width * scale).rounded(.up))),
                                        height: max(1, Int((size.height * scale).rounded(.up))))
            let made = Canvas(bitmap: bitmap, scale: scale)
            canvas = made
            return made
        }
    }

    static var stack: [Context] = []
}

/// UIKit's `UIGraphicsBeginImageContextWithOptions`: starts a clear bitmap context of `size` points at
/// `scale` pixels a point (0: the screen's). `opaque` is accepted; the bitmap starts clear either way.
/// A size that is not finite or is negative makes a 1 × 1 pixel context, with a warning.
@MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    var size = size
    if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
        Diagnostics.warn("UIGraphicsBeginImageContextWithOptions: size \(size) is not a finite, non-negative size; used 1 × 1")
        size = CGSize(width: 1, height: 1)
    }
    let screen = UIScreen.main.scale
    let useScale = scale.isFinite && scale > 0 ? min(scale, 8) : screen
    ImageContexts.stack.append(ImageContexts.Context(size: size, scale: useScale))
}

/// UIKit's `UIGraphicsGetImageFromCurrentImageContext`: the picture drawn so far in the current context;
/// nil when there is none. Drawing into the context afterwards starts a new, clear picture.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = ImageContexts.stack.last else { return nil }
    let canvas = context.drawingCanvas()
    context.canvas = nil
    return UIImage(bitmap: canvas.finish(), scale: context.scale)
}

/// UIKit's `UIGraphicsEndImageContext`: ends the current context (nothing when there is none).
@MainActor
public func UIGraphicsEndImageContext() {
    _ = ImageContexts.stack.popLast()
}

@MainActor
extension View {
    /// UIKit's `drawHierarchy(in:afterScreenUpdates:)`: draws this view and its subviews (a map draws
    /// its current frame) into the current image context with the view's top-left corner at `rect`'s
    /// origin, at the view's own size. False when there is no image context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = ImageContexts.stack.last else { return false }
        let canvas = context.drawingCanvas()
        canvas.save()
        canvas.translate(rect.minX - frame.minX, rect.minY - frame.minY)
        render(in: canvas)
        canvas.restore()
        return true
    }
}
