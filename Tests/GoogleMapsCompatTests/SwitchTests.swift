import Foundation
import Testing
import GoogleMapsCompat

/// UIKit's `UISwitch`, as Google's GestureControl sample uses it (issue 22).
@MainActor
@Suite("UISwitch: size, a tap flips it and sends .valueChanged; code sends nothing")
struct SwitchTests {
    @Test("UISwitch is 51 × 31 whatever its frame; a tap flips isOn and sends .valueChanged; isOn in code sends nothing")
    func tapAndCode() {
        let control = UISwitch(frame: CGRect(x: 10, y: 10, width: 200, height: 90))
        #expect(control.frame == CGRect(x: 10, y: 10, width: 51, height: 31) && control.intrinsicContentSize == CGSize(width: 51, height: 31))
        var changes: [Bool] = []
        control.addAction(UIAction { _ in changes.append(control.isOn) }, for: .valueChanged)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        window.addSubview(control)
        window.makeKeyAndVisible()
        let off = window.snapshot()
        window.tap(at: CGPoint(x: 30, y: 25))
        #expect(control.isOn && changes == [true])
        #expect(window.snapshot().color(atPixelX: 20, y: 25) != off.color(atPixelX: 20, y: 25), "drawn green when on")
        control.isOn = false
        control.setOn(true, animated: true)
        #expect(control.isOn && changes == [true], "code sends nothing")
        control.isEnabled = false
        window.tap(at: CGPoint(x: 30, y: 25))
        #expect(control.isOn && changes == [true], "a disabled switch does not flip")
    }
}
