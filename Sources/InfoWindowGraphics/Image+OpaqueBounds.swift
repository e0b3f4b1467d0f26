import Foundation
import InfoWindowCore

extension Image {
    /// How many horizontal bands ``opaqueBands`` cuts an image into.
    package static let opaqueBandCount = 4

    /// What a user sees of the image, as up to four rectangles (in points, within `size`): the image
    /// is cut into four bands of equal height and each band gives the smallest rectangle holding its
    /// pixels that are not almost transparent (alpha above 8/255); bands without such pixels give
    /// none. A pin's narrow tip or a house's roof wider than its walls then keep only what they cover.
    /// Worked out once per image.
    package var opaqueBands: [CGRect] {
        if let cached = opaqueBandsCache.withLock({ $0 }) { return cached }
        let bands: [CGRect]
        switch content {
        case .pin:
            bands = PinShape.opaqueBands
        case .bitmap(let bitmap):
            bands = Self.opaqueBands(of: bitmap, scale: scale)
        case .animated(let frames, _):
            bands = frames[0].opaqueBands
        }
        opaqueBandsCache.withLock { $0 = bands }
        return bands
    }

    /// ``opaqueBands`` of a bitmap at `scale` pixels per point.
    static func opaqueBands(of bitmap: Bitmap, scale: CGFloat) -> [CGRect] {
        bitmap.flush()
        var bands: [CGRect] = []
        for band in 0..<opaqueBandCount {
            let top = bitmap.height * band / opaqueBandCount
            let bottom = bitmap.height * (band + 1) / opaqueBandCount
            var minX = bitmap.width, minY = bottom, maxX = -1, maxY = -1
            for y in top..<bottom {
                for x in 0..<bitmap.width where bitmap.pixelWord(x: x, y: y) >> 24 > 8 {
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                    minY = min(minY, y)
                    maxY = y
                }
            }
            guard maxX >= 0 else { continue }
            bands.append(CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
                                width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale))
        }
        return bands
    }
}
