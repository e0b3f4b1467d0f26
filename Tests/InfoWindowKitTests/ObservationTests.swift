import Foundation
import InfoWindowKit
import InfoWindowCore
import Testing

/// Key-value observing of the map's `camera`, `selectedMarker` and `myLocation` (issue 22, D120–D123).
@MainActor
@Suite("Observation: camera, selectedMarker, myLocation")
struct ObservationTests {
    private func makeMap() -> MapView {
        let map = MapView(frame: CGRect(x: 0, y: 0, width: 400, height: 300),
                          camera: CameraPosition(latitude: 10, longitude: 20, zoom: 5))
        map.centersOnMarkerTap = false
        return map
    }

    private func marker(_ title: String, on map: MapView, at point: CGPoint) -> Marker {
        let marker = Marker(position: map.projection.coordinate(for: point))
        marker.title = title
        marker.map = map
        return marker
    }

    @Test("D120 camera set by code: one call with the old and new cameras, kind .setting")
    func cameraByCode() {
        let map = makeMap()
        let start = map.camera
        var changes: [ObservedChange<CameraPosition>] = []
        let observation = map.observe(\.camera, options: [.new, .old]) { _, change in changes.append(change) }
        let goal = CameraPosition(latitude: 30, longitude: 40, zoom: 7)
        map.camera = goal
        map.camera = goal
        #expect(changes.count == 1, "setting the same camera again is no change")
        #expect(changes.first?.kind == .setting)
        #expect(changes.first?.oldValue == start)
        #expect(changes.first?.newValue == goal)
        #expect(changes.first?.isPrior == false)
        withExtendedLifetime(observation) {}
    }

    @Test("D120 camera during an animation: every frame's camera, in order, ending at the goal")
    func cameraAnimationFrames() {
        let map = makeMap()
        var seen: [CameraPosition] = []
        var olds: [CameraPosition] = []
        let observation = map.observe(\.camera, options: [.new, .old]) { map, change in
            #expect(change.newValue == map.camera, "the handler runs after the change")
            if let new = change.newValue { seen.append(new) }
            if let old = change.oldValue { olds.append(old) }
        }
        let goal = CameraPosition(latitude: 12, longitude: 22, zoom: 6)
        map.animate(to: goal)
        for step in 1...10 { map.advance(to: Double(step) * 0.05) }
        #expect(seen.count > 2, "an animation reports its frames, not just its end")
        #expect(seen.last == goal)
        #expect(Array(olds.dropFirst()) == Array(seen.dropLast()), "each change starts where the last ended")
        withExtendedLifetime(observation) {}
    }

    @Test("D120 camera moved by a pan gesture is reported")
    func cameraByGesture() {
        let map = makeMap()
        var count = 0
        let observation = map.observe(\.camera, options: [.new]) { _, _ in count += 1 }
        map.handle(PointerEvent(.down, at: CGPoint(x: 100, y: 100), time: 1))
        map.handle(PointerEvent(.move, at: CGPoint(x: 140, y: 130), time: 1.1))
        map.handle(PointerEvent(.move, at: CGPoint(x: 180, y: 150), time: 1.2))
        map.handle(PointerEvent(.up, at: CGPoint(x: 180, y: 150), time: 1.3))
        #expect(count >= 2, "each move of the pan moved the camera")
        withExtendedLifetime(observation) {}
    }

    @Test("D120 selectedMarker by code and by taps: old and new markers, once per change")
    func selectedMarker() throws {
        let map = makeMap()
        let a = marker("A", on: map, at: CGPoint(x: 100, y: 200))
        let b = marker("B", on: map, at: CGPoint(x: 300, y: 200))
        var log: [String] = []
        let observation = map.observe(\.selectedMarker, options: [.old, .new]) { map, change in
            #expect(change.newValue.flatMap { $0 } === map.selectedMarker)
            log.append("\(change.oldValue.flatMap { $0 }?.title ?? "nil")→\(change.newValue.flatMap { $0 }?.title ?? "nil")")
        }
        map.selectedMarker = a
        map.selectedMarker = a
        let icon = try #require(map.iconFrame(of: b))
        map.tap(at: CGPoint(x: icon.midX, y: icon.midY))
        map.tap(at: CGPoint(x: 10, y: 10))
        map.selectedMarker = nil
        #expect(log == ["nil→A", "A→B", "B→nil"])
        withExtendedLifetime(observation) {}
    }

