import Foundation
import InfoWindowCore

/// Something that brings a map's markers up to date before each frame is drawn and hit-tested — a
/// scene's clustered layer asks its index for the clusters of the frame's camera here (D177). Called
/// by every frame (``MapView/snapshot()``, a host's frames, each clock step), before any layer
/// prepares, so the markers it adds or removes are the frame's, and taps between frames hit what was
/// drawn.
@MainActor
package protocol MapFramePreparer: AnyObject {
    /// Updates what `map` draws for its current camera and size.
    func prepareFrame(of map: MapView)
}

extension MapView {
    /// Adds `preparer`, called before each frame until the map goes away (the map keeps it).
    package func addFramePreparer(_ preparer: any MapFramePreparer) {
        framePreparers.append(preparer)
        setNeedsDisplay()
    }

    /// Runs the frame preparers (not re-entrantly: a preparer that draws does not run them again).
    func runFramePreparers() {
        guard !framePreparers.isEmpty, !isRunningFramePreparers else { return }
        isRunningFramePreparers = true
        defer { isRunningFramePreparers = false }
        for preparer in framePreparers { preparer.prepareFrame(of: self) }
    }
}
