internal import CDeflate
import Foundation
import InfoWindowCore

/// How ``Image/pngData(compression:)`` compresses.
public enum PNGCompression: Sendable {
    /// Cairo's writer (libpng: zlib level 6, adaptive filters, RGBA), what ``Image/pngData()`` writes.
    /// On map pictures it is slower than ``fast`` and its files are larger (docs/serving.md, S12).
    case cairo
    /// The fastest here, without filters, RGB when the picture is opaque: our run-and-row deflater
    /// (`RunDeflater`) when at least 95 % of the pixels repeat their left or upper neighbour (a map
    /// without streets: a third of libdeflate's time, files about a third larger), else libdeflate at
    /// level 1, as ``compact`` (D173). What `infowindow render` and `infowindow serve` write (S12, D83).
    case fast
    /// libdeflate at level 1 without filters, RGB when the picture is opaque: the smallest files here
    /// (S12).
    case compact
}

extension PNGCodec {
    /// The share of pixels equal to their left or upper neighbour from which ``PNGCompression/fast`` uses
    /// ``RunDeflater`` (D173): a world map without streets repeats 98 % of its pixels, a street map
    /// about 75 %, where libdeflate is faster and smaller.
    static let runDeflaterShare = 0.95

    /// The zlib level of ``PNGCompression/compact`` (and of ``PNGCompression/fast`` below ``runDeflaterShare``).
    static let compactLevel: Int32 = 1

    /// Encodes `bitmap` as `compression` says (``PNGCompression/fast`` or ``PNGCompression/compact``),
    /// or with ``RunDeflater`` whatever the picture when `forceRuns` (the tests); nil if it has no pixels
    /// or compression fails.
    ///
    /// ``RunDeflater`` or libdeflate compresses the rows (one zlib stream, as PNG's IDAT holds) and
    /// libdeflate computes the chunks' CRC-32s; what is written here is only PNG's framing — the
    /// signature and the IHDR, IDAT and IEND chunks — because neither libpng nor libspng can take rows
    /// another compressor has deflated (docs/serving.md, S12).
    static func encode(_ bitmap: Bitmap, compact: Bool, forceRuns: Bool = false) -> Data? {
        bitmap.flush()
        guard bitmap.width > 0, bitmap.height > 0 else { return nil }
        let (rows, channels, repeatedShare) = filteredRows(bitmap)
        let runs = forceRuns || (!compact && repeatedShare >= runDeflaterShare)
        let stream: [UInt8]? = rows.withUnsafeBufferPointer { rows in
            runs ? RunDeflater.zlib(rows, rowBytes: bitmap.width * channels + 1, pixelBytes: channels) : libdeflateStream(rows)
        }
        guard let stream else { return nil }
        return file(width: bitmap.width, height: bitmap.height, colourType: channels == 3 ? 2 : 6, stream: stream)
    }

    /// A PNG file around an already deflated IDAT stream: the signature, IHDR (8 bits a sample,
    /// `colourType`), the `palette` as PLTE when given (0x00RRGGBB colours), IDAT and IEND; the chunks'
    /// CRC-32s by libdeflate.
    static func file(width: Int, height: Int, colourType: UInt8, palette: [UInt32]? = nil, stream: [UInt8]) -> Data {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(8 + 25 + 12 + 3 * (palette?.count ?? 0) + 12 + stream.count + 12)
        func bigEndian(_ value: Int) -> [UInt8] {
            [UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
        }
        func chunk(_ type: String, _ data: [UInt8]) {
            png += bigEndian(data.count)
            let start = png.count
            png += Array(type.utf8)
            png += data
            let crc = png.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress! + start, png.count - start) }
            png += bigEndian(Int(crc))
        }
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, colourType, 0, 0, 0])
        if let palette {
            chunk("PLTE", palette.flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] })
        }
        chunk("IDAT", stream)
        chunk("IEND", [])
        return Data(png)
    }

    /// `rows` as one zlib stream by libdeflate at ``compactLevel``; nil if it fails.
    static func libdeflateStream(_ rows: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard let compressor = libdeflate_alloc_compressor(compactLevel) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, rows.count)
        var failed = false
        let stream = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            count = libdeflate_zlib_compress(compressor, rows.baseAddress, rows.count, buffer.baseAddress, bound)
            failed = count == 0
        }
        return failed ? nil : stream
    }

    /// The bitmap's rows for PNG's IDAT: each a filter byte (0, none) and the row's straight (not
    /// premultiplied) RGB when every pixel is opaque, else RGBA. (An opaque picture, a map, takes the
    /// short loop: no alpha to undo. Both loops are written for the optimiser: a 1280×800 frame took
    /// 1.3 ms through one loop with a per-pixel alpha test.)
    private static func filteredRows(_ bitmap: Bitmap) -> (rows: [UInt8], channels: Int, repeatedShare: Double) {
        let width = bitmap.width, height = bitmap.height, stride = bitmap.stride
        let base = UnsafeRawPointer(bitmap.baseAddress)
        var alphas: UInt32 = 0xFF00_0000
        var repeated = 0
        for y in 0..<height {
            let row = (base + y * stride).assumingMemoryBound(to: UInt32.self)
            let above = y > 0 ? (base + (y - 1) * stride).assumingMemoryBound(to: UInt32.self) : row
            var all: UInt32 = 0xFFFF_FFFF, previous = ~row[0], same = 0
            for x in 0..<width {
                let word = row[x]
                all &= word
                same &+= (word == previous || (y > 0 && word == above[x])) ? 1 : 0
                previous = word
            }
            alphas &= all
            repeated += same
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
        return (out, channels, Double(repeated) / Double(width * height))
    }
}


extension Image {
    /// The image as PNG bytes, compressed as `compression` says (vector images are rendered at
    /// scale 1 first); nil if encoding fails. Both decode to the same pixels.
    public func pngData(compression: PNGCompression) -> Data? {
        switch compression {
        case .cairo: return pngData()
        case .fast: return PNGCodec.encode(bitmap(forScale: scale), compact: false)
        case .compact: return PNGCodec.encode(bitmap(forScale: scale), compact: true)
        }
    }
}
