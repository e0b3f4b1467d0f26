import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// How an ``ImageView`` fits its image into its bounds.
public enum ContentMode: Hashable, Sendable {
    /// Stretched to fill the bounds exactly.
    case scaleToFill
    /// Scaled to fit inside the bounds, keeping its aspect ratio (letterboxed).
    case scaleAspectFit
    /// Scaled to cover the bounds, keeping its aspect ratio (the overflow is cut off).
    case scaleAspectFill
    /// At its own size, centred (the overflow is cut off).
    case center
}

/// A view that shows an ``Image``. The image is always clipped to the view's bounds.
@MainActor
public final class ImageView: View {
    /// The image; nil draws nothing. An animated image (``Image/animatedImage(with:duration:)``) plays on
    /// the clock of the host that shows the view.
    public var image: Image? {
        didSet {
            guard image !== oldValue else { return }
            frameIndex = 0
            if image?.isAnimated == true { Animator.register(self) }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// The frame of an animated image drawn now.
    private var frameIndex = 0

    /// Creates an image view with `frame`. Like UIKit's, an image view lets touches through
    /// (``View/isUserInteractionEnabled`` is false).
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view as large as `image` (in points).
    public init(image: Image?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        // Property observers do not run in an initializer.
        if image?.isAnimated == true { Animator.register(self) }
    }

    override package func stepAnimations(to time: TimeInterval) -> Bool {
        let animating = super.stepAnimations(to: time)
        guard let image, image.isAnimated else { return animating }
        let index = image.frameIndex(at: time)
        if index != frameIndex {
            frameIndex = index
            setNeedsDisplay()
        }
        return true
    }

    /// The image's size in points; ``View/noIntrinsicMetric`` both ways without an image.
    public override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size.
    public override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// Where the image is drawn in the view's coordinates for the current content mode.
    var imageRect: CGRect {
        guard let image, image.size.width > 0, image.size.height > 0 else { return .zero }
        let b = CGRect(origin: bounds.origin, size: drawnFrame.size)
        switch contentMode {
        case .scaleToFill:
            return b
        case .scaleAspectFit, .scaleAspectFill:
            let sx = b.width / image.size.width, sy = b.height / image.size.height
            let s = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = image.size.width * s, h = image.size.height * s
            return CGRect(x: (b.width - w) / 2, y: (b.height - h) / 2, width: w, height: h)
        case .center:
            return CGRect(x: (b.width - image.size.width) / 2, y: (b.height - image.size.height) / 2,
                          width: image.size.width, height: image.size.height)
        }
    }

    package override func drawContent(in canvas: Canvas) {
        guard let image else { return }
        let rect = imageRect
        guard rect.width > 0, rect.height > 0 else { return }
        canvas.save()
        canvas.clip(to: bounds)
        canvas.draw(image.frame(frameIndex).bitmap(forScale: canvas.scale), in: rect)
        canvas.restore()
    }
}
