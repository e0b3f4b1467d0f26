import Foundation
import Testing
@testable import InfoWindowGraphics
import InfoWindowKit
import TestSupport

/// D202, D203: the shapes our rasterizers draw are kept and drawn later in horizontal bands on several
/// threads; the pixels are the very same bytes as when each shape is drawn at once, whatever the bands
/// and the threads, and what Cairo draws between shapes stays between them.
@MainActor
@Suite("Overlays: own shapes drawn in bands (D202, D203)")
struct OwnShapeBandsTests {
    static let size = (width: 420, height: 830)

    /// Random walks (strokes 0.5 to 4 points wide, some translucent, some closed) and translucent
    /// polygons, one in three with a hole, over the whole bitmap: more than enough points for threads.
    static func shapes() -> [(batch: PolylineBatch, holes: [PolylineBatch], kind: Int, color: Color, width: CGFloat)] {
        var random = SplitMix64(seed: 202)
        var result: [(batch: PolylineBatch, holes: [PolylineBatch], kind: Int, color: Color, width: CGFloat)] = []
        for i in 0..<90 {
            var batch = PolylineBatch()
            let kind = i % 6 == 5 ? 2 : (i % 7 == 3 ? 1 : 0)
            let x0 = Double.random(in: 0...420, using: &random), y0 = Double.random(in: 0...830, using: &random)
            var holes: [PolylineBatch] = []
            if kind == 2 {
                let radius = Double.random(in: 20...120, using: &random)
                for k in 0..<24 {
                    let a = 2 * Double.pi * Double(k) / 24
                    let r = radius * Double.random(in: 0.6...1, using: &random)
                    batch.append(CGPoint(x: x0 + cos(a) * r, y: y0 + sin(a) * r))
                }
                batch.endPart()
                if i % 3 == 0 {
                    var hole = PolylineBatch()
                    for k in 0..<8 {
                        let a = 2 * Double.pi * Double(k) / 8
                        hole.append(CGPoint(x: x0 + cos(a) * radius * 0.3, y: y0 + sin(a) * radius * 0.3))
                    }
                    hole.endPart()
                    holes.append(hole)
                }
            } else {
                var x = x0, y = y0, heading = Double.random(in: 0..<(2 * .pi), using: &random)
                for _ in 0..<2 {
                    for _ in 0..<60 {
                        heading += Double.random(in: -0.3...0.3, using: &random)
                        x += cos(heading) * Double.random(in: 1...6, using: &random)
                        y += sin(heading) * Double.random(in: 1...6, using: &random)
                        batch.append(CGPoint(x: x, y: y))
                    }
                    batch.endPart()
                }
            }
            let alpha = i % 4 == 0 ? 0.45 : 1
            let color = Color(red: Double(i % 10) / 10, green: 0.4, blue: 1 - Double(i % 10) / 10, alpha: kind == 2 ? 0.35 : alpha)
            result.append((batch, holes, kind, color, [0.5, 1, 1.5, 2, 3, 4][i % 6]))
        }
        return result
    }

    /// The shapes drawn on a white canvas at `scale`: deferred (D202) on `threads` threads, or each at
    /// once (nil). A Cairo rectangle is drawn over the first third and the clip and transform change
    /// halfway, so the order and each shape's own state are checked too.
    static func draw(threads: Int?, scale: CGFloat = 1) -> Bitmap {
        let bitmap = Bitmap(width: Int(CGFloat(size.width) * scale), height: Int(CGFloat(size.height) * scale))!
        let canvas = Canvas(bitmap: bitmap, scale: scale)
        canvas.paint(.white)
        if let threads {
            canvas.ownShapeThreads = threads
            canvas.beginDeferringOwnShapes()
        }
        let all = shapes()
        for (index, shape) in all.enumerated() {
            if index == all.count / 3 {
                canvas.fill(CGRect(x: 30, y: 100, width: 300, height: 500), color: Color(red: 0, green: 0.6, blue: 0, alpha: 0.5))
            }
            if index == all.count / 2 {
                canvas.clip(to: CGRect(x: 17, y: 203, width: 360, height: 555))
                canvas.translate(3, -7)
            }
            switch shape.kind {
            case 0: canvas.strokeShape(shape.batch, color: shape.color, lineWidth: shape.width)
            case 1: canvas.strokeRings(shape.batch, color: shape.color, lineWidth: shape.width)
            default:
                canvas.fillArea(shape.batch, holes: shape.holes, color: shape.color, bounds: .zero)
                canvas.strokeRings(shape.batch, color: .black, lineWidth: 1)
            }
        }
        if threads != nil { canvas.endDeferringOwnShapes() }
        return canvas.finish()
    }

