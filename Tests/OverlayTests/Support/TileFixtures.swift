import Foundation
import InfoWindowKit

/// Tile layers for the tile tests, written for them.
@MainActor
enum TileFixtures {
    /// A square tile `side` pixels wide: a translucent fill (blue on even x + y, orange on odd) inside a
    /// 4-pixel dark frame, so each tile's place and edges show.
    static func tile(side: Int, x: UInt, y: UInt, alpha: Double = 0.45) -> Image? {
        let even = (x + y) % 2 == 0
        let fill: (Double, Double, Double) = even ? (0.1, 0.3, 0.9) : (1.0, 0.55, 0.0)
        func argb(_ a: Double, _ r: Double, _ g: Double, _ b: Double) -> UInt32 {
            // Premultiplied.
            let c = { (v: Double) in UInt32((v * a * 255).rounded()) }
            return UInt32((a * 255).rounded()) << 24 | c(r) << 16 | c(g) << 8 | c(b)
        }
        let frame = argb(0.9, 0.1, 0.1, 0.2), inside = argb(alpha, fill.0, fill.1, fill.2)
        var pixels = [UInt32](repeating: 0, count: side * side)
        for row in 0..<side {
            for column in 0..<side {
                let edge = row < 4 || column < 4 || row >= side - 4 || column >= side - 4
                pixels[row * side + column] = edge ? frame : inside
            }
        }
        return pixels.withUnsafeBytes { Image(premultipliedARGB: $0, width: side, height: side, bytesPerRow: side * 4) }
    }

    /// A tile of one colour, opaque unless `alpha` says otherwise.
    static func solid(side: Int, red: Double, green: Double, blue: Double, alpha: Double = 1) -> Image? {
        // Premultiplied.
        let c = { (v: Double) in UInt32((v * alpha * 255).rounded()) }
        let word = UInt32((alpha * 255).rounded()) << 24 | c(red) << 16 | c(green) << 8 | c(blue)
        let pixels = [UInt32](repeating: word, count: side * side)
        return pixels.withUnsafeBytes { Image(premultipliedARGB: $0, width: side, height: side, bytesPerRow: side * 4) }
    }
}

/// A synchronous layer that counts what it is asked and answers with `answer`.
@MainActor
final class CountingTileLayer: SyncTileLayer {
    var asked: [String] = []
    var answer: (UInt, UInt, UInt) -> Image?

    init(answer: @escaping (UInt, UInt, UInt) -> Image?) {
        self.answer = answer
        super.init()
    }

    override func tileFor(x: UInt, y: UInt, zoom: UInt) -> Image? {
        asked.append("\(zoom)/\(x)/\(y)")
        return answer(x, y, zoom)
    }
}

/// A layer that keeps its receivers and never answers on its own (the tests answer, or never do).
@MainActor
final class HeldTileLayer: TileLayer {
    var requests: [(x: UInt, y: UInt, zoom: UInt, receiver: any TileReceiver)] = []

    override func requestTileFor(x: UInt, y: UInt, zoom: UInt, receiver: any TileReceiver) {
        requests.append((x, y, zoom, receiver))
    }
}
