import Foundation
import InfoWindowGraphics

/// A view of another module of this package that draws its own content and background: a map. Views of
/// this module override `drawContent(in:)`; that method is not `open` (its ``Canvas`` is not API), so a
/// subclass in a higher module says what it draws through this protocol instead.
@MainActor
package protocol SelfDrawingView: View {
    /// Draws what the view shows between its background and its subviews, in its bounds coordinates.
    func drawSelf(in canvas: Canvas)
    /// True when ``drawSelf(in:)`` paints the background too, so the tree leaves it out.
    var drawsOwnBackground: Bool { get }
}
