import Foundation
import GoogleMapsCompat

/// What this sample's host does in place of UIKit and a user's fingers: it loads the view controller,
/// taps the markers and the window, lets each camera move finish, and writes a snapshot after each step.
///
/// On iOS the system delivers touches to the map; here they come from `tap(at:)` and `longPress(at:)`,
/// and time from `advance(to:)`.
@MainActor
struct SampleTour {
    /// One step: what the user does, and the snapshot's file name.
    struct Step {
        let action: String
        let fileName: String
    }

    /// The steps of ``run(writingTo:)``, in order.
    static let steps = [
        Step(action: "start", fileName: "0-map.png"),
        Step(action: "tap Melbourne", fileName: "1-melbourne-default.png"),
        Step(action: "tap Brisbane", fileName: "2-brisbane-contents.png"),
        Step(action: "tap Sydney", fileName: "3-sydney-window.png"),
        Step(action: "long-press the window", fileName: "4-sydney-long-press.png"),
        Step(action: "tap the map", fileName: "5-closed.png"),
    ]

    let controller: CityInfoWindowViewController

    /// The controller's map, loading its view first.
    var mapView: GMSMapView {
        controller.loadViewIfNeeded()
        return controller.mapView
    }

    /// Taps the middle of `marker`'s icon, then lets the camera settle.
    func tap(_ marker: GMSMarker) throws(SampleTourError) {
        guard let icon = mapView.iconFrame(of: marker) else {
            throw SampleTourError("marker \(marker.title ?? "?") is not on screen; cannot tap it")
        }
        mapView.tap(at: CGPoint(x: icon.midX, y: icon.midY))
        settle()
    }

    /// Long-presses the middle of the open info window.
    func longPressWindow() throws(SampleTourError) {
        guard let window = mapView.infoWindowFrame else {
            throw SampleTourError("no info window is open; nothing to long-press")
        }
        mapView.longPress(at: CGPoint(x: window.midX, y: window.midY))
        settle()
    }

    /// Taps the first corner of the map that shows neither a marker nor the window.
    func tapEmptyMap() throws(SampleTourError) {
        let size = mapView.frame.size
        let corners = [CGPoint(x: 24, y: 24), CGPoint(x: size.width - 24, y: 24),
                       CGPoint(x: 24, y: size.height - 24), CGPoint(x: size.width - 24, y: size.height - 24)]
        guard let empty = corners.first(where: { if case .map = mapView.mapHitTest($0) { true } else { false } }) else {
            throw SampleTourError("every corner of the map is covered; cannot tap the bare map")
        }
        mapView.tap(at: empty)
        settle()
    }

    /// Runs the clock a second on, so a camera animation started by a tap has finished.
    func settle() {
        mapView.advance(to: mapView.currentTime + 1)
    }

    /// Performs ``steps`` in order, telling `announce` each step's action before it is done; when
    /// `directory` is given, writes a PNG snapshot of the map after each one (creating the folder if
    /// needed). Returns the paths written.
    @discardableResult
    func run(writingTo directory: String?, announce: (String) -> Void = { _ in }) throws(SampleTourError) -> [String] {
        if let directory { try Self.makeDirectory(directory) }
        var written: [String] = []
        for step in Self.steps {
            announce(step.action)
            switch step.action {
            case "tap Melbourne": try tap(controller.melbourneMarker)
            case "tap Brisbane": try tap(controller.brisbaneMarker)
            case "tap Sydney": try tap(controller.sydneyMarker)
            case "long-press the window": try longPressWindow()
            case "tap the map": try tapEmptyMap()
            default: settle()
            }
            guard let directory else { continue }
            let path = (directory as NSString).appendingPathComponent(step.fileName)
            do {
                try mapView.snapshot().write(toPNG: path)
            } catch {
                throw SampleTourError("cannot write the snapshot \(path): \(error)")
            }
            written.append(path)
        }
        return written
    }

    private static func makeDirectory(_ path: String) throws(SampleTourError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw SampleTourError("cannot create the output folder \(path) (\(error.localizedDescription)); give a folder you can write to")
        }
    }
}

/// Why the tour could not go on: the message names what failed and what to do.
struct SampleTourError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
