import Foundation
import InfoWindowCore

/// Soft drop shadows for rounded rectangles, drawn as a nine-slice of one blurred, coloured template
/// per (radius, blur, colour, scale): blurring is paid once, a shadow of any size costs eight pixel
/// copies. The centre slice is not drawn: the opaque shape covers it. The templates live in a
/// ``ShadowCache`` that the caller owns (a map keeps one).
package enum Shadow {
    fileprivate struct Key: Hashable {
        let radius: Int
        let blur: Int
        let color: Color
        let scale: CGFloat
    }

    fileprivate struct Template {
        let bitmap: Bitmap
        /// Width of a corner slice, in points.
        let corner: CGFloat
        /// How far the shadow reaches beyond the shape, in points.
        let extent: CGFloat
    }

    /// Draws the shadow of `rect` (rounded by `radius`) in `color`, blurred by `blur` points, around (not
    /// under) the shape. `rect` should sit on whole points so the slices meet without seams.
    /// `ontoClearPixels` promises that the canvas has no clip and is transparent where the shadow goes
    /// (a fresh bitmap): the slices are then copied straight into the pixels when they land on whole
    /// device pixels, which is what Cairo's drawing of them would produce.
    package static func draw(roundedRect rect: CGRect, radius: CGFloat, blur: CGFloat, color: Color, in canvas: Canvas,
                             ontoClearPixels: Bool = false, cache: ShadowCache) {
        guard color.alpha > 0, rect.width > 0, rect.height > 0 else { return }
        guard blur > 0 else {
            canvas.fill(Path(roundedRect: rect, radius: radius), color: color)
            return
        }
        let r = Int(max(0, min(radius, rect.width / 2, rect.height / 2)).rounded())
        let b = Int(blur.rounded(.up))
        let template = cache.template(radius: r, blur: b, color: color, scale: canvas.scale)
        let e = template.extent, c = template.corner
        let outer = rect.insetBy(dx: -e, dy: -e)
        // Corners keep their size; edges stretch one pixel strip from the template's middle.
        let cx = min(c, outer.width / 2), cy = min(c, outer.height / 2)
        let xs = [outer.minX, outer.minX + cx, outer.maxX - cx, outer.maxX]
        let ys = [outer.minY, outer.minY + cy, outer.maxY - cy, outer.maxY]
        let s = canvas.scale
        let side = CGFloat(template.bitmap.width)
        let sx = [0, cx * s, side - cx * s, side]
        let middle = (side / 2).rounded(.down)
        var slices: [(source: CGRect, destination: CGRect)] = []
        for row in 0..<3 {
            for column in 0..<3 where !(row == 1 && column == 1) {
                let destination = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column],
                                         height: ys[row + 1] - ys[row])
                guard destination.width > 0, destination.height > 0 else { continue }
                var source = CGRect(x: sx[column], y: sx[row], width: sx[column + 1] - sx[column],
                                    height: sx[row + 1] - sx[row])
                if column == 1 { source.origin.x = middle; source.size.width = 1 }
                if row == 1 { source.origin.y = middle; source.size.height = 1 }
                slices.append((source, destination))
            }
        }
        if ontoClearPixels, canvas.copyPixels(of: template.bitmap, slices: slices) { return }
        for slice in slices {
            canvas.draw(template.bitmap, pixels: slice.source, in: slice.destination)
        }
    }

    fileprivate static func template(_ key: Key) -> Template {
        let radius = key.radius, blur = key.blur, color = key.color, scale = key.scale
        let extent = CGFloat(2 * blur)
        let corner = extent + CGFloat(radius + 2 * blur)
        let side = 2 * corner + 2
        let pixels = Int((side * scale).rounded(.up))
        let mask = Bitmap.orPixel(width: pixels, height: pixels)
        let maskCanvas = Canvas(bitmap: mask, scale: scale)
        let shape = CGRect(x: extent, y: extent, width: side - 2 * extent, height: side - 2 * extent)
        maskCanvas.fill(Path(roundedRect: shape, radius: CGFloat(radius)), color: .black)
        _ = maskCanvas.finish()
        BoxBlur.blurAlpha(mask, radius: max(1, Int((CGFloat(blur) * scale / 2).rounded())), passes: 3)
        // Colour it once, so drawing is a plain copy.
        let colored = Bitmap.orPixel(width: pixels, height: pixels)
        let canvas = Canvas(bitmap: colored, scale: 1)
        canvas.paint(color, mask: mask, in: CGRect(x: 0, y: 0, width: pixels, height: pixels))
        return Template(bitmap: canvas.finish(), corner: corner, extent: extent)
    }
}

/// The blurred templates ``Shadow`` draws from, one per radius, blur, colour and scale, kept for the
/// owner's life (a map's windows use a few). Not shared between threads: each owner has its own.
package final class ShadowCache {
    private var templates: [Shadow.Key: Shadow.Template] = [:]

    /// An empty cache.
    package init() {}

    fileprivate func template(radius: Int, blur: Int, color: Color, scale: CGFloat) -> Shadow.Template {
        let key = Shadow.Key(radius: radius, blur: blur, color: color, scale: scale)
        if let cached = templates[key] { return cached }
        let template = Shadow.template(key)
        templates[key] = template
        return template
    }
}

/// A separable box blur of a bitmap's alpha channel; three passes approximate a Gaussian.
package enum BoxBlur {
    package static func blurAlpha(_ bitmap: Bitmap, radius: Int, passes: Int) {
        bitmap.flush()
        let w = bitmap.width, h = bitmap.height, stride = bitmap.stride
        let base = bitmap.baseAddress
        var alpha = [Int32](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = UnsafeRawPointer(base + y * stride)
            for x in 0..<w { alpha[y * w + x] = Int32(row.load(fromByteOffset: x * 4, as: UInt32.self) >> 24) }
        }
        var scratch = alpha
        let window = Int32(2 * radius + 1)
        for _ in 0..<passes {
            // Horizontal.
            for y in 0..<h {
                var sum: Int32 = 0
                for k in -radius...radius { sum += alpha[y * w + min(max(k, 0), w - 1)] }
                for x in 0..<w {
                    scratch[y * w + x] = sum / window
                    sum += alpha[y * w + min(x + radius + 1, w - 1)] - alpha[y * w + max(x - radius, 0)]
                }
            }
            // Vertical.
            for x in 0..<w {
                var sum: Int32 = 0
                for k in -radius...radius { sum += scratch[min(max(k, 0), h - 1) * w + x] }
                for y in 0..<h {
                    alpha[y * w + x] = sum / window
                    sum += scratch[min(y + radius + 1, h - 1) * w + x] - scratch[max(y - radius, 0) * w + x]
                }
            }
        }
        for y in 0..<h {
            let row = UnsafeMutableRawPointer(base + y * stride)
            for x in 0..<w { row.storeBytes(of: UInt32(alpha[y * w + x]) << 24, toByteOffset: x * 4, as: UInt32.self) }
        }
        bitmap.markDirty()
    }
}
