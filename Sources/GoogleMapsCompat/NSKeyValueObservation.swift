import Foundation
import InfoWindowKit

/// Foundation's key-value observation, as `mapView.observe(\.camera, options: [.new]) { … }` returns it:
/// InfoWindowKit's ``/InfoWindowKit/PropertyObservation`` — it stops when released or on `invalidate()`.
/// swift-corelibs-foundation has no key-value observing (no Objective-C runtime), so the name is
/// declared here, for the map's observable properties only (D120).
public typealias NSKeyValueObservation = PropertyObservation

/// Foundation's observing options (`.new`, `.old`, `.initial`, `.prior`): InfoWindowKit's
/// ``/InfoWindowKit/ObservingOptions``.
public typealias NSKeyValueObservingOptions = ObservingOptions

/// Foundation's observed change (`kind`, `newValue`, `oldValue`, `isPrior`, `indexes`):
/// InfoWindowKit's ``/InfoWindowKit/ObservedChange``.
public typealias NSKeyValueObservedChange = ObservedChange

/// Foundation's kind of change: InfoWindowKit's ``/InfoWindowKit/ObservedChangeKind`` (always
/// `.setting` for a map's properties).
public typealias NSKeyValueChange = ObservedChangeKind
