@_spi(Benchmarks) import InfoWindowKit
import Foundation

/// Draws the chart of `docs/performance.md` from the benchmark's JSON with the library's own views
/// (``View``, ``Label``, and the SPI ``PlotView`` for the lines), rendered by ``View/snapshot(scale:)``.
@MainActor
enum Chart {
    static let blue = Color(red: 0.13, green: 0.40, blue: 0.80)
    static let orange = Color(red: 0.90, green: 0.45, blue: 0.10)
    static let green = Color(red: 0.15, green: 0.60, blue: 0.30)
    static let red = Color(red: 0.80, green: 0.15, blue: 0.15)
    static let grey = Color(white: 0.45)

    /// An axis: a value range, log or linear, and labelled ticks.
    struct Axis {
        var min: Double
        var max: Double
        var log: Bool
        var ticks: [(Double, String)]

        func position(_ v: Double, length: CGFloat) -> CGFloat {
            let t = log ? (log10(v) - log10(min)) / (log10(max) - log10(min)) : (v - min) / (max - min)
            return CGFloat(t) * length
        }
    }

    struct Series {
        var name: String
        var color: Color
        var dash: [Double] = []
        var lineWidth: CGFloat = 2.5
        var points: [(Double, Double)]
        /// Values are milliseconds (else microseconds).
        var milliseconds = false
    }

    /// A one-line label whose left edge, centre or right edge (by `alignment`) is at `origin.x`. The
    /// label is sized to its text and placed by hand.
    static func label(_ text: String, size: CGFloat = 13, bold: Bool = false, color: Color = Color(white: 0.15),
                      at origin: CGPoint, alignment: TextAlignment = .left) -> Label {
        let l = Label()
        l.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        l.textColor = color
        l.text = text
        l.sizeToFit()
        let x: CGFloat
        switch alignment {
        case .center: x = origin.x - l.frame.width / 2
        case .right: x = origin.x - l.frame.width
        default: x = origin.x
        }
        l.frame.origin = CGPoint(x: x.rounded(), y: origin.y.rounded())
        return l
    }

    static func rule(_ rect: CGRect, _ color: Color) -> View {
        let v = View(frame: rect)
        v.backgroundColor = color
        return v
    }

    /// A panel: title, axes with ticks and grid, the series, and a legend.
    static func panel(_ frame: CGRect, title: String, xTitle: String, x: Axis, y: Axis, series: [Series]) -> View {
        let panel = View(frame: frame)
        panel.addSubview(label(title, size: 15, bold: true, at: CGPoint(x: 0, y: 0)))
        let plot = CGRect(x: 78, y: 34, width: frame.width - 96, height: frame.height - 96)
        for (value, text) in y.ticks {
            let py = plot.maxY - y.position(value, length: plot.height)
            panel.addSubview(rule(CGRect(x: plot.minX, y: py, width: plot.width, height: 1), Color(white: 0.9)))
            panel.addSubview(label(text, size: 12, color: grey, at: CGPoint(x: plot.minX - 8, y: py - 8), alignment: .right))
        }
        for (value, text) in x.ticks {
            let px = plot.minX + x.position(value, length: plot.width)
            panel.addSubview(rule(CGRect(x: px, y: plot.minY, width: 1, height: plot.height), Color(white: 0.9)))
            panel.addSubview(label(text, size: 12, color: grey, at: CGPoint(x: px, y: plot.maxY + 6), alignment: .center))
        }
        panel.addSubview(rule(CGRect(x: plot.minX, y: plot.maxY, width: plot.width, height: 1.5), grey))
        panel.addSubview(rule(CGRect(x: plot.minX, y: plot.minY, width: 1.5, height: plot.height), grey))
        panel.addSubview(label(xTitle, size: 12, color: grey, at: CGPoint(x: plot.midX, y: plot.maxY + 26), alignment: .center))
        let lines = PlotView(frame: CGRect(x: plot.minX, y: plot.minY, width: plot.width, height: plot.height))
        lines.series = series.map { s in
            PlotView.Series(points: s.points.map { CGPoint(x: x.position($0.0, length: plot.width),
                                                          y: plot.height - y.position($0.1, length: plot.height)) },
                            color: s.color, lineWidth: s.lineWidth, dash: s.dash, dotRadius: s.dash.isEmpty ? 4 : 0)
        }
        panel.addSubview(lines)
        for s in series where s.dash.isEmpty {
            for (vx, vy) in s.points {
                let px = plot.minX + x.position(vx, length: plot.width), py = plot.maxY - y.position(vy, length: plot.height)
                let text = valueText(vy, milliseconds: s.milliseconds)
                let right = px > plot.maxX - 40
                let value = label(text, size: 11, color: s.color, at: CGPoint(x: right ? px - 6 : px + 6, y: py - 19),
                                  alignment: right ? .right : .left)
                value.backgroundColor = Color(white: 1, alpha: 0.85)
                panel.addSubview(value)
            }
        }
        for (i, s) in series.enumerated() {
            let ly = plot.minY + 8 + CGFloat(i) * 20
            panel.addSubview(rule(CGRect(x: plot.minX + 12, y: ly + 7, width: 22, height: s.dash.isEmpty ? 3 : 1.5), s.color))
            panel.addSubview(label(s.name, size: 12, at: CGPoint(x: plot.minX + 40, y: ly - 1)))
        }
        return panel
    }

