import Foundation
import Testing
@testable import InfoWindowGraphics
import InfoWindowKit
import TestSupport

/// D136, D137: thin shape strokes and shape fills drawn by our own rasterizers look like Cairo's — the
/// same shapes drawn both ways, pixel by pixel, within a stated tolerance; and where they may not draw,
/// Cairo draws.
@MainActor
@Suite("Overlays: own shape rasterizers (D136, D137)")
struct OwnRasterizerTests {
    /// One case: parts (view points), closed or not, a width in points, a colour, a scale.
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var parts: [[CGPoint]]
        var closing = false
        var width: CGFloat
        var color: Color
        var scale: CGFloat = 1
        /// How far the two pictures' ink may differ (a fraction).
        var ink = 0.05
        var description: String { name }
    }

    nonisolated static let size = (width: 240, height: 180)

    nonisolated static func zigzag(from start: CGPoint, step: CGFloat, angle: CGFloat, count: Int) -> [CGPoint] {
        (0..<count).map { i in
            CGPoint(x: start.x + CGFloat(i) * step * cos(angle), y: start.y + (i % 2 == 0 ? 0 : step * sin(angle)))
        }
    }

    nonisolated static func spiral(center: CGPoint, turns: Double, points: Int, radius: Double) -> [CGPoint] {
        (0..<points).map { i in
            let t = Double(i) / Double(points - 1)
            let a = t * turns * 2 * .pi
            return CGPoint(x: center.x + cos(a) * radius * t, y: center.y + sin(a) * radius * t)
        }
    }

    nonisolated static let cases: [Case] = {
        var random = SplitMix64(seed: 21)
        let walk: [[CGPoint]] = (0..<12).map { _ in
            var x = Double.random(in: 20...220, using: &random), y = Double.random(in: 20...160, using: &random)
            var heading = Double.random(in: 0..<(2 * .pi), using: &random)
            return (0..<60).map { _ in
                heading += Double.random(in: -0.3...0.3, using: &random)
                x += cos(heading) * 1.7
                y += sin(heading) * 1.7
                return CGPoint(x: x, y: y)
            }
        }
        let blue = Color(red: 0.1, green: 0.3, blue: 0.9)
        let translucentRed = Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.5)
        var cases: [Case] = []
        for width in [0.5, 1, 1.5, 2, 3, 4] as [CGFloat] {
            cases.append(Case(name: "walks \(width) pt", parts: walk, width: width, color: blue))
        }
        cases.append(Case(name: "walks 2 pt translucent", parts: walk, width: 2, color: translucentRed))
        cases.append(Case(name: "walks 1 pt at scale 2", parts: walk, width: 1, color: blue, scale: 2))
        cases.append(Case(name: "walks 2 pt translucent at scale 2", parts: walk, width: 2, color: translucentRed, scale: 2))
        // Sharp joins: zigzags whose legs meet at 10° and 40°.
        let zigzags = [zigzag(from: CGPoint(x: 10, y: 30), step: 20, angle: 1.48, count: 12),
                       zigzag(from: CGPoint(x: 10, y: 100), step: 25, angle: 1.22, count: 10)]
        cases.append(Case(name: "sharp joins 2 pt", parts: zigzags, width: 2, color: blue))
        cases.append(Case(name: "sharp joins 3 pt translucent", parts: zigzags, width: 3, color: translucentRed))
        // A line that crosses itself many times, translucent: one stroke, so crossings are not darker.
        cases.append(Case(name: "self-crossing spiral 2 pt translucent",
                          parts: [spiral(center: CGPoint(x: 120, y: 90), turns: 5, points: 400, radius: 80)
                                  + [CGPoint(x: 20, y: 90), CGPoint(x: 220, y: 90)]],
                          width: 2, color: translucentRed))
        // Lines leaving the view on every side, and far beyond it.
        cases.append(Case(name: "leaving the view 2 pt",
                          parts: [[CGPoint(x: -50, y: -40), CGPoint(x: 300, y: 200)], [CGPoint(x: 120, y: 90), CGPoint(x: 120, y: -3000)],
                                  [CGPoint(x: -5, y: 60), CGPoint(x: 30, y: 60), CGPoint(x: 30, y: 185)],
                                  [CGPoint(x: 239.5, y: 10), CGPoint(x: 250, y: 170)]],
                          width: 2, color: blue))
        // Rings (a polygon's outline) at 1 pt, and short segments and a dot.
        cases.append(Case(name: "rings 1 pt", parts: [spiral(center: CGPoint(x: 60, y: 60), turns: 1, points: 30, radius: 50),
                                                      [CGPoint(x: 140, y: 40), CGPoint(x: 220, y: 60), CGPoint(x: 180, y: 160)]],
                          closing: true, width: 1, color: Color(red: 0.5, green: 0.2, blue: 0), ink: 0.16))
        cases.append(Case(name: "short segments and a dot 2 pt",
                          parts: [[CGPoint(x: 50, y: 50), CGPoint(x: 50.2, y: 50.1), CGPoint(x: 50.3, y: 50.5)],
                                  [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 100)]],
                          width: 2, color: blue, ink: 0.16))
        return cases
    }()

    /// `c` drawn on white (or transparent), by our rasterizer or by Cairo.
    static func draw(_ c: Case, ownRasterizer: Bool, background: Color? = .white) -> Image {
        let bitmap = Bitmap(width: Int(CGFloat(size.width) * c.scale), height: Int(CGFloat(size.height) * c.scale))!
        let canvas = Canvas(bitmap: bitmap, scale: c.scale)
        canvas.drawsThinStrokesItself = ownRasterizer
        if let background { canvas.paint(background) }
        var batch = PolylineBatch()
        for part in c.parts {
            for p in part { batch.append(p) }
            batch.endPart()
        }
        if c.closing {
            canvas.strokeRings(batch, color: c.color, lineWidth: c.width)
        } else {
            canvas.strokeShape(batch, color: c.color, lineWidth: c.width)
        }
        return Image(bitmap: canvas.finish(), scale: c.scale)
    }

    /// How two pictures of the same shapes differ: the largest channel difference of a pixel; the
    /// largest after both are averaged over 3 × 3 pixels (where the ink lies, to a fraction of a pixel);
    /// and the ratio of their ink (the sum of every pixel's channels' distance from `background`).
    struct Difference {
        var largest = 0
        var blurred = 0.0
        var inkRatio = 1.0
    }

    static func difference(_ a: Image, _ b: Image, background: Color?) -> Difference {
        let p = a.bitmap(forScale: a.scale), q = b.bitmap(forScale: b.scale)
        let w = p.width, h = p.height
        func channels(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
            let v = bitmap.pixelWord(x: x, y: y)
            return [Int(v >> 24), Int(v >> 16 & 255), Int(v >> 8 & 255), Int(v & 255)]
        }
        let base = background == nil ? [0, 0, 0, 0] : [255, 255, 255, 255]
        var result = Difference()
        var inkA = 0, inkB = 0
        var pa = [[Int]](), pb = [[Int]]()
        for y in 0..<h {
            for x in 0..<w {
                let ca = channels(p, x, y), cb = channels(q, x, y)
                pa.append(ca)
                pb.append(cb)
                for k in 0..<4 {
                    result.largest = max(result.largest, abs(ca[k] - cb[k]))
                    inkA += abs(ca[k] - base[k])
                    inkB += abs(cb[k] - base[k])
                }
            }
        }
        result.inkRatio = inkB == 0 ? (inkA == 0 ? 1 : .infinity) : Double(inkA) / Double(inkB)
        for y in 1..<(h - 1) {
            for x in 1..<(w - 1) {
                for k in 0..<4 {
                    var d = 0
                    for dy in -1...1 {
                        for dx in -1...1 { d += pa[(y + dy) * w + x + dx][k] - pb[(y + dy) * w + x + dx][k] }
                    }
                    result.blurred = max(result.blurred, abs(Double(d)) / 9)
                }
            }
        }
        return result
    }

    // Cairo's fast antialiasing (D39) puts every vertex of the stroke's outline on a quarter-pixel grid
    // (moving it by up to ¼ pixel each way), flattens round joins and caps to within 0.1 pixel, and counts
    // 4 × 4 samples a pixel; ours measures each pixel's overlap with the exact stroke. So an edge pixel
    // may differ by up to ¼ pixel of coverage along a slanted edge and a sample or two more: up to 118 of
    // 255 measured, 128 allowed (no pixel turns from more than half covered to less). Averaged over
    // 3 × 3 pixels the two agree within 56 (measured up to 49, at 10° joins), and their ink within 5 %
    // (measured within 4.3 %) — 16 % for 1-point rings and for a dot and 0.3-point segments (measured 13.9
    // and 11 %, ours the darker: Cairo's polygonal round caps and its grid lose ink on tiny features).
    @Test("D136 thin strokes match Cairo's: within 128 a channel, 56 over 3 × 3 pixels, the same ink within 5 %", arguments: cases)
    func matchesCairo(_ c: Case) {
        for background in [Color.white, nil] as [Color?] {
            let own = Self.draw(c, ownRasterizer: true, background: background)
            let cairo = Self.draw(c, ownRasterizer: false, background: background)
            let d = Self.difference(own, cairo, background: background)
            print("D136 \(c.name) on \(background == nil ? "clear" : "white"): largest difference \(d.largest), over 3 × 3 \(String(format: "%.1f", d.blurred)), ink ratio \(String(format: "%.4f", d.inkRatio))")
            #expect(Self.inkedPixels(cairo, background: background) > 10, "the case draws something")
            #expect(d.largest <= 128, "\(c.name): largest difference \(d.largest)")
            #expect(d.blurred <= 56, "\(c.name): over 3 × 3 pixels \(d.blurred)")
            #expect(abs(d.inkRatio - 1) <= c.ink, "\(c.name): ink ratio \(d.inkRatio)")
        }
    }

    /// The pixels that are not the background.
    static func inkedPixels(_ image: Image, background: Color?) -> Int {
        var count = 0
        let bitmap = image.bitmap(forScale: image.scale)
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let word = bitmap.pixelWord(x: x, y: y)
                if word != (background == nil ? 0 : 0xffff_ffff) { count += 1 }
            }
        }
        return count
    }

    @Test("D136 where our rasterizer may not draw — a turned canvas, a group, a clip off whole pixels, a wide line — Cairo draws the very same pixels")
    func fallsBackToCairo() {
        let c = Self.cases[3]
        for setting in ["turned", "group", "clip", "wide"] {
            func picture(own: Bool) -> Image {
                let bitmap = Bitmap(width: Self.size.width, height: Self.size.height)!
                let canvas = Canvas(bitmap: bitmap, scale: 1)
                canvas.drawsThinStrokesItself = own
                canvas.paint(.white)
                var batch = PolylineBatch()
                for part in c.parts {
                    for p in part { batch.append(p) }
                    batch.endPart()
                }
                switch setting {
                case "turned": canvas.concat(Affine(a: cos(0.3), b: sin(0.3), c: -sin(0.3), d: cos(0.3), tx: 20, ty: -10))
                case "group": canvas.beginShapeGroup(in: CGRect(x: 0, y: 0, width: 240, height: 180), replacing: false)
                case "clip": canvas.clip(to: CGRect(x: 10.5, y: 10.25, width: 200, height: 150))
                default: break
                }
                canvas.strokeShape(batch, color: c.color, lineWidth: setting == "wide" ? 6 : 2)
                if setting == "group" { canvas.endShapeGroup() }
                return Image(bitmap: canvas.finish(), scale: 1)
            }
            let own = picture(own: true), cairo = picture(own: false)
            let comparison = ImageComparison(own, cairo, tolerance: GoldenTolerance(channelTolerance: 0, allowedDifferingPixels: 0))
            #expect(comparison.matches, "\(setting): \(comparison.differingPixels) pixels differ")
        }
    }

    @Test("D136 a clip of whole pixels cuts our strokes where it cuts Cairo's")
    func clipped() {
        let c = Self.cases[3]
        func picture(own: Bool) -> Image {
            let bitmap = Bitmap(width: Self.size.width, height: Self.size.height)!
            let canvas = Canvas(bitmap: bitmap, scale: 1)
            canvas.drawsThinStrokesItself = own
            canvas.paint(.white)
            canvas.clip(to: CGRect(x: 30, y: 20, width: 150, height: 100))
            var batch = PolylineBatch()
            for part in c.parts {
                for p in part { batch.append(p) }
                batch.endPart()
            }
            canvas.strokeShape(batch, color: c.color, lineWidth: 2)
            return Image(bitmap: canvas.finish(), scale: 1)
        }
        let own = picture(own: true), cairo = picture(own: false)
        let ownPixels = own.bitmap(forScale: 1)
        // Nothing outside the clip.
        for y in 0..<Self.size.height {
            for x in 0..<Self.size.width where !(30..<180).contains(x) || !(20..<120).contains(y) {
                #expect(ownPixels.pixelWord(x: x, y: y) == 0xffff_ffff, "(\(x), \(y)) is outside the clip")
            }
        }
        let d = Self.difference(own, cairo, background: .white)
        #expect(d.largest <= 128 && d.blurred <= 56 && abs(d.inkRatio - 1) <= 0.05, "\(d)")
    }

    @Test("D138 INFOWINDOW_CAIRO_SHAPES sets our rasterizers aside: strokes, fills, or both for any other value")
    func cairoSwitch() {
        #expect(Canvas.ownShapes(cairo: nil) == (true, true))
        #expect(Canvas.ownShapes(cairo: "strokes") == (false, true))
        #expect(Canvas.ownShapes(cairo: "fills") == (true, false))
        #expect(Canvas.ownShapes(cairo: "1") == (false, false))
        #expect(Canvas.ownShapes(cairo: "") == (false, false))
        // A new canvas takes the process's setting; this test process runs without the variable.
        let canvas = Canvas(bitmap: Bitmap(width: 4, height: 4)!, scale: 1)
        let expected = Canvas.ownShapes(cairo: ProcessInfo.processInfo.environment["INFOWINDOW_CAIRO_SHAPES"])
        #expect(canvas.drawsThinStrokesItself == expected.strokes && canvas.drawsFillsItself == expected.fills)
    }

    @Test("D136 D137 vertices far outside the bitmap or not finite: nothing traps, the finite parts are drawn")
    func hostileVertices() {
        let bitmap = Bitmap(width: 120, height: 90)!
        let canvas = Canvas(bitmap: bitmap, scale: 2)
        #expect(canvas.drawsThinStrokesItself && canvas.drawsFillsItself)
        var lines = PolylineBatch()
        for part in [[CGPoint(x: 5, y: 5), CGPoint(x: 55, y: 40)], [CGPoint(x: -1e15, y: 40), CGPoint(x: 1e15, y: 40)],
                     [CGPoint(x: -1e15, y: 3), CGPoint(x: 1e15, y: 7)],
                     [CGPoint(x: Double.nan, y: 10), CGPoint(x: 30, y: Double.infinity), CGPoint(x: 10, y: 30)],
                     [CGPoint(x: 1e300, y: -1e300), CGPoint(x: 20, y: 20)]] {
            for p in part { lines.append(p) }
            lines.endPart()
        }
        canvas.strokeShape(lines, color: .black, lineWidth: 1)
        canvas.strokeRings(lines, color: .black, lineWidth: 1)
        var rings = PolylineBatch()
        for p in [CGPoint(x: 30, y: 30), CGPoint(x: 1e14, y: 35), CGPoint(x: 40, y: Double.nan), CGPoint(x: 35, y: 44)] { rings.append(p) }
        rings.endPart(minimumPoints: 3)
        canvas.fillArea(rings, holes: [lines], color: Color(red: 0, green: 0, blue: 1, alpha: 0.5),
                        bounds: CGRect(x: 0, y: 0, width: 60, height: 45))
        let drawn = canvas.finish()
        // The first line's middle, drawn whatever its neighbours held; and the line at y = 40 whose ends
        // are 10¹⁵ points away, cut to the view (rows 79 and 80 of the pixels at scale 2).
        #expect(drawn.pixelWord(x: 60, y: 45) >> 24 == 255)
        #expect(drawn.pixelWord(x: 100, y: 79) >> 24 == 255 && drawn.pixelWord(x: 100, y: 80) >> 24 == 255)
    }

    // MARK: Fills (D137)

    /// A star of `points` tips around `center`, radii between `inner` and `outer`.
    nonisolated static func star(_ center: CGPoint, points: Int, inner: Double, outer: Double, turn: Double = 0) -> [CGPoint] {
        (0..<(2 * points)).map { k in
            let a = Double(k) * .pi / Double(points) + turn
            let r = k % 2 == 0 ? outer : inner
            return CGPoint(x: center.x + cos(a) * r, y: center.y + sin(a) * r)
        }
    }

    struct FillCase: CustomStringConvertible, Sendable {
        var name: String
        var rings: [[CGPoint]]
        var holes: [[[CGPoint]]] = []
        var color: Color
        var scale: CGFloat = 1
        var description: String { name }
    }

    nonisolated static let fillCases: [FillCase] = {
        let orange = Color(red: 0.9, green: 0.5, blue: 0.1, alpha: 0.35)
        let green = Color(red: 0.1, green: 0.6, blue: 0.2)
        var random = SplitMix64(seed: 37)
        let blobs: [[CGPoint]] = (0..<8).map { _ in
            let cx = Double.random(in: 20...220, using: &random), cy = Double.random(in: 20...160, using: &random)
            let radius = Double.random(in: 10...50, using: &random)
            let n = Int.random(in: 12...40, using: &random)
            return (0..<n).map { k in
                let a = 2 * Double.pi * Double(k) / Double(n)
                let r = radius * Double.random(in: 0.7...1, using: &random)
                return CGPoint(x: cx + cos(a) * r, y: cy + sin(a) * r)
            }
        }
        let big = star(CGPoint(x: 120, y: 90), points: 7, inner: 40, outer: 85, turn: 0.1)
        return [
            FillCase(name: "translucent blobs", rings: blobs, color: orange),
            FillCase(name: "opaque star", rings: [big], color: green),
            FillCase(name: "a ring crossing itself (even-odd)", rings: [star(CGPoint(x: 120, y: 90), points: 5, inner: -40, outer: 80)],
                     color: orange),
            FillCase(name: "leaving the view", rings: [star(CGPoint(x: 10, y: 170), points: 6, inner: 60, outer: 140)], color: green),
            FillCase(name: "holes: inside, across the edge, outside, overlapping", rings: [big],
                     holes: [[star(CGPoint(x: 120, y: 90), points: 4, inner: 10, outer: 25)],
                             [star(CGPoint(x: 200, y: 90), points: 3, inner: 15, outer: 30)],
                             [star(CGPoint(x: 20, y: 20), points: 3, inner: 5, outer: 12)],
                             [star(CGPoint(x: 130, y: 95), points: 5, inner: 12, outer: 20)]],
                     color: orange),
            FillCase(name: "translucent blobs at scale 2", rings: blobs, color: orange, scale: 2),
        ]
    }()

    static func draw(_ c: FillCase, own: Bool, background: Color?) -> Image {
        let bitmap = Bitmap(width: Int(CGFloat(size.width) * c.scale), height: Int(CGFloat(size.height) * c.scale))!
        let canvas = Canvas(bitmap: bitmap, scale: c.scale)
        canvas.drawsFillsItself = own
        if let background { canvas.paint(background) }
        func batch(_ rings: [[CGPoint]]) -> PolylineBatch {
            var batch = PolylineBatch()
            for ring in rings {
                for p in ring { batch.append(p) }
                batch.endPart(minimumPoints: 3)
            }
            return batch
        }
        // Each blob is its own shape (one fill call), as a map's polygons are.
        if c.holes.isEmpty && c.rings.count > 1 {
            for ring in c.rings {
                canvas.fillArea(batch([ring]), holes: [], color: c.color, bounds: CGRect(x: 0, y: 0, width: 240, height: 180))
            }
        } else {
            canvas.fillArea(batch(c.rings), holes: c.holes.map(batch), color: c.color, bounds: CGRect(x: 0, y: 0, width: 240, height: 180))
        }
        return Image(bitmap: canvas.finish(), scale: c.scale)
    }

    // Both count 4 × 4 samples a pixel with the vertices on the same quarter-pixel grid, but not at the
    // same places in the pixel, and Cairo cuts a hole by multiplying coverages, not by samples: an edge
    // pixel may differ by several samples (up to 112 of 255 measured, where a shape leaves the view; 128
    // allowed). Averaged over 3 × 3 pixels they agree within 40 (measured up to 35, the same place), and
    // their ink within 1 % (measured within 0.5 %).
    @Test("D137 fills match Cairo's: within 128 a channel, 40 over 3 × 3 pixels, the same ink within 1 %", arguments: fillCases)
    func fillsMatchCairo(_ c: FillCase) {
        for background in [Color.white, nil] as [Color?] {
            let own = Self.draw(c, own: true, background: background)
            let cairo = Self.draw(c, own: false, background: background)
            let d = Self.difference(own, cairo, background: background)
            print("D137 \(c.name) on \(background == nil ? "clear" : "white"): largest difference \(d.largest), over 3 × 3 \(String(format: "%.1f", d.blurred)), ink ratio \(String(format: "%.4f", d.inkRatio))")
            #expect(Self.inkedPixels(cairo, background: background) > 200, "the case draws something")
            #expect(d.largest <= 128, "\(c.name): largest difference \(d.largest)")
            #expect(d.blurred <= 40, "\(c.name): over 3 × 3 pixels \(d.blurred)")
            #expect(abs(d.inkRatio - 1) <= 0.01, "\(c.name): ink ratio \(d.inkRatio)")
        }
    }

    @Test("D137 a hole cuts the fill: its middle is the background, the shape's middle around it is filled")
    func holeCuts() {
        let c = Self.fillCases[4]
        let own = Self.draw(c, own: true, background: .white).bitmap(forScale: 1)
        #expect(own.pixelWord(x: 120, y: 90) == 0xffff_ffff, "the inner hole's middle")
        #expect(own.pixelWord(x: 20, y: 20) == 0xffff_ffff, "a hole outside the shape draws nothing")
        #expect(own.pixelWord(x: 100, y: 60) != 0xffff_ffff, "the shape around the hole")
    }
}
