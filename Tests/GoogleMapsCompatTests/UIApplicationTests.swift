import Foundation
import Testing
import GoogleMapsCompat

/// UIKit's `UIApplication.shared`, as map screens use it (issue 22): the status bar's frame, and URLs
/// opened — recorded, not performed (D135).
@MainActor
@Suite("UIApplication: statusBarFrame from the host, open(_:) recorded and completed, never performed")
struct UIApplicationTests {
    @Test("D135 open(_:) records each URL in order; the completion hears true on the main queue after the caller returns")
    func openRecords() async {
        let application = UIApplication.shared
        application.removeOpenedURLs()
        defer { application.removeOpenedURLs() }
        let call = URL(string: "tel:+358401234567")!
        let page = URL(string: "https://maps.google.com/?q=60.17,24.94")!
        var completions: [Bool] = []
        application.open(call, options: [:]) { completions.append($0) }
        application.open(page)
        #expect(completions.isEmpty, "the completion comes after the current code returns, as UIKit's")
        #expect(application.openedURLs == [call, page])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        await window.run(until: { !completions.isEmpty }, timeout: 5)
        #expect(completions == [true])
        #expect(application.canOpenURL(call) && application.canOpenURL(URL(string: UIApplication.openSettingsURLString)!))
        #expect(!application.canOpenURL(URL(string: "no-scheme")!))
        application.removeOpenedURLs()
        #expect(application.openedURLs.isEmpty)
    }

    @Test("D135 statusBarFrame is the top statusBarHeight points of the screen: zero high by default, an iPhone's 47 when the host says so")
    func statusBarFrame() {
        let application = UIApplication.shared
        let screen = UIScreen.main.bounds
        defer { application.statusBarHeight = 0 }
        #expect(application.statusBarFrame == CGRect(x: screen.minX, y: screen.minY, width: screen.width, height: 0))
        application.statusBarHeight = 47
        #expect(application.statusBarFrame == CGRect(x: screen.minX, y: screen.minY, width: screen.width, height: 47))
        let sink = WarningSink()
        Diagnostics.$sink.withValue(sink) {
            application.statusBarHeight = -3
            application.statusBarHeight = .nan
        }
        #expect(application.statusBarHeight == 47, "a negative or NaN height is refused and the old one kept")
        #expect(sink.messages.count == 2 && sink.messages.allSatisfy { $0.contains("statusBarHeight") && $0.contains("kept 47") })
    }
}
