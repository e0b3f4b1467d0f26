import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// Place names: chosen by zoom and importance, placed by ``PlaceLabeler``, drawn from cached images.
extension VectorBasemap {
    /// The most candidates one frame looks at (the rest are less important than any already tried).
    static let maximumLabelCandidates = 1500

    func drawLabels(data: VectorBasemapData, frame: GroundFrame, projectors: [GroundProjector], canvas: Canvas) {
        let places = data.places
        let zoom = Float(frame.projection.camera.zoom)
        var labeler = PlaceLabeler(bounds: frame.bounds.insetBy(dx: 2, dy: 2), obstacles: frame.obstacles,
                                   iconObstacles: frame.iconObstacles, dotRadius: style.dotRadius,
                                   spacing: style.labelSpacing)
        var drawn: [(LabelImageCache.Entry, CGRect)] = []
        var tried = 0
        for place in 0..<places.count where places.minZooms[place] <= zoom {
            guard drawn.count < style.maximumLabels, tried < Self.maximumLabelCandidates else { break }
            for projector in projectors {
                let (rx, ry) = projector.ground(places.xs[place], places.ys[place])
                guard projector.planes.allSatisfy({ $0.value(rx, ry) >= 0 }) else { continue }
                let anchor = projector.screen(rx, ry)
                guard frame.bounds.contains(anchor) else { continue }
                tried += 1
                let major = places.isMajor[place]
                guard let label = labels.label(places.names[place], font: major ? style.majorFont : style.minorFont,
                                               color: major ? style.placeText : style.minorPlaceText, halo: style.halo,
                                               haloWidth: style.haloWidth, scale: frame.scale) else { continue }
                if labeler.place(place, anchor: anchor, size: label.size), let placed = labeler.placements.last {
                    drawn.append((label, placed.frame))
                }
                break
            }
        }
        lastPlacements = labeler.placements
        lastObstacles = frame.obstacles
        lastIconObstacles = frame.iconObstacles
        canvas.fillCircles(at: labeler.placements.map(\.dot), radius: style.dotRadius - 0.75, color: style.dot,
                           ring: style.dotRing, ringWidth: 0.75)
        for (label, rect) in drawn {
            let origin = canvas.pixelAligned(rect.origin)
            canvas.draw(label.bitmap, in: CGRect(origin: origin, size: rect.size), smooth: false)
        }
    }
}
