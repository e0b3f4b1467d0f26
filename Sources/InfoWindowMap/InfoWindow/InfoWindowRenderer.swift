import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// An info window drawn once into a bitmap (R17): the frame plus a margin for the shadow.
struct RenderedWindow {
    let bitmap: Bitmap
    /// Space around the frame inside the bitmap, points.
    let margin: CGFloat
    /// Pixels per point.
    let scale: CGFloat
}

/// Draws info windows: the default bubble (shadow, rounded body, tail, hairline), its text or custom
/// contents, or a custom window view as it is. Each map has its own renderer, with the caches of what it
/// drew before (the chrome of recent window sizes, shadow templates).
@MainActor
final class InfoWindowRenderer {
    /// A renderer with empty caches.
    init() {}

    /// Draws `layout`'s window. `tailUp` (a window placed below its marker, D92) draws the chrome upside
    /// down — the bubble under a tail pointing up, its shadow still falling down — and the contents
    /// the right way up in the bubble; such chrome is not cached.
    func render(_ layout: InfoWindowLayout, style: InfoWindowStyle, scale: CGFloat, tailUp: Bool = false) -> RenderedWindow? {
        let margin: CGFloat = layout.hasChrome
            ? (2 * style.shadowBlur + max(abs(style.shadowOffset.width), abs(style.shadowOffset.height)) + 1).rounded(.up)
            : 0
        let width = max(Int(((layout.frameSize.width + 2 * margin) * scale).rounded(.up)), 1)
        let height = max(Int(((layout.frameSize.height + 2 * margin) * scale).rounded(.up)), 1)
        let key = ChromeKey(frameSize: layout.frameSize, bubbleSize: layout.bubbleSize, style: style, scale: scale)
        let canvas: Canvas
        if layout.hasChrome, !tailUp, let chrome = chrome(for: key, layout, margin: margin, width: width, height: height) {
            guard let copy = Bitmap(copying: chrome) else { return nil }
            canvas = Canvas(bitmap: copy, scale: scale)
            canvas.translate(margin, margin)
        } else {
            guard let fresh = Bitmap(width: width, height: height) else { return nil }
            canvas = Canvas(bitmap: fresh, scale: scale)
            canvas.translate(margin, margin)
            if layout.hasChrome, tailUp {
                var flipped = style
                flipped.shadowOffset.height = -style.shadowOffset.height
                canvas.save()
                canvas.concat(Affine(d: -1, ty: layout.frameSize.height))
                drawChrome(layout, style: flipped, in: canvas)
                canvas.restore()
                chromeRenders += 1
                canvas.translate(0, layout.frameSize.height - layout.bubbleSize.height)
            } else if layout.hasChrome {
                drawChrome(layout, style: style, in: canvas)
                chromeRenders += 1
            }
        }
        switch layout.content {
        case .standard:
            if let title = layout.title {
                canvas.draw(title, at: layout.titleOrigin, color: style.titleColor)
            }
            if let snippet = layout.snippet {
                canvas.draw(snippet, at: layout.snippetOrigin, color: style.snippetColor)
            }
        case .customContents(let view), .customWindow(let view):
            canvas.save()
            canvas.clip(to: layout.contentRect)
            canvas.translate(layout.contentRect.minX - view.frame.minX, layout.contentRect.minY - view.frame.minY)
            view.render(in: canvas)
            canvas.restore()
        }
        return RenderedWindow(bitmap: canvas.finish(), margin: margin, scale: scale)
    }

    /// What the chrome's pixels depend on.
    private struct ChromeKey: Hashable {
        let frameSize: CGSize
        let bubbleSize: CGSize
        let style: InfoWindowStyle
        let scale: CGFloat
    }

    /// The chrome (shadow, bubble, tail, hairline) of recently drawn window sizes. A tracked window
    /// whose text changes but not its size, and windows of the same size, copy it instead of drawing
    /// it again: two path fills, the shadow and zeroing the memory are more than half of a window's
    /// cost. Four entries: a few hundred kilobytes at scale 3.
    private var chromeCache = LRUCache<ChromeKey, Bitmap>(capacity: 4)

    /// Chrome keys drawn once. A key is cached the second time it is drawn: a size seen only once
    /// (most openings of a new marker) is drawn straight into the window, without the extra copy.
    private var seenOnce = LRUCache<ChromeKey, Bool>(capacity: 16)

