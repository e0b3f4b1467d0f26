/// The vocabulary of the model-based test: what a generated step does to the map, and how the delegate
/// answers and calls back while it runs. Operations name markers by number and places by fractions, so a
/// step means the same thing to the reference model and to the library, and still means something when
/// shrinking has removed the steps before it.

/// A point given as fractions of a rectangle (the view, a marker's hit area, the window).
struct UnitPoint: Equatable, CustomStringConvertible {
    var x: Double
    var y: Double

    static let centre = UnitPoint(x: 0.5, y: 0.5)

    var description: String { "(\(x), \(y))" }
}

/// Titles and snippets, each with its blankness written down (SPEC R4), so the model never has to
/// inspect text.
enum TextSample: Int, CaseIterable, CustomStringConvertible {
    case none, empty, spaces, newlineTab, ideographicSpace, latin, chinese, twoLines, padded, long

    var string: String? {
        switch self {
        case .none: nil
        case .empty: ""
        case .spaces: "   "
        case .newlineTab: "\n\t "
        case .ideographicSpace: "\u{3000}"
        case .latin: "London"
        case .chinese: "台北 101 觀景台"
        case .twoLines: "Population\n8,174,100"
        case .padded: "  x  "
        case .long: String(repeating: "A long snippet that must wrap and be cut short. ", count: 12)
        }
    }

    /// Nil, empty or only whitespace: no default window (R4).
    var isBlank: Bool {
        switch self {
        case .none, .empty, .spaces, .newlineTab, .ideographicSpace: true
        case .latin, .chinese, .twoLines, .padded, .long: false
        }
    }

    var description: String {
        switch self {
        case .none: "nil"
        case .empty: "empty"
        case .spaces: "spaces"
        case .newlineTab: "newline-tab"
        case .ideographicSpace: "ideographic-space"
        case .latin: "latin"
        case .chinese: "chinese"
        case .twoLines: "two-lines"
        case .padded: "padded"
        case .long: "long"
        }
    }
}

/// What the scripted delegate returns for one marker.
struct DelegateBehaviour: Equatable, CustomStringConvertible {
    /// Which view the delegate hands back when asked to build the marker's window.
    enum Returns: Equatable {
        case nothing
        /// A view from `markerInfoWindow` (R15).
        case window
        /// A view from `markerInfoContents` (R16).
        case contents
    }

    var vetoesTaps: Bool
    var returns: Returns

    var description: String { "\(returns)\(vetoesTaps ? "+veto" : "")" }
}

/// How a marker looks: it changes where its icon, hit area and window are, never the rules.
enum Look: CaseIterable, CustomStringConvertible {
    /// The default pin, window above its top.
    case pin
    /// The default pin with the window anchored at the icon's middle, so the window covers the marker.
    case middleAnchor
    /// A wide icon view (larger than the minimum hit area).
    case wideIconView
    /// A pin turned by 40°.
    case rotated
    /// A flat pin: turns and tilts with the map.
    case flat

    var description: String {
        switch self {
        case .pin: "pin"
        case .middleAnchor: "middle-anchor"
        case .wideIconView: "wide-icon-view"
        case .rotated: "rotated"
        case .flat: "flat"
        }
    }
}

/// The delegate methods, as the log names them.
enum DelegateMethod: String, CaseIterable {
    case didTap, markerInfoWindow, markerInfoContents, didTapInfoWindow, didTapInfoWindowAt
    case didLongPressInfoWindow, didClose, didCloseWithReason, didTapAt, didLongPressAt
    /// R30: compared entry by entry with the model, like the selection's calls.
    case didBeginDragging, didDrag, didEndDragging
    /// R32: a tappable shape was tapped (the log names the shape as 500 + its number).
    case didTapOverlay
    /// R29: checked by ``CameraEventChecker`` against the rules, not entry by entry (the model does not
    /// compute the camera); no reactions are scripted on them.
    case willMove, didChange, idleAt

    /// The camera's calls.
    var isCameraEvent: Bool { self == .willMove || self == .didChange || self == .idleAt }
}

/// A call back into the map that the delegate makes from inside one of its methods (R22).
enum ReactionAction: Equatable, CustomStringConvertible {
    /// `selectedMarker = m<id>` (on this map, or not any more).
    case select(Int)
    case selectNil
    /// `selectedMarker = selectedMarker`, read inside the method (D16).
    case selectCurrent
    /// `selectedMarker = ` a marker that is on another map (R7).
    case selectForeign
    /// `m<id>.map = nil`.
    case remove(Int)
    /// Removes the marker the method is about (nothing for the map's own methods).
    case removeArgument
    case clear

    var description: String {
        switch self {
        case .select(let id): "select m\(id)"
        case .selectNil: "select nil"
        case .selectCurrent: "select selectedMarker"
        case .selectForeign: "select foreign"
        case .remove(let id): "remove m\(id)"
        case .removeArgument: "remove its marker"
        case .clear: "clear()"
        }
    }
}

