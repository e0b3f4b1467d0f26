import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// The labels of a frame: symbol layers from the top of the style down (the top ones win), each label
/// placed only where it is inside the view and clear of every label placed before it, of the open
/// info window and the attribution, and of the marker icons (BM11). Point labels are put at their point
/// as `text-anchor` and `text-offset` say (centred by default); street names run along a nearly
/// straight stretch of their line, turned to read left to right, and are left out where no stretch is
/// long and straight enough (VT9).
struct VectorLabeler {
    /// One label as placed.
    struct PlacedLabel: Equatable {
        var text: String
        /// The style layer it comes from.
        var layer: String
        var center: CGPoint
        /// Radians, clockwise on screen; within −π/2…π/2, so text never reads upside down.
        var angle: Double
        /// The label image's size (text plus halo), points.
        var size: CGSize
        /// The boxes it keeps clear: the label itself, or squares along a turned label, and its icon's.
        var boxes: [CGRect]
        var alongLine: Bool
        /// The icon drawn with it (`icon-image`), and where.
        var icon: PlacedIcon? = nil
    }

    /// A built-in icon placed with its label, and its colours.
    struct PlacedIcon: Equatable {
        var kind: BuiltInIcon
        var box: CGRect
        var fill: Color
        var ring: Color
        var ringWidth: CGFloat
    }

    /// The most labels a frame places, and the most candidates it tries.
    static let maximumLabels = 300
    static let maximumCandidates = 4000
    /// Empty space kept between labels, points.
    static let padding: CGFloat = 2

    var images = LabelImageCache()
    private var clipper = PlaneClipper()
    private var scratch = PolylineBatch()
    /// The last frame's labels, obstacles and icon boxes (for tests).
    private(set) var lastLabels: [PlacedLabel] = []
    private(set) var lastObstacles: [CGRect] = []
    private(set) var lastIconObstacles: [CGRect] = []

    private struct State {
        var occupied: RectGrid
        var icons: RectGrid
        var view: CGRect
        var placed: [PlacedLabel] = []
        var paints: [TextPaint] = []
        var tried = 0
        var byText: [String: [CGPoint]] = [:]
        /// The source's coverage in the view, when it covers part of it: a label whose middle lies outside
        /// is left out (the source below labels that ground), but a label inside is drawn whole, even
        /// where it reaches past the edge.
        var coverage: [CGPoint]?
    }

