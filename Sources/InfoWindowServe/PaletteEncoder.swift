internal import CGD
import Foundation
import InfoWindowKit

/// Google's 8-bit palette formats, `png8` (Google's default) and `gif`: the picture reduced to at most
/// 256 colours by ``PaletteQuantizer`` (D172; no dithering: maps are flat colours and dithering would
/// only add noise and bytes), then written by libgd (Debian's libgd3, the GD licence): its PNG writer
/// at zlib level 1 or its GIF writer (D62).
enum PaletteEncoder {
    /// The zlib level of `png8`: 1, the fastest (map pictures are flat colours; higher levels gave a few
    /// per cent fewer bytes for twice the time).
    static let pngLevel: Int32 = 1

    /// The picture as an 8-bit palette PNG (`gif` false) or a GIF; nil when libgd cannot (out of
    /// memory). Alpha is dropped: the server's pictures are opaque.
    static func encode(_ image: Image, gif: Bool) -> Data? {
        let width = image.pixelWidth, height = image.pixelHeight
        guard width > 0, height > 0 else { return nil }
        let quantized = image.withUnsafePixelBytes { pixels, bytesPerRow in
            pixels.baseAddress.map { PaletteQuantizer(pixels: $0, width: width, height: height, bytesPerRow: bytesPerRow) }
        }
        guard let quantized, let picture = gdImageCreate(Int32(width), Int32(height)) else { return nil }
        defer { gdImageDestroy(picture) }
        for colour in quantized.palette {
            guard gdImageColorAllocate(picture, Int32(colour >> 16), Int32((colour >> 8) & 0xFF), Int32(colour & 0xFF)) >= 0 else { return nil }
        }
        guard let rows = picture.pointee.pixels else { return nil }
        let copied = quantized.indices.withUnsafeBufferPointer { indices -> Bool in
            for y in 0..<height {
                guard let row = rows[y], let source = indices.baseAddress else { return false }
                row.update(from: source + y * width, count: width)
            }
            return true
        }
        guard copied else { return nil }
        var size: Int32 = 0
        guard let bytes = gif ? gdImageGifPtr(picture, &size) : gdImagePngPtrEx(picture, &size, pngLevel) else { return nil }
        defer { gdFree(bytes) }
        return Data(bytes: bytes, count: Int(size))
    }
}
