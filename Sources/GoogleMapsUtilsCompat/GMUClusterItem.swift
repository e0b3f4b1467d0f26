import GoogleMapsCompat

/// The library's cluster item: anything with a position that a ``GMUClusterManager`` groups. A
/// `GMSMarker` is one (the renderer then draws that very marker when the item stands alone).
///
/// `title` and `snippet` are optional, as in the library: an item without them answers nil, and the
/// renderer's marker for it then has no info window unless the app gives one.
@MainActor
public protocol GMUClusterItem: AnyObject {
    /// Where the item is, degrees.
    var position: CLLocationCoordinate2D { get }
    /// The title of the item's marker window, or nil. Default nil.
    var title: String? { get }
    /// The snippet of the item's marker window, or nil. Default nil.
    var snippet: String? { get }
}

extension GMUClusterItem {
    /// No title (the library's optional property, unimplemented).
    public var title: String? { nil }
    /// No snippet (the library's optional property, unimplemented).
    public var snippet: String? { nil }
}

/// A marker is a cluster item at its own position, with its own title and snippet.
extension Marker: GMUClusterItem {}
