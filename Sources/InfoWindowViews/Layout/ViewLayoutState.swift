import Foundation
import InfoWindowCore

/// What a view keeps for Auto Layout (R35): a class, made on first use, so that views without
/// constraints pay one small allocation at most and the view's own layout never changes with it.
@MainActor
final class ViewLayoutState {
    /// UIKit's `translatesAutoresizingMaskIntoConstraints`: true keeps the frame the app sets.
    var translatesFrame = true
    /// The active constraints this view holds (it is the nearest common ancestor of their items).
    var ownedConstraints: [LayoutConstraint] = []
    /// ``View/layoutSubviews()`` should run at the next layout pass.
    var needsLayout = false
    /// Some view below needs ``View/layoutSubviews()``.
    var descendantNeedsLayout = false
    /// The tree's solver (on the root of a tree with constraints).
    var engine: LayoutEngine?
    /// The tree changed shape: the engine is built again at the next layout (on a root).
    var needsEngineRebuild = false
    /// A layout pass is running on this root.
    var isLayingOut = false
    var huggingHorizontal = LayoutPriority.defaultLow
    var huggingVertical = LayoutPriority.defaultLow
    var compressionHorizontal = LayoutPriority.defaultHigh
    var compressionVertical = LayoutPriority.defaultHigh
    var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var guides: [LayoutGuide] = []
    var safeAreaGuide: LayoutGuide?
    var marginsGuide: LayoutGuide?
}
