import Foundation

/// A picture reduced to at most 256 colours for `png8` and `gif` (D172): each pixel an index into a
/// palette of 0x00RRGGBB colours.
///
/// Ours rather than libgd's `gdImageTrueColorToPalette`, which took two thirds of a `png8` picture's
/// time. A map picture is a few flat colours and their antialiased edges, so:
/// - **Up to 256 distinct colours** (small maps, flat styles): the palette is exactly those colours,
///   in the order first met, and the picture is unchanged.
/// - **More**: median cut over a histogram of 15-bit colours (5 bits a channel, 32,768 cells): the box
///   with the most pixels times its longest side is cut across that side at the median pixel, until
///   there are 256 boxes; each box's colour is the mean of the exact colours of its
///   pixels, weighted by their count, so a flat colour filling most of its box keeps its own value to
///   within a level. Each pixel takes its cell's box. No dithering: on flat colours it would only add
///   noise and bytes (as D62 decided for libgd).
/// Alpha is dropped (the server's pictures are opaque). The same pixels give the same palette and
/// indices on every run.
struct PaletteQuantizer {
    /// The colours, 0x00RRGGBB, at most 256.
    var palette: [UInt32] = []
    /// One index into ``palette`` a pixel, row by row, `width` a row.
    var indices: [UInt8] = []

    /// Quantizes `height` rows of `width` 32-bit ARGB words (the machine's order) `bytesPerRow` apart.
    init(pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        let runs = Runs(pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow)
        // Not zeroed first: both ways below write every index.
        indices = [UInt8](unsafeUninitializedCapacity: width * height) { _, count in count = width * height }
        if exact(runs) { return }
        medianCut(runs, pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow)
    }

    /// The picture as runs of one colour (alpha dropped), row by row, a run never crossing a row's end:
    /// a map repeats most pixels to their left, so everything after this one pass over the pixels
    /// works a run at a time (D213).
    struct Runs {
        /// Each run's colour, 0x00RRGGBB.
        var colours: [UInt32] = []
        /// Each run's length in pixels.
        var lengths: [UInt32] = []

        init(pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int) {
            // Room for the worst case (every pixel a run), so the arrays never move while growing: only
            // the pages the runs reach are ever touched.
            colours.reserveCapacity(width * height)
            lengths.reserveCapacity(width * height)
            for y in 0..<height {
                let row = (pixels + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                var x = 0
                while x < width {
                    let colour = row[x] & 0x00FF_FFFF
                    var end = x + 1
                    while end < width && row[end] & 0x00FF_FFFF == colour { end += 1 }
                    colours.append(colour)
                    lengths.append(UInt32(end - x))
                    x = end
                }
            }
        }

        /// Writes `index(run)` over each run's pixels of `out`, in order.
        func fill(_ out: inout [UInt8], _ index: (Int) -> UInt8) {
            lengths.withUnsafeBufferPointer { lengths in
                out.withUnsafeMutableBufferPointer { out in
                    guard var target = out.baseAddress else { return }
                    for run in lengths.indices {
                        let length = Int(lengths[run]), value = index(run)
                        if length < 16 {
                            for i in 0..<length { target[i] = value }
                        } else {
                            target.update(repeating: value, count: length)
                        }
                        target += length
                    }
                }
            }
        }
    }

    /// The exact palette when the picture has at most 256 colours; false (and nothing kept) otherwise.
    private mutating func exact(_ runs: Runs) -> Bool {
        // Open addressing, 1,024 slots for at most 256 keys; a slot holds colour + 1 (0: empty).
        var keys = [UInt32](repeating: 0, count: 1024)
        var slots = [UInt8](repeating: 0, count: 1024)
        var colours: [UInt32] = []
        colours.reserveCapacity(256)
        var runIndices = [UInt8](repeating: 0, count: runs.colours.count)
        var last: UInt32 = 0xFFFF_FFFF, lastIndex: UInt8 = 0
        for (run, colour) in runs.colours.enumerated() {
            if colour != last {
                var slot = Int((colour &* 0x9E37_79B1) >> 22)
                while keys[slot] != 0 && keys[slot] != colour &+ 1 { slot = (slot + 1) & 1023 }
                if keys[slot] == 0 {
                    guard colours.count < 256 else { return false }
                    keys[slot] = colour &+ 1
                    slots[slot] = UInt8(colours.count)
                    colours.append(colour)
                }
                last = colour
                lastIndex = slots[slot]
            }
            runIndices[run] = lastIndex
        }
        palette = colours
        runIndices.withUnsafeBufferPointer { runIndices in runs.fill(&indices) { runIndices[$0] } }
        return true
    }

    /// A box: the occupied histogram cells `cells[start..<end]`, the pixels in them, and its longest side
    /// (in cells) and that side's axis (0 red, 1 green, 2 blue).
    private struct Box {
        var start: Int
        var end: Int
        var pixels: Int
        var side: Int
        var axis: Int
    }

