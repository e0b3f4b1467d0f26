import Foundation
import InfoWindowKit

/// The SDK's path: InfoWindowKit's ``/InfoWindowKit/CoordinatePath`` (`init()`, `init(path:)`,
/// `init?(fromEncodedPath:)`, `count() -> UInt`, `coordinate(at: UInt)`, `encodedPath()`,
/// `pathOffset(byLatitude:longitude:)`, `length(of:)`). `coordinate(at:)` past the end answers
/// `kCLLocationCoordinate2DInvalid`, as in the SDK, and warns (G4).
public typealias GMSPath = CoordinatePath

/// The SDK's mutable path: InfoWindowKit's ``/InfoWindowKit/MutableCoordinatePath``, a subclass of
/// ``GMSPath`` as in the SDK (`add(_:)`, `addLatitude(_:longitude:)`, `insert(_:at:)`,
/// `replaceCoordinate(at:with:)`, `removeCoordinate(at:)`, `removeLastCoordinate()`,
/// `removeAllCoordinates()`).
public typealias GMSMutablePath = MutableCoordinatePath

/// The SDK's kinds of path length: InfoWindowKit's ``/InfoWindowKit/PathLengthKind`` (`.geodesic`, `.rhumb`,
/// `.projected`).
public typealias GMSLengthKind = PathLengthKind

/// Core Location's distance in metres.
public typealias CLLocationDistance = Double
