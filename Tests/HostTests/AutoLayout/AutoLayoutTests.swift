import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowViews

/// A window 400 × 300 with a root view filling it (the root keeps its frame, as a controller's view).
@MainActor
func layoutWindow(width: CGFloat = 400, height: CGFloat = 300) -> (Window, View) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let root = View(frame: window.bounds)
    window.addSubview(root)
    return (window, root)
}

/// A view that takes its frame from constraints, added to `parent`.
@MainActor
func constrained(in parent: View, _ view: View = View()) -> View {
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// A view that records the touches it takes and its layoutSubviews calls.
@MainActor
final class RecordingView: View {
    var touches = 0
    var layouts = 0
    override func touchesBegan(_ event: PointerEvent) { touches += 1 }
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

@MainActor
@Suite("R35 Auto Layout: constraints, anchors, priorities, intrinsic sizes, the layout pass")
struct AutoLayoutTests {
    @Test("R35 D100 anchors pin a view in its superview; its frame is applied before drawing")
    func anchorsPinAView() {
        let (window, root) = layoutWindow()
        let bar = constrained(in: root)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        #expect(bar.frame == .zero)
        _ = window.snapshot()
        #expect(bar.frame == CGRect(x: 16, y: 20, width: 368, height: 44))
        #expect(root.constraints.count == 3)
        #expect(bar.constraints.count == 1)
    }

    @Test("R35 layout runs before hit-testing: a tap lands where the constraints put the view")
    func layoutBeforeHitTest() {
        let (window, root) = layoutWindow()
        let target = constrained(in: root, RecordingView()) as! RecordingView
        LayoutConstraint.activate([
            target.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            target.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
            target.widthAnchor.constraint(equalToConstant: 50),
            target.heightAnchor.constraint(equalTo: target.widthAnchor),
        ])
        window.tap(at: CGPoint(x: 365, y: 265))
        #expect(target.touches == 1)
        #expect(target.frame == CGRect(x: 340, y: 240, width: 50, height: 50))
    }

    @Test("R35 D100 changing a constant re-solves the same solver (an edit, not a rebuild)")
    func constantIsAnEdit() throws {
        let (window, root) = layoutWindow()
        let box = constrained(in: root)
        let left = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        LayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: root.topAnchor),
                                   box.widthAnchor.constraint(equalToConstant: 30), box.heightAnchor.constraint(equalToConstant: 30)])
        window.layoutIfNeeded()
        let engine = try #require(window.layoutState.engine)
        left.constant = 120
        window.layoutIfNeeded()
        #expect(box.frame.minX == 120)
        #expect(window.layoutState.engine === engine)
        #expect(left.isActive)
        left.isActive = false
        #expect(!left.isActive)
        #expect(!root.constraints.contains { $0 === left })
    }

    @Test("R35 the item/attribute initialiser with multipliers; a multiplied location is measured in the owner's coordinates")
    func itemAttributeInitialiser() {
        let (window, root) = layoutWindow()
        let panel = View(frame: CGRect(x: 100, y: 50, width: 200, height: 100))
        root.addSubview(panel)
        let child = constrained(in: panel)
        LayoutConstraint.activate([
            LayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: panel, attribute: .width,
                             multiplier: 0.5, constant: 10),
            LayoutConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                             multiplier: 1, constant: 20),
            LayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: panel, attribute: .centerX,
                             multiplier: 0.5, constant: 0),
            LayoutConstraint(item: child, attribute: .top, relatedBy: .greaterThanOrEqual, toItem: panel,
                             attribute: .top, multiplier: 1, constant: 5),
        ])
        window.layoutIfNeeded()
        // width 0.5 × 200 + 10 = 110; centre at 0.5 × 100 = 50 in the panel's coordinates.
        #expect(child.frame == CGRect(x: -5, y: 5, width: 110, height: 20))
    }

    @Test("R35 D101 priorities: required 1000, defaultHigh 750, defaultLow 250, fittingSizeLevel 50; the higher one wins")
    func priorities() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutPriority.defaultHigh + 1 == LayoutPriority(751))
        let (window, root) = layoutWindow()
        let box = constrained(in: root)
        let weak = box.widthAnchor.constraint(equalToConstant: 200)
        weak.priority = .defaultLow
        let strong = box.widthAnchor.constraint(equalToConstant: 100)
        strong.priority = .defaultHigh
        LayoutConstraint.activate([weak, strong, box.leftAnchor.constraint(equalTo: root.leftAnchor),
                                   box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10)])
        window.layoutIfNeeded()
        #expect(box.frame.width == 100)
        strong.priority = LayoutPriority(100)
        window.layoutIfNeeded()
        #expect(box.frame.width == 200)
    }

    @Test("R35 D100 a view that translates its frame keeps it; constrained views follow it when it moves")
    func translatedFrameIsKept() {
        let (window, root) = layoutWindow()
        let fixed = View(frame: CGRect(x: 50, y: 60, width: 100, height: 40))
        #expect(fixed.translatesAutoresizingMaskIntoConstraints)
        root.addSubview(fixed)
        let follower = constrained(in: root)
        LayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 8),
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 0.5),
            follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
        ])
        window.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 50, y: 60, width: 100, height: 40))
        #expect(follower.frame == CGRect(x: 158, y: 100, width: 50, height: 40))
        fixed.frame = CGRect(x: 10, y: 10, width: 60, height: 20)
        window.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 78, y: 30, width: 30, height: 20))
    }

    @Test("R35 intrinsic content size: a label, an image view and a button take their content's size")
    func intrinsicSizes() throws {
        let (window, root) = layoutWindow()
        let label = Label()
        label.text = "Harbour Bridge"
        let image = ImageView(image: Image(bitmap: try #require(Bitmap(width: 24, height: 16)), scale: 1))
        let button = Button(type: .system)
        button.setTitle("Directions", for: .normal)
        var y: CGFloat = 0
        for view in [label, image, button] as [View] {
            _ = constrained(in: root, view)
            LayoutConstraint.activate([view.leftAnchor.constraint(equalTo: root.leftAnchor),
                                       view.topAnchor.constraint(equalTo: root.topAnchor, constant: y)])
            y += 60
        }
        window.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.intrinsicContentSize.width > 50)
        #expect(image.frame.size == CGSize(width: 24, height: 16))
        #expect(button.frame.size == button.intrinsicContentSize)
        label.text = "Harbour Bridge and the Opera House"
        window.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(View().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    @Test("R35 content hugging (default 250) and compression resistance (default 750) decide who stretches and who shrinks")
    func huggingAndCompression() {
        let (window, root) = layoutWindow()
        let name = Label(), value = Label()
        name.text = "Name"
        value.text = "Value"
        #expect(name.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(name.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        for label in [name, value] { _ = constrained(in: root, label) }
        name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        LayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            name.topAnchor.constraint(equalTo: root.topAnchor), value.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(value.frame.width == 400 - name.intrinsicContentSize.width)
        // Squeezed into 30 points by a required edge, compression resistance (750) gives way.
        let narrow = constrained(in: root)
        let long = Label()
        long.text = "A long line of text"
        _ = constrained(in: narrow, long)
        LayoutConstraint.activate([
            narrow.leftAnchor.constraint(equalTo: root.leftAnchor), narrow.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            narrow.widthAnchor.constraint(equalToConstant: 30), narrow.heightAnchor.constraint(equalToConstant: 30),
            long.leadingAnchor.constraint(equalTo: narrow.leadingAnchor), long.trailingAnchor.constraint(lessThanOrEqualTo: narrow.trailingAnchor),
            long.topAnchor.constraint(equalTo: narrow.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(long.frame.width == 30)
    }

    @Test("R35 layoutSubviews runs after a resize and after setNeedsLayout, once per pass, and may place subviews by hand")
    func layoutSubviewsRuns() {
        let (window, root) = layoutWindow()
        let panel = constrained(in: root, RecordingView()) as! RecordingView
        let width = panel.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([width, panel.heightAnchor.constraint(equalToConstant: 50),
                                   panel.leftAnchor.constraint(equalTo: root.leftAnchor), panel.topAnchor.constraint(equalTo: root.topAnchor)])
        window.layoutIfNeeded()
        #expect(panel.layouts == 1)
        window.layoutIfNeeded()
        #expect(panel.layouts == 1)
        width.constant = 150
        _ = window.snapshot()
        #expect(panel.layouts == 2)
        panel.setNeedsLayout()
        panel.layoutIfNeeded()
        #expect(panel.layouts == 3)
    }

    @Test("R35 D105 layoutMarginsGuide keeps 8 points inside the safe area; safeAreaLayoutGuide follows the window's insets")
    func guides() {
        let (window, root) = layoutWindow()
        window.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(root.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let top = constrained(in: root), inset = constrained(in: root)
        LayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            top.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            top.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
            top.heightAnchor.constraint(equalToConstant: 10),
            inset.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            inset.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            inset.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            inset.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        #expect(top.frame == CGRect(x: 0, y: 47, width: 400, height: 10))
        #expect(inset.frame == CGRect(x: 8, y: 55, width: 384, height: 300 - 55 - 42))
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 400, height: 219))
        root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        window.layoutIfNeeded()
        #expect(inset.frame == CGRect(x: 20, y: 47, width: 360, height: 219))
    }

    @Test("R35 a UILayoutGuide as a spacer: two equal gaps around a view")
    func layoutGuideSpacers() {
        let (window, root) = layoutWindow()
        let left = LayoutGuide(), right = LayoutGuide()
        root.addLayoutGuide(left)
        root.addLayoutGuide(right)
        #expect(root.layoutGuides.count == 2 && left.owningView === root)
        let box = constrained(in: root)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor), left.trailingAnchor.constraint(equalTo: box.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: box.trailingAnchor), right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.widthAnchor.constraint(equalTo: right.widthAnchor, multiplier: 3),
            box.widthAnchor.constraint(equalToConstant: 80), box.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(box.frame.minX == 240)
        #expect(left.layoutFrame.width == 240 && right.layoutFrame.width == 80)
    }

    @Test("R35 D106 systemLayoutSizeFitting: the compressed size of a card; a wrapping label wraps at a fixed width")
    func systemLayoutSizeFitting() {
        let card = View()
        let title = Label(), body = Label()
        title.text = "Sydney"
        body.text = "A harbour city on the Tasman Sea, known for its opera house and its bridge."
        body.numberOfLines = 0
        for label in [title, body] { _ = constrained(in: card, label) }
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -12),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        let one = body.intrinsicContentSize
        let compressed = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(compressed.width == max(title.intrinsicContentSize.width, one.width) + 24)
        #expect(compressed.height == title.intrinsicContentSize.height + 4 + one.height + 20)
        let narrow = card.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        let wrapped = body.sizeThatFits(CGSize(width: 176, height: CGFloat.greatestFiniteMagnitude))
        #expect(narrow.width == 200)
        #expect(wrapped.height > one.height * 2)
        #expect(narrow.height == title.intrinsicContentSize.height + 4 + wrapped.height + 20)
    }

    @Test("R35 D100 UIKit's idiom: a constant changed and layoutIfNeeded() inside UIView.animate animates the frame (R27)")
    func animatedConstraintChange() {
        let (window, root) = layoutWindow()
        let box = constrained(in: root)
        let left = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        LayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: root.topAnchor),
                                   box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20)])
        window.layoutIfNeeded()
        View.animate(withDuration: 1) {
            left.constant = 110
            root.layoutIfNeeded()
        }
        #expect(box.frame.minX == 110, "the model frame is the new one at once")
        window.advance(by: 0.5)
        #expect(box.drawnFrame.minX > 10 && box.drawnFrame.minX < 110, "the drawn frame is on its way")
        window.advance(by: 1)
        #expect(box.drawnFrame.minX == 110)
    }

    @Test("R35 D100 a laid-out tree and its solver are freed once released: no cycle runs through the engine")
    func treeIsFreed() {
        weak var weakWindow: Window?
        weak var weakLabel: Label?
        do {
            let (window, root) = layoutWindow()
            let label = Label()
            label.text = "Freed"
            _ = constrained(in: root, label)
            LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                                       label.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)])
            _ = window.snapshot()
            #expect(window.layoutState.engine != nil)
            weakWindow = window
            weakLabel = label
        }
        #expect(weakWindow == nil)
        #expect(weakLabel == nil)
    }

    @Test("R35 D106 a wrapping label in a window wraps at the width its constraints give it")
    func wrappingLabelInWindow() {
        let (window, root) = layoutWindow()
        let body = Label()
        body.text = "A harbour city on the Tasman Sea, known for its opera house and its bridge."
        body.numberOfLines = 0
        _ = constrained(in: root, body)
        LayoutConstraint.activate([body.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                   body.widthAnchor.constraint(equalToConstant: 150),
                                   body.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        window.layoutIfNeeded()
        let expected = body.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude))
        #expect(body.frame == CGRect(x: 20, y: 20, width: 150, height: expected.height))
        #expect(expected.height > body.font.pointSize * 3)
    }
}
