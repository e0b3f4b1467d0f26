import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// UIKit's `UIButton`: a control with a title and an image per state. Taps run the actions added with
/// ``Control/addAction(_:for:)`` (or the `primaryAction`), on a window's tree and inside an open info
/// window. A `.system` button draws its title in ``tintColor`` and fades it while held; a `.custom` one
/// draws its title white (unless set) and dims while held.
@MainActor
public final class Button: Control {
    /// UIKit's button types; `.system` and `.custom` differ here, the others draw as `.system`.
    public enum ButtonType: Hashable, Sendable {
        /// Your own look: title white unless set, dimmed while held.
        case custom
        /// Title in the tint colour, faded while held.
        case system
        /// UIKit's detail-disclosure button (drawn as `.system`).
        case detailDisclosure
        /// UIKit's light info button (drawn as `.system`).
        case infoLight
        /// UIKit's dark info button (drawn as `.system`).
        case infoDark
        /// UIKit's contact-add button (drawn as `.system`).
        case contactAdd
        /// UIKit's close button (drawn as `.system`).
        case close
    }

    /// The type it was made with.
    public let buttonType: ButtonType
    /// The label that draws the title: set its `font` (default: the system font at 15 pt) or
    /// `textAlignment`; the text and colour follow ``setTitle(_:for:)`` and ``setTitleColor(_:for:)``.
    public let titleLabel: Label?
    /// The view that draws the image; its `contentMode` applies.
    public let imageView: ImageView?
    /// The colour of a system button's title. Default UIKit's system blue.
    public var tintColor = Color(red: 0, green: 122.0 / 255, blue: 1) { didSet { setNeedsDisplay() } }

    private var titles: [State: String] = [:]
    private var titleColors: [State: Color] = [:]
    private var images: [State: Image] = [:]

    /// A button of `type` with a zero frame.
    public init(type: ButtonType) {
        buttonType = type
        let label = Label()
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        titleLabel = label
        imageView = ImageView()
        super.init(frame: .zero)
    }

    /// A custom button with `frame` (UIKit's `init(frame:)`).
    public convenience override init(frame: CGRect) {
        self.init(type: .custom)
        self.frame = frame
    }

    /// A button of `type` that runs `primaryAction` when tapped; its title is the action's.
    public convenience init(type: ButtonType = .system, primaryAction: Action?) {
        self.init(type: type)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// Sets the title shown in `state` (nil removes it; states without one show the normal title).
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The title set for `state`.
    public func title(for state: State) -> String? { titles[state] }

    /// Sets the title colour in `state`.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        setNeedsDisplay()
    }

    /// The title colour set for `state`.
    public func titleColor(for state: State) -> Color? { titleColors[state] }

    /// Sets the image shown in `state` (left of the title).
    public func setImage(_ image: Image?, for state: State) {
        images[state] = image
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The image set for `state`.
    public func image(for state: State) -> Image? { images[state] }

    /// The title shown now.
    public var currentTitle: String? { titles[state] ?? titles[.normal] }
    /// The image shown now.
    public var currentImage: Image? { images[state] ?? images[.normal] }
    /// The title colour used now.
    public var currentTitleColor: Color {
        if let color = titleColors[state] ?? titleColors[.normal] { return color }
        if buttonType == .custom { return .white }
        return isEnabled ? tintColor : Color(white: 0.6)
    }

    override var ownAccessibilityText: String? { currentTitle }

    /// The title and image side by side with their padding (``sizeThatFits(_:)``).
    public override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// The title and image side by side, with 8 pt at the sides and 6 pt above and below.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        let content = contentSize()
        return CGSize(width: content.width + 16, height: max(content.height + 12, 30))
    }

    private func contentSize() -> CGSize {
        var width: CGFloat = 0, height: CGFloat = 0
        if let image = currentImage {
            width += image.size.width
            height = image.size.height
        }
        if let title = currentTitle, !title.isEmpty, let label = titleLabel {
            label.text = title
            let text = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            width += text.width
            height = max(height, text.height)
        }
        return CGSize(width: width, height: height)
    }

    package override func drawContent(in canvas: Canvas) {
        let content = contentSize()
        var x = bounds.minX + (bounds.width - content.width) / 2
        let dim = isHighlighted ? (buttonType == .custom ? 0.5 : 0.2) : (isEnabled ? 1 : 0.5)
        canvas.save()
        canvas.beginGroup()
        if let image = currentImage, let imageView {
            imageView.image = image
            imageView.frame = CGRect(x: x, y: bounds.minY + (bounds.height - image.size.height) / 2,
                                     width: image.size.width, height: image.size.height)
            imageView.render(in: canvas)
            x += image.size.width
        }
        if let title = currentTitle, !title.isEmpty, let label = titleLabel {
            label.text = title
            label.textColor = currentTitleColor
            let width = max(0, min(content.width - (currentImage?.size.width ?? 0), bounds.maxX - x))
            label.frame = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
            label.render(in: canvas)
        }
        canvas.endGroup(opacity: dim)
        canvas.restore()
    }
}
