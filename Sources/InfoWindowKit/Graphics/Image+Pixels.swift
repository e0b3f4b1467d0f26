import Foundation

extension Image {
    /// Calls `body` with the image's pixels: rows of 32-bit premultiplied-alpha ARGB words in the
    /// machine's byte order (B, G, R, A in memory on little-endian machines — SDL's `ARGB8888`), and the
    /// number of bytes per row. Vector images are rendered at scale 1 first. The bytes are valid only
    /// inside `body`.
    @MainActor
    public func withUnsafePixelBytes<R>(_ body: (_ pixels: UnsafeRawBufferPointer, _ bytesPerRow: Int) throws -> R) rethrows -> R {
        let bitmap = self.bitmap(forScale: scale)
        bitmap.flush()
        let buffer = UnsafeRawBufferPointer(start: bitmap.baseAddress, count: bitmap.stride * bitmap.height)
        return try body(buffer, bitmap.stride)
    }
}
