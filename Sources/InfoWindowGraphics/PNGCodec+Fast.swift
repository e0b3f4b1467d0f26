internal import CDeflate
import Foundation
import InfoWindowCore

/// How ``Image/pngData(compression:)`` compresses.
public enum PNGCompression: Sendable {
    /// Cairo's writer (libpng: zlib level 6, adaptive filters, RGBA), what ``Image/pngData()`` writes.
    /// On map pictures it is slower than ``fast`` and its files are larger (docs/serving.md, S12).
    case cairo
    /// libdeflate at level 1 without filters, RGB when the picture is opaque: four to seven times faster
    /// than ``cairo`` on map pictures, which are flat colours and antialiased edges (filters there cost
    /// time and even bytes), with smaller files: what `infowindow render` and `infowindow serve` write
    /// (S12, D83).
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
        // The whole file in one buffer, the rows deflated straight into the IDAT chunk: signature (8),
        // IHDR (12 + 13), IDAT (12 + the stream), IEND (12).
        let idatData = 8 + 25 + 8
        var failed = false
        let png = [UInt8](unsafeUninitializedCapacity: idatData + bound + 4 + 12) { buffer, count in
            let out = buffer.baseAddress!
            func put32(_ value: UInt32, at offset: Int) {
                out[offset] = UInt8(value >> 24)
                out[offset + 1] = UInt8((value >> 16) & 0xFF)
                out[offset + 2] = UInt8((value >> 8) & 0xFF)
                out[offset + 3] = UInt8(value & 0xFF)
            }
            // Writes the length and type of a chunk of `length` bytes at `offset`; its data follows.
            func head(_ type: StaticString, length: Int, at offset: Int) {
                put32(UInt32(length), at: offset)
                (out + offset + 4).update(from: type.utf8Start, count: 4)
            }
            // The CRC-32 of a chunk's type and data, after them.
            func seal(at offset: Int, length: Int) {
                put32(libdeflate_crc32(0, out + offset + 4, 4 + length), at: offset + 8 + length)
            }
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            out.update(from: signature, count: 8)
            head("IHDR", length: 13, at: 8)
            put32(UInt32(bitmap.width), at: 16)
            put32(UInt32(bitmap.height), at: 20)
            (out + 24).update(from: [8, channels == 3 ? 2 : 6, 0, 0, 0], count: 5)
            seal(at: 8, length: 13)
            let size = rows.withUnsafeBytes { input in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out + idatData, bound)
            }
            guard size > 0 else {
                failed = true
                count = 0
                return
            }
            head("IDAT", length: size, at: idatData - 8)
            seal(at: idatData - 8, length: size)
            let iend = idatData + size + 4
            head("IEND", length: 0, at: iend)
            seal(at: iend, length: 0)
            count = iend + 12
        }
        return failed ? nil : Data(png)
    }

    /// The bitmap's rows for PNG's IDAT: each a filter byte (0, none) and the row's straight (not
    /// premultiplied) RGB when every pixel is opaque, else RGBA. (An opaque picture, a map, takes the
    /// short loop: no alpha to undo. Both loops are written for the optimiser: a 1280×800 frame took
    /// 1.3 ms through one loop with a per-pixel alpha test.)
    private static func filteredRows(_ bitmap: Bitmap) -> ([UInt8], Int) {
        let width = bitmap.width, height = bitmap.height, stride = bitmap.stride
        let base = UnsafeRawPointer(bitmap.baseAddress)
        var alphas: UInt32 = 0xFF00_0000
        for y in 0..<height {
            let row = UnsafeBufferPointer(start: (base + y * stride).assumingMemoryBound(to: UInt32.self), count: width)
            var all: UInt32 = 0xFFFF_FFFF
            for word in row { all &= word }
            alphas &= all
        }
        let channels = alphas >> 24 == 0xFF ? 3 : 4
        let rowBytes = width * channels + 1
        let out = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            let target = buffer.baseAddress!
            for y in 0..<height {
                let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
                let line = target + y * rowBytes
                line[0] = 0
                if channels == 3 {
                    for x in 0..<width {
                        let word = row[x]
                        line[1 + 3 * x] = UInt8(truncatingIfNeeded: word >> 16)
                        line[2 + 3 * x] = UInt8(truncatingIfNeeded: word >> 8)
                        line[3 + 3 * x] = UInt8(truncatingIfNeeded: word)
                    }
                    continue
                }
                for x in 0..<width {
                    let word = row[x]
                    let a = word >> 24
                    var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                    if a != 0xFF && a != 0 {
                        r = min(255, (r * 255 + a / 2) / a)
                        g = min(255, (g * 255 + a / 2) / a)
                        b = min(255, (b * 255 + a / 2) / a)
                    }
                    line[1 + 4 * x] = UInt8(truncatingIfNeeded: r)
                    line[2 + 4 * x] = UInt8(truncatingIfNeeded: g)
                    line[3 + 4 * x] = UInt8(truncatingIfNeeded: b)
                    line[4 + 4 * x] = UInt8(truncatingIfNeeded: a)
                }
            }
            count = rowBytes * height
        }
        return (out, channels)
    }
}


extension Image {
    /// The image as PNG bytes, compressed as `compression` says (vector images are rendered at
    /// scale 1 first); nil if encoding fails. Both decode to the same pixels.
    public func pngData(compression: PNGCompression) -> Data? {
        switch compression {
        case .cairo: return pngData()
        case .fast: return PNGCodec.encodeFast(bitmap(forScale: scale))
        }
    }
}
