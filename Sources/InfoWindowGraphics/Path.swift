import Foundation
import InfoWindowCore

/// A vector outline built in Swift and filled or stroked by a ``Canvas``: the shapes of the window
/// chrome and the default pin are plain geometry, kept out of the C layer.
package struct Path: Sendable {
    enum Element: Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        case arc(center: CGPoint, radius: CGFloat, start: Double, end: Double)
        case close
    }

    private(set) var elements: [Element] = []

    package mutating func move(to p: CGPoint) { elements.append(.move(p)) }
    package mutating func line(to p: CGPoint) { elements.append(.line(p)) }
    package mutating func curve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(control1, control2, p))
    }
    /// A clockwise arc (on screen, y down) from `start` to `end` radians.
    package mutating func arc(center: CGPoint, radius: CGFloat, start: Double, end: Double) {
        elements.append(.arc(center: center, radius: radius, start: start, end: end))
    }
    package mutating func close() { elements.append(.close) }

    /// A rectangle.
    init(rect: CGRect) {
        self.init()
        move(to: rect.origin)
        line(to: CGPoint(x: rect.maxX, y: rect.minY))
        line(to: CGPoint(x: rect.maxX, y: rect.maxY))
        line(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    package init() {}

    /// A rectangle with rounded corners; the radius is limited to half the shorter side.
    package init(roundedRect rect: CGRect, radius: CGFloat) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            self.init(rect: rect)
            return
        }
        self.init()
        move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        arc(center: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, start: -.pi / 2, end: 0)
        arc(center: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r, start: 0, end: .pi / 2)
        arc(center: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r, start: .pi / 2, end: .pi)
        arc(center: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r, start: .pi, end: 1.5 * .pi)
        close()
    }
}

extension Path {
    /// The closed polygon through `points`.
    package init(polygon points: [CGPoint]) {
        self.init()
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { line(to: p) }
        close()
    }

    /// The smallest rectangle holding every point of the path (control points included); `.null` for
    /// an empty path.
    package var boundingBox: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .arc(let center, let radius, _, _):
                add(CGPoint(x: center.x - radius, y: center.y - radius))
                add(CGPoint(x: center.x + radius, y: center.y + radius))
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Path {
    /// The circle or ellipse inscribed in `rect` (a circle when `rect` is square).
    package init(ellipseIn rect: CGRect) {
        self.init()
        let radius = min(rect.width, rect.height) / 2
        move(to: CGPoint(x: rect.midX + radius, y: rect.midY))
        arc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, start: 0, end: 2 * .pi)
        close()
    }
}
