import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowViews

/// D126: a window's display cycle lays out — when it becomes visible and at each tick of its clock —
/// so constrained frames are in place without drawing or hit-testing first.
@MainActor
@Suite("R35 D126 the display cycle lays out")
struct DisplayCycleLayoutTests {
    @Test("R35 D126 a shown window's constrained views have their frames; a changed constant is applied at the next tick")
    func layoutOnShowAndTick() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let controller = ViewController()
        let bar = View()
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        let height = bar.heightAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: controller.view.topAnchor),
            bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            height,
        ])
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 30))
        height.constant = 44
        window.advance(by: 1.0 / 60)
        #expect(bar.frame.height == 44)
    }

    @Test("R35 D126 a view laid out by constraints ignores its autoresizingMask, as in UIKit")
    func autoresizingMaskIgnoredUnderConstraints() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let controller = ViewController()
        let bar = View()
        bar.autoresizingMask = .flexibleWidth
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        LayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: controller.view.topAnchor),
            bar.widthAnchor.constraint(equalToConstant: 100),
            bar.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 700)
        window.advance(by: 1.0 / 60)
        #expect(bar.frame.size == CGSize(width: 100, height: 30))
    }
}
