internal import CCairo
import Foundation
import InfoWindowCore

/// A pixman image over a bitmap's pixels (the same memory Cairo draws into), for compositing without
/// Cairo's per-call work. Owns the pixman image and keeps the bitmap alive while it exists.
final class PixmanImage {
    let bitmap: Bitmap
    let image: OpaquePointer

    init?(_ bitmap: Bitmap) {
        guard let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(bitmap.width), Int32(bitmap.height),
                                                   UnsafeMutableRawPointer(bitmap.baseAddress)
                                                       .assumingMemoryBound(to: UInt32.self),
                                                   Int32(bitmap.stride)) else { return nil }
        self.bitmap = bitmap
        self.image = image
    }

    deinit { pixman_image_unref(image) }
}

extension Canvas {
    /// Draws `source` over the canvas pixel for pixel with its top-left corner at device pixel (x, y),
    /// through pixman directly: what `draw(_:in:smooth: false)` does for an unscaled bitmap placed on
    /// whole pixels (the same source-over in the same library), at a fifth of the cost, which matters
    /// for thousands of marker icons a frame. Only the bitmap's edges clip; the caller makes sure no
    /// other clip applies. Call ``beginDirectDrawing()`` before and ``endDirectDrawing()`` after a run
    /// of these.
    package func composite(_ source: Bitmap, atPixelX x: Int, y: Int) {
        guard let target = pixmanTarget, let image = pixmanImage(for: source),
              abs(x) < 1 << 28, abs(y) < 1 << 28 else { return }
        pixman_image_composite32(PIXMAN_OP_OVER, image.image, nil, target.image, 0, 0, 0, 0,
                                 Int32(x), Int32(y), Int32(source.width), Int32(source.height))
    }

    /// Prepares ``composite(_:atPixelX:y:)``: finishes Cairo's pending drawing.
    package func beginDirectDrawing() {
        flushOwnShapes()
        bitmap.flush()
        if pixmanTarget == nil { pixmanTarget = PixmanImage(bitmap) }
    }

    /// Tells Cairo the pixels were changed behind its back.
    package func endDirectDrawing() {
        bitmap.markDirty()
    }

    /// The pixman image over `source` (made once per bitmap and canvas).
    func directImage(for source: Bitmap) -> PixmanImage? { pixmanImage(for: source) }

    private func pixmanImage(for source: Bitmap) -> PixmanImage? {
        let key = ObjectIdentifier(source)
        if let cached = pixmanSources[key] { return cached }
        source.flush()
        let image = PixmanImage(source)
        pixmanSources[key] = image
        return image
    }
}
