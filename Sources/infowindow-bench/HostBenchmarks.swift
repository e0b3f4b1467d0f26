import Foundation
import InfoWindowKit

/// Hosts and animations (issue on Google's samples): a whole window tree against the map alone, and an
/// animation frame of a tracked custom window against an untracked one.
@MainActor
enum HostBenchmarks {
    /// Frames timed per round; the two sides of each comparison are timed in alternating rounds, so a
    /// burst of another tenant's load falls on both.
    static let framesPerRound = 9
    static let rounds = 5

    static let workloads: [(name: String, run: @MainActor () -> [Figure])] = [
        ("frame_tree", treeFrames), ("animation_tracked", trackedAnimation),
    ]

    static func run(only names: Set<String>? = nil) -> [Figure] {
        workloads.filter { names?.contains($0.name) ?? true }.flatMap { $0.run() }
    }

    /// A 1280×800 window: the basemap scene of `frame_basemap_ms` (1,000 markers, one info window)
    /// with three labels above it and an alert presented over everything; against the same map's own
    /// snapshot.
    static func treeFrames() -> [Figure] {
        let (map, target) = Scenes.grid(markers: 1_000, basemap: true)
        map.selectedMarker = target
        let (alone, aloneTarget) = Scenes.grid(markers: 1_000, basemap: true)
        alone.selectedMarker = aloneTarget
        let window = Window(frame: map.frame)
        let root = ViewController()
        let container = View(frame: window.bounds)
        container.addSubview(map)
        for (i, text) in ["Central station", "Senate Square", "Esplanadi"].enumerated() {
            let label = Label(frame: CGRect(x: 16, y: 16 + CGFloat(i) * 30, width: 260, height: 26))
            label.text = text
            label.font = .boldSystemFont(ofSize: 17)
            label.backgroundColor = Color(white: 1, alpha: 0.8)
            container.addSubview(label)
        }
        root.view = container
        window.rootViewController = root
        window.makeKeyAndVisible()
        let alert = AlertController(title: "Leave the walk?", message: "Your route stays saved.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Stay", style: .cancel))
        alert.addAction(AlertAction(title: "Leave", style: .destructive))
        root.present(alert, animated: false)
        _ = window.snapshot()
        _ = alone.snapshot()
        check(map.renderStatistics.markersDrawnLastFrame == 1_000, "the tree's map drew \(map.renderStatistics.markersDrawnLastFrame) markers")
        var tree: [Double] = [], plain: [Double] = []
        for round in 0..<rounds {
            func timeTree() { for _ in 0..<framesPerRound { tree.append(seconds { _ = window.snapshot() } * 1e3) } }
            func timePlain() { for _ in 0..<framesPerRound { plain.append(seconds { _ = alone.snapshot() } * 1e3) } }
            if round % 2 == 0 { timeTree(); timePlain() } else { timePlain(); timeTree() }
        }
        let ratio = Stats(tree).median / Stats(plain).median
        return [
            Figure("frame_tree_ms", tree, label: "1280×800 window: map (basemap, 1,000 markers, a window) + 3 labels + an alert", decimals: 2),
            Figure("frame_tree_map_ms", plain, label: "the same map's own snapshot, alone", decimals: 2),
            Figure("frame_tree_ratio", [ratio], target: 1.5, label: "the tree's frame over the map's (medians)", decimals: 2),
        ]
    }

    /// A map (no basemap, 1,000 markers) whose open custom window's view animates its background for
    /// ever (`View.animate`, repeat, autoreverse): one frame = `advance` by 1/60 s + `snapshot()`, with
    /// the marker tracking changes (the window is drawn again every frame) and without.
    static func trackedAnimation() -> [Figure] {
        func scene(tracked: Bool) -> (MapView, Marker, View) {
            let (map, target) = Scenes.grid(markers: 1_000)
            let card = View(frame: CGRect(x: 0, y: 0, width: 200, height: 90))
            card.backgroundColor = .white
            card.cornerRadius = 8
            let label = Label(frame: CGRect(x: 10, y: 10, width: 180, height: 24))
            label.text = "Café Kappeli"
            card.addSubview(label)
            let swatch = View(frame: CGRect(x: 10, y: 44, width: 180, height: 36))
            swatch.backgroundColor = .clear
            card.addSubview(swatch)
            let delegate = CardDelegate(card: card)
            map.delegate = delegate
            delegates.append(delegate)
            target.tracksInfoWindowChanges = tracked
            map.selectedMarker = target
            View.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                         animations: { swatch.backgroundColor = .orange })
            return (map, target, card)
        }
        let (tracked, _, _) = scene(tracked: true)
        let (untracked, _, _) = scene(tracked: false)
        var time = 0.0
        func frame(_ map: MapView) -> Double {
            time += 1.0 / 60
            return seconds {
                map.advance(to: time)
                _ = map.snapshot()
            } * 1e6
        }
        for map in [tracked, untracked] { _ = frame(map); _ = frame(map) }
        let before = tracked.renderStatistics.infoWindowRenders, quietBefore = untracked.renderStatistics.infoWindowRenders
        var a: [Double] = [], b: [Double] = []
        for round in 0..<rounds {
            for _ in 0..<(framesPerRound * 3) {
                if round % 2 == 0 { a.append(frame(tracked)); b.append(frame(untracked)) }
                else { b.append(frame(untracked)); a.append(frame(tracked)) }
            }
        }
        check(tracked.renderStatistics.infoWindowRenders - before == a.count, "the tracked window was not drawn every frame")
        check(untracked.renderStatistics.infoWindowRenders == quietBefore, "the untracked window was drawn again")
        delegates.removeAll()
        let overhead = Stats(a).median - Stats(b).median
        return [
            Figure("animation_tracked_frame_us", a, label: "animation frame (advance + snapshot), tracked custom window redrawn", decimals: 0),
            Figure("animation_untracked_frame_us", b, label: "the same frame, window not tracked (its bitmap reused)", decimals: 0),
            Figure("animation_tracked_overhead_us", [overhead], target: 100, label: "what tracking costs a frame (medians)", decimals: 0),
        ]
    }

    /// Delegates held for the maps' weak references.
    static var delegates: [CardDelegate] = []

    /// Returns the card as the custom window of any marker.
    final class CardDelegate: MapViewDelegate {
        let card: View
        init(card: View) { self.card = card }
        func mapView(_ mapView: MapView, markerInfoWindow marker: Marker) -> View? { card }
    }
}
