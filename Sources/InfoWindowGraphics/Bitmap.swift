internal import CCairo
import Foundation
import InfoWindowCore

/// Pixels in memory: a Cairo ARGB32 image surface (premultiplied alpha, native-endian 32-bit words).
/// Owns the surface and destroys it in `deinit`. Written once by a ``Canvas`` and read afterwards;
/// it is only shared across threads once it is no longer written.
package final class Bitmap: @unchecked Sendable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    let surface: OpaquePointer

    /// The largest side accepted for any bitmap, in pixels.
    static let maximumSide = 16_384
    /// The largest pixel count accepted for any bitmap (64 Mpx, 256 MB).
    static let maximumPixels = 64 * 1024 * 1024

    /// A transparent bitmap, or nil when the size is empty, too large, or Cairo cannot allocate it.
    package init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide,
              width * height <= Self.maximumPixels else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.width = width
        self.height = height
        self.surface = surface
    }

    /// A copy of `source`'s pixels, or nil when memory cannot be had. The memory is not zeroed
    /// first (Cairo's own surfaces are): the copy overwrites every byte.
    package init?(copying source: Bitmap) {
        source.flush()
        let stride = source.stride, height = source.height
        guard let pixels = malloc(stride * height) else { return nil }
        pixels.copyMemory(from: source.baseAddress, byteCount: stride * height)
        guard let surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(source.width), Int32(height),
            Int32(stride)) else {
            free(pixels)
            return nil
        }
        // The memory goes with the surface, whenever its last reference does.
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_set_user_data(surface, &Bitmap.pixelsKey, pixels, { free($0) }) == CAIRO_STATUS_SUCCESS
        else {
            cairo_surface_destroy(surface)
            free(pixels)
            return nil
        }
        width = source.width
        self.height = height
        self.surface = surface
    }

    /// Takes ownership of a Cairo image surface, converting it to ARGB32 when it has another format.
    init?(adopting source: OpaquePointer) {
        guard cairo_surface_status(source) == CAIRO_STATUS_SUCCESS,
              cairo_surface_get_type(source) == CAIRO_SURFACE_TYPE_IMAGE else {
            cairo_surface_destroy(source)
            return nil
        }
        let w = Int(cairo_image_surface_get_width(source))
        let h = Int(cairo_image_surface_get_height(source))
        guard w > 0, h > 0 else {
            cairo_surface_destroy(source)
            return nil
        }
        if cairo_image_surface_get_format(source) == CAIRO_FORMAT_ARGB32 {
            width = w
            height = h
            surface = source
                return
        }
        guard let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)),
              cairo_surface_status(converted) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(source)
            return nil
        }
        let cr = cairo_create(converted)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_destroy(source)
        cairo_surface_flush(converted)
        width = w
        height = h
        surface = converted
    }

    deinit { cairo_surface_destroy(surface) }

    /// The user-data key under which a surface made by ``init(copying:)`` holds its pixel memory.
    nonisolated(unsafe) private static var pixelsKey = cairo_user_data_key_t()

    /// A transparent bitmap of the size, or a single pixel when that size cannot be had (empty, over
    /// the limits, or out of memory) — for drawing paths that must always produce something.
    package static func orPixel(width: Int, height: Int) -> Bitmap {
        if let bitmap = Bitmap(width: width, height: height) { return bitmap }
        // Four bytes; if even these cannot be allocated the process cannot continue anyway.
        guard let pixel = Bitmap(width: 1, height: 1) else { fatalError("out of memory for a 1×1 bitmap") }
        return pixel
    }

    /// Bytes per row.
    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The first byte of the pixels, for reading after `flush()`.
    var baseAddress: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(surface) }

    /// Makes pending Cairo drawing visible in memory.
    func flush() { cairo_surface_flush(surface) }

    /// Tells Cairo the pixels were changed directly in memory.
    func markDirty() { cairo_surface_mark_dirty(surface) }

    /// Makes every pixel transparent.
    package func clear() {
        flush()
        baseAddress.update(repeating: 0, count: stride * height)
        markDirty()
    }

    /// The premultiplied ARGB word at (x, y).
    func pixelWord(x: Int, y: Int) -> UInt32 {
        let row = UnsafeRawPointer(baseAddress + y * stride)
        return row.load(fromByteOffset: x * 4, as: UInt32.self)
    }

    /// The straight-alpha colour at (x, y); nil outside the bitmap.
    func color(x: Int, y: Int) -> Color? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        flush()
        let word = pixelWord(x: x, y: y)
        let a = Double(word >> 24) / 255
        guard a > 0 else { return .clear }
        func channel(_ shift: UInt32) -> Double { min(Double((word >> shift) & 0xff) / 255 / a, 1) }
        return Color(red: channel(16), green: channel(8), blue: channel(0), alpha: a)
    }
}
