internal import CGD
import Foundation
import InfoWindowKit

/// Google's 8-bit palette formats, `png8` (Google's default) and `gif`, written by libgd (Debian's
/// libgd3, the GD licence): its median-cut quantiser (`gdImageTrueColorToPalette`, without dithering:
/// maps are flat colours and dithering would only add noise and bytes) to 256 colours, then its PNG or
/// GIF writer (D62). Debian builds libgd without libimagequant (GPL-3), which is not used.
enum PaletteEncoder {
    /// The picture as an 8-bit palette PNG (`gif` false) or a GIF; nil when libgd cannot (out of
    /// memory). Alpha is dropped: the server's pictures are opaque.
    static func encode(_ image: Image, gif: Bool) -> Data? {
        let width = image.pixelWidth, height = image.pixelHeight
        guard width > 0, height > 0, let picture = gdImageCreateTrueColor(Int32(width), Int32(height)) else { return nil }
        defer { gdImageDestroy(picture) }
        let copied: Bool = image.withUnsafePixelBytes { pixels, bytesPerRow in
            guard let rows = picture.pointee.tpixels else { return false }
            for y in 0..<height {
                guard let row = rows[y] else { return false }
                let source = pixels.baseAddress.map { $0 + y * bytesPerRow }
                guard let source else { return false }
                for x in 0..<width {
                    // Premultiplied ARGB words in the machine's order; gd's are 0x00RRGGBB (alpha 0: opaque).
                    let word = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    row[x] = Int32(bitPattern: word & 0x00FF_FFFF)
                }
            }
            return true
        }
        guard copied, gdImageTrueColorToPalette(picture, 0, 256) != 0 else { return nil }
        var size: Int32 = 0
        guard let bytes = gif ? gdImageGifPtr(picture, &size) : gdImagePngPtr(picture, &size) else { return nil }
        defer { gdFree(bytes) }
        return Data(bytes: bytes, count: Int(size))
    }
}
