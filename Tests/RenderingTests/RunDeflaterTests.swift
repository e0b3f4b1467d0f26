import Foundation
import InfoWindowKit
import Testing
@testable import InfoWindowGraphics

/// D173: the fast PNG writer's own deflate — every picture it writes decodes (with Cairo's reader,
/// libpng and zlib) to exactly its pixels, however hard: noise, runs longer than a match, repeated rows,
/// rows wider than deflate reaches back, one pixel, transparency.
@Suite("PNG: the run-and-row deflater (D173)")
@MainActor
struct RunDeflaterTests {
    /// A picture of `width` × `height` premultiplied ARGB pixels made by `pixel`.
    private func picture(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> UInt32) throws -> Image {
        var words = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { words[y * width + x] = pixel(x, y) } }
        return try #require(words.withUnsafeBytes { Image(premultipliedARGB: $0, width: width, height: height, bytesPerRow: width * 4) })
    }

    /// The picture written by the run-and-row deflater (whatever its share of repeated pixels), by the
    /// fast writer and by the compact one, each read back by Cairo's reader, pixel for pixel.
    private func roundTrip(_ image: Image, _ name: String) throws {
        try roundTrip(image, name, PNGCodec.encode(image.bitmap(forScale: image.scale), compact: false, forceRuns: true))
        try roundTrip(image, name, image.pngData(compression: .compact))
        try roundTrip(image, name, image.pngData(compression: .fast))
    }

    private func roundTrip(_ image: Image, _ name: String, _ written: Data?) throws {
        let data = try #require(written, "\(name): not written")
        let back = try Image(pngData: data)
        #expect(back.pixelWidth == image.pixelWidth && back.pixelHeight == image.pixelHeight, "\(name): size")
        var differing = 0
        image.withUnsafePixelBytes { a, aStride in
            back.withUnsafePixelBytes { b, bStride in
                for y in 0..<image.pixelHeight {
                    for x in 0..<image.pixelWidth where a.load(fromByteOffset: y * aStride + x * 4, as: UInt32.self)
                        != b.load(fromByteOffset: y * bStride + x * 4, as: UInt32.self) { differing += 1 }
                }
            }
        }
        #expect(differing == 0, "\(name): \(differing) pixels differ")
    }

    @Test("D173 noise (literals in several blocks), long runs, repeated rows, stripes: every pixel back")
    func pictures() throws {
        var seed: UInt64 = 173
        func random() -> UInt32 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: seed >> 33)
        }
        try roundTrip(try picture(300, 300) { _, _ in 0xFF00_0000 | random() & 0xFF_FFFF }, "noise")
        try roundTrip(try picture(1000, 3) { _, _ in 0xFF12_3456 }, "one colour, runs longer than 258 bytes")
        try roundTrip(try picture(97, 61) { x, y in 0xFF00_0000 | UInt32((x / 7 + y / 5) % 3) * 0x50_5050 }, "blocks of colour")
        let row = (0..<500).map { _ in 0xFF00_0000 | random() & 0xFF_FFFF }
        try roundTrip(try picture(500, 40) { x, _ in row[x] }, "the same noisy row again and again")
        try roundTrip(try picture(1, 1) { _, _ in 0xFFAB_CDEF }, "one pixel")
        try roundTrip(try picture(3, 200) { x, y in 0xFF00_0000 | UInt32(x * 80 + y % 2) }, "narrow")
        // Transparent pixels (RGBA rows, 4 bytes a pixel), premultiplied: values a PNG can hold exactly.
        try roundTrip(try picture(64, 64) { x, y in (x + y) % 3 == 0 ? 0 : 0xFF00_0000 | UInt32(x * 4) << 8 }, "transparency")
    }

    @Test("D173 rows wider than deflate reaches back (8,200 RGBA pixels: 32,801 bytes) are matched within the row")
    func wideRows() throws {
        try roundTrip(try picture(8200, 3) { x, y in x % 2 == 0 ? 0 : 0xFF00_0000 | UInt32(x % 251 + y) }, "wide")
    }
}

extension RunDeflaterTests {
    @Test("D173 .fast takes the run-and-row deflater where 95 % of pixels repeat a neighbour, else libdeflate, as .compact")
    func choice() throws {
        let flat = try picture(200, 100) { x, y in 0xFF00_0000 | UInt32((x / 50 + y / 50) % 2) * 0x80_8080 }
        let forced = PNGCodec.encode(flat.bitmap(forScale: 1), compact: false, forceRuns: true)
        #expect(flat.pngData(compression: .fast) == forced, "a flat picture: the run-and-row deflater")
        #expect(flat.pngData(compression: .compact) != forced)
        var seed: UInt32 = 7
        let busy = try picture(200, 100) { _, _ in seed = seed &* 1_103_515_245 &+ 12345; return 0xFF00_0000 | seed >> 8 }
        #expect(busy.pngData(compression: .fast) == busy.pngData(compression: .compact), "a busy picture: libdeflate")
    }
}
