import Foundation
import Testing
import InfoWindowKit

/// Images to and from raw pixels (`withUnsafePixelBytes`, `Image(premultipliedARGB:…)`).
@MainActor
@Suite("Image pixels")
struct ImagePixelsTests {
    @Test("pixels read out of an image make the same image again")
    func roundTrip() throws {
        // Two pixels: opaque red, half-transparent blue (premultiplied: 0x80 alpha, 0x80 blue).
        let words: [UInt32] = [0xFFFF_0000, 0x8000_0080]
        let image = try #require(words.withUnsafeBytes {
            Image(premultipliedARGB: $0, width: 2, height: 1, bytesPerRow: 8, scale: 2)
        })
        #expect(image.pixelWidth == 2 && image.pixelHeight == 1)
        #expect(image.size == CGSize(width: 1, height: 0.5))
        #expect(image.color(atPixelX: 0, y: 0) == Color(red: 1, green: 0, blue: 0))
        let blue = try #require(image.color(atPixelX: 1, y: 0))
        #expect(abs(blue.alpha - 128.0 / 255) < 1e-9 && blue.blue == 1 && blue.red == 0)
        let copy = image.withUnsafePixelBytes { pixels, bytesPerRow in
            Image(premultipliedARGB: pixels, width: 2, height: 1, bytesPerRow: bytesPerRow)
        }
        #expect(copy?.color(atPixelX: 1, y: 0) == blue)
    }

    @Test("empty, oversized or short pixel buffers make no image")
    func refused() {
        let words = [UInt32](repeating: 0, count: 4)
        words.withUnsafeBytes { bytes in
            #expect(Image(premultipliedARGB: bytes, width: 0, height: 1, bytesPerRow: 0) == nil)
            #expect(Image(premultipliedARGB: bytes, width: 2, height: 2, bytesPerRow: 4) == nil, "rows narrower than the width")
            #expect(Image(premultipliedARGB: bytes, width: 2, height: 3, bytesPerRow: 8) == nil, "too few bytes")
            #expect(Image(premultipliedARGB: bytes, width: 2, height: 2, bytesPerRow: 8, scale: .nan) == nil)
            #expect(Image(premultipliedARGB: bytes, width: 2, height: 2, bytesPerRow: 8) != nil)
        }
        let wide = [UInt32](repeating: 0xFF00_0000, count: 20_000)
        wide.withUnsafeBytes { bytes in
            #expect(Image(premultipliedARGB: bytes, width: 20_000, height: 1, bytesPerRow: 80_000) == nil,
                    "wider than 16,384 pixels")
            #expect(Image(premultipliedARGB: bytes, width: 16_384, height: 1, bytesPerRow: 80_000) != nil)
        }
    }
}
