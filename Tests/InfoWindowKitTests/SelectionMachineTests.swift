import Foundation
import Testing
@testable import InfoWindowKit
@testable import InfoWindowCore
@testable import InfoWindowGraphics
@testable import InfoWindowTiles
@testable import InfoWindowViews
@testable import InfoWindowMap
@testable import InfoWindowScene

/// The selection machine alone: inputs in, action lists out (DESIGN "State machines return actions").
@MainActor
@Suite("Selection machine action lists")
struct SelectionMachineTests {
    let a = Marker(), b = Marker()

    private func describe(_ actions: [SelectionMachine.Action]) -> [String] {
        actions.map { action in
            switch action {
            case .askDidTap(let m): "askDidTap(\(name(m)))"
            case .notifyWindowTap(let m, _): "windowTap(\(name(m)))"
            case .notifyWindowLongPress(let m): "windowLongPress(\(name(m)))"
            case .notifyMapTap: "mapTap"
            case .notifyOverlayTap: "overlayTap"
            case .notifyMapLongPress: "mapLongPress"
            case .close(let m, let reason): "close(\(name(m)), \(reason))"
            case .build(let m, let origin): "build(\(name(m)), \(origin))"
            case .show(let m): "show(\(name(m)))"
            case .frame(let m, let centre): "frame(\(name(m)), centre: \(centre))"
            case .warnNotOnMap(let m): "warn(\(name(m)))"
            }
        }
    }

    private func name(_ m: Marker) -> String { m === a ? "A" : m === b ? "B" : "?" }

    private func open(_ machine: inout SelectionMachine, _ m: Marker) {
        _ = machine.handle(.selectRequested(m, onMap: true))
        _ = machine.handle(.built(m, shown: true, origin: .program, removed: false))
    }

    @Test("R21 first tap: ask didTap, then build, show, centre")
    func firstTap() {
        var machine = SelectionMachine()
        #expect(describe(machine.handle(.markerTapped(a))) == ["askDidTap(A)"])
        #expect(describe(machine.handle(.tapAnswered(a, handled: false))) == ["build(A, tap)"])
        #expect(machine.shown == nil)
        #expect(describe(machine.handle(.built(a, shown: true, origin: .tap, removed: false))) == ["show(A)", "frame(A, centre: true)"])
        #expect(machine.shown === a)
    }

    @Test("R5 R23 tapping another marker closes the first with otherMarkerTapped")
    func otherMarker() {
        var machine = SelectionMachine()
        open(&machine, a)
        #expect(describe(machine.handle(.tapAnswered(b, handled: false))) == ["close(A, otherMarkerTapped)", "build(B, tap)"])
        #expect(machine.shown == nil)
    }

    @Test("R6 tapping the shown marker closes and rebuilds it")
    func sameMarker() {
        var machine = SelectionMachine()
        open(&machine, a)
        #expect(describe(machine.handle(.tapAnswered(a, handled: false))) == ["close(A, markerTappedAgain)", "build(A, tap)"])
    }

    @Test("R21 a vetoed tap does nothing")
    func veto() {
        var machine = SelectionMachine()
        open(&machine, a)
        #expect(machine.handle(.tapAnswered(b, handled: true)).isEmpty)
        #expect(machine.shown === a)
    }

    @Test("R4 a marker without content shows nothing but is still centred on tap")
    func noContent() {
        var machine = SelectionMachine()
        #expect(describe(machine.handle(.built(a, shown: false, origin: .tap, removed: false))) == ["frame(A, centre: true)"])
        #expect(machine.shown == nil)
        #expect(machine.handle(.built(a, shown: false, origin: .program, removed: false)).isEmpty)
    }

    @Test("R7 programmatic selection: nil closes once, same marker refreshes, foreign marker warns")
    func programmatic() {
        var machine = SelectionMachine()
        #expect(machine.handle(.selectRequested(nil, onMap: true)).isEmpty)
        open(&machine, a)
        #expect(describe(machine.handle(.selectRequested(a, onMap: true))) == ["build(A, refresh)"])
        #expect(machine.shown === a)
        #expect(describe(machine.handle(.selectRequested(b, onMap: false))) == ["warn(B)"])
        #expect(describe(machine.handle(.selectRequested(b, onMap: true))) == ["close(A, programmatic)", "build(B, program)"])
        _ = machine.handle(.built(b, shown: true, origin: .program, removed: false))
        #expect(describe(machine.handle(.selectRequested(nil, onMap: true))) == ["close(B, programmatic)"])
        #expect(machine.handle(.selectRequested(nil, onMap: true)).isEmpty)
    }

    @Test("R8 a map tap notifies first, then closes")
    func mapTap() {
        var machine = SelectionMachine()
        open(&machine, a)
        #expect(describe(machine.handle(.mapTapped(Coordinate(latitude: 0, longitude: 0)))) == ["mapTap"])
        #expect(machine.shown === a, "the window is still open while the delegate hears didTapAt")
        #expect(describe(machine.handle(.mapTapDelivered)) == ["close(A, mapTapped)"])
        #expect(describe(machine.handle(.mapTapped(Coordinate(latitude: 0, longitude: 0)))) == ["mapTap"])
        #expect(machine.handle(.mapTapDelivered).isEmpty)
    }

    @Test("R9 window taps and long presses only notify")
    func windowTaps() {
        var machine = SelectionMachine()
        open(&machine, a)
        #expect(describe(machine.handle(.windowTapped(at: .zero))) == ["windowTap(A)"])
        #expect(describe(machine.handle(.windowLongPressed)) == ["windowLongPress(A)"])
        #expect(machine.shown === a)
    }

    @Test("R10 removing the shown marker closes it with markerRemoved; other removals do nothing")
    func removal() {
        var machine = SelectionMachine()
        open(&machine, a)
        #expect(machine.handle(.markerRemoved(b, .markerRemoved)).isEmpty)
        #expect(describe(machine.handle(.markerRemoved(a, .markerRemoved))) == ["close(A, markerRemoved)"])
        #expect(machine.shown == nil)
    }

    @Test("R36 R23 a marker taken off because its item was clustered closes with .clustered")
    func removalClustered() {
        var machine = SelectionMachine()
        open(&machine, a)
        #expect(describe(machine.handle(.markerRemoved(a, .clustered))) == ["close(A, clustered)"])
        #expect(machine.shown == nil)
    }

    @Test("R18 D14 D15 a refresh that finds no content closes the window")
    func refreshWithoutContent() {
        var machine = SelectionMachine()
        open(&machine, a)
        #expect(describe(machine.handle(.built(a, shown: false, origin: .refresh, removed: false))) == ["close(A, programmatic)"])
        open(&machine, a)
        #expect(describe(machine.handle(.contentVanished(a))) == ["close(A, programmatic)"])
    }
}
