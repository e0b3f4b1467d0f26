import Foundation

/// Reads a visual format string (D109) into constraints; every error names its position.
@MainActor
struct VisualFormatParser {
    private typealias Attribute = LayoutConstraint.Attribute
    private let format: String
    private let characters: [Character]
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0

    /// A `relation constant-or-view @priority` of a connection or a size.
    private struct Predicate {
        var relation: LayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: View?
        var priority: LayoutPriority = .required
        /// A lone `-`: the standard space, which depends on what it joins.
        var isStandard = false

        func spacing(edge: Bool) -> CGFloat {
            isStandard ? (edge ? VisualFormatParser.edgeSpace : VisualFormatParser.siblingSpace) : constant
        }
    }

    /// Standard spaces: between sibling views, and to the superview's edge.
    nonisolated static let siblingSpace: CGFloat = 8
    nonisolated static let edgeSpace: CGFloat = 20

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    private func fail(_ reason: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(format: format, position: position ?? index, reason: reason)
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private mutating func skip(_ character: Character) -> Bool {
        guard current == character else { return false }
        index += 1
        return true
    }

    mutating func parse(options: LayoutConstraint.FormatOptions) throws(VisualFormatError) -> [LayoutConstraint] {
        var horizontal = true
        if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
            horizontal = characters[0] == "H"
            index = 2
        }
        let (start, end, size) = horizontal ? (Attribute.leading, Attribute.trailing, Attribute.width)
            : (Attribute.top, Attribute.bottom, Attribute.height)
        var made: [LayoutConstraint] = []
        var placed: [View] = []
        // The connection before the next view; `edge` when it comes from the superview's edge.
        var pending: (predicates: [Predicate], edge: Bool)?
        if skip("|") { pending = (try connection() ?? [Predicate()], true) }
        while true {
            guard current == "[" else { throw fail(placed.isEmpty ? "Expected a view" : "Expected a view or |") }
            let viewStart = index
            let view = try viewItem(size: size, into: &made)
            if let previous = placed.last {
                for p in pending?.predicates ?? [] {
                    made.append(constraint(view, start, p.relation, previous, end, p.spacing(edge: false), p.priority))
                }
            } else if let pending {
                guard let superview = view.superview else { throw fail("The view has no superview for |", at: viewStart) }
                for p in pending.predicates {
                    made.append(constraint(view, start, p.relation, superview, start, p.spacing(edge: true), p.priority))
                }
            }
            placed.append(view)
            pending = nil
            guard current != nil else { break }
            let next = try connection()
            if skip("|") {
                guard let superview = view.superview else { throw fail("The view has no superview for |", at: index - 1) }
                for p in next ?? [Predicate()] {
                    made.append(constraint(superview, end, p.relation, view, end, p.spacing(edge: true), p.priority))
                }
                guard current == nil else { throw fail("Expected the end of the format after |") }
                break
            }
            pending = (next ?? [Predicate()], false)
        }
        for attribute in options.alignment {
            guard attribute.isHorizontal != horizontal else {
                throw fail("Option alignAll\(attribute.name) aligns along the format's own direction", at: 0)
            }
            for view in placed.dropFirst() { made.append(constraint(view, attribute, .equal, placed[0], attribute, 0, .required)) }
        }
        return made
    }

    private func constraint(_ a: View, _ attributeA: Attribute, _ relation: LayoutConstraint.Relation, _ b: View,
                            _ attributeB: Attribute, _ constant: CGFloat, _ priority: LayoutPriority) -> LayoutConstraint {
        let made = LayoutConstraint(item: a, attribute: attributeA, relatedBy: relation, toItem: b, attribute: attributeB,
                                    multiplier: 1, constant: constant)
        made.priority = priority
        return made
    }

    /// `[name]` or `[name(predicates)]`; size predicates become constraints.
    private mutating func viewItem(size: Attribute, into made: inout [LayoutConstraint]) throws(VisualFormatError) -> View {
        guard skip("[") else { throw fail("Expected a view") }
        let nameStart = index
        let name = identifier()
        guard !name.isEmpty else { throw fail("Expected a view name") }
        guard let view = views[name] as? View else { throw fail("\(name) is not a key in the views dictionary", at: nameStart) }
        if skip("(") {
            for p in try predicates(allowViews: true) {
                if let other = p.view {
                    let c = LayoutConstraint(item: view, attribute: size, relatedBy: p.relation, toItem: other, attribute: size,
                                             multiplier: 1, constant: 0)
                    c.priority = p.priority
                    made.append(c)
                } else {
                    let c = LayoutConstraint(item: view, attribute: size, relatedBy: p.relation, toItem: nil,
                                             attribute: .notAnAttribute, multiplier: 1, constant: p.constant)
                    c.priority = p.priority
                    made.append(c)
                }
            }
            guard skip(")") else { throw fail("Expected ')' to end the size of \(name)") }
        }
        guard skip("]") else { throw fail("Expected ']' to end the view \(name)") }
        return view
    }

    /// After `-`: a number, a metric or `(predicates)`, then `-`; a lone `-` is the standard space.
    /// Nil when there is no connection (adjacent items: a space of 0).
    private mutating func connection() throws(VisualFormatError) -> [Predicate]? {
        guard skip("-") else { return nil }
        if current == "[" || current == "|" { return [Predicate(isStandard: true)] }
        var list: [Predicate]
        if skip("(") {
            list = try predicates(allowViews: false)
            guard skip(")") else { throw fail("Expected ')' to end the spacing") }
        } else {
            list = [Predicate(constant: try number())]
        }
        guard skip("-") else { throw fail("Expected '-' after the spacing") }
        return list
    }

    private mutating func predicates(allowViews: Bool) throws(VisualFormatError) -> [Predicate] {
        var list: [Predicate] = []
        repeat {
            var p = Predicate()
            if skip("=") { guard skip("=") else { throw fail("Expected '=='") }; p.relation = .equal }
            else if skip("<") { guard skip("=") else { throw fail("Expected '<='") }; p.relation = .lessThanOrEqual }
            else if skip(">") { guard skip("=") else { throw fail("Expected '>='") }; p.relation = .greaterThanOrEqual }
            if allowViews, let c = current, c.isLetter || c == "_" {
                let start = index
                let name = identifier()
                if let view = views[name] as? View { p.view = view } else if let value = metric(name) { p.constant = value } else {
                    throw fail("\(name) is neither a view nor a metric", at: start)
                }
            } else {
                p.constant = try number()
            }
            if skip("@") { p.priority = LayoutPriority(Float(try number())) }
            list.append(p)
        } while skip(",")
        return list
    }

    private mutating func number() throws(VisualFormatError) -> CGFloat {
        let start = index
        if let c = current, c.isLetter || c == "_" {
            let name = identifier()
            guard let value = metric(name) else { throw fail("\(name) is not a key in the metrics dictionary", at: start) }
            return value
        }
        var text = ""
        if skip("-") { text = "-" }
        while let c = current, c.isNumber || c == "." { text.append(c); index += 1 }
        guard let value = Double(text), value.isFinite else { throw fail("Expected a number or a metric name", at: start) }
        return CGFloat(value)
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        default: return nil
        }
    }

    private mutating func identifier() -> String {
        var name = ""
        while let c = current, c.isLetter || c.isNumber || c == "_" { name.append(c); index += 1 }
        return name
    }
}