    package mutating func draw(_ layers: [StyleLayer], zoom: Double, frame: GroundFrame, placements: [TilePlacement],
                       source: VectorTileSource, canvas: Canvas) {
        var state = State(occupied: RectGrid(bounds: frame.bounds), icons: RectGrid(bounds: frame.bounds),
                          view: frame.bounds.insetBy(dx: 1, dy: 1), coverage: frame.coverageClip)
        for obstacle in frame.obstacles { state.occupied.insert(obstacle) }
        for icon in frame.iconObstacles { state.icons.insert(icon) }
        layerLoop: for layer in layers.reversed() {
            guard case .symbol(let layout, let style) = layer.properties else { continue }
            let zoomContext = StyleContext(zoom: zoom)
            let alongLine = layout.placement.value(zoomContext).isAlongLine
            let spacing = max(layout.spacing.value(zoomContext), 40)
            // The text's look and where it goes from its point, worked out once for the layer unless
            // they depend on the feature.
            let shared = Self.lookReadsFeature(layout, style) ? nil : Self.paint(layout, style, zoomContext)
            let sharedPosition = layout.anchor.readsFeature || layout.offset.readsFeature || layout.variableAnchors.readsFeature
                || layout.radialOffset.readsFeature ? nil : Self.positions(layout, zoomContext)
            for placement in placements {
                guard let (tileLayer, features) = placement.tile.selection(for: layer, zoom: zoom, cache: &source.cache) else { continue }
                var context = StyleContext(zoom: zoom, layer: tileLayer)
                for index in features {
                    guard state.placed.count < Self.maximumLabels, state.tried < Self.maximumCandidates else { break layerLoop }
                    let feature = tileLayer.features[Int(index)]
                    guard let planes = placement.planes(for: feature.box) else { continue }
                    var anchor: CGPoint?
                    if alongLine && feature.kind != .point {
                        scratch.removeAll()
                        clipper.addLines(of: feature, placement: placement, planes: planes, to: &scratch)
                        guard !scratch.isEmpty else { continue }
                    } else {
                        anchor = Self.anchor(of: feature, placement: placement, planes: planes)
                        guard let anchor, state.view.contains(anchor) else { continue }
                    }
                    context.feature = feature
                    guard let label = image(layout, style, context, paint: shared ?? Self.paint(layout, style, context)) else { continue }
                    state.tried += 1
                    if let anchor {
                        placeAt(anchor, label: label, positions: sharedPosition ?? Self.positions(layout, context), layer: layer.id,
                                state: &state)
                    } else {
                        var from = 0
                        for end in scratch.ends {
                            placeAlong(scratch.points[from..<end], label: label, layer: layer.id, spacing: spacing, state: &state)
                            from = end
                        }
                    }
                }
            }
        }
        lastLabels = state.placed
        lastObstacles = frame.obstacles
        lastIconObstacles = frame.iconObstacles
        // The icons first, under every text.
        for label in state.placed {
            guard let icon = label.icon else { continue }
            canvas.fill(Path(ellipseIn: icon.box), color: icon.ring)
            let inner = icon.box.insetBy(dx: icon.ringWidth, dy: icon.ringWidth)
            if inner.width > 0 { canvas.fill(Path(ellipseIn: inner), color: icon.fill) }
        }
        // Only the labels placed are rendered (measuring is far cheaper than drawing the halo and text).
        let direct = canvas.beginDirectLabels()
        defer { if direct != nil { canvas.endDirectLabels() } }
        for (label, paint) in zip(state.placed, state.paints) {
            guard let entry = images.label(label.text, font: paint.font, color: paint.color, halo: paint.halo,
                                           haloWidth: paint.haloWidth, scale: frame.scale) else { continue }
            if let direct, label.angle != 0 {
                canvas.drawLabelDirectly(entry.bitmap, size: entry.size, center: label.center, angle: label.angle, in: direct)
            } else if let direct {
                // Upright: copied to whole pixels, as Cairo's nearest-pixel draw does.
                let origin = canvas.pixelAligned(CGPoint(x: label.center.x - entry.size.width / 2, y: label.center.y - entry.size.height / 2))
                canvas.composite(entry.bitmap, atPixelX: Int((direct.scale * origin.x + direct.originX).rounded()),
                                 y: Int((direct.scale * origin.y + direct.originY).rounded()))
            } else {
                canvas.drawLabel(entry.bitmap, size: entry.size, center: label.center, angle: label.angle)
            }
        }
    }

    private struct Label {
        var text: String
        var size: CGSize
        var paint: TextPaint
        var icon: PlacedIcon?
    }

    /// How a layer's labels look: everything but the text.
    private struct TextPaint {
        var font: Font
        var color: Color
        var halo: Color
        var haloWidth: CGFloat
        var transform: TextTransform
    }

    /// Where a point label goes from its point: the part of the text put there, and the shift in points.
    struct Position: Equatable {
        var anchor: TextAnchor
        var offset: CGPoint
    }

    private static func lookReadsFeature(_ layout: SymbolLayout, _ style: SymbolPaint) -> Bool {
        layout.size.readsFeature || layout.font.readsFeature || layout.transform.readsFeature || style.readsFeature
    }

    /// The text size in `context`, rounded to half a point so that a label rendered at one zoom serves
    /// the zooms near it (VT9).
    private static func textSize(_ layout: SymbolLayout, _ context: StyleContext) -> Double {
        (min(max(layout.size.value(context), 1), 64) * 2).rounded() / 2
    }

