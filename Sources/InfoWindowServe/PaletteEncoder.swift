internal import CGD
import Foundation
import InfoWindowGraphics
import InfoWindowKit

/// Google's 8-bit palette formats, `png8` (Google's default) and `gif`: the picture reduced to at most
/// 256 colours by ``PaletteQuantizer`` (D172; no dithering: maps are flat colours and dithering would
/// only add noise and bytes), then written: `png8` by our PNG framing around the deflater
/// ``PNGCompression/fast`` uses (D213, `PNGCodec.encodeIndexed`), `gif` by libgd's GIF writer (Debian's
/// libgd3, the GD licence; D62).
package enum PaletteEncoder {
    /// The writer of a quantized picture.
    package enum Writer: Sendable {
        /// `png8`, as served (D213).
        case png
        /// `gif`, libgd's writer (D62).
        case gif
        /// `png8` by libgd's PNG writer (libpng, zlib level 1): what was served before D213, kept so
        /// `make bench` compares the two in the same run.
        case libgdPNG
    }

    /// The zlib level of ``Writer/libgdPNG``: 1, the fastest.
    static let libgdPNGLevel: Int32 = 1

    /// The picture as an 8-bit palette PNG (`gif` false) or a GIF; nil when it has no pixels or
    /// writing fails (out of memory). Alpha is dropped: the server's pictures are opaque.
    static func encode(_ image: Image, gif: Bool) -> Data? {
        encode(image, writer: gif ? .gif : .png)
    }

    /// The picture written by `writer`; nil when it has no pixels or writing fails.
    package static func encode(_ image: Image, writer: Writer) -> Data? {
        let width = image.pixelWidth, height = image.pixelHeight
        guard width > 0, height > 0 else { return nil }
        let quantized = image.withUnsafePixelBytes { pixels, bytesPerRow in
            pixels.baseAddress.map { PaletteQuantizer(pixels: $0, width: width, height: height, bytesPerRow: bytesPerRow) }
        }
        guard let quantized else { return nil }
        if writer == .png {
            return quantized.indices.withUnsafeBufferPointer {
                PNGCodec.encodeIndexed(width: width, height: height, palette: quantized.palette, indices: $0)
            }
        }
        guard let picture = gdImageCreate(Int32(width), Int32(height)) else { return nil }
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
        let written = writer == .gif ? gdImageGifPtr(picture, &size) : gdImagePngPtrEx(picture, &size, libgdPNGLevel)
        guard let bytes = written else { return nil }
        defer { gdFree(bytes) }
        return Data(bytes: bytes, count: Int(size))
    }
}
