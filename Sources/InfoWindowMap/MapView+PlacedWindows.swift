import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// A window opened with others on one picture (D90–D92): its marker, the side of it the window stands
/// on, its layout and its bitmap, drawn by the renderer that draws the map's one window.
@MainActor
final class PlacedWindow {
    let marker: Marker
    let side: WindowPlacement.Side
    let layout: InfoWindowLayout
    let style: InfoWindowStyle
    var rendered: RenderedWindow?

    init(marker: Marker, side: WindowPlacement.Side, layout: InfoWindowLayout, style: InfoWindowStyle) {
        self.marker = marker
        self.side = side
        self.layout = layout
        self.style = style
    }
}

/// Several windows open at once on a still picture (`/staticmap`'s `selected=a,b,c`, a scene's
/// `selected` list): placed by ``WindowPlacement`` so that none covers another window or a pin.
extension MapView {
    /// The room between a window beside its marker and the marker's icon, points.
    package static let besideGap: CGFloat = 4

    /// Opens the windows of `markers` together, in that order (D91), replacing any opened before, and
    /// closes the map's own window. Each window's content is the one the map would show (the
    /// delegate's window or contents, else the title and snippet). Returns where each went, in order;
    /// nil for a marker that has no window to show or is not on this map. The windows are drawn above
    /// every marker and do not follow later changes of their markers: they are for pictures.
    @discardableResult
    package func openPlacedWindows(_ markers: [Marker]) -> [WindowPlacement.Placed?] {
        selectedMarker = nil
        selection.placed = []
        let projection = self.projection
        let style = infoWindowStyle.sanitized
        var besideStyle = style
        besideStyle.tailSize = .zero
        var opened: [(marker: Marker, layouts: [WindowPlacement.Side: InfoWindowLayout])] = []
        var candidates: [WindowPlacement.Candidates] = []
        var slots: [Int?] = []
        for marker in markers {
            guard marker.owner === self, let content = windowContent(of: marker) else {
                slots.append(nil)
                continue
            }
            let above = makeLayout(content)
            let beside = InfoWindowLayout(content: content, style: besideStyle, mapSize: frame.size)
            let layouts: [WindowPlacement.Side: InfoWindowLayout] = [.above: above, .below: above, .right: beside, .left: beside]
            var frames: [(side: WindowPlacement.Side, frame: CGRect)] = []
            for side in WindowPlacement.Side.allCases {
                if let layout = layouts[side], let rect = placedFrame(of: marker, side: side, size: layout.frameSize, projection: projection) {
                    frames.append((side, rect))
                }
            }
            slots.append(candidates.count)
            candidates.append(WindowPlacement.Candidates(frames))
            opened.append((marker, layouts))
        }
        let pins = self.markers.compactMap { iconFrame(of: $0) }
        let placed = WindowPlacement.place(candidates, pins: pins, in: bounds)
        for (index, entry) in opened.enumerated() where !candidates[index].frames.isEmpty {
            let side = placed[index].side
            guard let layout = entry.layouts[side] else { continue }
            let window = PlacedWindow(marker: entry.marker, side: side, layout: layout,
                                      style: side == .above || side == .below ? style : besideStyle)
            selection.placed.append(window)
        }
        setNeedsDisplay()
        return slots.map { slot in slot.map { placed[$0] } }
    }

    /// The frames of the windows opened by ``openPlacedWindows(_:)``, in their order (points).
    package var placedWindowFrames: [CGRect] {
        let projection = self.projection
        return selection.placed.compactMap { placedFrame(of: $0.marker, side: $0.side, size: $0.layout.frameSize, projection: projection) }
    }

    /// The window's content the map would show for `marker`: the delegate's window or contents, else
    /// the title and snippet; nil when it has none.
    private func windowContent(of marker: Marker) -> InfoWindowContent? {
        if let view = delegate?.mapView(self, markerInfoWindow: marker) { return .customWindow(view) }
        if let view = delegate?.mapView(self, markerInfoContents: marker) { return .customContents(view) }
        return InfoWindowContent.standard(of: marker)
    }

    /// Where a window of `size` stands on `side` of `marker` (D92): above, its tail's tip on the window
    /// anchor (as the map's one window); below, its tail's tip on the middle of the icon's foot;
    /// beside, level with the icon's middle, ``besideGap`` from it. Nil when the marker is behind the
    /// camera.
    func placedFrame(of marker: Marker, side: WindowPlacement.Side, size: CGSize, projection: Projection) -> CGRect? {
        guard let transform = iconTransform(of: marker, projection: projection) else { return nil }
        let icon = transform.boundingBox(of: CGRect(origin: .zero, size: iconSize(of: marker)))
        switch side {
        case .above:
            guard let tip = infoWindowTip(of: marker, projection: projection) else { return nil }
            return CGRect(x: tip.x - size.width / 2, y: tip.y - size.height, width: size.width, height: size.height)
        case .below:
            return CGRect(x: icon.midX - size.width / 2, y: icon.maxY, width: size.width, height: size.height)
        case .right:
            return CGRect(x: icon.maxX + Self.besideGap, y: (icon.midY - size.height / 2).rounded(), width: size.width, height: size.height)
        case .left:
            return CGRect(x: icon.minX - Self.besideGap - size.width, y: (icon.midY - size.height / 2).rounded(),
                          width: size.width, height: size.height)
        }
    }

    /// Draws the placed windows, in order, each rendered once per scale.
    func drawPlacedWindows(projection: Projection, in canvas: Canvas) {
        for window in selection.placed {
            guard let rect = placedFrame(of: window.marker, side: window.side, size: window.layout.frameSize, projection: projection)
            else { continue }
            if window.rendered?.scale != scale {
                window.rendered = selection.renderer.render(window.layout, style: window.style, scale: scale, tailUp: window.side == .below)
            }
            guard let rendered = window.rendered else { continue }
            let m = rendered.margin
            let origin = canvas.pixelAligned(CGPoint(x: rect.minX - m, y: rect.minY - m))
            let size = CGSize(width: CGFloat(rendered.bitmap.width) / rendered.scale,
                              height: CGFloat(rendered.bitmap.height) / rendered.scale)
            canvas.draw(rendered.bitmap, in: CGRect(origin: origin, size: size), smooth: false)
        }
    }
}
