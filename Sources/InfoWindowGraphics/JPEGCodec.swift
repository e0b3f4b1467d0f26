internal import CTurboJPEG
import Foundation
import InfoWindowCore

/// Decodes JPEG through libjpeg-turbo's TurboJPEG API straight into a Cairo bitmap (BGRA in memory is
/// Cairo's ARGB32 on little-endian machines; JPEG has no alpha, so the pixels are opaque and already
/// "premultiplied"). The header is read first, so an enormous declared size is refused before any
/// allocation.
package enum JPEGCodec {
    /// True when `data` starts like a JPEG file (SOI marker followed by another marker).
    package static func looksLikeJPEG(_ data: Data) -> Bool {
        data.count >= 3 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8
            && data[data.startIndex + 2] == 0xFF
    }

    /// Decodes JPEG bytes. `name` is used in error messages; an image declaring more than
    /// `maximumSide` pixels a side is refused before it is decoded.
    package static func decode(_ data: Data, name: String, maximumSide: Int = Bitmap.maximumSide) throws(ImageError) -> Bitmap {
        guard looksLikeJPEG(data) else {
            throw ImageError(path: name, problem: "is not a JPEG image (it does not start with the JPEG SOI marker)",
                             fix: "convert it to JPEG or PNG")
        }
        guard let handle = tjInitDecompress() else {
            throw ImageError(path: name, problem: "could not be decoded (TurboJPEG did not start)",
                             fix: "check the libturbojpeg installation")
        }
        defer { tjDestroy(handle) }
        let result = data.withUnsafeBytes { raw in
            decode(raw.bindMemory(to: UInt8.self), handle: handle, name: name, maximumSide: min(maximumSide, Bitmap.maximumSide))
        }
        return try result.get()
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, handle: UnsafeMutableRawPointer,
                               name: String, maximumSide: Int) -> Result<Bitmap, ImageError> {
        guard let base = bytes.baseAddress else {
            return .failure(ImageError(path: name, problem: "is empty", fix: "re-export the image"))
        }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, base, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0 else {
            return .failure(ImageError(path: name, problem: "has a damaged JPEG header (\(message(handle)))",
                                       fix: "re-export the image as JPEG or PNG"))
        }
        guard width > 0, height > 0, Int(width) <= maximumSide, Int(height) <= maximumSide,
              Int(width) * Int(height) <= Bitmap.maximumPixels else {
            return .failure(ImageError(path: name,
                                       problem: "is \(width)×\(height) pixels, more than \(maximumSide) pixels a side",
                                       fix: "scale it down"))
        }
        guard let bitmap = Bitmap(width: Int(width), height: Int(height)) else {
            return .failure(ImageError(path: name, problem: "could not be given memory (\(width)×\(height) pixels)",
                                       fix: "scale it down"))
        }
        bitmap.flush()
        let status = tjDecompress2(handle, base, UInt(bytes.count), bitmap.baseAddress, width,
                                   Int32(bitmap.stride), height, Int32(TJPF_BGRA.rawValue), TJFLAG_ACCURATEDCT)
        guard status == 0 else {
            return .failure(ImageError(path: name, problem: "is damaged or truncated (\(message(handle)))",
                                       fix: "re-export the image as JPEG or PNG"))
        }
        bitmap.markDirty()
        return .success(bitmap)
    }

    private static func message(_ handle: UnsafeMutableRawPointer) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
        return String(cString: text)
    }
}
