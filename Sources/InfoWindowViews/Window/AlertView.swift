import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// What an ``AlertController`` draws: a dimmed full-screen view (which keeps every touch) holding the
/// alert's panel — title, message and action buttons — laid out as UIKit lays out an alert or an action
/// sheet.
@MainActor
final class AlertView: View {
    /// The panel (for an action sheet, the panel above the cancel panel).
    private(set) var panel = View()
    private var cancelPanel: View?
    private var style = AlertController.Style.alert
    private var contentHeight: CGFloat = 0

    static let alertWidth: CGFloat = 270
    static let buttonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let hairline = Color(white: 0, alpha: 0.18)
    static let panelColor = Color(white: 0.97, alpha: 1)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0, alpha: 0.2)
    }

    /// The view keeps its panel centred (or at the bottom) when the window changes size.
    override var frame: CGRect {
        get { super.frame }
        set {
            let resized = newValue.size != super.frame.size
            super.frame = newValue
            if resized { place() }
        }
    }

    /// Builds the panel for the alert's current title, message and actions.
    func build(title: String?, message: String?, style: AlertController.Style, actions: [AlertAction],
               preferred: AlertAction?, tapped: @escaping @MainActor (AlertAction) -> Void) {
        for subview in subviews { subview.removeFromSuperview() }
        self.style = style
        let sheet = style == .actionSheet
        let width = sheet ? min(bounds.width - 16, 400) : Self.alertWidth
        panel = makePanel(width: width)
        var y: CGFloat = 0
        let hasText = !(title ?? "").isEmpty || !(message ?? "").isEmpty
        if hasText {
            y = sheet ? 14 : 20
            if let title, !title.isEmpty {
                let label = text(title, font: sheet ? .boldSystemFont(ofSize: 13) : .boldSystemFont(ofSize: 17),
                                 color: sheet ? Color(white: 0.45) : .black, width: width - 32)
                label.frame.origin = CGPoint(x: 16, y: y)
                panel.addSubview(label)
                y += label.frame.height + 4
            }
            if let message, !message.isEmpty {
                let label = text(message, font: .systemFont(ofSize: 13), color: sheet ? Color(white: 0.45) : .black,
                                 width: width - 32)
                label.frame.origin = CGPoint(x: 16, y: y)
                panel.addSubview(label)
                y += label.frame.height + 4
            }
            y += sheet ? 10 : 16
        }
        let bold = preferred ?? actions.first { $0.style == .cancel }
        var inPanel = actions
        var cancel: AlertAction?
        if sheet, let index = actions.firstIndex(where: { $0.style == .cancel }) {
            cancel = inPanel.remove(at: index)
        } else if let index = inPanel.firstIndex(where: { $0.style == .cancel }), inPanel.count != 2 {
            inPanel.append(inPanel.remove(at: index))
        }
        let rowHeight = sheet ? Self.sheetButtonHeight : Self.buttonHeight
        if !sheet && inPanel.count == 2 {
            addRule(to: panel, CGRect(x: 0, y: y, width: width, height: 0.5))
            addRule(to: panel, CGRect(x: width / 2, y: y, width: 0.5, height: rowHeight))
            for (i, action) in inPanel.enumerated() {
                let button = self.button(for: action, bold: action === bold, sheet: false, tapped: tapped)
                button.frame = CGRect(x: CGFloat(i) * width / 2, y: y, width: width / 2, height: rowHeight)
                panel.addSubview(button)
            }
            y += rowHeight
        } else {
            for (i, action) in inPanel.enumerated() {
                if hasText || i > 0 { addRule(to: panel, CGRect(x: 0, y: y, width: width, height: 0.5)) }
                let button = self.button(for: action, bold: action === bold, sheet: sheet, tapped: tapped)
                button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                panel.addSubview(button)
                y += rowHeight
            }
        }
        if !hasText && inPanel.isEmpty { y = 44 }
        panel.frame.size = CGSize(width: width, height: y)
        addSubview(panel)
        cancelPanel = nil
        if let cancel {
            let box = makePanel(width: width)
            let button = self.button(for: cancel, bold: true, sheet: true, tapped: tapped)
            button.frame = CGRect(x: 0, y: 0, width: width, height: rowHeight)
            box.addSubview(button)
            box.frame.size = CGSize(width: width, height: rowHeight)
            addSubview(box)
            cancelPanel = box
        }
        place()
    }

    /// Puts the panel in the middle (alert) or at the bottom (action sheet).
    private func place() {
        let size = bounds.size
        if style == .alert {
            panel.frame.origin = CGPoint(x: ((size.width - panel.frame.width) / 2).rounded(),
                                         y: ((size.height - panel.frame.height) / 2).rounded())
        } else {
            var bottom = size.height - 8
            if let cancelPanel {
                cancelPanel.frame.origin = CGPoint(x: ((size.width - cancelPanel.frame.width) / 2).rounded(),
                                                   y: bottom - cancelPanel.frame.height)
                bottom = cancelPanel.frame.minY - 8
            }
            panel.frame.origin = CGPoint(x: ((size.width - panel.frame.width) / 2).rounded(), y: bottom - panel.frame.height)
        }
    }

    private func makePanel(width: CGFloat) -> View {
        let box = View(frame: CGRect(x: 0, y: 0, width: width, height: 0))
        box.backgroundColor = Self.panelColor
        box.cornerRadius = 14
        box.clipsToBounds = true
        return box
    }

    private func text(_ string: String, font: Font, color: Color, width: CGFloat) -> Label {
        let label = Label()
        label.text = string
        label.font = font
        label.textColor = color
        label.numberOfLines = 0
        label.textAlignment = .center
        let size = label.sizeThatFits(CGSize(width: width, height: 400))
        label.frame = CGRect(x: 0, y: 0, width: width, height: min(size.height, 400))
        return label
    }

    private func addRule(to view: View, _ rect: CGRect) {
        let rule = View(frame: rect)
        rule.backgroundColor = Self.hairline
        rule.isUserInteractionEnabled = false
        view.addSubview(rule)
    }

    private func button(for action: AlertAction, bold: Bool, sheet: Bool,
                        tapped: @escaping @MainActor (AlertAction) -> Void) -> Button {
        let button = Button(type: .system)
        button.setTitle(action.title, for: .normal)
        button.titleLabel?.font = bold ? .boldSystemFont(ofSize: sheet ? 20 : 17) : .systemFont(ofSize: sheet ? 20 : 17)
        if action.style == .destructive { button.setTitleColor(Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255), for: .normal) }
        button.isEnabled = action.isEnabled
        button.accessibilityLabel = action.title
        button.addAction(Action(title: action.title ?? "") { _ in tapped(action) }, for: .primaryActionTriggered)
        action.button = button
        return button
    }
}
