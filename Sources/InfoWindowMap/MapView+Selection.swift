import Foundation
import InfoWindowCore
import InfoWindowGraphics
import InfoWindowTiles
import InfoWindowViews

/// Runs the selection machine: inputs are queued and processed one at a time to completion, so a
/// delegate that calls back into the map (R22) is served after the event it is handling.
extension MapView {
    func send(_ input: SelectionMachine.Input) {
        asEvent { selection.queue.append(input) }
    }

    /// Runs `body` as one event: selection changes it asks for (a delegate callback selecting or
    /// deselecting) are queued and served after it returns, as for any other event (D16). Drag
    /// callbacks run this way too, so `selectedMarker` read inside them is the state before the event.
    func asEvent(_ body: () -> Void) {
        guard !selection.isProcessing else {
            body()
            return
        }
        selection.isProcessing = true
        defer { selection.isProcessing = false }
        Animator.hosting(self) {
            body()
            while !selection.queue.isEmpty {
                let next = selection.queue.removeFirst()
                run(resolve(next))
            }
        }
    }

    /// Fills in facts that must be read when the input is processed, not when it was queued.
    private func resolve(_ input: SelectionMachine.Input) -> SelectionMachine.Input? {
        switch input {
        case .selectRequested(let marker, _):
            return .selectRequested(marker, onMap: marker.map { $0.owner === self } ?? true)
        case .markerRemoved(let marker, _):
            return marker.owner === self ? nil : input
        default:
            return input
        }
    }

    /// Serves one input to completion. `selectedMarker`'s observers hear of it once, after the last
    /// action, when the machine changed the marker on the way (D121): a prior notification comes just
    /// before the machine's first change.
    private func run(_ input: SelectionMachine.Input?) {
        guard let input else { return }
        let before = selection.machine.shown
        var changed = false
        func handle(_ input: SelectionMachine.Input) -> [SelectionMachine.Action] {
            if !changed && !observers.selectedMarker.isEmpty {
                var probe = selection.machine
                _ = probe.handle(input)
                if probe.shown !== before {
                    changed = true
                    observers.selectedMarker.willChange(self, old: before)
                }
            }
            return selection.machine.handle(input)
        }
        var actions = handle(input)[...]
        while let action = actions.popFirst() {
            if let answer = perform(action) {
                actions = (handle(answer) + actions)[...]
            }
        }
        if changed || selection.machine.shown !== before {
            observers.selectedMarker.didChange(self, old: before, new: selection.machine.shown)
        }
    }

    private func perform(_ action: SelectionMachine.Action) -> SelectionMachine.Input? {
        switch action {
        case .askDidTap(let marker):
            let moves = cameraState.codeMoves
            let handled = delegate?.mapView(self, didTap: marker) ?? false
            // D27: a delegate that moved the camera itself keeps that move; the tap does not centre.
            cameraState.delegateMoved = cameraState.codeMoves != moves
            return .tapAnswered(marker, handled: handled)

        case .notifyWindowTap(let marker, let point):
            let tagged = selection.shown.flatMap { taggedView(in: $0, at: point) }
            delegate?.mapView(self, didTapInfoWindowOf: marker)
            delegate?.mapView(self, didTapInfoWindowOf: marker, at: InfoWindowTapLocation(point: point, taggedView: tagged))

        case .notifyWindowLongPress(let marker):
            delegate?.mapView(self, didLongPressInfoWindowOf: marker)

        case .notifyMapTap(let coordinate):
            delegate?.mapView(self, didTapAt: coordinate)
            return .mapTapDelivered

        case .notifyOverlayTap(let overlay, let window):
            delegate?.mapView(self, didTap: overlay)
            return .overlayTapDelivered(window: window)

        case .notifyMapLongPress(let coordinate):
            delegate?.mapView(self, didLongPressAt: coordinate)

        case .close(let marker, let reason):
            if let view = selection.shown?.content.view, view.hostOverride === self { view.hostOverride = nil }
            releaseControl()
            selection.shown = nil
            // A shape's stand-in marker lives as long as its window (R33, D149).
            if marker.overlay != nil, marker.owner === self { marker.owner = nil }
            setNeedsDisplay()
            delegate?.mapView(self, didCloseInfoWindowOf: marker)
            delegate?.mapView(self, didCloseInfoWindowOf: marker, reason: reason)

        case .build(let marker, let origin):
            return build(marker, origin: origin)

        case .show:
            selection.shown = selection.pending
            selection.pending = nil
            if let view = selection.shown?.content.view, view.superview == nil { view.hostOverride = self }
            setNeedsDisplay()

        case .frame(let marker, let centre):
            if !(centre && cameraState.delegateMoved) { frameCamera(on: marker, centre: centre) }
            cameraState.delegateMoved = false

        case .warnNotOnMap(let marker):
            Diagnostics.warn("selectedMarker was set to a marker (\(marker.title ?? "untitled") at \(marker.position)) that is not on this map; nothing changed")
        }
        return nil
    }