    /// How many times the chrome was drawn rather than copied, for tests.
    private(set) var chromeRenders = 0

    /// The templates of the windows' shadows.
    private let shadows = ShadowCache()

    /// Forgets the cached chrome (tests).
    func removeCachedChrome() {
        chromeCache.removeAll()
        seenOnce.removeAll()
    }

    /// The cached chrome for `key`, drawn now when this is the key's second use; nil the first time
    /// (the caller draws it into the window itself) or when memory cannot be had.
    private func chrome(for key: ChromeKey, _ layout: InfoWindowLayout, margin: CGFloat,
                               width: Int, height: Int) -> Bitmap? {
        if let cached = chromeCache.value(for: key) { return cached }
        guard seenOnce.value(for: key) != nil else {
            seenOnce.insert(true, for: key)
            return nil
        }
        guard let bitmap = Bitmap(width: width, height: height) else { return nil }
        let canvas = Canvas(bitmap: bitmap, scale: key.scale)
        canvas.translate(margin, margin)
        drawChrome(layout, style: key.style, in: canvas)
        let chrome = canvas.finish()
        chromeRenders += 1
        chromeCache.insert(chrome, for: key)
        return chrome
    }

    /// The outline of the bubble with its tail, in window coordinates.
    static func bubblePath(_ layout: InfoWindowLayout, style: InfoWindowStyle, inset: CGFloat = 0) -> Path {
        let w = layout.bubbleSize.width, h = layout.bubbleSize.height
        let rect = CGRect(x: 0, y: 0, width: w, height: h).insetBy(dx: inset, dy: inset)
        let r = max(0, min(style.cornerRadius - inset, rect.width / 2, rect.height / 2))
        let tailHeight = layout.frameSize.height - h
        let tailHalf = min(style.tailSize.width / 2, max(0, rect.width / 2 - r))
        let mid = w / 2
        return roundedOutline(rect, radius: r) { path in
            guard tailHeight > 0 && tailHalf > 0 else { return }
            path.line(to: CGPoint(x: mid + tailHalf, y: rect.maxY))
            path.line(to: CGPoint(x: mid, y: h + tailHeight - inset * 1.5))
            path.line(to: CGPoint(x: mid - tailHalf, y: rect.maxY))
        }
    }

