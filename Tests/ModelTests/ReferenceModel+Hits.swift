import Foundation

/// Where things are on screen, as the library reports them through its public geometry
/// (`infoWindowFrame`, `iconFrame(of:)`). The library only says *where*; the model decides *what* a
/// point hits.
struct ScreenGeometry {
    /// The open window's frame, tail included.
    var window: CGRect?
    /// The drawn icon frame of every marker on the map that is in front of the camera.
    var icons: [Int: CGRect]
}

/// What a tap or long press lands on.
enum HitTarget: Equatable, CustomStringConvertible {
    case window
    case marker(Int)
    case map

    var description: String {
        switch self {
        case .window: "window"
        case .marker(let id): "m\(id)"
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

    /// What `point` hits: the open window, then the top tappable marker, then the map (R24).
    func target(at point: CGPoint, in geometry: ScreenGeometry) -> HitTarget {
        if selected != nil, let window = geometry.window, window.contains(point) { return .window }
        for id in tappableMarkersBottomUp().reversed() {
            if let icon = geometry.icons[id], Self.hitArea(ofIcon: icon).contains(point) { return .marker(id) }
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
        return rects.contains { rect in
            let nearX = abs(point.x - rect.minX) < margin || abs(point.x - rect.maxX) < margin
            let nearY = abs(point.y - rect.minY) < margin || abs(point.y - rect.maxY) < margin
            let withinX = point.x > rect.minX - margin && point.x < rect.maxX + margin
            let withinY = point.y > rect.minY - margin && point.y < rect.maxY + margin
            return (nearX && withinY) || (nearY && withinX)
        }
    }
}
