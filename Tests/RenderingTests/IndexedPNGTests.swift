import Foundation
import InfoWindowKit
import Testing
@testable import InfoWindowGraphics

/// D213: `png8`'s writer — an 8-bit palette PNG framed by us around the run deflater or libdeflate —
/// read back by Cairo's reader (libpng and zlib) to exactly `palette[index]` at every pixel.
@Suite("PNG: palette PNGs (D213)")
struct IndexedPNGTests {
    /// Writes `indices` with `palette`, reads the file back and checks its header and every pixel.
    private func roundTrip(_ indices: [UInt8], width: Int, palette: [UInt32], _ name: String) throws {
        let height = indices.count / width
        let data = try #require(indices.withUnsafeBufferPointer {
            PNGCodec.encodeIndexed(width: width, height: height, palette: palette, indices: $0)
        }, "\(name): not written")
        let bytes = [UInt8](data)
        #expect(bytes[24] == 8 && bytes[25] == 3, "\(name): not an 8-bit palette PNG (\(bytes[24]), \(bytes[25]))")
        #expect(bytes[37...40].elementsEqual("PLTE".utf8), "\(name): no PLTE after IHDR")
        let plteLength = Int(bytes[33]) << 24 | Int(bytes[34]) << 16 | Int(bytes[35]) << 8 | Int(bytes[36])
        #expect(plteLength == 3 * palette.count, "\(name): PLTE of \(plteLength) bytes")
        let back = try Image(pngData: data)
        #expect(back.pixelWidth == width && back.pixelHeight == height, "\(name): size")
        var differing = 0
        back.withUnsafePixelBytes { pixels, stride in
            for y in 0..<height {
                for x in 0..<width {
                    let read = pixels.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                    if read != 0xFF00_0000 | palette[Int(indices[y * width + x])] { differing += 1 }
                }
            }
        }
        #expect(differing == 0, "\(name): \(differing) pixels differ")
    }

    @Test("D213 noise (libdeflate), flat blocks (the run deflater), 256 colours, one pixel, one column")
    func pictures() throws {
        var seed: UInt64 = 213
        func random() -> UInt32 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: seed >> 33)
        }
        let palette = (0..<256).map { _ in random() & 0xFF_FFFF }
        try roundTrip((0..<(300 * 200)).map { _ in UInt8(random() & 0xFF) }, width: 300, palette: palette, "noise")
        let blocks = (0..<(640 * 480)).map { (i: Int) -> UInt8 in
            let column = (i % 640) / 90, row = (i / 640) / 70
            return UInt8((column + row) % 7)
        }
        try roundTrip(blocks, width: 640, palette: Array(palette.prefix(7)), "blocks of colour")
        try roundTrip((0..<(256 * 4)).map { UInt8($0 % 256) }, width: 256, palette: palette, "every index")
        try roundTrip([0], width: 1, palette: [0x123456], "one pixel")
        try roundTrip((0..<100).map { UInt8($0 % 2) }, width: 1, palette: [0, 0xFFFFFF], "one column")
    }

    @Test("D213 sizes that do not match and palettes of 0 or 257 colours are refused, not written")
    func refused() {
        func write(_ count: Int, _ width: Int, _ height: Int, _ colours: Int) -> Data? {
            [UInt8](repeating: 0, count: count).withUnsafeBufferPointer {
                PNGCodec.encodeIndexed(width: width, height: height, palette: Array(repeating: 0, count: colours), indices: $0)
            }
        }
        #expect(write(100, 10, 10, 1) != nil)
        #expect(write(99, 10, 10, 1) == nil)
        #expect(write(0, 0, 0, 1) == nil)
        #expect(write(100, 10, 10, 0) == nil)
        #expect(write(100, 10, 10, 257) == nil)
    }
}
