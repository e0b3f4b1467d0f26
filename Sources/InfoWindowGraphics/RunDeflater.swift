internal import CDeflate
import Foundation

/// A zlib stream (RFC 1950/1951) of a picture's unfiltered PNG rows, written by looking only where a
/// map picture repeats itself (D173): at the pixel to the left (a run of one colour: distance one
/// pixel) and at the same place in the row above (distance one row). Each row is read once, greedily,
/// taking the longer match when it is at least 3 bytes, else one literal byte; the
/// literals and matches of each stretch of at most 65,536 of them become a block with its own Huffman
/// codes (lengths limited to 15 bits, as deflate requires).
///
/// Why our own: a map picture without streets is almost all runs and repeated rows, which a general
/// compressor finds by hashing every position. libdeflate at its fastest level took 1.6 ms of a
/// 640 × 640 picture's 4.5 ms (the typical Google-style request); this takes a third of that, for files
/// about a third larger. On a street map, with its many edges, libdeflate is both faster and smaller, so
/// ``PNGCompression/fast`` uses this only where nearly every pixel repeats a neighbour (D173;
/// docs/serving.md, S12). Any inflater reads the stream; the tests inflate it with libdeflate and
/// compare every byte.
enum RunDeflater {
    /// Tokens a block holds at most (then its codes are written and a new block begins).
    static let blockTokens = 1 << 16

    /// The zlib stream of `rows`: `height` rows of `rowBytes` bytes, each a filter byte (0) and the pixels
    /// of `pixelBytes` bytes each.
    static func zlib(_ rows: UnsafeBufferPointer<UInt8>, rowBytes: Int, pixelBytes: Int) -> [UInt8] {
        var writer = BitWriter()
        writer.bytes.reserveCapacity(rows.count / 16 + 64)
        writer.bytes += [0x78, 0x01]
        var tokens: [UInt32] = []
        tokens.reserveCapacity(blockTokens)
        let height = rowBytes > 0 ? rows.count / rowBytes : 0
        // Deflate reaches back 32,768 bytes at most: wider rows are matched within themselves only.
        let reachesRowAbove = rowBytes <= 32768
        guard let data = rows.baseAddress, height > 0 else {
            writer.write(0b011, count: 3)  // a final block of fixed codes holding only the end of block
            writer.write(0, count: 7)
            return finish(writer, adler: 1)
        }
        for y in 0..<height {
            let start = y * rowBytes, end = start + rowBytes
            tokens.append(UInt32(data[start]))
            var p = start + 1
            while p < end {
                let limit = min(258, end - p)
                var up = 0, left = 0
                if y > 0 && reachesRowAbove { up = matchLength(data + p, data + p - rowBytes, limit) }
                if p - pixelBytes > start { left = matchLength(data + p, data + p - pixelBytes, limit) }
                var best = left, distance = pixelBytes
                if up > best { (best, distance) = (up, rowBytes) }
                if best >= 3 {
                    tokens.append(0x8000_0000 | UInt32(best) << 16 | UInt32(distance))
                    p += best
                } else {
                    tokens.append(UInt32(data[p]))
                    p += 1
                }
                if tokens.count >= blockTokens {
                    writeBlock(tokens, final: false, into: &writer)
                    tokens.removeAll(keepingCapacity: true)
                }
            }
        }
        writeBlock(tokens, final: true, into: &writer)
        return finish(writer, adler: libdeflate_adler32(1, data, rows.count))
    }