    /// A rounded rectangle traced clockwise from the top edge; `bottomEdge` adds what lies on the bottom
    /// edge between the two lower corners (the tail), going right to left.
    private static func roundedOutline(_ rect: CGRect, radius r: CGFloat, bottomEdge: (inout Path) -> Void) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        path.arc(center: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, start: -.pi / 2, end: 0)
        path.arc(center: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r, start: 0, end: .pi / 2)
        bottomEdge(&path)
        path.arc(center: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r, start: .pi / 2, end: .pi)
        path.arc(center: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r, start: .pi, end: 1.5 * .pi)
        path.close()
        return path
    }

    /// The inner edge of the hairline: the band that a `border`-wide stroke of
    /// `bubblePath(inset: border / 2)` covers is `bubblePath()` minus this path. Straight edges and
    /// corners are that path inset by `border`; the tail's sides are its sides moved in by half the
    /// border, meeting the bottom edge in the stroke's round joins and each other in a point.
    static func hairlineInnerPath(_ layout: InfoWindowLayout, style: InfoWindowStyle, border: CGFloat) -> Path {
        let w = layout.bubbleSize.width, h = layout.bubbleSize.height, half = border / 2
        let rect = CGRect(x: 0, y: 0, width: w, height: h).insetBy(dx: border, dy: border)
        let r = max(0, min(style.cornerRadius - border, rect.width / 2, rect.height / 2))
        let stroked = CGRect(x: 0, y: 0, width: w, height: h).insetBy(dx: half, dy: half)
        let strokedRadius = max(0, min(style.cornerRadius - half, stroked.width / 2, stroked.height / 2))
        let tailHeight = layout.frameSize.height - h
        let tailHalf = min(style.tailSize.width / 2, max(0, stroked.width / 2 - strokedRadius))
        let mid = w / 2
        return roundedOutline(rect, radius: r) { path in
            guard tailHeight > 0 && tailHalf > 0 else { return }
            let tip = CGPoint(x: mid, y: h + tailHeight - half * 1.5)
            for side in [1.0, -1.0] {
                // `base` is the stroked path's tail corner; `normal` points into the tail, across its side.
                let base = CGPoint(x: mid + side * tailHalf, y: stroked.maxY)
                let dx = tip.x - base.x, dy = tip.y - base.y, length = hypot(dx, dy)
                let normal = CGPoint(x: -side * dy / length, y: -tailHalf / length)
                let joinAngle = atan2(normal.y, normal.x)
                let steps = 4
                var corner: [CGPoint] = (0...steps).map { i in
                    let a = -Double.pi / 2 + (joinAngle + .pi / 2) * Double(i) / Double(steps)
                    return CGPoint(x: base.x + half * cos(a), y: base.y + half * sin(a))
                }
                if side < 0 { corner.reverse() }
                if side > 0 {
                    for p in corner { path.line(to: p) }
                    // The side moved in meets the axis at the inner tip.
                    let t = (mid - corner[steps].x) / (dx / length)
                    path.line(to: CGPoint(x: mid, y: corner[steps].y + t * dy / length))
                } else {
                    for p in corner { path.line(to: p) }
                }
            }
        }
    }

    /// The tail alone (for its shadow).
    static func tailPath(_ layout: InfoWindowLayout, style: InfoWindowStyle) -> Path {
        let h = layout.bubbleSize.height
        let tailHeight = layout.frameSize.height - h
        let tailHalf = min(style.tailSize.width / 2, max(0, layout.bubbleSize.width / 2 - style.cornerRadius))
        var path = Path()
        guard tailHeight > 0, tailHalf > 0 else { return path }
        let mid = layout.bubbleSize.width / 2
        path.move(to: CGPoint(x: mid - tailHalf, y: h - 1))
        path.line(to: CGPoint(x: mid + tailHalf, y: h - 1))
        path.line(to: CGPoint(x: mid, y: h + tailHeight))
        path.close()
        return path
    }

    private func drawChrome(_ layout: InfoWindowLayout, style: InfoWindowStyle, in canvas: Canvas) {
        let bubble = CGRect(origin: .zero, size: layout.bubbleSize)
        if style.shadowColor.alpha > 0 {
            canvas.save()
            canvas.translate(style.shadowOffset.width, style.shadowOffset.height)
            // The shadow is the first thing drawn into the window's fresh bitmap.
            Shadow.draw(roundedRect: bubble, radius: style.cornerRadius, blur: style.shadowBlur,
                        color: style.shadowColor, in: canvas, ontoClearPixels: true, cache: shadows)
            // The tail's shadow: the tail, offset, at a lighter tone.
            canvas.fill(Self.tailPath(layout, style: style), color: style.shadowColor.withAlphaComponent(style.shadowColor.alpha * 0.5))
            canvas.restore()
        }
        Self.drawBubble(layout, style: style, in: canvas)
    }

    /// The bubble's fill and its hairline. `opaqueFills` (the default) allows the two-fill hairline
    /// when the background is opaque; tests compare it with the stroked one.
    static func drawBubble(_ layout: InfoWindowLayout, style: InfoWindowStyle, in canvas: Canvas, opaqueFills: Bool = true) {
        let path = bubblePath(layout, style: style)
        let border = style.borderWidth
        guard border > 0, style.borderColor.alpha > 0 else {
            canvas.fill(path, color: style.backgroundColor)
            return
        }
        if opaqueFills, style.backgroundColor.alpha == 1, border <= 2,
           4 * border < min(layout.bubbleSize.width, layout.bubbleSize.height) {
            // A hairline over an opaque fill is one opaque colour: fill the bubble with it, then the
            // bubble inside the hairline with the background. Opaque fills go straight into the pixels;
            // a translucent stroke is composited span by span, a fifth of the window's cost. The pixels
            // are the stroke's except on the bubble's outer antialiased edge, where the stroke's ink
            // landed a second time on pixels the fill only partly covered; there the two fills give
            // the coverage-weighted colour (within 10/255 of the stroke's on the window's shadow).
            canvas.fill(path, color: style.borderColor.composited(over: style.backgroundColor))
            canvas.fill(hairlineInnerPath(layout, style: style, border: border), color: style.backgroundColor)
        } else {
            canvas.fill(path, color: style.backgroundColor)
            canvas.stroke(bubblePath(layout, style: style, inset: border / 2), color: style.borderColor,
                          lineWidth: border)
        }
    }
}
