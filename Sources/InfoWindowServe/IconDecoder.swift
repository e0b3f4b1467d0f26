internal import CGD
import Foundation
#if !FUZZING
import InfoWindowKit
#endif

/// A fetched icon's bytes as a picture (D87): PNG (Cairo's reader), JPEG (libjpeg-turbo) or GIF
/// (libgd, its first frame) — told by their first bytes, whatever the `Content-Type` said —, at most
/// `maximumSide` pixels a side, checked in the header before anything is decoded.
enum IconDecoder {
    static func decode(_ data: Data, maximumSide: Int) throws(IconRefusal) -> Image {
        let bytes = [UInt8](data.prefix(64 * 1024))
        guard let (kind, width, height) = header(bytes, all: data) else {
            throw IconRefusal(reason: "not_an_image", message: "the body is not a PNG, JPEG or GIF image")
        }
        guard width > 0, height > 0 else {
            throw IconRefusal(reason: "not_an_image", message: "the \(kind) image has no pixels")
        }
        guard width <= maximumSide, height <= maximumSide else {
            throw IconRefusal(reason: "too_many_pixels", message: "the \(kind) image is \(width)x\(height) pixels, more than the limit of \(maximumSide)x\(maximumSide)")
        }
        let image: Image?
        switch kind {
        case "PNG": image = try? Image(pngData: data)
        case "JPEG": image = (try? JPEGCodec.decode(data, name: "icon", maximumSide: maximumSide)).map { Image(bitmap: $0, scale: 1) }
        default: image = gif(data)
        }
        guard let image, image.pixelWidth <= maximumSide, image.pixelHeight <= maximumSide else {
            throw IconRefusal(reason: "not_an_image", message: "the \(kind) image could not be decoded")
        }
        return image
    }

    /// The format and the pixel size its header declares; nil when the bytes start like none of them.
    static func header(_ b: [UInt8], all data: Data) -> (String, Int, Int)? {
        if b.count >= 24, b[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
            let width = b[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = b[20..<24].reduce(0) { $0 << 8 | Int($1) }
            return ("PNG", width, height)
        }
        if b.count >= 10, b[0..<6] == Array("GIF87a".utf8)[...] || b[0..<6] == Array("GIF89a".utf8)[...] {
            return ("GIF", Int(b[6]) | Int(b[7]) << 8, Int(b[8]) | Int(b[9]) << 8)
        }
        if b.count >= 4, b[0] == 0xFF, b[1] == 0xD8, b[2] == 0xFF {
            var at = 2
            while at + 9 <= b.count, b[at] == 0xFF {
                let marker = b[at + 1]
                if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return ("JPEG", Int(b[at + 7]) << 8 | Int(b[at + 8]), Int(b[at + 5]) << 8 | Int(b[at + 6]))
                }
                if marker == 0xDA { break }
                at += 2 + (Int(b[at + 2]) << 8 | Int(b[at + 3]))
            }
            return ("JPEG", 0, 0)
        }
        return nil
    }

    /// A GIF's first frame, through libgd; nil when it does not decode.
    private static func gif(_ data: Data) -> Image? {
        var bytes = [UInt8](data)
        guard let picture = bytes.withUnsafeMutableBytes({ gdImageCreateFromGifPtr(Int32($0.count), $0.baseAddress) }) else { return nil }
        defer { gdImageDestroy(picture) }
        let width = Int(picture.pointee.sx), height = Int(picture.pointee.sy)
        guard width > 0, height > 0 else { return nil }
        var words = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = UInt32(bitPattern: gdImageGetTrueColorPixel(picture, Int32(x), Int32(y)))
                // gd: 7-bit alpha (0 opaque … 127 transparent), then 8-bit red, green, blue.
                let alpha = (127 - min((pixel >> 24) & 0x7F, 127)) * 255 / 127
                let red = (pixel >> 16 & 0xFF) * alpha / 255, green = (pixel >> 8 & 0xFF) * alpha / 255, blue = (pixel & 0xFF) * alpha / 255
                words[y * width + x] = alpha << 24 | red << 16 | green << 8 | blue
            }
        }
        return words.withUnsafeBytes { Image(premultipliedARGB: $0, width: width, height: height, bytesPerRow: width * 4) }
    }
}