    /// The text's look in `context`.
    private static func paint(_ layout: SymbolLayout, _ style: SymbolPaint, _ context: StyleContext) -> TextPaint {
        let size = textSize(layout, context)
        let opacity = style.opacity.value(context)
        let color = style.color.value(context)
        let halo = style.haloColor.value(context)
        let haloWidth = (min(max(style.haloWidth.value(context), 0), 8) * 4).rounded() / 4
        return TextPaint(font: font(layout.font.value(context), size: size),
                         color: color.withAlphaComponent(color.alpha * opacity), halo: halo.withAlphaComponent(halo.alpha * opacity),
                         haloWidth: CGFloat(haloWidth), transform: layout.transform.value(context))
    }

    /// `text-anchor` and `text-offset` in `context`; the offset's ems are the text size.
    static func position(_ layout: SymbolLayout, _ context: StyleContext) -> Position {
        let offset = layout.offset.value(context)
        let em = offset.x == 0 && offset.y == 0 ? 0 : textSize(layout, context)
        return Position(anchor: layout.anchor.value(context), offset: CGPoint(x: offset.x * em, y: offset.y * em))
    }

    /// The feature's label text, measured with the layer's text properties; nil when it has no text.
    private mutating func image(_ layout: SymbolLayout, _ style: SymbolPaint, _ context: StyleContext, paint: TextPaint) -> Label? {
        var text = layout.field.value(context)
        switch paint.transform {
        case .uppercase: text = text.uppercased()
        case .lowercase: text = text.lowercased()
        case .none: break
        }
        if text.contains(where: \.isNewline) { text = String(text.map { $0.isNewline ? " " : $0 }) }
        if text.first?.isWhitespace == true || text.last?.isWhitespace == true {
            text = text.trimmingCharacters(in: .whitespaces)
        }
        guard !text.isEmpty, text.utf8.count <= 800 else { return nil }
        var icon: PlacedIcon?
        if let kind = BuiltInIcon(rawValue: layout.iconImage.value(context)) {
            icon = PlacedIcon(kind: kind, box: .zero, fill: style.iconColor.value(context), ring: style.iconHaloColor.value(context),
                              ringWidth: CGFloat(min(max(style.iconHaloWidth.value(context), 0), 4)))
        }
        return Label(text: text, size: images.size(of: text, font: paint.font, haloWidth: paint.haloWidth), paint: paint, icon: icon)
    }

    /// `text-font` to a fontconfig family and weight: `["Noto Sans Bold"]` is Noto Sans, bold (VT8).
    static func font(_ fonts: FontStack, size: Double) -> Font {
        let name = fonts.names.first ?? Font.systemFamily
        var words = name.split(separator: " ").map(String.init)
        var weight = Font.Weight.regular
        let regular: Set<String> = ["regular", "book", "normal", "italic", "oblique", "medium", "light"]
        let bold: Set<String> = ["bold", "semibold", "extrabold", "black", "heavy", "demibold"]
        while let last = words.last?.lowercased(), regular.contains(last) || bold.contains(last) {
            if bold.contains(last) { weight = .bold }
            words.removeLast()
        }
        let family = words.isEmpty ? Font.systemFamily : words.joined(separator: " ")
        return Font(family: family, size: CGFloat(size), weight: weight)
    }