    @Test("D120 myLocation: each new fix, with old and new values")
    func myLocation() {
        let map = makeMap()
        var log: [(Location?, Location?)] = []
        let observation = map.observe(\.myLocation, options: [.old, .new]) { _, change in
            log.append((change.oldValue.flatMap { $0 }, change.newValue.flatMap { $0 }))
        }
        let fix = Location(latitude: 60.17, longitude: 24.94)
        map.updateMyLocation(fix)
        map.updateMyLocation(fix)
        map.updateMyLocation(nil)
        #expect(log.count == 2)
        #expect(log.first?.0 == nil && log.first?.1 == fix)
        #expect(log.last?.0 == fix && log.last?.1 == nil)
        withExtendedLifetime(observation) {}
    }

    @Test("D121 .initial calls at once with the current value; without .new the change carries no value")
    func initial() {
        let map = makeMap()
        var changes: [ObservedChange<CameraPosition>] = []
        let observation = map.observe(\.camera, options: [.initial, .new]) { _, change in changes.append(change) }
        #expect(changes.count == 1)
        #expect(changes.first?.newValue == map.camera)
        #expect(changes.first?.oldValue == nil)
        var bare: [ObservedChange<CameraPosition>] = []
        let plain = map.observe(\.camera) { _, change in bare.append(change) }
        map.camera = CameraPosition(latitude: 1, longitude: 2, zoom: 3)
        #expect(bare.count == 1)
        #expect(bare.first?.newValue == nil && bare.first?.oldValue == nil)
        withExtendedLifetime((observation, plain)) {}
    }

    @Test("D121 .prior: a call before the change (property still old, isPrior) then one after")
    func prior() {
        let map = makeMap()
        let start = map.camera
        var log: [String] = []
        let observation = map.observe(\.camera, options: [.prior, .old, .new]) { map, change in
            if change.isPrior {
                #expect(map.camera == start && change.oldValue == start && change.newValue == nil)
                log.append("prior")
            } else {
                log.append("after")
            }
        }
        let a = marker("A", on: map, at: CGPoint(x: 100, y: 200))
        var selections: [String] = []
        let selection = map.observe(\.selectedMarker, options: [.prior]) { map, change in
            selections.append(change.isPrior ? "prior \(map.selectedMarker?.title ?? "nil")" : "after \(map.selectedMarker?.title ?? "nil")")
        }
        map.camera = CameraPosition(latitude: 1, longitude: 2, zoom: 3)
        map.selectedMarker = a
        #expect(log == ["prior", "after"])
        #expect(selections == ["prior nil", "after A"])
        withExtendedLifetime((observation, selection)) {}
    }

    @Test("D121 a tap on the selected marker (close and reopen) gives a prior and an after naming it; removal gives A→nil")
    func tapAgainAndRemoval() throws {
        let map = makeMap()
        let a = marker("A", on: map, at: CGPoint(x: 100, y: 200))
        map.selectedMarker = a
        var log: [String] = []
        let observation = map.observe(\.selectedMarker, options: [.prior, .old, .new]) { _, change in
            let old = change.oldValue.flatMap { $0 }?.title ?? "nil"
            let new = change.newValue.flatMap { $0 }?.title ?? "nil"
            log.append(change.isPrior ? "prior \(old)" : "\(old)→\(new)")
        }
        let icon = try #require(map.iconFrame(of: a))
        map.tap(at: CGPoint(x: icon.midX, y: icon.midY))
        #expect(map.selectedMarker === a)
        a.map = nil
        #expect(log == ["prior A", "A→A", "prior A", "A→nil"])
        withExtendedLifetime(observation) {}
    }

    @Test("D122 a released observation stops; invalidate stops and may be called twice")
    func releaseAndInvalidate() {
        let map = makeMap()
        var released = 0
        var invalidated = 0
        var observation: PropertyObservation? = map.observe(\.camera) { _, _ in released += 1 }
        let kept = map.observe(\.camera) { _, _ in invalidated += 1 }
        map.camera = CameraPosition(latitude: 1, longitude: 2, zoom: 3)
        #expect(released == 1 && invalidated == 1)
        observation = nil
        kept.invalidate()
        kept.invalidate()
        map.camera = CameraPosition(latitude: 4, longitude: 5, zoom: 6)
        #expect(released == 1 && invalidated == 1)
        #expect(observation == nil)
    }

