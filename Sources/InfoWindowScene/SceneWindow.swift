import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
import InfoWindowMap

/// A custom info window (or custom contents) described as data: a box with a background, a border and
/// rounded corners holding labels and images, stacked top to bottom or placed at given frames.
///
/// Layout: items without a ``SceneWindowItem/frame`` are stacked from the top, ``spacing`` apart,
/// inside ``padding``; labels take the full content width (and wrap), images are centred. The box is
/// ``width`` × ``height`` when given, otherwise just large enough for its items (labels at most 260 pt
/// wide unwrapped). The map clips the result to 500 × 500 pt (R15).
public struct SceneWindow: Sendable, Equatable {
    /// Width in points, 1…500; nil (the default) fits the items.
    public var width: CGFloat?
    /// Height in points, 1…500; nil (the default) fits the items.
    public var height: CGFloat?
    /// Space between the box's edge and the stacked items, points. Default 0.
    public var padding: CGFloat
    /// Space between stacked items, points. Default 4.
    public var spacing: CGFloat
    /// Fill of the box; nil (the default) for none.
    public var backgroundColor: Color?
    /// Radius of the corners, points; the content is clipped to them. Default 0.
    public var cornerRadius: CGFloat
    /// Width of the border, points. Default 0 (none).
    public var borderWidth: CGFloat
    /// Colour of the border. Default black.
    public var borderColor: Color
    /// The labels and images, back to front.
    public var items: [SceneWindowItem]

    /// An empty box with the defaults above.
    public init(items: [SceneWindowItem] = []) {
        self.width = nil
        self.height = nil
        self.padding = 0
        self.spacing = 4
        self.backgroundColor = nil
        self.cornerRadius = 0
        self.borderWidth = 0
        self.borderColor = .black
        self.items = items
    }

    /// The widest a label is laid out when the window's width is not given, points.
    public static let naturalLabelWidth: CGFloat = 260
}

/// One label or image of a ``SceneWindow``.
public struct SceneWindowItem: Sendable, Equatable {
    /// What the item shows.
    public enum Content: Sendable, Equatable {
        /// Text.
        case label(SceneLabel)
        /// A picture.
        case image(SceneImageItem)
    }

    /// What the item shows.
    public var content: Content
    /// Where the item sits in the window, points; nil (the default) stacks it with the others.
    public var frame: CGRect?

    /// An item showing `content`, stacked unless `frame` is given.
    public init(_ content: Content, frame: CGRect? = nil) {
        self.content = content
        self.frame = frame
    }
}

/// Text in a ``SceneWindow``.
public struct SceneLabel: Sendable, Equatable {
    /// The text, taken literally; "\n" breaks the line.
    public var text: String
    /// The font. Default the system font at 14 pt, regular.
    public var font: Font
    /// The colour. Default #202124.
    public var color: Color
    /// The most lines shown (the last one cut with "…"); 0 for as many as fit. Default 0.
    public var numberOfLines: Int
    /// Horizontal alignment. Default `.natural`.
    public var alignment: TextAlignment

    /// A label of `text` with the defaults above.
    public init(text: String) {
        self.text = text
        self.font = .systemFont(ofSize: 14)
        self.color = SceneLabel.defaultColor
        self.numberOfLines = 0
        self.alignment = .natural
    }

    /// The default text colour, #202124 (the default window's title colour).
    public static let defaultColor = Color(red: 0.125, green: 0.129, blue: 0.141)
}

/// A picture in a ``SceneWindow``.
public struct SceneImageItem: Sendable, Equatable {
    /// The image.
    public var image: SceneImage
    /// Width in points; nil for the image's own (or, when only ``height`` is given, keeping its aspect).
    public var width: CGFloat?
    /// Height in points; nil for the image's own (or, when only ``width`` is given, keeping its aspect).
    public var height: CGFloat?
    /// How the image fits its box. Default `.scaleAspectFit`.
    public var contentMode: ContentMode
    /// Radius of the image's corners, points. Default 0.
    public var cornerRadius: CGFloat

    /// An image item with the defaults above.
    public init(image: SceneImage) {
        self.image = image
        self.width = nil
        self.height = nil
        self.contentMode = .scaleAspectFit
        self.cornerRadius = 0
    }

    /// The item's size: the given width and height, completed from the image's aspect ratio.
    public var size: CGSize {
        let natural = image.image.size
        switch (width, height) {
        case let (w?, h?): return CGSize(width: w, height: h)
        case let (w?, nil):
            return CGSize(width: w, height: natural.width > 0 ? (w * natural.height / natural.width).rounded() : w)
        case let (nil, h?):
            return CGSize(width: natural.height > 0 ? (h * natural.width / natural.height).rounded() : h, height: h)
        case (nil, nil): return natural
        }
    }
}
