import Foundation
import InfoWindowKit

/// Opening and updating info windows: each repetition lays out and renders a fresh window.
@MainActor
enum WindowBenchmarks {
    /// Timed openings per workload and round (`--repetitions` changes it, e.g. for a long profile).
    static var repetitions = 41
    static let warmup = 5
    /// Each workload runs this many times, the rounds interleaved with the other workloads and a pause
    /// between rounds, and its figure is the median of all rounds' samples. A burst of load from
    /// another process on this shared machine then lands in one round instead of deciding the figure.
    static let rounds = 5
    /// The pause between rounds, seconds.
    static let pause = 0.0
    /// The round being run: it offsets the content numbers, so no round repeats another's text.
    static var round = 0

    /// The workloads by name, for `--only`.
    static let workloads: [(name: String, run: @MainActor () -> Figure)] = [
        ("open_default", openDefault), ("open_default_new_size", openDefaultNewSize), ("open_custom", openCustom), ("update_tracked", updateTracked),
        ("open_long_text", openLongText), ("open_1mb_snippet", openHugeSnippet),
    ]

    static func run(only names: Set<String>? = nil) -> [Figure] {
        let chosen = workloads.filter { names?.contains($0.name) ?? true }
        guard !chosen.isEmpty else { return [] }
        var figures = chosen.map { $0.run() }
        for r in 1..<rounds {
            round = r
            Thread.sleep(forTimeInterval: pause)
            figures = zip(figures, chosen).map { figure, workload in figure.merged(with: workload.run()) }
        }
        return figures
    }

    /// Taps the target marker `repetitions` times (after `warmup` untimed taps). Before each tap, untimed,
    /// the open window is closed and `prepare(i)` changes the content, so no repetition can reuse the
    /// last one's layout. Checks that every tap opened the target's window and rendered it once.
    static func timeOpening(_ map: MapView, _ target: Marker, repetitions: Int = repetitions,
                            prepare: (Int) -> Void, opened: (Int) -> Void = { _ in }) -> [Double] {
        let point = Scenes.tapPoint(of: target, on: map)
        var times: [Double] = []
        for i in 0..<(warmup + repetitions) {
            map.selectedMarker = nil
            prepare(i + round * 100_000)
            let renders = map.renderStatistics.infoWindowRenders
            let t = seconds { map.tap(at: point) }
            check(map.selectedMarker === target, "the tap at \(point) did not open the target's window")
            check(map.renderStatistics.infoWindowRenders == renders + 1, "opening did not render the window once")
            opened(i)
            if i >= warmup { times.append(t) }
        }
        return times
    }

    static func openDefault() -> Figure {
        let (map, target) = Scenes.grid(markers: 1000)
        let times = timeOpening(map, target) { i in target.title = "Jardin du Luxembourg \(i)" }
        return Figure("open_default_us", times.map { $0 * 1e6 }, target: 100,
                      label: "tap → default window (title + snippet) laid out and rendered")
    }

    /// Like `open_default_us`, but the windows cycle through 25 widths, more than the renderer
    /// remembers (4 cached chromes, 16 sizes seen once): every chrome (shadow, bubble, hairline) is
    /// drawn straight into the window, as for a marker whose window size was not seen recently.
    static func openDefaultNewSize() -> Figure {
        let (map, target) = Scenes.grid(markers: 1000)
        var lastWidth: CGFloat = 0
        var widths: Set<CGFloat> = []
        let times = timeOpening(map, target) { i in
            // A short snippet, so the title alone sets the width.
            target.snippet = "Paris 6e"
            target.title = "Jardin du Luxembourg " + String(repeating: "x", count: i % 5)
                + String(repeating: ".", count: (i / 5) % 5)
        } opened: { i in
            let width = map.infoWindowFrame?.width ?? 0
            check(i == 0 || width != lastWidth, "windows \(i - 1) and \(i) have the same width \(width)")
            lastWidth = width
            widths.insert(width)
        }
        check(widths.count >= 20, "only \(widths.count) different window widths")
        return Figure("open_default_new_size_us", times.map { $0 * 1e6 }, target: 100,
                      label: "the same, each window a new size: the chrome drawn, not copied")
    }

    /// The delegate of `open_custom_us`: builds a new custom window for every opening, as apps do.
    final class CustomWindows: MapViewDelegate {
        let thumbnail: Image

        init() {
            let square = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            square.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.8)
            square.cornerRadius = 6
            thumbnail = square.snapshot(scale: 1)
        }