    /// Where a point label goes: a point of the feature inside the tile's square, the middle of a line,
    /// the middle of a polygon's box; nil when that lies outside the drawn area.
    private static func anchor(of feature: VectorTileFeature, placement: TilePlacement, planes: [GroundProjector.HalfPlane]) -> CGPoint? {
        let c = feature.coordinates
        var u: Int32, v: Int32
        switch feature.kind {
        case .point: (u, v) = (c[0], c[1])
        case .line:
            let middle = feature.points(ofPart: 0).count / 2
            (u, v) = (c[2 * middle], c[2 * middle + 1])
        case .polygon:
            (u, v) = (Int32((Int64(feature.box.0) + Int64(feature.box.2)) / 2), Int32((Int64(feature.box.1) + Int64(feature.box.3)) / 2))
        }
        guard placement.squareContains(u, v) else { return nil }
        let g = placement.ground(u, v)
        guard placement.projector.planes.allSatisfy({ $0.value(g.0, g.1) >= 0 }) else { return nil }
        return placement.projector.screen(g.0, g.1)
    }

    /// Whether `boxes` (text) and `icon` fit: inside the view and clear of the labels placed, the window
    /// and the attribution; text also clear of the marker icons (BM11), while a label's own icon — the dot
    /// of a town — may lie under a marker, which usually marks that very place.
    private func fits(_ boxes: [CGRect], icon: CGRect? = nil, _ state: State) -> Bool {
        if let coverage = state.coverage, let first = boxes.first,
           !Self.convex(coverage, contains: CGPoint(x: first.midX, y: first.midY)) { return false }
        for box in boxes {
            guard state.view.contains(box), !state.occupied.intersectsAny(box.insetBy(dx: -Self.padding, dy: -Self.padding)),
                  !state.icons.intersectsAny(box) else { return false }
        }
        if let icon {
            guard state.view.contains(icon), !state.occupied.intersectsAny(icon.insetBy(dx: -Self.padding, dy: -Self.padding)) else {
                return false
            }
        }
        return true
    }