    private mutating func medianCut(_ runs: Runs, pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        var counts = [Int](repeating: 0, count: 32768)
        var sums = [UInt64](repeating: 0, count: 3 * 32768)
        counts.withUnsafeMutableBufferPointer { counts in
            sums.withUnsafeMutableBufferPointer { sums in
                for (colour, length) in zip(runs.colours, runs.lengths) {
                    let r = (colour >> 16) & 0xFF, g = (colour >> 8) & 0xFF, b = colour & 0xFF, n = UInt64(length)
                    let cell = Int((r >> 3) << 10 | (g >> 3) << 5 | (b >> 3))
                    counts[cell] += Int(length)
                    sums[3 * cell] += UInt64(r) * n
                    sums[3 * cell + 1] += UInt64(g) * n
                    sums[3 * cell + 2] += UInt64(b) * n
                }
            }
        }
        // The occupied cells (a map has a few thousand of the 32,768), cut in place: a box is a slice.
        var cells = counts.indices.filter { counts[$0] > 0 }
        // A cell's 5-bit red (axis 0), green (1) or blue (2).
        func component(_ cell: Int, _ axis: Int) -> Int { (cell >> (10 - 5 * axis)) & 0x1F }
        // A box of the slice, measured in one pass: its pixels and its longest side (ties: green, red,
        // blue, the eye's order).
        func box(_ start: Int, _ end: Int) -> Box {
            var measured = Box(start: start, end: end, pixels: 0, side: -1, axis: 1)
            var low = (31, 31, 31), high = (0, 0, 0)
            for i in start..<end {
                let cell = cells[i]
                measured.pixels += counts[cell]
                let (r, g, b) = (cell >> 10, (cell >> 5) & 0x1F, cell & 0x1F)
                low = (min(low.0, r), min(low.1, g), min(low.2, b))
                high = (max(high.0, r), max(high.1, g), max(high.2, b))
            }
            for (axis, side) in [(1, high.1 - low.1), (0, high.0 - low.0), (2, high.2 - low.2)] where side > measured.side {
                (measured.side, measured.axis) = (side, axis)
            }
            return measured
        }
        var boxes = [box(0, cells.count)]
        boxes.reserveCapacity(256)
        var keys: [Int] = []
        keys.reserveCapacity(cells.count)
        while boxes.count < 256 {
            // The box with the most pixels times its longest side: a box of many pixels of near
            // colours and one of few pixels of far colours both get cut (ties: the earlier box).
            var index = -1
            for i in boxes.indices where boxes[i].side > 0 {
                if index < 0 || boxes[i].pixels * boxes[i].side > boxes[index].pixels * boxes[index].side { index = i }
            }
            guard index >= 0 else { break }
            let cutting = boxes[index], axis = cutting.axis
            // Sorted by the axis's value, then by cell: as integers, the value above the cell's 15 bits.
            keys.removeAll(keepingCapacity: true)
            for i in cutting.start..<cutting.end { keys.append(component(cells[i], axis) << 15 | cells[i]) }
            keys.sort()
            for (offset, key) in keys.enumerated() { cells[cutting.start + offset] = key & 0x7FFF }
            // The cut: after the cell where half the box's pixels lie below, one cell at least each
            // side, and never between two cells of the same slice (a slice is one value on the axis).
            var below = 0, cut = cutting.start + 1
            for i in cutting.start..<(cutting.end - 1) {
                below += counts[cells[i]]
                cut = i + 1
                if below * 2 >= cutting.pixels && component(cells[i], axis) != component(cells[i + 1], axis) { break }
            }
            boxes[index] = box(cutting.start, cut)
            boxes.append(box(cut, cutting.end))
        }
        var cellIndex = [UInt8](repeating: 0, count: 32768)
        palette = []
        for (number, box) in boxes.enumerated() {
            var total: UInt64 = 0, red: UInt64 = 0, green: UInt64 = 0, blue: UInt64 = 0
            for c in cells[box.start..<box.end] {
                cellIndex[c] = UInt8(number)
                total += UInt64(counts[c])
                red += sums[3 * c]; green += sums[3 * c + 1]; blue += sums[3 * c + 2]
            }
            let n = max(total, 1)
            palette.append(UInt32((red + n / 2) / n) << 16 | UInt32((green + n / 2) / n) << 8 | UInt32((blue + n / 2) / n))
        }
        cellIndex.withUnsafeBufferPointer { table in
            if runs.colours.count * 4 < width * height {
                runs.colours.withUnsafeBufferPointer { colours in
                    runs.fill(&indices) { run in
                        let colour = colours[run]
                        return table[Int((colour >> 19) & 0x1F) << 10 | Int((colour >> 11) & 0x1F) << 5 | Int((colour >> 3) & 0x1F)]
                    }
                }
                return
            }
            indices.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let row = (pixels + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width {
                        let word = row[x]
                        out[y * width + x] = table[Int((word >> 19) & 0x1F) << 10 | Int((word >> 11) & 0x1F) << 5 | Int((word >> 3) & 0x1F)]
                    }
                }
            }
        }
    }
}
