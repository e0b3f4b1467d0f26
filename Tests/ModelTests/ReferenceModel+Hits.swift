import Foundation

/// Where things are on screen, as the library reports them through its public geometry
/// (`infoWindowFrame`, `iconFrame(of:)`). The library only says *where*; the model decides *what* a
/// point hits.
struct ScreenGeometry {
    /// The open window's frame, tail included.
    var window: CGRect?
    /// The drawn icon frame of every marker on the map that is in front of the camera.
    var icons: [Int: CGRect]
    /// Every shape on the map: its four corners on the Earth (edges straight in Web Mercator, D39) and,
    /// when all are in front of the camera, where they are drawn.
    var shapes: [Int: ShapeGeometry] = [:]
    /// The ground point under a view point, in Web Mercator (``ShapeGeometry/mercator(latitude:longitude:)``).
    var ground: ((CGPoint) -> (x: Double, y: Double))?
}

/// Where a shape is.
struct ShapeGeometry {
    /// The corners in Web Mercator.
    var ring: [(x: Double, y: Double)]
    var drawn: [CGPoint]?

    /// Web Mercator (x, y) in 0…1, y down (the model's own formula).
    static func mercator(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let lat = min(max(latitude, -85.05112878), 85.05112878) * .pi / 180
        return ((longitude + 180) / 360, (1 - log(tan(lat) + 1 / cos(lat)) / .pi) / 2)
    }

    /// R32: a polygon is hit where it is filled — the ground point inside its ring (even-odd).
    func contains(_ p: (x: Double, y: Double)) -> Bool {
        var inside = false
        var j = ring.count - 1
        for i in ring.indices {
            let (xi, yi) = ring[i], (xj, yj) = ring[j]
            if (yi > p.y) != (yj > p.y), p.x < (xj - xi) * (p.y - yi) / (yj - yi) + xi { inside.toggle() }
            j = i
        }
        return inside
    }

    /// The drawn point at fractions `u` of the corners (bilinear: inside the drawn quadrilateral).
    func point(at u: UnitPoint) -> CGPoint? {
        guard let d = drawn, d.count == 4 else { return nil }
        let top = CGPoint(x: d[0].x + (d[1].x - d[0].x) * u.x, y: d[0].y + (d[1].y - d[0].y) * u.x)
        let bottom = CGPoint(x: d[3].x + (d[2].x - d[3].x) * u.x, y: d[3].y + (d[2].y - d[3].y) * u.x)
        return CGPoint(x: top.x + (bottom.x - top.x) * u.y, y: top.y + (bottom.y - top.y) * u.y)
    }
}

/// What a tap or long press lands on.
enum HitTarget: Equatable, CustomStringConvertible {
    case window
    case marker(Int)
    case shape(Int)
    case map

    var description: String {
        switch self {
        case .window: "window"
        case .marker(let id): "m\(id)"
        case .shape(let id): "s\(id)"
        case .map: "map"
        }
    }
}

/// SPEC R24 hit-testing, R9 (the window swallows taps) and R12 (untappable markers let taps through).
extension ReferenceModel {
    /// R24: the smallest hit area of a marker, in points.
    static let minimumHitSide: CGFloat = 44

    /// A marker's hit area: its icon frame grown to at least 44×44 pt about its centre (R24).
    static func hitArea(ofIcon icon: CGRect) -> CGRect {
        let w = max(icon.width, minimumHitSide), h = max(icon.height, minimumHitSide)
        return CGRect(x: icon.midX - w / 2, y: icon.midY - h / 2, width: w, height: h)
    }

    /// The tappable markers, lowest first: by zIndex, then by order of addition (R24, R12).
    func tappableMarkersBottomUp() -> [Int] {
        let order = Dictionary(uniqueKeysWithValues: onMap.enumerated().map { ($1, $0) })
        return onMap.filter { markers[$0]?.tappable == true }.sorted {
            let za = markers[$0]!.zIndex, zb = markers[$1]!.zIndex
            return za != zb ? za < zb : order[$0]! < order[$1]!
        }
    }

    /// What `point` hits: the open window, then the top tappable marker, then the top shape (the last
    /// added: all are tappable, at zIndex 0), then the map (R24, R32).
    func target(at point: CGPoint, in geometry: ScreenGeometry) -> HitTarget {
        if selected != nil, let window = geometry.window, window.contains(point) { return .window }
        for id in tappableMarkersBottomUp().reversed() {
            if let icon = geometry.icons[id], Self.hitArea(ofIcon: icon).contains(point) { return .marker(id) }
        }
        if let ground = geometry.ground?(point) {
            for id in shapesOnMap.reversed() where geometry.shapes[id]?.contains(ground) == true { return .shape(id) }
        }
        return .map
    }

    /// Counts the hit rules a press at `point` exercises (R9 window above a marker, R12 an untappable
    /// marker let through, R24 overlapping markers), for the coverage checks.
    mutating func noteHitRules(at point: CGPoint, in geometry: ScreenGeometry) {
        let windowHit = selected != nil && geometry.window?.contains(point) == true
        let under = onMap.filter { id in geometry.icons[id].map { Self.hitArea(ofIcon: $0).contains(point) } ?? false }
        let tappable = under.filter { markers[$0]?.tappable == true }
        if windowHit && !tappable.isEmpty { applied("R9 window above a marker") }
        if !windowHit && under.count > tappable.count { applied("R12 untappable marker let through") }
        if !windowHit && tappable.count > 1 { applied("R24 overlapping markers") }
    }

    /// True when `point` lies within `margin` of an edge that decides the hit (the window or a tappable
    /// marker's hit area): there rounding, not the rules, would decide, so the harness moves the point.
    func isNearEdge(_ point: CGPoint, in geometry: ScreenGeometry, margin: CGFloat = 0.5) -> Bool {
        var rects: [CGRect] = []
        if selected != nil, let window = geometry.window { rects.append(window) }
        for id in onMap where markers[id]?.tappable == true {
            if let icon = geometry.icons[id] { rects.append(Self.hitArea(ofIcon: icon)) }
        }
        let nearRect = rects.contains { rect in
            let nearX = abs(point.x - rect.minX) < margin || abs(point.x - rect.maxX) < margin
            let nearY = abs(point.y - rect.minY) < margin || abs(point.y - rect.maxY) < margin
            let withinX = point.x > rect.minX - margin && point.x < rect.maxX + margin
            let withinY = point.y > rect.minY - margin && point.y < rect.maxY + margin
            return (nearX && withinY) || (nearY && withinX)
        }
        // A shape's outline as drawn (a tilted view bends nothing: edges straight in Web Mercator stay
        // straight on screen).
        let nearShape = shapesOnMap.contains { id in
            guard let drawn = geometry.shapes[id]?.drawn else { return false }
            return drawn.indices.contains { i in
                Self.distance(point, drawn[i], drawn[(i + 1) % drawn.count]) < margin
            }
        }
        return nearRect || nearShape
    }

    static func distance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = dx * dx + dy * dy
        let t = length > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / length, 0), 1) : 0
        return hypot(p.x - a.x - t * dx, p.y - a.y - t * dy)
    }
}
