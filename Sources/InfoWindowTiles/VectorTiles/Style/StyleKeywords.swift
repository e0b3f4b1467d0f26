import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// `line-cap`: how a line ends. Default `butt`.
enum StyleLineCap: String, StyleKeyword {
    case butt, round, square

    /// Cairo's cap.
    var lineCap: LineCap {
        switch self {
        case .butt: return .butt
        case .round: return .round
        case .square: return .square
        }
    }
}

/// `line-join`: how a line turns. Default `miter`.
enum StyleLineJoin: String, StyleKeyword {
    case bevel, round, miter

    /// Cairo's join.
    var lineJoin: LineJoin {
        switch self {
        case .bevel: return .bevel
        case .round: return .round
        case .miter: return .miter
        }
    }
}

/// `symbol-placement`: labels at points, or along lines. Default `point`.
enum SymbolPlacement: String, StyleKeyword {
    case point, line
    case lineCenter = "line-center"

    /// True for both line placements: the label runs along its line.
    var isAlongLine: Bool { self != .point }
}

/// `text-transform`. Default `none`.
enum TextTransform: String, StyleKeyword {
    case none, uppercase, lowercase
}

/// `visibility`: `none` leaves the layer out. Default `visible`.
enum Visibility: String, StyleKeyword {
    case visible, none
}

/// `text-anchor`: which part of a point label is put at its point (after `text-offset`): `left` puts
/// the text's left edge there, so the text runs to the right of a dot. Default `center`.
enum TextAnchor: String, StyleKeyword {
    case center, left, right, top, bottom
    case topLeft = "top-left", topRight = "top-right", bottomLeft = "bottom-left", bottomRight = "bottom-right"

    /// Where the text's centre lies from the anchor, in halves of its width and height: `left` is
    /// (1, 0), so the centre is half a width to the right.
    var centreShift: (x: Double, y: Double) {
        switch self {
        case .center: return (0, 0)
        case .left: return (1, 0)
        case .right: return (-1, 0)
        case .top: return (0, 1)
        case .bottom: return (0, -1)
        case .topLeft: return (1, 1)
        case .topRight: return (-1, 1)
        case .bottomLeft: return (1, -1)
        case .bottomRight: return (-1, -1)
        }
    }
}
