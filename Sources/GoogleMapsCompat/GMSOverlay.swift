import Foundation
import InfoWindowKit

/// The SDK's overlay: InfoWindowKit's ``/InfoWindowKit/Overlay`` protocol (`title`, `isTappable`,
/// `zIndex`, `userData`, `map`), which markers and shapes adopt. The SDK's is an abstract class; here
/// `overlay as? GMSPolygon` and `overlay.zIndex` read the same, and `mapView(_:didTap overlay: GMSOverlay)`
/// is the delegate's method for shapes.
public typealias GMSOverlay = Overlay

/// The SDK's polyline: InfoWindowKit's ``/InfoWindowKit/Polyline`` (`init(path:)`, `path`,
/// `strokeWidth`, `strokeColor`, `geodesic`, `spans`, `copy()`).
public typealias GMSPolyline = Polyline

/// The SDK's polygon: InfoWindowKit's ``/InfoWindowKit/Polygon`` (`init(path:)`, `path`, `holes`,
/// `fillColor`, `strokeColor`, `strokeWidth`, `geodesic`, `copy()`).
public typealias GMSPolygon = Polygon

/// The SDK's circle: InfoWindowKit's ``/InfoWindowKit/Circle`` (`init(position:radius:)`, `position`,
/// `radius` in metres, `fillColor`, `strokeColor`, `strokeWidth`).
public typealias GMSCircle = Circle

/// The SDK's ground overlay: InfoWindowKit's ``/InfoWindowKit/GroundOverlay`` (`init(bounds:icon:)`,
/// `init(position:icon:zoomLevel:)`, `position`, `anchor`, `icon`, `opacity`, `bearing`, `bounds`).
public typealias GMSGroundOverlay = GroundOverlay

/// The SDK's stroke style: InfoWindowKit's ``/InfoWindowKit/StrokeStyle`` (`solidColor(_:)`,
/// `gradient(from:to:)`). A value here (the SDK's is a class).
public typealias GMSStrokeStyle = StrokeStyle

/// The SDK's style span: InfoWindowKit's ``/InfoWindowKit/StyleSpan`` (`init(color:)`,
/// `init(color:segments:)`, `init(style:)`, `init(style:segments:)`, `style`, `segments`).
public typealias GMSStyleSpan = StyleSpan

/// The SDK's `GMSStyleSpans(_:_:_:_:)`: spans repeating `styles` and `lengths` (metres, or map units for
/// `.projected`) along `path`. Calls ``/InfoWindowKit/styleSpans(_:_:_:_:offset:)``.
public func GMSStyleSpans(_ path: GMSPath, _ styles: [GMSStrokeStyle], _ lengths: [NSNumber],
                          _ lengthKind: GMSLengthKind) -> [GMSStyleSpan] {
    styleSpans(path, styles, lengths.map(\.doubleValue), lengthKind)
}

/// The SDK's `GMSStyleSpansOffset(_:_:_:_:_:)`: as ``GMSStyleSpans(_:_:_:_:)``, with `lengthOffset` of
/// the pattern skipped first (negative: the pattern starts before the path). Calls
/// ``/InfoWindowKit/styleSpans(_:_:_:_:offset:)``.
public func GMSStyleSpansOffset(_ path: GMSPath, _ styles: [GMSStrokeStyle], _ lengths: [NSNumber],
                                _ lengthKind: GMSLengthKind, _ lengthOffset: Double) -> [GMSStyleSpan] {
    styleSpans(path, styles, lengths.map(\.doubleValue), lengthKind, offset: lengthOffset)
}
