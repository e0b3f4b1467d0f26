import Foundation
import Testing
@testable import InfoWindowServe

/// D172: `png8` and `gif` colours — exact up to 256 colours, median cut beyond, the same every run.
@Suite("Serve: the palette quantizer")
struct PaletteQuantizerTests {
    /// Quantizes `width` × `height` opaque pixels given as 0xRRGGBB.
    private func quantize(_ colours: [UInt32], width: Int, height: Int) -> PaletteQuantizer {
        let words = colours.map { 0xFF00_0000 | $0 }
        return words.withUnsafeBytes { PaletteQuantizer(pixels: $0.baseAddress!, width: width, height: height, bytesPerRow: width * 4) }
    }

    /// Pixels of a ramp in every channel: `count` different colours, in runs of `run`.
    private func ramp(_ count: Int, run: Int) -> [UInt32] {
        (0..<count).flatMap { i -> [UInt32] in
            let colour = UInt32((i * 37) % 256) << 16 | UInt32((i * 101) % 256) << 8 | UInt32((i * 7 + i / 256) % 256)
            return Array(repeating: colour, count: run)
        }
    }

    @Test("D172 up to 256 colours: the palette is exactly the picture's colours, every pixel unchanged")
    func exactPalette() {
        let pixels = ramp(256, run: 3)
        let q = quantize(pixels, width: 48, height: 16)
        #expect(q.palette.count == 256)
        #expect(q.indices.count == 48 * 16)
        for (i, pixel) in pixels.enumerated() { #expect(q.palette[Int(q.indices[i])] == pixel, "pixel \(i)") }
        #expect(Set(q.palette).count == 256)
    }

    @Test("D172 more than 256 colours: at most 256, every pixel near its colour, a flat colour kept to a level")
    func medianCut() {
        // A picture like a map: three flat colours over most of it, then 4,000 different edge colours.
        var pixels = Array(repeating: UInt32(0xF5F3EF), count: 30_000)
            + Array(repeating: UInt32(0x8AB4F8), count: 20_000) + Array(repeating: UInt32(0x3B6FD1), count: 10_000)
        pixels += ramp(4_000, run: 1)
        let width = 200, height = pixels.count / width
        let q = quantize(Array(pixels.prefix(width * height)), width: width, height: height)
        #expect(q.palette.count <= 256 && q.palette.count > 200)
        func channels(_ c: UInt32) -> [Int] { [Int(c >> 16), Int((c >> 8) & 0xFF), Int(c & 0xFF)] }
        var worst = 0
        for (i, pixel) in pixels.prefix(width * height).enumerated() {
            let drawn = q.palette[Int(q.indices[i])]
            worst = max(worst, zip(channels(pixel), channels(drawn)).map { abs($0 - $1) }.max() ?? 0)
        }
        #expect(worst <= 48, "the worst channel strays \(worst) levels")
        for flat in [UInt32(0xF5F3EF), 0x8AB4F8, 0x3B6FD1] {
            let index = pixels.firstIndex(of: flat)!
            let drawn = q.palette[Int(q.indices[index])]
            #expect(zip(channels(flat), channels(drawn)).allSatisfy { abs($0 - $1) <= 1 }, "\(String(flat, radix: 16)) drawn as \(String(drawn, radix: 16))")
        }
        let again = quantize(Array(pixels.prefix(width * height)), width: width, height: height)
        #expect(again.palette == q.palette && again.indices == q.indices, "the same pixels give the same palette")
    }

    @Test("D172 one colour, and a picture of 257 colours (the first past the exact palette)")
    func edges() {
        let one = quantize(Array(repeating: 0x123456, count: 64), width: 8, height: 8)
        #expect(one.palette == [0x123456] && one.indices.allSatisfy { $0 == 0 })
        let pixels = ramp(257, run: 1) + Array(repeating: 0, count: 263)
        let q = quantize(pixels, width: 20, height: 26)
        #expect(q.palette.count <= 256 && q.palette.count > 128)
        #expect(q.indices.allSatisfy { Int($0) < q.palette.count })
    }
}

/// D213: the quantizer reads the picture as runs of one colour, a run stopping at its row's end.
@Suite("Serve: the palette quantizer's runs (D213)")
struct PaletteQuantizerRunsTests {
    @Test("D213 rows with padding between them: the padding is never read, runs stop at each row's end")
    func padding() {
        // 600 colours (median cut) in runs that reach each row's end and go on in the next row.
        let width = 37, height = 60
        let pixels = (0..<(width * height)).map { i in 0xFF00_0000 | UInt32((i / 5) * 2_654_435_761 & 0xFF_FFFF) }
        let tight = pixels.withUnsafeBytes { PaletteQuantizer(pixels: $0.baseAddress!, width: width, height: height, bytesPerRow: width * 4) }
        // The same rows 3 words apart, the gaps full of colours found nowhere else.
        var padded: [UInt32] = []
        for y in 0..<height { padded += pixels[(y * width)..<((y + 1) * width)] + [0xFF0B_ADF0 &+ UInt32(y), 0xFFFE_EDFE, 0xFF00_0001] }
        let loose = padded.withUnsafeBytes { PaletteQuantizer(pixels: $0.baseAddress!, width: width, height: height, bytesPerRow: (width + 3) * 4) }
        #expect(tight.palette.count > 128 && tight.palette.count <= 256)
        #expect(loose.palette == tight.palette && loose.indices == tight.indices)
        // And an exact palette (few colours) with runs across row ends.
        let few = (0..<(width * height)).map { i in 0xFF00_0000 | UInt32((i / 50) % 9) * 0x1C_1C1C }
        let q = few.withUnsafeBytes { PaletteQuantizer(pixels: $0.baseAddress!, width: width, height: height, bytesPerRow: width * 4) }
        #expect(q.palette.count == 9)
        #expect(zip(few, q.indices).allSatisfy { q.palette[Int($1)] == $0 & 0xFF_FFFF })
    }
}
