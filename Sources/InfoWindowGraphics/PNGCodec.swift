internal import CCairo
import Foundation
import InfoWindowCore

/// Reads and writes PNG through Cairo (libpng underneath). The header is checked in Swift first, so a
/// file that claims an enormous size is refused before anything is allocated for it.
package enum PNGCodec {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The pixel size a PNG's IHDR chunk declares, or nil when `data` does not start like a PNG.
    package static func declaredSize(of data: Data) -> (width: Int, height: Int)? {
        guard data.count >= 24 else { return nil }
        let bytes = [UInt8](data.prefix(24))
        guard Array(bytes[0..<8]) == signature, bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        func be32(_ i: Int) -> Int {
            Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
        }
        return (be32(16), be32(20))
    }

    /// Bytes of a PNG file up to the end of the IHDR chunk's size fields: all ``checkHeader(_:name:)`` reads.
    static let headerLength = 24

    /// Checks the start of a PNG (its first ``headerLength`` bytes are enough): the signature, and a
    /// declared pixel size within ``Bitmap``'s limits. Nothing is allocated for the pixels, so a tiny
    /// file that claims 50,000 × 50,000 pixels is refused here. Returns the declared size.
    @discardableResult
    static func checkHeader(_ data: Data, name: String) throws(ImageError) -> (width: Int, height: Int) {
        guard let size = declaredSize(of: data) else {
            let head = [UInt8](data.prefix(signature.count))
            if data.isEmpty {
                throw ImageError(path: name, problem: "is empty (0 bytes)", fix: "re-export the image as PNG")
            }
            if head == Array(signature.prefix(head.count)) && data.count < headerLength {
                throw ImageError(path: name, problem: "is truncated (\(data.count) bytes, shorter than a PNG header)",
                                 fix: "re-export the image as PNG")
            }
            if JPEGCodec.looksLikeJPEG(data) {
                throw ImageError(path: name, problem: "is a JPEG image, not a PNG", fix: "convert it to PNG")
            }
            throw ImageError(path: name, problem: "is not a PNG image (it does not start with the PNG signature)",
                             fix: "convert it to PNG")
        }
        guard size.width > 0, size.height > 0 else {
            throw ImageError(path: name, problem: "declares an empty image (\(size.width)×\(size.height) pixels)",
                             fix: "re-export the image")
        }
        guard size.width <= Bitmap.maximumSide, size.height <= Bitmap.maximumSide,
              size.width * size.height <= Bitmap.maximumPixels else {
            throw ImageError(path: name,
                             problem: "is \(size.width)×\(size.height) pixels, more than the limit of \(Bitmap.maximumSide) pixels a side and \(Bitmap.maximumPixels / 1_048_576) Mpx",
                             fix: "scale it down")
        }
        return size
    }

    /// Decodes PNG bytes. `name` is used in error messages (a path, or a description).
    package static func decode(_ data: Data, name: String) throws(ImageError) -> Bitmap {
        try checkHeader(data, name: name)
        let surface: OpaquePointer? = data.withUnsafeBytes { raw -> OpaquePointer? in
            var reader = Reader(base: raw.baseAddress!, count: raw.count, offset: 0)
            return withUnsafeMutablePointer(to: &reader) { pointer in
                cairo_image_surface_create_from_png_stream({ closure, out, length in
                    let state = closure!.assumingMemoryBound(to: Reader.self)
                    let wanted = Int(length)
                    guard state.pointee.offset + wanted <= state.pointee.count else { return CAIRO_STATUS_READ_ERROR }
                    memcpy(out!, state.pointee.base + state.pointee.offset, wanted)
                    state.pointee.offset += wanted
                    return CAIRO_STATUS_SUCCESS
                }, pointer)
            }
        }
        guard let surface else {
            throw ImageError(path: name, problem: "could not be decoded", fix: "re-export the image as PNG")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            let detail = String(cString: cairo_status_to_string(status))
            cairo_surface_destroy(surface)
            throw ImageError(path: name, problem: "is damaged or truncated (\(detail))",
                             fix: "re-export the image as PNG")
        }
        guard let bitmap = Bitmap(adopting: surface) else {
            throw ImageError(path: name, problem: "could not be converted to pixels", fix: "re-export the image as PNG")
        }
        return bitmap
    }

    /// Encodes a bitmap as PNG bytes, or nil if Cairo fails.
    static func encode(_ bitmap: Bitmap) -> Data? {
        bitmap.flush()
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(bitmap.surface, { closure, data, length in
            let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
            sink.data.append(data!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
    }

    private struct Reader {
        let base: UnsafeRawPointer
        let count: Int
        var offset: Int
    }

    private final class Sink {
        var data = Data()
    }
}

/// A problem with an image file: which file, what is wrong, how to fix it.
public struct ImageError: Error, CustomStringConvertible, Sendable {
    /// The file (or image name) concerned.
    public let path: String
    /// What is wrong, as a phrase following the path.
    public let problem: String
    /// What to do about it.
    public let fix: String

    /// `PATH: PROBLEM; FIX.`, on one line (see ``SceneError/description``).
    public var description: String { "\(path): \(problem); \(fix).".escapedForOneLine }
}