    /// Asks the delegate for views (R15, R16), falls back to the title and snippet (R3, R4), then lays
    /// out and renders the window once (R17).
    private func build(_ marker: Marker, origin: SelectionMachine.Origin) -> SelectionMachine.Input {
        var content: InfoWindowContent?
        if let view = delegate?.mapView(self, markerInfoWindow: marker) {
            content = .customWindow(view)
        } else if let view = delegate?.mapView(self, markerInfoContents: marker) {
            content = .customContents(view)
        } else {
            content = InfoWindowContent.standard(of: marker)
        }
        // A shape's window needs its shape on the map too (R33: it left meanwhile, as R22's marker).
        let removed = marker.owner !== self || marker.overlay.map { $0.map !== self } == true
        guard let content, !removed else {
            if marker.overlay != nil, marker.owner === self, selection.machine.shown !== marker { marker.owner = nil }
            return .built(marker, shown: false, origin: origin, removed: removed)
        }
        let shown = ShownWindow(marker: marker, content: content, layout: makeLayout(content))
        renderWindow(shown)
        selection.pending = shown
        return .built(marker, shown: true, origin: origin, removed: false)
    }

    func makeLayout(_ content: InfoWindowContent, reusing previous: InfoWindowLayout? = nil) -> InfoWindowLayout {
        InfoWindowLayout(content: content, style: infoWindowStyle.sanitized, mapSize: frame.size, reusing: previous)
    }

    func renderWindow(_ shown: ShownWindow) {
        shown.rendered = selection.renderer.render(shown.layout, style: infoWindowStyle.sanitized, scale: scale)
        shown.shownRevision = shown.currentRevision
        shown.forceRefresh = false
        renderStatistics.infoWindowRenders += 1
    }

    /// Lays the open window out again for a new map size or style, with the content it opened with.
    func relayoutWindow() {
        guard let shown = selection.shown else { return }
        shown.layout = makeLayout(shown.content)
        renderWindow(shown)
    }

    /// R18: a tracked window whose content changed (or whose tracking just turned on) is drawn again;
    /// nothing is drawn when nothing changed.
    func refreshTrackedWindow() {
        guard let shown = selection.shown, shown.marker.tracksInfoWindowChanges else { return }
        guard shown.forceRefresh || shown.currentRevision != shown.shownRevision else { return }
        if case .standard = shown.content {
            guard let fresh = InfoWindowContent.standard(of: shown.marker) else {
                send(.contentVanished(shown.marker))
                return
            }
            shown.content = fresh
        }
        shown.layout = makeLayout(shown.content, reusing: shown.layout)
        renderWindow(shown)
        setNeedsDisplay()
    }

    /// The window's bitmap at the current scale (drawn again when the scale changed).
    func renderedWindow() -> RenderedWindow? {
        guard let shown = selection.shown else { return nil }
        if shown.rendered?.scale != scale { renderWindow(shown) }
        return shown.rendered
    }

    /// The deepest subview with a non-zero tag under a point in window coordinates (B1).
    private func taggedView(in shown: ShownWindow, at point: CGPoint) -> View? {
        guard let view = shown.content.view else { return nil }
        let rect = shown.layout.contentRect
        guard rect.contains(point) else { return nil }
        var hit = view.deepestView(at: CGPoint(x: point.x - rect.minX + view.bounds.minX, y: point.y - rect.minY + view.bounds.minY))
        while let h = hit, h.tag == 0 {
            hit = h === view ? nil : h.superview
        }
        return hit
    }
}