/// "The `occurrence`-th time `method` is called during this step, do `action`."
struct Reaction: Equatable, CustomStringConvertible {
    var method: DelegateMethod
    var occurrence: Int
    var action: ReactionAction

    var description: String { "on \(method.rawValue) #\(occurrence): \(action)" }
}

/// A camera change, through the API or through pointer gestures.
enum CameraMove: Equatable, CustomStringConvertible {
    case pan(dx: Double, dy: Double)
    case zoom(levels: Double, about: UnitPoint)
    case rotate(degrees: Double)
    case tilt(degrees: Double)
    /// Back over the markers' area at zoom 10 with this bearing and tilt.
    case reset(bearing: Double, tilt: Double)
    /// A primary-button drag (R24: a press that moves more than 10 pt pans; neither tap nor long press).
    case drag(from: UnitPoint, dx: Double, dy: Double)
    /// A secondary-button drag: rotates and tilts.
    case secondaryDrag(dx: Double, dy: Double)
    /// A scroll wheel: zooms about the pointer.
    case scroll(dy: Double, at: UnitPoint)

    var description: String {
        switch self {
        case .pan(let dx, let dy): "pan by (\(dx), \(dy)) pt"
        case .zoom(let levels, let about): "zoom by \(levels) about \(about)"
        case .rotate(let degrees): "rotate by \(degrees)°"
        case .tilt(let degrees): "tilt by \(degrees)°"
        case .reset(let bearing, let tilt): "reset to zoom 10, bearing \(bearing)°, tilt \(tilt)°"
        case .drag(let from, let dx, let dy): "drag from \(from) by (\(dx), \(dy)) pt"
        case .secondaryDrag(let dx, let dy): "secondary drag by (\(dx), \(dy)) pt"
        case .scroll(let dy, let at): "scroll \(dy) at \(at)"
        }
    }
}

/// One generated operation.
enum Operation: Equatable {
    case add(id: Int, at: UnitPoint, title: TextSample, snippet: TextSample, look: Look,
             behaviour: DelegateBehaviour, tappable: Bool, zIndex: Int)
    /// Puts a removed marker back (R7: it is not selected by that).
    case readd(id: Int)
    case remove(id: Int)
    case move(id: Int, to: UnitPoint)
    case setTitle(id: Int, TextSample)
    case setSnippet(id: Int, TextSample)
    case setTappable(id: Int, Bool)
    case setZIndex(id: Int, Int)
    case setOpacity(id: Int, Float)
    case setBehaviour(id: Int, DelegateBehaviour)
    case setTracking(id: Int, Bool)
    /// R30: whether a long press picks the marker up.
    case setDraggable(id: Int, Bool)
    /// Changes the title and snippet of the marker whose window is open (R17, R18, D14), and maybe its
    /// tracking.
    case editSelected(title: TextSample, snippet: TextSample, tracks: Bool?)
    /// A tap at a point of the marker's hit area (the icon frame grown to 44×44 pt, R24).
    case tapMarker(id: Int, at: UnitPoint)
    case tapWindow(at: UnitPoint)
    case tapView(at: UnitPoint)
    case longPressMarker(id: Int, at: UnitPoint)
    case longPressWindow(at: UnitPoint)
    case longPressView(at: UnitPoint)
    /// A press held for the long-press time at a point of the marker's hit area, then moved twice by
    /// (dx, dy) / 2 and released (R30 when the marker is draggable; D18 when not; R9 on a window).
    case dragMarker(id: Int, at: UnitPoint, dx: Double, dy: Double)
    /// `selectedMarker = m<id>`: on the map, or removed (then foreign, R7).
    case select(id: Int)
    case selectForeign
    case selectNil
    /// `selectedMarker = selectedMarker` (R7: a refresh).
    case selectSame
    case clear
    case camera(CameraMove)
    /// Advances the clock by one frame (R18 tracked windows are brought up to date).
    case advanceFrame
    /// Changes the background of the custom view the delegate hands out (R17/R18: no events).
    case touchCustomView
    /// Draws the whole map (B2); also brings tracked windows up to date.
    case snapshot
    /// R32, R33: a tappable rectangle polygon about a view point, with a title; its window's views come
    /// from the delegate as `returns` says.
    case addShape(id: Int, at: UnitPoint, title: TextSample, returns: DelegateBehaviour.Returns)
    case removeShape(id: Int)
    /// A tap at fractions of the shape's four corners as drawn (a point of its outline's quadrilateral).
    case tapShape(id: Int, at: UnitPoint)
    /// `opensOverlayInfoWindows` (R33).
    case setShapeWindows(Bool)
}

/// An operation and the calls back into the map its delegate makes meanwhile.
struct Step: Equatable, CustomStringConvertible {
    var operation: Operation
    var reactions: [Reaction]

    var description: String {
        reactions.isEmpty ? "\(operation)" : "\(operation)  [delegate: \(reactions.map(\.description).joined(separator: "; "))]"
    }
}
