internal import CSpng
import Foundation

/// How ``Image/pngData(compression:)`` compresses.
public enum PNGCompression: Sendable {
    /// Cairo's writer (libpng: zlib level 6, adaptive filters, RGBA): the smallest files for
    /// pictures kept on disk. The default.
    case small
    /// libspng at zlib level 3 without filters, RGB when the picture is opaque: about five times
    /// faster than ``small`` on map pictures, which are flat colours and antialiased edges (filters
    /// there cost time and even bytes), for pictures made per request (`infowindow serve`, S12).
    case fast
}

extension PNGCodec {
    /// The zlib level of ``PNGCompression/fast``.
    static let fastLevel: Int32 = 3

    /// Encodes `bitmap` with libspng, as ``PNGCompression/fast`` says; nil if libspng fails.
    static func encodeFast(_ bitmap: Bitmap) -> Data? {
        bitmap.flush()
        let (pixels, channels) = straightPixels(bitmap)
        guard let context = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else { return nil }
        defer { spng_ctx_free(context) }
        spng_set_option(context, SPNG_ENCODE_TO_BUFFER, 1)
        spng_set_option(context, SPNG_IMG_COMPRESSION_LEVEL, fastLevel)
        spng_set_option(context, SPNG_FILTER_CHOICE, Int32(SPNG_FILTER_CHOICE_NONE.rawValue))
        var header = spng_ihdr(width: UInt32(bitmap.width), height: UInt32(bitmap.height), bit_depth: 8,
                               color_type: UInt8(channels == 3 ? SPNG_COLOR_TYPE_TRUECOLOR.rawValue : SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue),
                               compression_method: 0, filter_method: 0, interlace_method: 0)
        guard spng_set_ihdr(context, &header) == 0 else { return nil }
        let status = pixels.withUnsafeBytes { raw in
            spng_encode_image(context, raw.baseAddress, raw.count, Int32(SPNG_FMT_PNG.rawValue), Int32(SPNG_ENCODE_FINALIZE.rawValue))
        }
        guard status == 0 else { return nil }
        var length = 0
        var error: Int32 = 0
        guard let buffer = spng_get_png_buffer(context, &length, &error), error == 0 else { return nil }
        defer { free(buffer) }
        return Data(bytes: buffer, count: length)
    }

    /// The bitmap's rows as straight (not premultiplied) RGB when every pixel is opaque, else RGBA.
    private static func straightPixels(_ bitmap: Bitmap) -> ([UInt8], Int) {
        let width = bitmap.width, height = bitmap.height, stride = bitmap.stride
        let base = UnsafeRawPointer(bitmap.baseAddress)
        var opaque = true
        rows: for y in 0..<height {
            let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 0xFF {
                opaque = false
                break rows
            }
        }
        let channels = opaque ? 3 : 4
        var out = [UInt8](repeating: 0, count: width * height * channels)
        out.withUnsafeMutableBufferPointer { buffer in
            var o = 0
            for y in 0..<height {
                let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let word = row[x]
                    let a = word >> 24
                    var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                    if a != 0xFF && a != 0 {
                        r = min(255, (r * 255 + a / 2) / a)
                        g = min(255, (g * 255 + a / 2) / a)
                        b = min(255, (b * 255 + a / 2) / a)
                    }
                    buffer[o] = UInt8(r)
                    buffer[o + 1] = UInt8(g)
                    buffer[o + 2] = UInt8(b)
                    if channels == 4 { buffer[o + 3] = UInt8(a) }
                    o += channels
                }
            }
        }
        return (out, channels)
    }
}

extension Image {
    /// The image as PNG bytes, compressed as `compression` says (vector images are rendered at
    /// scale 1 first); nil if encoding fails. Both decode to the same pixels.
    @MainActor public func pngData(compression: PNGCompression) -> Data? {
        switch compression {
        case .small: return pngData()
        case .fast: return PNGCodec.encodeFast(bitmap(forScale: scale))
        }
    }
}
