import Foundation
import InfoWindowCore
internal import ConstraintSolver

/// A view's or guide's rectangle in a layout engine: four solver variables in the root's bounds
/// coordinates, and the constraints the engine made for it.
@MainActor
final class LayoutNode {
    let minX: SolverVariable
    let minY: SolverVariable
    let width: SolverVariable
    let height: SolverVariable
    weak var view: View?
    weak var guide: LayoutGuide?
    /// The superview's node (a view) or the owning view's node (a guide); nil for the root.
    let parent: LayoutNode?
    /// The constraints that stand for a kept frame or a system guide's insets: x, y, width, height.
    var pins: [SolverConstraint] = []
    /// The insets a system guide was pinned with.
    var guideInsets = EdgeInsets()
    /// Intrinsic-size constraints: width ≥, width ≤, height ≥, height ≤ (nil where none).
    var intrinsic: [SolverConstraint?] = [nil, nil, nil, nil]
    /// The intrinsic size the constraints use.
    var intrinsicSize = CGSize(width: -1, height: -1)
    /// The width a wrapping label was measured at (nil: its natural width).
    var wrapWidth: CGFloat?
    /// The solved rectangle in root coordinates after the last apply (edges rounded for views that
    /// take their frames from constraints).
    var solvedRect = CGRect.zero

    /// The variables go unnamed (a name costs a string per variable); logs name constraints, not variables.
    init(parent: LayoutNode?) {
        minX = SolverVariable()
        minY = SolverVariable()
        width = SolverVariable()
        height = SolverVariable()
        self.parent = parent
    }

    /// Appends `factor ×` the terms of an edge, centre or size (one array for a whole constraint).
    func appendTerms(_ attribute: LayoutConstraint.Attribute, times factor: Double, to terms: inout [SolverTerm]) {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin:
            terms.append(SolverTerm(minX, factor))
        case .right, .trailing, .rightMargin, .trailingMargin:
            terms.append(SolverTerm(minX, factor))
            terms.append(SolverTerm(width, factor))
        case .centerX, .centerXWithinMargins:
            terms.append(SolverTerm(minX, factor))
            terms.append(SolverTerm(width, 0.5 * factor))
        case .top, .firstBaseline, .topMargin:
            terms.append(SolverTerm(minY, factor))
        case .bottom, .lastBaseline, .bottomMargin:
            terms.append(SolverTerm(minY, factor))
            terms.append(SolverTerm(height, factor))
        case .centerY, .centerYWithinMargins:
            terms.append(SolverTerm(minY, factor))
            terms.append(SolverTerm(height, 0.5 * factor))
        case .width:
            terms.append(SolverTerm(width, factor))
        case .height:
            terms.append(SolverTerm(height, factor))
        case .notAnAttribute:
            break
        }
    }

    /// The expression of an edge, centre or size.
    func expression(_ attribute: LayoutConstraint.Attribute) -> SolverExpression {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin:
            return SolverExpression(minX)
        case .right, .trailing, .rightMargin, .trailingMargin:
            return SolverExpression([SolverTerm(minX), SolverTerm(width)])
        case .centerX, .centerXWithinMargins:
            return SolverExpression([SolverTerm(minX), SolverTerm(width, 0.5)])
        case .top, .firstBaseline, .topMargin:
            return SolverExpression(minY)
        case .bottom, .lastBaseline, .bottomMargin:
            return SolverExpression([SolverTerm(minY), SolverTerm(height)])
        case .centerY, .centerYWithinMargins:
            return SolverExpression([SolverTerm(minY), SolverTerm(height, 0.5)])
        case .width:
            return SolverExpression(width)
        case .height:
            return SolverExpression(height)
        case .notAnAttribute:
            return SolverExpression()
        }
    }
}

extension LayoutConstraint.Attribute {
    /// Whether the attribute is measured inside the layout margins.
    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }
}
