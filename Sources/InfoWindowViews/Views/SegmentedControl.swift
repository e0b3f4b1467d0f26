import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// UIKit's `UISegmentedControl`: a row of titled segments, one of them selected. A tap on a segment
/// selects it and sends `.valueChanged` (run with ``Control/addAction(_:for:)``); setting
/// ``selectedSegmentIndex`` in code sends nothing, as in UIKit. Drawn as iOS 13's grey capsule with the
/// selected segment raised in white; `sizeToFit()` gives each segment its title's width.
@MainActor
public final class SegmentedControl: Control {
    /// UIKit's `UISegmentedControl.noSegment`: no segment is selected.
    public static let noSegment = -1

    private var titles: [String]

    /// The selected segment, or ``noSegment`` (the default). Values outside the segments are ignored
    /// with a warning.
    public var selectedSegmentIndex: Int = SegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex != Self.noSegment && !titles.indices.contains(selectedSegmentIndex) {
                Diagnostics.warn("UISegmentedControl.selectedSegmentIndex \(selectedSegmentIndex) is not one of 0..<\(titles.count); kept \(oldValue)")
                selectedSegmentIndex = oldValue
            }
            if selectedSegmentIndex != oldValue { setNeedsDisplay() }
        }
    }

    /// A control with a segment for each title (UIKit's `init(items:)`; items that are not strings
    /// become their description).
    public init(items: [Any]?) {
        titles = (items ?? []).map { ($0 as? String) ?? "\($0)" }
        super.init(frame: .zero)
        frame.size = sizeThatFits(.zero)
    }

    /// A control with no segments and `frame`.
    public override convenience init(frame: CGRect = .zero) {
        self.init(items: nil)
        self.frame = frame
    }

    /// How many segments there are.
    public var numberOfSegments: Int { titles.count }

    /// The title of segment `index`; nil past the end.
    public func titleForSegment(at index: Int) -> String? {
        titles.indices.contains(index) ? titles[index] : nil
    }

    /// Sets the title of segment `index` (ignored past the end).
    public func setTitle(_ title: String?, forSegmentAt index: Int) {
        guard titles.indices.contains(index) else { return }
        titles[index] = title ?? ""
        setNeedsDisplay()
    }

    /// Inserts a segment titled `title` at `index` (clamped to 0…count). `animated` is ignored.
    public func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
        titles.insert(title ?? "", at: min(max(index, 0), titles.count))
        setNeedsDisplay()
    }

    /// Removes every segment; nothing is selected.
    public func removeAllSegments() {
        titles = []
        selectedSegmentIndex = Self.noSegment
        setNeedsDisplay()
    }

    private static let font = Font.systemFont(ofSize: 13)

    private func titleLayout(_ title: String) -> TextLayout {
        TextLayout(runs: [.init(text: title, font: Self.font, color: nil)], width: nil, maxHeight: nil,
                   maxLines: 1, alignment: .center, shrinkToFit: false)
    }

    /// Each segment as wide as the widest title plus 24 pt, 32 pt high.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        let widest = titles.map { titleLayout($0).size.width }.max() ?? 0
        return CGSize(width: ((widest + 24) * CGFloat(titles.count)).rounded(.up), height: 32)
    }

    /// The segment under `point` (bounds coordinates), or nil.
    public func segment(at point: CGPoint) -> Int? {
        guard !titles.isEmpty, bounds.contains(point) else { return nil }
        let width = bounds.width / CGFloat(titles.count)
        return min(titles.count - 1, max(0, Int((point.x - bounds.minX) / width)))
    }

    /// A finger lifted: the segment under it is selected and `.valueChanged` sent when it changed.
    public override func touchesEnded(_ event: PointerEvent) {
        super.touchesEnded(event)
        guard isEnabled, let index = segment(at: event.location), index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }

    package override func drawContent(in canvas: Canvas) {
        guard !titles.isEmpty else { return }
        canvas.fill(Path(roundedRect: bounds, radius: 8), color: Color(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12))
        let width = bounds.width / CGFloat(titles.count)
        for (index, title) in titles.enumerated() {
            let cell = CGRect(x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height)
            if index == selectedSegmentIndex {
                canvas.fill(Path(roundedRect: cell.insetBy(dx: 2, dy: 2), radius: 7), color: .white)
            }
            let layout = titleLayout(title)
            canvas.save()
            canvas.clip(to: cell)
            canvas.draw(layout, at: CGPoint(x: cell.midX - layout.size.width / 2, y: cell.midY - layout.size.height / 2),
                        color: isEnabled ? .black : Color(white: 0, alpha: 0.3))
            canvas.restore()
        }
    }
}
