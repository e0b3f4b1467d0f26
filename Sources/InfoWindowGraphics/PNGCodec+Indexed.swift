import Foundation

extension PNGCodec {
    /// An 8-bit palette PNG (colour type 3): `height` rows of `width` indices into `palette` (0x00RRGGBB,
    /// 1 to 256 colours), without filters, deflated as ``PNGCompression/fast`` does (D213): by
    /// ``RunDeflater`` when at least ``runDeflaterShare`` of the indices repeat their left or upper
    /// neighbour, else by libdeflate at ``compactLevel``; nil when the sizes do not match or compression
    /// fails.
    ///
    /// `png8` was libgd's writer (libpng and zlib at level 1). On the typical Google-style request
    /// (world map, 97 % repeated) the run deflater is faster than zlib and libdeflate both; on a street
    /// map libdeflate is (docs/serving.md, S12).
    package static func encodeIndexed(width: Int, height: Int, palette: [UInt32], indices: UnsafeBufferPointer<UInt8>) -> Data? {
        guard width > 0, height > 0, indices.count == width * height, (1...256).contains(palette.count),
              let source = indices.baseAddress else { return nil }
        let rowBytes = width + 1
        var repeated = 0
        let rows = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            let target = buffer.baseAddress!
            for y in 0..<height {
                let row = source + y * width, above = y > 0 ? row - width : row
                target[y * rowBytes] = 0
                (target + y * rowBytes + 1).update(from: row, count: width)
                // Without branches (a street map's edges made them mispredict): equal to the left, or
                // to the one above from the second row on.
                var same = 0
                if y == 0 {
                    for x in 1..<width { same &+= row[x] == row[x - 1] ? 1 : 0 }
                } else {
                    same &+= row[0] == above[0] ? 1 : 0
                    for x in 1..<width { same &+= (row[x] == row[x - 1] ? 1 : 0) | (row[x] == above[x] ? 1 : 0) }
                }
                repeated += same
            }
            count = rowBytes * height
        }
        let runs = Double(repeated) >= runDeflaterShare * Double(width * height)
        let stream = rows.withUnsafeBufferPointer {
            runs ? RunDeflater.zlib($0, rowBytes: rowBytes, pixelBytes: 1) : libdeflateStream($0)
        }
        guard let stream else { return nil }
        return file(width: width, height: height, colourType: 3, palette: palette, stream: stream)
    }
}
