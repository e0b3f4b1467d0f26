import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowViews

@MainActor
@Suite("R35 D108 StackView: axis, spacing, alignment and distribution, built on constraints")
struct StackViewTests {
    /// A view of a fixed intrinsic size.
    final class Block: View {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A stack pinned to the root's top-left corner, `width` wide when given.
    private func stack(_ blocks: [View], width: CGFloat? = nil, in root: View) -> StackView {
        let stack = StackView(arrangedSubviews: blocks)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                           stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        LayoutConstraint.activate(constraints)
        return stack
    }

    @Test("R35 D108 a row with spacing sizes itself to its views; alignment .fill stretches them across")
    func rowFill() {
        let (window, root) = layoutWindow()
        let a = Block(40, 20), b = Block(60, 30)
        let row = stack([a, b], in: root)
        row.spacing = 8
        window.layoutIfNeeded()
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        #expect(row.frame == CGRect(x: 10, y: 10, width: 108, height: 30))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(b.frame == CGRect(x: 48, y: 0, width: 60, height: 30))
    }

    @Test("R35 D108 a column: alignment leading, center and trailing place views across the axis")
    func columnAlignment() {
        let (window, root) = layoutWindow()
        let a = Block(40, 20), b = Block(100, 10)
        let column = stack([a, b], in: root)
        column.axis = .vertical
        column.spacing = 5
        column.alignment = .center
        window.layoutIfNeeded()
        #expect(column.frame.size == CGSize(width: 100, height: 35))
        #expect(a.frame == CGRect(x: 30, y: 0, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 25, width: 100, height: 10))
        column.alignment = .trailing
        window.layoutIfNeeded()
        #expect(a.frame.minX == 60)
        column.alignment = .leading
        window.layoutIfNeeded()
        #expect(a.frame.minX == 0)
    }

    @Test("R35 D108 fillEqually gives equal widths; fill stretches the view with the lowest hugging")
    func fillDistributions() {
        let (window, root) = layoutWindow()
        let a = Block(40, 20), b = Block(60, 20), c = Block(20, 20)
        let row = stack([a, b, c], width: 320, in: root)
        row.spacing = 10
        row.distribution = .fillEqually
        window.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.width) == [100, 100, 100])
        #expect(c.frame.minX == 220)
        row.distribution = .fill
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        c.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        window.layoutIfNeeded()
        #expect(a.frame.width == 40 && c.frame.width == 20)
        let rest: CGFloat = 320 - 40 - 20 - 2 * 10
        #expect(b.frame.width == rest)
    }

    @Test("R35 D108 equalSpacing keeps intrinsic sizes and makes the gaps equal; hidden views are left out")
    func equalSpacing() {
        let (window, root) = layoutWindow()
        let a = Block(40, 20), b = Block(60, 20), c = Block(20, 20)
        for block in [a, b, c] { block.setContentHuggingPriority(LayoutPriority(999), for: .horizontal) }
        let row = stack([a, b, c], width: 300, in: root)
        row.distribution = .equalSpacing
        window.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.width) == [40, 60, 20])
        #expect(b.frame.minX - a.frame.maxX == 90 && c.frame.minX - b.frame.maxX == 90)
        b.isHidden = true
        window.layoutIfNeeded()
        #expect(c.frame.maxX == 300 && a.frame.minX == 0)
        row.removeArrangedSubview(c)
        c.removeFromSuperview()
        #expect(row.arrangedSubviews.count == 2)
    }

    @Test("R35 D108 equalCentering spaces the views' centres evenly")
    func equalCentering() {
        let (window, root) = layoutWindow()
        let a = Block(20, 20), b = Block(60, 20), c = Block(20, 20)
        for block in [a, b, c] { block.setContentHuggingPriority(.required, for: .horizontal) }
        let row = stack([a, b, c], width: 300, in: root)
        row.distribution = .equalCentering
        window.layoutIfNeeded()
        #expect(b.frame.midX - a.frame.midX == c.frame.midX - b.frame.midX)
        #expect(a.frame.minX == 0 && c.frame.maxX == 300)
    }
}