    /// A time given in µs (or ms), written in µs, ms or s.
    static func valueText(_ v: Double, milliseconds: Bool) -> String {
        let us = milliseconds ? v * 1000 : v
        if us >= 1_000_000 { return String(format: "%.2f s", us / 1e6) }
        if us >= 1000 { return String(format: us >= 10_000 ? "%.0f ms" : "%.1f ms", us / 1000) }
        return String(format: us >= 100 ? "%.0f µs" : "%.1f µs", us)
    }

    static func powerTicks(from a: Int, to b: Int, unit: (Int) -> String) -> [(Double, String)] {
        (a...b).map { (pow(10, Double($0)), unit($0)) }
    }

    /// The chart as an image, from the flat JSON figures.
    static func draw(_ values: [String: Double], caption: String) -> Image {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1200, height: 560))
        root.backgroundColor = .white
        root.addSubview(label("InfoWindowKit — cost against marker count (medians)", size: 18, bold: true,
                              at: CGPoint(x: 24, y: 14)))
        root.addSubview(label(caption, size: 12, color: grey, at: CGPoint(x: 24, y: 40)))

        let counts = HitTestBenchmarks.counts
        let indexed = counts.compactMap { n in values["hit_test_us_\(n)"].map { (Double(n), $0) } }
        let linear = counts.compactMap { n in values["hit_test_linear_us_\(n)"].map { (Double(n), $0) } }
        let all = (indexed + linear).map(\.1) + [20]
        let lo = Int(floor(log10(all.min() ?? 1))), hi = Int(ceil(log10(all.max() ?? 10)))
        let timeUnit: (Int) -> String = { e in
            let v = pow(10, Double(e))
            if e >= 6 { return "\(Int(v / 1e6)) s" }
            if e >= 3 { return "\(Int(v / 1e3)) ms" }
            return e >= 0 ? "\(Int(v)) µs" : String(format: "%g µs", v)
        }
        let countUnit: (Int) -> String = { e in
            let f = NumberFormatter()
            f.numberStyle = .decimal
            return f.string(from: NSNumber(value: Int(pow(10, Double(e))))) ?? ""
        }
        root.addSubview(panel(CGRect(x: 24, y: 80, width: 570, height: 460),
                              title: "Hit test: one tap (log–log)", xTitle: "markers on the map (≈1,000 in view)",
                              x: Axis(min: 1e3, max: 1e6, log: true, ticks: powerTicks(from: 3, to: 6, unit: countUnit)),
                              y: Axis(min: pow(10, Double(lo)), max: pow(10, Double(hi)), log: true,
                                      ticks: powerTicks(from: lo, to: hi, unit: timeUnit)),
                              series: [
                                Series(name: "linear scan", color: orange, points: linear),
                                Series(name: "spatial index (MarkerIndex)", color: blue, points: indexed),
                                Series(name: "target at 10⁶: 20 µs", color: red, dash: [6, 4], lineWidth: 1.5,
                                       points: [(1e3, 20), (1e6, 20)]),
                              ]))

        let frames = FrameBenchmarks.counts.compactMap { n in values["frame_ms_\(n)"].map { (Double(n), $0) } }
        let top = max(20, ((frames.map(\.1) + [values["frame_basemap_ms"] ?? 0]).max() ?? 0) * 1.15)
        let step = top > 40 ? 10.0 : 4.0
        let yTicks = stride(from: 0.0, through: top, by: step).map { ($0, "\(Int($0)) ms") }
        var frameSeries = [
            Series(name: "no basemap", color: blue, points: frames, milliseconds: true),
            Series(name: "targets: 4 ms at 1,000, 16 ms at 10,000", color: red, dash: [6, 4], lineWidth: 1.5,
                   points: [(100, 4), (1_000, 4), (1_000, 16), (10_000, 16)]),
        ]
        if let basemap = values["frame_basemap_ms"] {
            frameSeries.insert(Series(name: "vector basemap, Europe zoom 5 (target 16 ms)", color: green, points: [(1_000, basemap)],
                                      milliseconds: true), at: 1)
        }
        root.addSubview(panel(CGRect(x: 614, y: 80, width: 570, height: 460),
                              title: "Frame: 1280×800, one window open", xTitle: "markers in view",
                              x: Axis(min: 100, max: 10_000, log: true, ticks: powerTicks(from: 2, to: 4, unit: countUnit)),
                              y: Axis(min: 0, max: top, log: false, ticks: yTicks),
                              series: frameSeries))
        return root.snapshot(scale: 1)
    }
}
