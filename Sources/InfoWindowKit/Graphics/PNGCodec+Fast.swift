internal import CDeflate
import Foundation

/// How ``Image/pngData(compression:)`` compresses.
public enum PNGCompression: Sendable {
    /// Cairo's writer (libpng: zlib level 6, adaptive filters, RGBA): the smallest files for
    /// pictures kept on disk. The default.
    case small
    /// libdeflate at level 1 without filters, RGB when the picture is opaque: four to seven times faster
    /// than ``small`` on map pictures, which are flat colours and antialiased edges (filters there cost
    /// time and even bytes), for pictures made per request (`infowindow serve`, S12).
    case fast
}

extension PNGCodec {
    /// The compression level of ``PNGCompression/fast``.
    static let fastLevel: Int32 = 1

    /// Encodes `bitmap` as ``PNGCompression/fast`` says; nil if compression fails.
    ///
    /// libdeflate compresses the rows (one zlib stream, as PNG's IDAT holds) and computes the chunks'
    /// CRC-32s; what is written here is only PNG's framing — the signature and the IHDR, IDAT and IEND
    /// chunks — because neither libpng nor libspng can take rows another compressor has deflated, and
    /// libdeflate is twice as fast as zlib on these pictures (docs/serving.md, S12).
    static func encodeFast(_ bitmap: Bitmap) -> Data? {
        bitmap.flush()
        let (rows, channels) = filteredRows(bitmap)
        guard let compressor = libdeflate_alloc_compressor(fastLevel) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, rows.count)
        var deflated = [UInt8](repeating: 0, count: bound)
        let size = rows.withUnsafeBytes { input in
            deflated.withUnsafeMutableBytes { output in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
        }
        guard size > 0 else { return nil }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(bitmap.width))
        header.appendBigEndian(UInt32(bitmap.height))
        header.append(contentsOf: [8, channels == 3 ? 2 : 6, 0, 0, 0])
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", Data(deflated[0..<size]), to: &png)
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    private static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
        png.appendBigEndian(UInt32(body.count))
        var typed = Data(type.utf8)
        typed.append(body)
        let crc = typed.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        png.append(typed)
        png.appendBigEndian(crc)
    }

    /// The bitmap's rows for PNG's IDAT: each a filter byte (0, none) and the row's straight (not
    /// premultiplied) RGB when every pixel is opaque, else RGBA.
    private static func filteredRows(_ bitmap: Bitmap) -> ([UInt8], Int) {
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
        var out = [UInt8](repeating: 0, count: (width * channels + 1) * height)
        out.withUnsafeMutableBufferPointer { buffer in
            var o = 0
            for y in 0..<height {
                buffer[o] = 0
                o += 1
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
                    buffer[o] = UInt8(truncatingIfNeeded: r)
                    buffer[o + 1] = UInt8(truncatingIfNeeded: g)
                    buffer[o + 2] = UInt8(truncatingIfNeeded: b)
                    if channels == 4 { buffer[o + 3] = UInt8(truncatingIfNeeded: a) }
                    o += channels
                }
            }
        }
        return (out, channels)
    }
}

private extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
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
