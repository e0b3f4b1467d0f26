import Foundation
import InfoWindowKit
import Testing
@testable import infowindow

/// The scenes of one viewer and the number keys between them (V5).
@MainActor
struct ViewerSessionTests {
    let recorder = Recorder()

    private func twoScenes() throws -> ViewerSession {
        try viewerSession([Repository.scenes + "/australia.json", Repository.viewerScene], recorder: recorder)
    }

    @Test("V5 the title names the scene shown and its number of all")
    func title() throws {
        let session = try twoScenes()
        #expect(session.title == "InfoWindowKit: australia (1 of 2)")
        session.show(1)
        #expect(session.title == "InfoWindowKit: viewer (2 of 2)")
        #expect(try viewerSession([Repository.viewerScene], recorder: recorder).title == "InfoWindowKit: viewer")
    }

    @Test("V5 switching scenes keeps each scene's state")
    func switchingKeepsState() throws {
        let session = try twoScenes()
        let australia = session.page.map.mapView
        australia.tap(at: CGPoint(x: 10, y: 10))
        #expect(australia.selectedMarker == nil)
        #expect(session.show(1))
        #expect(session.page.map.mapView !== australia)
        #expect(session.show(0))
        #expect(session.page.map.mapView === australia)
        #expect(australia.selectedMarker == nil)
    }

    @Test("V5 a number with no scene, or of the scene shown, changes nothing")
    func noSuchScene() throws {
        let session = try twoScenes()
        #expect(!session.show(0))
        #expect(!session.show(2))
        #expect(!session.show(-1))
        #expect(session.current == 0)
    }

    @Test("V5 R makes the shown scene afresh: its own selection and camera, a delegate that still reports")
    func reset() throws {
        let session = try twoScenes()
        let old = session.page.map.mapView
        old.tap(at: CGPoint(x: 10, y: 10))
        old.pan(by: CGPoint(x: 50, y: 0))
        try session.reset()
        let map = session.page.map.mapView
        #expect(map !== old)
        #expect(map.selectedMarker === session.page.map.marker(withID: "sydney"))
        #expect(map.camera == session.page.scene.camera)
        recorder.messages = []
        map.tap(at: CGPoint(x: 10, y: 10))
        #expect(recorder.messages == ["Info window for marker Sydney closed."])
    }
}