    @Test("D122 the map is freed while observed; the observation outlives it harmlessly")
    func noCycle() {
        weak var weakMap: MapView?
        var calls = 0
        var observation: PropertyObservation?
        do {
            let map = makeMap()
            weakMap = map
            observation = map.observe(\.camera, options: [.initial]) { _, _ in calls += 1 }
            map.camera = CameraPosition(latitude: 1, longitude: 2, zoom: 3)
        }
        #expect(weakMap == nil, "neither the observation nor its handler keeps the map alive")
        #expect(calls == 2)
        observation?.invalidate()
        observation = nil
    }

    @Test("D122 a handler's captures are freed once its observation stopped (at the next change) or the map is freed")
    func capturesFreed() {
        final class Box { var count = 0 }
        let map = makeMap()
        weak var stoppedBox: Box?
        weak var mapsBox: Box?
        var kept: PropertyObservation?
        do {
            let box = Box()
            stoppedBox = box
            let observation = map.observe(\.camera) { _, _ in box.count += 1 }
            observation.invalidate()
            let other = Box()
            mapsBox = other
            kept = MapView(frame: .zero).observe(\.camera) { _, _ in other.count += 1 }
        }
        #expect(stoppedBox != nil, "kept by the map until its next notification")
        map.camera = CameraPosition(latitude: 1, longitude: 2, zoom: 3)
        #expect(stoppedBox == nil, "dropped at the change after the observation stopped")
        #expect(mapsBox == nil, "freed with its map, though the observation lives")
        #expect(kept != nil)
    }

    @Test("D123 a handler that releases its own observation is not called again; the others still are")
    func releaseInsideHandler() {
        let map = makeMap()
        var log: [String] = []
        var first: PropertyObservation?
        var second: PropertyObservation?
        first = map.observe(\.camera) { _, _ in
            log.append("first")
            first = nil
            second = nil
        }
        let third = map.observe(\.camera) { _, _ in log.append("third") }
        second = map.observe(\.camera) { _, _ in log.append("second") }
        map.camera = CameraPosition(latitude: 1, longitude: 2, zoom: 3)
        map.camera = CameraPosition(latitude: 4, longitude: 5, zoom: 6)
        #expect(log == ["first", "third", "third"], "removed during a delivery: not called, even for that change")
        #expect(first == nil && second == nil)
        withExtendedLifetime(third) {}
    }

    @Test("D123 a handler that sets the camera again: the nested change is delivered at once, inside")
    func reentrantCamera() {
        let map = makeMap()
        var log: [String] = []
        let target = CameraPosition(latitude: 1, longitude: 2, zoom: 3)
        let corrected = CameraPosition(latitude: 1, longitude: 2, zoom: 4)
        let fixer = map.observe(\.camera, options: [.new]) { map, change in
            log.append("fixer \(change.newValue?.zoom ?? -1)")
            if change.newValue == target { map.camera = corrected }
        }
        let watcher = map.observe(\.camera, options: [.new]) { _, change in
            log.append("watcher \(change.newValue?.zoom ?? -1)")
        }
        map.camera = target
        #expect(map.camera == corrected)
        #expect(log == ["fixer 3.0", "fixer 4.0", "watcher 4.0", "watcher 3.0"])
        withExtendedLifetime((fixer, watcher)) {}
    }

    @Test("D123 a handler that selects another marker: served after the change it hears (D16)")
    func reentrantSelection() {
        let map = makeMap()
        let a = marker("A", on: map, at: CGPoint(x: 100, y: 200))
        let b = marker("B", on: map, at: CGPoint(x: 300, y: 200))
        var log: [String] = []
        let observation = map.observe(\.selectedMarker, options: [.new]) { map, change in
            let new = change.newValue.flatMap { $0 }
            log.append(new?.title ?? "nil")
            if new === a { map.selectedMarker = b }
        }
        map.selectedMarker = a
        #expect(map.selectedMarker === b)
        #expect(log == ["A", "B"])
        withExtendedLifetime(observation) {}
    }

    @Test("D124 a path into an observable property (\\.camera.zoom) is refused: never called, with a warning")
    func unsupportedPath() {
        let map = makeMap()
        var calls = 0
        let sink = WarningSink()
        let observation = Diagnostics.$sink.withValue(sink) {
            map.observe(\.camera.zoom, options: [.initial, .new]) { _, _ in calls += 1 }
        }
        map.camera = CameraPosition(latitude: 1, longitude: 2, zoom: 3)
        #expect(calls == 0)
        #expect(sink.messages.count == 1 && sink.messages.first?.contains("observe the property itself (\\.camera)") == true,
                "\(sink.messages)")
        withExtendedLifetime(observation) {}
    }
}
