import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews
import InfoWindowMap

/// Builds the ``View`` a ``SceneWindow`` describes.
extension SceneWindow {
    /// A new view tree laid out as described on ``SceneWindow``. Each call builds a fresh tree.
    @MainActor public func makeView() -> View {
        let box = View()
        box.backgroundColor = backgroundColor
        box.cornerRadius = cornerRadius
        box.borderWidth = borderWidth
        box.borderColor = borderColor
        box.clipsToBounds = cornerRadius > 0

        let views: [(item: SceneWindowItem, view: View)] = items.map { ($0, Self.makeItemView($0.content)) }
        let stacked = views.filter { $0.item.frame == nil }
        let contentWidth: CGFloat
        if let width {
            contentWidth = max(0, width - 2 * padding)
        } else {
            contentWidth = stacked.map { naturalWidth(of: $0.item, view: $0.view) }.max() ?? 0
        }
        var y = padding
        for (index, entry) in stacked.enumerated() {
            if index > 0 { y += spacing }
            let size: CGSize
            switch entry.item.content {
            case .label:
                let fitted = entry.view.sizeThatFits(CGSize(width: contentWidth, height: .greatestFiniteMagnitude))
                size = CGSize(width: contentWidth, height: fitted.height)
                entry.view.frame = CGRect(x: padding, y: y, width: contentWidth, height: size.height)
            case .image(let image):
                size = image.size
                entry.view.frame = CGRect(x: padding + ((contentWidth - size.width) / 2).rounded(), y: y,
                                          width: size.width, height: size.height)
            }
            y += size.height
        }
        var fitWidth = contentWidth + 2 * padding
        var fitHeight = stacked.isEmpty ? 2 * padding : y + padding
        for entry in views {
            guard let frame = entry.item.frame else { continue }
            entry.view.frame = frame
            fitWidth = max(fitWidth, frame.maxX + padding)
            fitHeight = max(fitHeight, frame.maxY + padding)
        }
        box.frame = CGRect(x: 0, y: 0, width: (width ?? fitWidth).rounded(.up), height: (height ?? fitHeight).rounded(.up))
        for entry in views { box.addSubview(entry.view) }
        return box
    }

    @MainActor private func naturalWidth(of item: SceneWindowItem, view: View) -> CGFloat {
        switch item.content {
        case .label:
            let unwrapped = view.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            return min(unwrapped.width, Self.naturalLabelWidth)
        case .image(let image):
            return image.size.width
        }
    }

    @MainActor private static func makeItemView(_ content: SceneWindowItem.Content) -> View {
        switch content {
        case .label(let spec):
            let label = Label()
            label.text = spec.text
            label.font = spec.font
            label.textColor = spec.color
            label.numberOfLines = spec.numberOfLines
            label.textAlignment = spec.alignment
            return label
        case .image(let spec):
            let view = ImageView(image: spec.image.image)
            view.contentMode = spec.contentMode
            view.cornerRadius = spec.cornerRadius
            view.clipsToBounds = spec.cornerRadius > 0
            return view
        }
    }
}
