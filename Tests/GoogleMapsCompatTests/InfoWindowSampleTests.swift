import Foundation
import Testing
import GoogleMapsCompat
@testable import InfoWindowSample

/// The sample view controller, driven as a user would: taps on its markers and its window, with the
/// clock run on so each camera move finishes. Its messages and snapshots are checked at every step.
@MainActor
@Suite("InfoWindowSample: the view controller driven by taps")
struct InfoWindowSampleTests {
    let controller = CityInfoWindowViewController()
    let tour: SampleTour

    init() throws {
        let images = try #require(SampleImages.folder, "the sample's Images are built with it")
        TestResources.install(images)
        // UIScreen.main is shared by every test: set it and load the view in one go, before any other
        // test can run on the main actor.
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 400, height: 560)
        controller.loadViewIfNeeded()
        controller.presentMessage = { _ in }  // keep the test output quiet; messages are still recorded
        tour = SampleTour(controller: controller)
    }

    @Test("R3 R15 R16 C1 the three cities: default window, custom contents, custom window; messages on close")
    func threeKindsOfWindow() throws {
        let mapView = tour.mapView
        #expect(mapView.delegate === controller)
        #expect(mapView.markers.count == 3)
        #expect(mapView.superview === controller.view, "the map was added with view.addSubview(mapView)")
        #expect(mapView.frame.size == CGSize(width: 400, height: 560), "made from view.bounds")
        goldens.assert(mapView.snapshot(), named: "sample-0-map")

        try tour.tap(controller.melbourneMarker)
        #expect(mapView.selectedMarker == controller.melbourneMarker)
        #expect(mapView.infoWindowAccessibilityLabel == "Melbourne, Capital of Victoria", "R3 the default window")
        #expect(controller.messages.isEmpty)
        goldens.assert(mapView.snapshot(), named: "sample-1-melbourne-default")

        try tour.tap(controller.brisbaneMarker)
        #expect(controller.messages == ["Info window for marker Melbourne closed."])
        #expect(mapView.selectedMarker == controller.brisbaneMarker)
        #expect(mapView.infoWindowAccessibilityLabel == "Brisbane, Sunny, by the river", "R16 custom contents")
        let contents = try #require(mapView.infoWindowFrame)
        #expect(contents.width > 180 && contents.height > 40, "R16 the default frame surrounds the 180 × 40 contents")
        goldens.assert(mapView.snapshot(), named: "sample-2-brisbane-contents")

        try tour.tap(controller.sydneyMarker)
        #expect(controller.messages.last == "Info window for marker Brisbane closed.")
        #expect(mapView.selectedMarker == controller.sydneyMarker)
        #expect(mapView.infoWindowAccessibilityLabel == "Sydney, Harbour city, New South Wales")
        #expect(mapView.infoWindowFrame?.size == CGSize(width: 240, height: 150), "R15 the card is the whole window")
        goldens.assert(mapView.snapshot(), named: "sample-3-sydney-window")
    }

    @Test("R9 a long press or a tap on Sydney's window shows a message and keeps the window open")
    func longPressAndTapTheWindow() throws {
        try tour.tap(controller.sydneyMarker)
        try tour.longPressWindow()
        #expect(controller.messages == ["Info window for marker Sydney long pressed."])
        #expect(tour.mapView.selectedMarker == controller.sydneyMarker)
        let window = try #require(tour.mapView.infoWindowFrame)
        tour.mapView.tap(at: CGPoint(x: window.midX, y: window.midY))
        #expect(controller.messages.last == "Info window for marker Sydney tapped.")
        #expect(tour.mapView.selectedMarker == controller.sydneyMarker)
    }

    @Test("R8 a tap on the bare map closes Sydney's window: 'Info window for marker Sydney closed.'")
    func tapTheMapClosesSydney() throws {
        try tour.tap(controller.sydneyMarker)
        try tour.tapEmptyMap()
        #expect(controller.messages == ["Info window for marker Sydney closed."])
        #expect(tour.mapView.selectedMarker == nil)
        #expect(tour.mapView.infoWindowFrame == nil)
        goldens.assert(tour.mapView.snapshot(), named: "sample-5-closed")
    }

    @Test("R6 tapping Sydney again closes its window and opens it again")
    func tapSydneyAgain() throws {
        try tour.tap(controller.sydneyMarker)
        try tour.tap(controller.sydneyMarker)
        #expect(controller.messages == ["Info window for marker Sydney closed."])
        #expect(tour.mapView.selectedMarker == controller.sydneyMarker)
        #expect(tour.mapView.infoWindowFrame?.size == CGSize(width: 240, height: 150))
    }

    @Test("the tour writes one PNG per step, of the screen's size, and shows the four messages")
    func tourWritesSnapshots() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("InfoWindowSample-\(UUID().uuidString)/out").path
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let written = try tour.run(writingTo: folder)
        #expect(written.map { ($0 as NSString).lastPathComponent } == SampleTour.steps.map(\.fileName))
        for path in written {
            let image = try #require(UIImage(contentsOfFile: path), "\(path) is a PNG")
            #expect(image.size == CGSize(width: 400, height: 560))
        }
        #expect(controller.messages == ["Info window for marker Melbourne closed.",
                                        "Info window for marker Brisbane closed.",
                                        "Info window for marker Sydney long pressed.",
                                        "Info window for marker Sydney closed."])
    }

    @Test("the tour without a folder writes nothing and still plays every step")
    func tourWithoutFolder() throws {
        #expect(try tour.run(writingTo: nil).isEmpty)
        #expect(controller.messages.count == 4)
    }

    @Test("an output folder that cannot be made is an error that names it and the fix")
    func unwritableFolder() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("InfoWindowSample-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let folder = file.appendingPathComponent("out").path
        let error = #expect(throws: SampleTourError.self) { try tour.run(writingTo: folder) }
        #expect(error?.description.contains(folder) == true)
        #expect(error?.description.contains("give a folder you can write to") == true)
    }
}
