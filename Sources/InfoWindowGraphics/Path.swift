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
