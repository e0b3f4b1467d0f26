import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Drawing a view tree: drawn (animated) values, the bounds origin, shadows, groups for alpha.
extension View {
    /// Draws the view and its subviews with the view's frame origin at the canvas's current origin
    /// offset by `frame.origin`.
    package func render(in canvas: Canvas) {
        if superview == nil { layoutIfNeeded() }
        let frame = drawnFrame
        let alpha = drawnAlpha
        guard !isHidden, alpha > 0, frame.width > 0, frame.height > 0 else { return }
        if hasShadow { drawShadow(frame: frame, in: canvas) }
        canvas.save()
        canvas.translate(frame.minX - bounds.minX, frame.minY - bounds.minY)
        renderBody(size: frame.size, alpha: alpha, in: canvas)
        canvas.restore()
    }

    /// Background, content, subviews and border in the view's bounds coordinates.
    private func renderBody(size: CGSize, alpha: Double, in canvas: Canvas) {
        let box = CGRect(origin: bounds.origin, size: size)
        let needsGroup = alpha < 1
        if needsGroup { canvas.beginGroup() }
        let shape = Path(roundedRect: box, radius: cornerRadius)
        let selfDrawing = self as? any SelfDrawingView
        if selfDrawing?.drawsOwnBackground != true, let background = drawnBackgroundColor, background.alpha > 0 {
            canvas.fill(shape, color: background)
        }
        canvas.save()
        if clipsToBounds { canvas.clip(to: shape) }
        if let selfDrawing { selfDrawing.drawSelf(in: canvas) } else { drawContent(in: canvas) }
        for subview in subviews { subview.render(in: canvas) }
        canvas.restore()
        if borderWidth > 0, borderColor.alpha > 0 {
            let inset = min(borderWidth, box.width / 2, box.height / 2) / 2
            let ring = Path(roundedRect: box.insetBy(dx: inset, dy: inset), radius: max(0, cornerRadius - inset))
            canvas.stroke(ring, color: borderColor, lineWidth: inset * 2)
        }
        if needsGroup { canvas.endGroup(opacity: alpha) }
    }

    private var hasShadow: Bool {
        guard let shadowColor, shadowColor.alpha > 0, shadowOpacity > 0 else { return false }
        return shadowRadius.isFinite && shadowOffset.width.isFinite && shadowOffset.height.isFinite
    }

    /// The shadow of the view's drawn pixels (their alpha, blurred by ``shadowRadius``, in
    /// ``shadowColor`` at ``shadowOpacity``), as Core Animation casts it: drawn first, offset by
    /// ``shadowOffset``. The view is drawn once more into a bitmap of its own for the mask.
    private func drawShadow(frame: CGRect, in canvas: Canvas) {
        guard let shadowColor else { return }
        let scale = canvas.scale
        let radius = min(max(shadowRadius, 0), 100)
        let margin = (radius * 2).rounded(.up) + 1
        let width = Int(((frame.width + 2 * margin) * scale).rounded(.up))
        let height = Int(((frame.height + 2 * margin) * scale).rounded(.up))
        guard width > 0, height > 0, width * height <= 16_000_000, let mask = Bitmap(width: width, height: height) else { return }
        let offscreen = Canvas(bitmap: mask, scale: scale)
        offscreen.translate(margin - bounds.minX, margin - bounds.minY)
        renderBody(size: frame.size, alpha: drawnAlpha, in: offscreen)
        let blurred = offscreen.finish()
        let pixels = Int((radius * scale / 2).rounded())
        if pixels > 0 { BoxBlur.blurAlpha(blurred, radius: pixels, passes: 3) }
        let color = shadowColor.withAlphaComponent(shadowColor.alpha * Double(min(max(shadowOpacity, 0), 1)))
        let rect = CGRect(x: frame.minX - margin + shadowOffset.width, y: frame.minY - margin + shadowOffset.height,
                          width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        canvas.paint(color, mask: blurred, in: rect)
    }
}