    /// How many bytes (at most `limit`) at `a` equal those at `b`, eight at a time.
    @inline(__always)
    private static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int) -> Int {
        var n = 0
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
        while n + 8 <= limit {
            let x = ra.loadUnaligned(fromByteOffset: n, as: UInt64.self) ^ rb.loadUnaligned(fromByteOffset: n, as: UInt64.self)
            if x != 0 { return n + x.trailingZeroBitCount / 8 }
            n += 8
        }
        while n < limit && a[n] == b[n] { n += 1 }
        return n
    }

    private static func finish(_ writer: BitWriter, adler: UInt32) -> [UInt8] {
        var writer = writer
        writer.flushToByte()
        writer.bytes += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        return writer.bytes
    }

    // MARK: Deflate's alphabets (RFC 1951, 3.2.5)

    /// For each match length 3…258: its length symbol (257…285), extra bits and their value.
    private static let lengthCodes: [(symbol: Int, extraBits: Int, extra: Int)] = {
        let bases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let extras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        var table = [(symbol: Int, extraBits: Int, extra: Int)](repeating: (0, 0, 0), count: 259)
        for length in 3...258 {
            var code = bases.count - 1
            while bases[code] > length { code -= 1 }
            table[length] = (257 + code, extras[code], length - bases[code])
        }
        return table
    }()

    /// A distance's symbol (0…29), extra bits and their value.
    @inline(__always)
    private static func distanceCode(_ distance: Int) -> (symbol: Int, extraBits: Int, extra: Int) {
        if distance <= 4 { return (distance - 1, 0, 0) }
        let high = Int.bitWidth - 1 - (distance - 1).leadingZeroBitCount  // floor(log2(distance − 1))
        let extraBits = high - 1
        let symbol = 2 * high + ((distance - 1) >> extraBits & 1)
        let base = (2 + ((distance - 1) >> extraBits & 1)) << extraBits
        return (symbol, extraBits, distance - 1 - base)
    }

    // MARK: Blocks

    private static func writeBlock(_ tokens: [UInt32], final: Bool, into writer: inout BitWriter) {
        var literalCounts = [Int](repeating: 0, count: 286)
        var distanceCounts = [Int](repeating: 0, count: 30)
        // A distance's code is a few operations: worked out where it is needed (D214; a dictionary of the
        // block's codes cost more in hashing than it saved).
        for token in tokens {
            if token & 0x8000_0000 == 0 {
                literalCounts[Int(token)] += 1
            } else {
                literalCounts[lengthCodes[Int(token >> 16 & 0x1FF)].symbol] += 1
                distanceCounts[distanceCode(Int(token & 0xFFFF)).symbol] += 1
            }
        }
        literalCounts[256] = 1
        let literalLengths = HuffmanLengths.limited(literalCounts, maximum: 15)
        var distanceLengths = HuffmanLengths.limited(distanceCounts, maximum: 15)
        if distanceLengths.allSatisfy({ $0 == 0 }) { distanceLengths[0] = 1 }  // one distance code, even unused
        let literalCodes = HuffmanLengths.codes(literalLengths)
        let distanceCodes = HuffmanLengths.codes(distanceLengths)

        writer.write(final ? 1 : 0, count: 1)
        writer.write(2, count: 2)  // dynamic Huffman codes
        writeCodeLengths(literalLengths, distanceLengths, into: &writer)
        for token in tokens {
            if token & 0x8000_0000 == 0 {
                let symbol = Int(token)
                writer.write(literalCodes[symbol], count: literalLengths[symbol])
            } else {
                let length = lengthCodes[Int(token >> 16 & 0x1FF)]
                writer.write(literalCodes[length.symbol], count: literalLengths[length.symbol])
                if length.extraBits > 0 { writer.write(UInt32(length.extra), count: length.extraBits) }
                let distance = distanceCode(Int(token & 0xFFFF))
                writer.write(distanceCodes[distance.symbol], count: distanceLengths[distance.symbol])
                if distance.extraBits > 0 { writer.write(UInt32(distance.extra), count: distance.extraBits) }
            }
        }
        writer.write(literalCodes[256], count: literalLengths[256])
    }

    /// The block header's code lengths: HLIT, HDIST, HCLEN, the code-length code, then both lengths
    /// lists run-length coded with symbols 16 (repeat the last 3–6 times), 17 and 18 (3–10 and 11–138 zeros).
    private static func writeCodeLengths(_ literal: [Int], _ distance: [Int], into writer: inout BitWriter) {
        var hlit = 286
        while hlit > 257 && literal[hlit - 1] == 0 { hlit -= 1 }
        var hdist = 30
        while hdist > 1 && distance[hdist - 1] == 0 { hdist -= 1 }
        let lengths = Array(literal[0..<hlit]) + Array(distance[0..<hdist])
        // (symbol, extra bits, their count)
        var symbols: [(Int, Int, Int)] = []
        var i = 0
        while i < lengths.count {
            let value = lengths[i]
            var run = 1
            while i + run < lengths.count && lengths[i + run] == value { run += 1 }
            var left = run
            if value == 0 {
                while left >= 11 { let n = min(left, 138); symbols.append((18, n - 11, 7)); left -= n }
                if left >= 3 { symbols.append((17, left - 3, 3)); left = 0 }
                while left > 0 { symbols.append((0, 0, 0)); left -= 1 }
            } else {
                symbols.append((value, 0, 0))
                left -= 1
                while left >= 3 { let n = min(left, 6); symbols.append((16, n - 3, 2)); left -= n }
                while left > 0 { symbols.append((value, 0, 0)); left -= 1 }
            }
            i += run
        }
        var counts = [Int](repeating: 0, count: 19)
        for symbol in symbols { counts[symbol.0] += 1 }
        let codeLengths = HuffmanLengths.limited(counts, maximum: 7)
        let codes = HuffmanLengths.codes(codeLengths)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var hclen = 19
        while hclen > 4 && codeLengths[order[hclen - 1]] == 0 { hclen -= 1 }
        writer.write(UInt32(hlit - 257), count: 5)
        writer.write(UInt32(hdist - 1), count: 5)
        writer.write(UInt32(hclen - 4), count: 4)
        for k in 0..<hclen { writer.write(UInt32(codeLengths[order[k]]), count: 3) }
        for (symbol, extra, bits) in symbols {
            writer.write(codes[symbol], count: codeLengths[symbol])
            if bits > 0 { writer.write(UInt32(extra), count: bits) }
        }
    }
}

/// Bits written least significant first, as deflate packs them.
struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    /// Appends the `count` low bits of `bits` (count ≤ 32).
    @inline(__always)
    mutating func write(_ bits: UInt32, count n: Int) {
        buffer |= UInt64(bits) << UInt64(count)
        count += n
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    /// Pads the last byte with zero bits.
    mutating func flushToByte() {
        if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        buffer = 0
        count = 0
    }
}
