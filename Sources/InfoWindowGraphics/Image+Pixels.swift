import Foundation
import InfoWindowCore

extension Image {
    /// Calls `body` with the image's pixels: rows of 32-bit premultiplied-alpha ARGB words in the
    /// machine's byte order (B, G, R, A in memory on little-endian machines — SDL's `ARGB8888`), and the
    /// number of bytes per row. Vector images are rendered at scale 1 first. The bytes are valid only
    /// inside `body`.
    public func withUnsafePixelBytes<R>(_ body: (_ pixels: UnsafeRawBufferPointer, _ bytesPerRow: Int) throws -> R) rethrows -> R {
        let bitmap = self.bitmap(forScale: scale)
        bitmap.flush()
        let buffer = UnsafeRawBufferPointer(start: bitmap.baseAddress, count: bitmap.stride * bitmap.height)
        return try body(buffer, bitmap.stride)
    }

    /// An image made from pixels laid out as ``withUnsafePixelBytes(_:)`` gives them: `height` rows of
    /// `width` 32-bit premultiplied ARGB words in the machine's byte order, `bytesPerRow` apart, at
    /// `scale` pixels per point (default 1). The bytes are copied. Nil when the size is empty or larger
    /// than an image may be (16,384 pixels a side, 64 Mpx), or `pixels` is too short.
    public convenience init?(premultipliedARGB pixels: UnsafeRawBufferPointer, width: Int, height: Int,
                             bytesPerRow: Int, scale: CGFloat = 1) {
        guard width > 0, height > 0, bytesPerRow >= width * 4, scale.isFinite, scale > 0,
              pixels.count >= bytesPerRow * (height - 1) + width * 4, let source = pixels.baseAddress,
              let bitmap = Bitmap(width: width, height: height) else { return nil }
        bitmap.flush()
        for y in 0..<height {
            (bitmap.baseAddress + y * bitmap.stride).update(from: source.advanced(by: y * bytesPerRow)
                .assumingMemoryBound(to: UInt8.self), count: width * 4)
        }
        bitmap.markDirty()
        self.init(bitmap: bitmap, scale: scale)
    }
}