    /// How many bytes differ between `a` and `b` (all of them when the sizes differ).
    static func differing(_ a: [UInt8], _ b: [UInt8]) -> Int {
        guard a.count == b.count else { return max(a.count, b.count) }
        return zip(a, b).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    /// The rows of `bitmap` as bytes (the pixels only, not the row padding).
    static func bytes(_ bitmap: Bitmap) -> [UInt8] {
        bitmap.flush()
        var result: [UInt8] = []
        for y in 0..<bitmap.height {
            let row = UnsafeBufferPointer(start: bitmap.baseAddress + y * bitmap.stride, count: bitmap.width * 4)
            result.append(contentsOf: row)
        }
        return result
    }

    @Test("D203 deferred shapes drawn in bands on 1, 2 and 4 threads give the very bytes of each shape drawn at once",
          arguments: [1, 2] as [CGFloat])
    func bandsAreIdentical(scale: CGFloat) {
        let once = Self.bytes(Self.draw(threads: nil, scale: scale))
        // The shapes did draw (not a blank picture compared with a blank one).
        #expect(once.filter { $0 != 255 }.count > once.count / 10)
        for threads in [1, 2, 4] {
            let banded = Self.bytes(Self.draw(threads: threads, scale: scale))
            #expect(Self.differing(banded, once) == 0, "threads: \(threads)")
        }
    }

    @Test("D203 a recording drawn in bands of any height — 13 rows, 200, one row — gives the bytes of one whole band")
    func anyBandHeight() {
        let bitmap = Bitmap(width: Self.size.width, height: Self.size.height)!
        let canvas = Canvas(bitmap: bitmap, scale: 1)
        canvas.beginDeferringOwnShapes()
        for shape in Self.shapes() {
            if shape.kind == 2 {
                canvas.fillArea(shape.batch, holes: shape.holes, color: shape.color, bounds: .zero)
            } else {
                canvas.strokeShape(shape.batch, color: shape.color, lineWidth: shape.width)
            }
        }
        let recording = canvas.ownShapes
        #expect(recording.pointCount > OwnShapeBands.threadedMinimumPoints)
        func drawn(band: Int) -> [UInt8] {
            let target = Bitmap(width: Self.size.width, height: Self.size.height)!
            let pixels = OwnShapeBands.Pixels(base: UnsafeMutableRawPointer(target.baseAddress), stride: target.stride,
                                              width: target.width, height: target.height)
            let worker = OwnShapeWorker(width: target.width, height: target.height)
            for top in stride(from: 0, to: target.height, by: band) {
                OwnShapeBands.draw(recording, rows: top..<min(top + band, target.height), into: pixels, with: worker)
            }
            target.markDirty()
            return Self.bytes(target)
        }
        let whole = drawn(band: Self.size.height)
        #expect(whole.contains { $0 != 0 })
        for band in [13, 200, 1] {
            #expect(Self.differing(drawn(band: band), whole) == 0, "bands of \(band) rows")
        }
        canvas.endDeferringOwnShapes()
    }

    @Test("D202 shapes are kept until Cairo draws, then drawn under what Cairo draws")
    func cairoDrawsOverKeptShapes() {
        let bitmap = Bitmap(width: 40, height: 40)!
        let canvas = Canvas(bitmap: bitmap, scale: 1)
        canvas.beginDeferringOwnShapes()
        var batch = PolylineBatch()
        batch.append(CGPoint(x: 0, y: 20))
        batch.append(CGPoint(x: 40, y: 20))
        batch.endPart()
        canvas.strokeShape(batch, color: .red, lineWidth: 4)
        #expect(!canvas.ownShapes.isEmpty)
        #expect(bitmap.pixelWord(x: 20, y: 20) == 0)
        canvas.fill(CGRect(x: 10, y: 0, width: 10, height: 40), color: .blue)
        #expect(canvas.ownShapes.isEmpty)
        canvas.endDeferringOwnShapes()
        let image = canvas.finish()
        #expect(image.color(x: 30, y: 20) == .red)
        #expect(image.color(x: 15, y: 20) == .blue)
    }

    @Test("D205 canvases that take over earlier canvases' storage and rasterizers, of the same size or not, draw the same bytes")
    func storageHandedOn() {
        let first = Self.bytes(Self.draw(threads: 2))
        // A small canvas in between: its rasterizers are made for its size, and the big one's made again.
        let small = Bitmap(width: 60, height: 40)!
        let canvas = Canvas(bitmap: small, scale: 1)
        var batch = PolylineBatch()
        batch.append(CGPoint(x: 0, y: 0))
        batch.append(CGPoint(x: 60, y: 40))
        batch.endPart()
        canvas.strokeShape(batch, color: .red, lineWidth: 3)
        #expect(canvas.finish().color(x: 30, y: 20) == .red)
        for _ in 0..<3 {
            #expect(Self.differing(Self.bytes(Self.draw(threads: 2)), first) == 0)
        }
    }

    @Test("D202 INFOWINDOW_SHAPE_THREADS picks the thread count from 1 to 64; otherwise the processors, at most 4")
    func threadCountFromEnvironment() {
        #expect(Canvas.shapeThreads(environment: "1") == 1)
        #expect(Canvas.shapeThreads(environment: "3") == 3)
        let automatic = min(4, ProcessInfo.processInfo.activeProcessorCount)
        for value in [nil, "0", "65", "two"] as [String?] {
            #expect(Canvas.shapeThreads(environment: value) == automatic)
        }
    }
}
