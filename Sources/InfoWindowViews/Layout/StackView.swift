import Foundation

/// A view that lines up its arranged subviews in a row or a column with constraints (UIKit's
/// `UIStackView`, D108): ``axis``, ``spacing``, ``alignment`` across the axis and ``distribution``
/// along it. Arranged subviews take their frames from the stack's constraints (their
/// `translatesAutoresizingMaskIntoConstraints` becomes false); hidden ones are left out. The stack
/// itself is constrained like any view, or sized by its content.
@MainActor
public final class StackView: View {
    /// How arranged subviews sit across the axis (UIKit's `UIStackView.Alignment`).
    public enum Alignment: Hashable, Sendable {
        /// Each fills the stack across the axis.
        case fill
        /// Against the leading edge (a column) or the top (a row).
        case leading
        /// Taken as ``leading``: baselines are the top edges here (D100).
        case firstBaseline
        /// Centred across the axis.
        case center
        /// Against the trailing edge (a column) or the bottom (a row).
        case trailing
        /// Taken as ``trailing``: baselines are the bottom edges here (D100).
        case lastBaseline

        /// UIKit's name of ``leading`` for a row.
        public static let top = Alignment.leading
        /// UIKit's name of ``trailing`` for a row.
        public static let bottom = Alignment.trailing
    }

    /// How arranged subviews share the length along the axis (UIKit's `UIStackView.Distribution`).
    public enum Distribution: Hashable, Sendable {
        /// The views fill the length; the one with the lowest content hugging stretches, the one with the
        /// lowest compression resistance shrinks.
        case fill
        /// The views fill the length with equal sizes.
        case fillEqually
        /// Taken as ``fill`` (D108).
        case fillProportionally
        /// The views keep their intrinsic sizes; the gaps between them are equal (at least ``spacing``).
        case equalSpacing
        /// The views keep their intrinsic sizes; their centres are equally far apart.
        case equalCentering
    }

    /// Row (`.horizontal`, the default) or column.
    public var axis: LayoutAxis = .horizontal { didSet { if axis != oldValue { rebuildArrangement() } } }
    /// The space between neighbouring arranged subviews, points (the least space for
    /// ``Distribution/equalSpacing``). Default 0.
    public var spacing: CGFloat = 0 { didSet { if spacing != oldValue { rebuildArrangement() } } }
    /// Where the views sit across the axis. Default ``Alignment/fill``.
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { rebuildArrangement() } } }
    /// How the views share the length. Default ``Distribution/fill``.
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { rebuildArrangement() } } }
    /// Whether the views line up inside the stack's layout margins rather than its edges. Default false.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { rebuildArrangement() } }
    }
    /// The views the stack lines up, in order (each is also a subview).
    public private(set) var arrangedSubviews: [View] = []

    private var arrangement: [LayoutConstraint] = []
    private var spacers: [LayoutGuide] = []

    /// Creates an empty row with `frame`.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// Creates a row of `views` (UIKit's `init(arrangedSubviews:)`).
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arranged subviews (and as the top subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged subviews at `index` (clamped), adding it as a subview.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        rebuildArrangement()
    }

    /// Stops arranging `view`; it stays a subview (as in UIKit: remove it from the superview too to take
    /// it away).
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        rebuildArrangement()
    }

    override func subviewWillLeave(_ view: View) {
        removeArrangedSubview(view)
    }

    override func arrangedSubviewVisibilityDidChange(_ view: View) {
        if arrangedSubviews.contains(where: { $0 === view }) { rebuildArrangement() }
    }

    /// Replaces the stack's constraints with ones for the current settings.
    private func rebuildArrangement() {
        LayoutConstraint.deactivate(arrangement)
        for spacer in spacers { removeLayoutGuide(spacer) }
        spacers = []
        arrangement = StackArrangement(stack: self, views: arrangedSubviews.filter { !$0.isHidden }).constraints { [unowned self] in
            let guide = LayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            spacers.append(guide)
            return guide
        }
        LayoutConstraint.activate(arrangement)
    }
}
