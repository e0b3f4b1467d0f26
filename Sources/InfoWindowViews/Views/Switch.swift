import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// UIKit's `UISwitch`: an on/off switch, 51 × 31 points whatever its frame says (as UIKit's). A tap
/// flips ``isOn`` and sends `.valueChanged` (run with ``Control/addAction(_:for:)``); setting ``isOn`` or
/// calling ``setOn(_:animated:)`` in code sends nothing, as in UIKit. Drawn as iOS's capsule: green with
/// the thumb on the right when on, light grey with the thumb on the left when off.
@MainActor
public final class Switch: Control {
    /// UIKit's switch size, points.
    public static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on. Default false.
    public var isOn = false {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }

    /// The capsule's colour when on; nil is iOS's green.
    public var onTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// The thumb's colour; nil is white.
    public var thumbTintColor: Color? {
        didSet { setNeedsDisplay() }
    }

    /// A switch at `frame`'s origin, off; its size is always ``size``.
    public override init(frame: CGRect = .zero) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// Sets ``isOn``; `animated` is ignored (the thumb moves at once).
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 51 × 31 points, as UIKit's.
    public override var intrinsicContentSize: CGSize { Self.size }

    /// 51 × 31 points, as UIKit's.
    public override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// A finger lifted inside: the switch flips and sends `.valueChanged`.
    public override func touchesEnded(_ event: PointerEvent) {
        super.touchesEnded(event)
        guard isEnabled, bounds.contains(event.location) else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    package override func drawContent(in canvas: Canvas) {
        let track = CGRect(x: bounds.minX, y: bounds.midY - Self.size.height / 2, width: Self.size.width, height: Self.size.height)
        let capsule = Path(roundedRect: track, radius: track.height / 2)
        let dim = isEnabled ? 1.0 : 0.5
        if isOn {
            canvas.fill(capsule, color: (onTintColor ?? Color(red: 0.204, green: 0.78, blue: 0.349)).withAlphaComponent(dim))
        } else {
            canvas.fill(capsule, color: Color(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.16 * dim))
        }
        let thumb = track.height - 4
        let x = isOn ? track.maxX - 2 - thumb : track.minX + 2
        let knob = Path(ellipseIn: CGRect(x: x, y: track.minY + 2, width: thumb, height: thumb))
        canvas.fill(knob, color: thumbTintColor ?? .white)
        canvas.stroke(knob, color: Color(white: 0, alpha: 0.12), lineWidth: 0.5)
    }
}