        func mapView(_ mapView: MapView, markerInfoWindow marker: Marker) -> View? {
            let window = View(frame: CGRect(x: 0, y: 0, width: 240, height: 56))
            window.backgroundColor = .white
            window.cornerRadius = 8
            window.borderWidth = 1
            window.borderColor = Color(white: 0.8)
            let image = ImageView(image: thumbnail)
            image.frame = CGRect(x: 10, y: 13, width: 30, height: 30)
            window.addSubview(image)
            let title = Label(frame: CGRect(x: 50, y: 8, width: 180, height: 20))
            title.font = .boldSystemFont(ofSize: 15)
            title.text = marker.title
            window.addSubview(title)
            let snippet = Label(frame: CGRect(x: 50, y: 30, width: 180, height: 18))
            snippet.font = .systemFont(ofSize: 13)
            snippet.text = marker.snippet
            window.addSubview(snippet)
            return window
        }
    }

    static func openCustom() -> Figure {
        let (map, target) = Scenes.grid(markers: 1000)
        let delegate = CustomWindows()
        map.delegate = delegate
        let times = timeOpening(map, target) { i in target.title = "Jardin du Luxembourg \(i)" }
        check(map.infoWindowAccessibilityLabel?.contains("Luxembourg") == true, "the custom window was not used")
        return Figure("open_custom_us", times.map { $0 * 1e6 }, target: 150,
                      label: "tap → custom window (2 labels, 30×30 image) built, laid out, rendered")
    }

    static func updateTracked() -> Figure {
        let (map, target) = Scenes.grid(markers: 1000)
        target.tracksInfoWindowChanges = true
        map.selectedMarker = target
        _ = map.snapshot()
        var times: [Double] = []
        for i in 0..<(warmup + repetitions) {
            let renders = map.renderStatistics.infoWindowRenders
            let next = map.currentTime + 1.0 / 60
            let t = seconds {
                target.snippet = "Open daily 7:30–20:\(10 + i % 50) (updated \(i + round * 100_000))"
                map.advance(to: next)
            }
            check(map.renderStatistics.infoWindowRenders == renders + 1, "the tracked change was not rendered once")
            check(map.needsDisplay, "the map does not ask for the frame that shows the change")
            _ = map.snapshot()
            if i >= warmup { times.append(t) }
        }
        return Figure("update_tracked_us", times.map { $0 * 1e6 }, target: 100,
                      label: "snippet of an open tracked window changed → window ready for the next frame")
    }

    /// A bilingual description, `characters` long: English sentences and Chinese sentences (with Latin
    /// names and numbers inside them) in turn, as in a guide for visitors. `seed` makes each one unique.
    static func mixedText(characters: Int, seed: Int) -> String {
        let english = [
            "The harbour market opens at dawn, and the fishing boats unload their catch along the east quay.",
            "Take the MRT Red Line to Xinbeitou, then walk ten minutes uphill past the public library.",
            "Tickets cost NT$120 for adults; children under six and visitors over 65 enter free of charge.",
            "From the top floor you can see Taipei 101, the river, and on clear days the mountains to the north.",
        ]
        let chinese = [
            "港口市場每天清晨開市，漁船在東碼頭卸下漁獲，遊客可以在這裡品嚐新鮮的海鮮料理。",
            "搭乘捷運淡水信義線到新北投站，再沿著山坡步行約十分鐘，經過北投圖書館即可抵達。",
            "全票新臺幣120元，六歲以下兒童及65歲以上長者免費入場，每週一休館（國定假日除外）。",
            "從頂樓可以看到Taipei 101、淡水河，天氣晴朗時還能遠眺北邊的陽明山與七星山。",
        ]
        var text = "Notes \(seed): "
        var count = text.count
        var k = seed
        while count < characters {
            let sentence = (k % 2 == 0 ? english[(k / 2) % english.count] : chinese[(k / 2) % chinese.count]) + " "
            text += sentence
            count += sentence.count
            k += 1
        }
        return String(text.prefix(characters))
    }

    static func openLongText() -> Figure {
        let (map, target) = Scenes.grid(markers: 1000)
        let times = timeOpening(map, target) { i in
            target.title = "Jardin du Luxembourg \(i)"
            target.snippet = mixedText(characters: 5000, seed: i)
        }
        check((map.infoWindowFrame?.height ?? .infinity) <= 480, "the 5,000-character window was not cut to R14's limit")
        return Figure("open_long_text_us", times.map { $0 * 1e6 }, target: 1000,
                      label: "tap → window with a 5,000-character Latin/Chinese snippet, truncated (R14)")
    }

    static func openHugeSnippet() -> Figure {
        let (map, target) = Scenes.grid(markers: 1000)
        let base = mixedText(characters: 20_000, seed: 0)
        var megabyte = base
        while megabyte.utf8.count < 1 << 20 { megabyte += base }
        let times = timeOpening(map, target, repetitions: 9) { i in
            target.title = "Jardin du Luxembourg \(i)"
            target.snippet = "\(i) " + megabyte
        }
        check((target.snippet?.utf8.count ?? 0) >= 1 << 20, "the snippet is not 1 MB")
        check((map.infoWindowFrame?.height ?? .infinity) <= 480, "the 1 MB window was not cut to R14's limit")
        return Figure("open_1mb_snippet_ms", times.map { $0 * 1e3 }, target: 50,
                      label: "tap → window whose snippet is 1 MB of text, truncated", decimals: 2)
    }
}
