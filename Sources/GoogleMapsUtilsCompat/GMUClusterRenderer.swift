import GoogleMapsCompat

/// The library's renderer: puts clusters on a map as markers.
@MainActor
public protocol GMUClusterRenderer: AnyObject {
    /// Draws `clusters`, replacing what was drawn before.
    func renderClusters(_ clusters: [GMUCluster])
    /// Draws the last clusters again (after the camera moved).
    func update()
}

/// Hears a ``GMUDefaultClusterRenderer`` making markers. All optional.
@MainActor
public protocol GMUClusterRendererDelegate: AnyObject {
    /// The marker to use for `object` (a ``GMUCluster`` or a ``GMUClusterItem``), or nil for the renderer's own.
    func renderer(_ renderer: GMUClusterRenderer, markerFor object: Any) -> GMSMarker?
    /// A marker is about to go on the map: its `userData` is its cluster or item; set its icon, title … here.
    func renderer(_ renderer: GMUClusterRenderer, willRenderMarker marker: GMSMarker)
    /// A marker is on the map.
    func renderer(_ renderer: GMUClusterRenderer, didRenderMarker marker: GMSMarker)
}

extension GMUClusterRendererDelegate {
    /// No marker of the app's: the renderer makes one.
    public func renderer(_ renderer: GMUClusterRenderer, markerFor object: Any) -> GMSMarker? { nil }
    /// Nothing.
    public func renderer(_ renderer: GMUClusterRenderer, willRenderMarker marker: GMSMarker) {}
    /// Nothing.
    public func renderer(_ renderer: GMUClusterRenderer, didRenderMarker marker: GMSMarker) {}
}