    /// Whether `point` lies inside the convex polygon `polygon` (either winding).
    static func convex(_ polygon: [CGPoint], contains point: CGPoint) -> Bool {
        var sign = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let cross = Double((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x))
            if cross == 0 { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }

    private func commit(_ label: PlacedLabel, paint: TextPaint, state: inout State) {
        for box in label.boxes { state.occupied.insert(box) }
        state.placed.append(label)
        state.paints.append(paint)
        state.byText[label.text, default: []].append(label.center)
    }

    /// Places a point label at the first of `positions` where it fits (one position unless the layer has
    /// `text-variable-anchor`), or leaves it out.
    private func placeAt(_ point: CGPoint, label: Label, positions: [Position], layer: String, state: inout State) {
        let size = label.size
        // An icon sits on the point and goes with the text: both are placed, or neither (MapLibre's rule).
        var icon = label.icon
        if let kind = icon?.kind {
            let side = kind.size - 2
            icon?.box = CGRect(x: point.x - side / 2, y: point.y - side / 2, width: side, height: side)
        }
        for position in positions {
            let center = Self.center(of: size, haloWidth: label.paint.haloWidth, at: point, position)
            let box = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            let boxes = [box] + (icon.map { [$0.box] } ?? [])
            guard fits([box], icon: icon?.box, state) else { continue }
            commit(PlacedLabel(text: label.text, layer: layer, center: center, angle: 0, size: size, boxes: boxes, alongLine: false,
                               icon: icon),
                   paint: label.paint, state: &state)
            return
        }
    }

    /// Where a point label may go, in the order tried: each of `text-variable-anchor` moved away from the
    /// point by `text-radial-offset` in its direction, or else `text-anchor` with `text-offset`.
    static func positions(_ layout: SymbolLayout, _ context: StyleContext) -> [Position] {
        let anchors = layout.variableAnchors.value(context).anchors
        guard !anchors.isEmpty else { return [position(layout, context)] }
        let em = textSize(layout, context), radial = layout.radialOffset.value(context) * em
        return anchors.map { anchor in
            let shift = anchor.centreShift
            let length = hypot(shift.x, shift.y)
            let unit = length > 0 ? (x: shift.x / length, y: shift.y / length) : (x: 0.0, y: 0.0)
            return Position(anchor: anchor, offset: CGPoint(x: unit.x * radial, y: unit.y * radial))
        }
    }

    /// The centre of a point label of `size` (text plus halo) whose `position` is taken from `point`:
    /// the offset first, then the anchor's edge of the text itself (not of its halo) on that spot.
    static func center(of size: CGSize, haloWidth: CGFloat, at point: CGPoint, _ position: Position) -> CGPoint {
        guard position != Position(anchor: .center, offset: .zero) else { return point }
        let shift = position.anchor.centreShift
        let textWidth = max(size.width - 2 * haloWidth, 0), textHeight = max(size.height - 2 * haloWidth, 0)
        return CGPoint(x: point.x + position.offset.x + CGFloat(shift.x) * textWidth / 2,
                       y: point.y + position.offset.y + CGFloat(shift.y) * textHeight / 2)
    }

    /// Tries spots every `spacing` points along the polyline, each on a stretch as long as the label
    /// whose points stray from the straight chord by at most a quarter of the text's height.
    private func placeAlong(_ points: ArraySlice<CGPoint>, label: Label, layer: String, spacing: Double, state: inout State) {
        let size = label.size
        let w = Double(size.width), h = Double(size.height)
        let p = Array(points)
        guard p.count >= 2 else { return }
        var lengths = [0.0]
        for i in 1..<p.count { lengths.append(lengths[i - 1] + Double(hypot(p[i].x - p[i - 1].x, p[i].y - p[i - 1].y))) }
        let total = lengths[lengths.count - 1]
        guard total >= w + h / 2 else { return }
        func at(_ s: Double) -> (CGPoint, Int) {
            var i = 1
            while i < lengths.count - 1 && lengths[i] < s { i += 1 }
            let span = lengths[i] - lengths[i - 1]
            let t = span > 0 ? (s - lengths[i - 1]) / span : 0
            return (CGPoint(x: p[i - 1].x + (p[i].x - p[i - 1].x) * t, y: p[i - 1].y + (p[i].y - p[i - 1].y) * t), i)
        }
        let count = max(1, Int(total / spacing))
        for k in 0..<count {
            let s = (Double(k) + 0.5) * total / Double(count)
            let (a, ia) = at(max(s - w / 2, 0)), (b, ib) = at(min(s + w / 2, total))
            let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
            let chord = hypot(dx, dy)
            guard chord >= 0.92 * w else { continue }
            var straight = true
            for i in ia..<ib where abs((Double(p[i].x - a.x) * dy - Double(p[i].y - a.y) * dx) / chord) > h * 0.25 {
                straight = false
                break
            }
            guard straight else { continue }
            var angle = atan2(dy, dx)
            if angle > .pi / 2 { angle -= .pi } else if angle <= -.pi / 2 { angle += .pi }
            let center = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            if let others = state.byText[label.text], others.contains(where: { hypot($0.x - center.x, $0.y - center.y) < spacing * 0.8 }) {
                continue
            }
            let boxes = Self.boxes(center: center, angle: angle, width: w, height: h)
            guard fits(boxes, state) else { continue }
            commit(PlacedLabel(text: label.text, layer: layer, center: center, angle: angle, size: size, boxes: boxes, alongLine: true),
                   paint: label.paint, state: &state)
        }
    }

    /// Squares of the text's height along a turned label, each as its bounding box in the view: together
    /// they cover the label.
    static func boxes(center: CGPoint, angle: Double, width w: Double, height h: Double) -> [CGRect] {
        let n = max(1, Int((w / h).rounded(.up)))
        let cosA = cos(angle), sinA = sin(angle)
        let side = h * (abs(cosA) + abs(sinA))
        return (0..<n).map { i in
            let offset = n == 1 ? 0 : -w / 2 + h / 2 + Double(i) * (w - h) / Double(n - 1)
            let cx = Double(center.x) + offset * cosA, cy = Double(center.y) + offset * sinA
            return CGRect(x: cx - side / 2, y: cy - side / 2, width: side, height: side)
        }
    }
}
