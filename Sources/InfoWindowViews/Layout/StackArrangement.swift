import Foundation

/// The constraints of a ``StackView``'s arrangement (D108), made with UIKit's `UISV-` identifiers.
@MainActor
struct StackArrangement {
    let stack: StackView
    let views: [View]

    private typealias Attribute = LayoutConstraint.Attribute

    /// Along the axis: start, end, size, centre; across: the same.
    private var along: (Attribute, Attribute, Attribute, Attribute) {
        stack.axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
    }
    private var across: (Attribute, Attribute, Attribute, Attribute) {
        stack.axis == .horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
    }

    private func make(_ a: AnyObject, _ attributeA: Attribute, _ relation: LayoutConstraint.Relation, _ b: AnyObject?,
                      _ attributeB: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0, _ identifier: String,
                      priority: LayoutPriority = .required) -> LayoutConstraint {
        let constraint = LayoutConstraint(item: a, attribute: attributeA, relatedBy: relation, toItem: b,
                                          attribute: b == nil ? .notAnAttribute : attributeB, multiplier: multiplier,
                                          constant: constant)
        constraint.identifier = identifier
        constraint.priority = priority
        constraint.isStackViewConstraint = true
        return constraint
    }

    /// The constraints; `spacer()` adds a layout guide to the stack for the gaps.
    func constraints(spacer: () -> LayoutGuide) -> [LayoutConstraint] {
        guard let first = views.first, let last = views.last else { return [] }
        let container: AnyObject = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        let (start, end, size, center) = along
        var made = [make(first, start, .equal, container, start, "UISV-canvas-connection"),
                    make(last, end, .equal, container, end, "UISV-canvas-connection")]
        for (previous, next) in zip(views, views.dropFirst()) {
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                made.append(make(next, start, .equal, previous, end, constant: stack.spacing, "UISV-spacing"))
            case .equalSpacing:
                let gap = spacer()
                made += [make(gap, start, .equal, previous, end, "UISV-distributing-edge"),
                         make(gap, end, .equal, next, start, "UISV-distributing-edge"),
                         make(gap, size, .greaterThanOrEqual, nil, size, constant: stack.spacing, "UISV-spacing")]
            case .equalCentering:
                let gap = spacer()
                made += [make(gap, start, .equal, previous, center, "UISV-distributing-edge"),
                         make(gap, end, .equal, next, center, "UISV-distributing-edge"),
                         make(next, start, .greaterThanOrEqual, previous, end, constant: stack.spacing, "UISV-spacing")]
            }
        }
        if stack.distribution == .fillEqually {
            for view in views.dropFirst() { made.append(make(view, size, .equal, first, size, "UISV-fill-equally")) }
        }
        return made + alignmentConstraints(container) + equalGaps(made)
    }

    /// Every distributing gap as long as the first.
    private func equalGaps(_ made: [LayoutConstraint]) -> [LayoutConstraint] {
        var gaps: [LayoutGuide] = []
        for constraint in made {
            if let guide = constraint.first as? LayoutGuide, !gaps.contains(where: { $0 === guide }) { gaps.append(guide) }
        }
        guard let first = gaps.first else { return [] }
        return gaps.dropFirst().map { make($0, along.2, .equal, first, along.2, "UISV-fill-equally") }
    }

    private func alignmentConstraints(_ container: AnyObject) -> [LayoutConstraint] {
        let (start, end, size, center) = across
        var made: [LayoutConstraint] = []
        for view in views {
            switch stack.alignment {
            case .fill:
                made += [make(view, start, .equal, container, start, "UISV-alignment"),
                         make(view, end, .equal, container, end, "UISV-alignment")]
            case .leading, .firstBaseline:
                made += [make(view, start, .equal, container, start, "UISV-alignment"),
                         make(view, end, .lessThanOrEqual, container, end, "UISV-canvas-connection")]
            case .trailing, .lastBaseline:
                made += [make(view, end, .equal, container, end, "UISV-alignment"),
                         make(view, start, .greaterThanOrEqual, container, start, "UISV-canvas-connection")]
            case .center:
                made += [make(view, center, .equal, container, center, "UISV-alignment"),
                         make(view, start, .greaterThanOrEqual, container, start, "UISV-canvas-connection"),
                         make(view, end, .lessThanOrEqual, container, end, "UISV-canvas-connection")]
            }
        }
        if stack.alignment != .fill {
            // The stack hugs its largest view across the axis unless something sizes it.
            made.append(make(container, size, .equal, nil, size, "UISV-ambiguity-suppression", priority: LayoutPriority(25)))
        }
        return made
    }
}
