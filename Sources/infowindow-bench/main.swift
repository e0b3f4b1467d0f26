import Foundation
import InfoWindowKit

// infowindow-bench: InfoWindowKit's benchmark. Prints one JSON object (flat keys, see Report.swift)
// and then a table; `make bench` builds it in release and runs it.
//
//   infowindow-bench                       run everything
//   infowindow-bench --only hit,frames     run some groups: windows, hit, frames, memory, hosts, overlays, serve, or single
//                                          workloads (open_default, open_long_text, frame_ms, …)
//   infowindow-bench --repetitions 500     time each window workload 500 times in each of its 5 rounds,
//                                          frames in proportion (for profiling)
//   infowindow-bench --frame-markers 1000  frame_ms only at these visible-marker counts
//   infowindow-bench --cluster-points F    also write the clustering bench's million points to F (scripts/bench-clusters)
//   infowindow-bench --cluster-city-points F   also write cluster_library's 100,000 items to F and its
//                                          cluster counts to F.counts (scripts/measure/library-clustering)
//   infowindow-bench --json out.json       also write the JSON to a file
//   infowindow-bench --chart out.png       also draw the chart of docs/performance.md
//   infowindow-bench --solver-system F     write the Auto Layout screen's solver system to F (JSON) for
//                                          scripts/bench-solver/kiwi_bench.py (scripts/bench does)
//   infowindow-bench --leaflet-scene F     write overlay_many's shapes to F (JSON) for Leaflet's canvas
//                                          renderer, scripts/bench-leaflet (scripts/bench does)
//   infowindow-bench --from in.json --chart out.png   draw the chart from saved JSON, run nothing

let usage = """
    usage: infowindow-bench [--only windows,hit,frames,memory,hosts,overlays,serve,layout,clusters,location] [--cluster-points FILE] [--cluster-city-points FILE] [--repetitions N] [--frame-markers N,…] [--json FILE] [--chart PNG] [--solver-system FILE] [--leaflet-scene FILE] [--from JSON]
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("infowindow-bench: \(message)\n\(usage)\n".utf8))
    exit(1)
}

var groups: Set<String> = ["windows", "hit", "frames", "memory", "hosts", "overlays", "serve", "layout", "clusters", "location"]
var jsonPath: String?
var chartPath: String?
var fromPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    func value() -> String {
        guard let v = arguments.popFirst() else { fail("\(argument) needs a value") }
        return v
    }
    switch argument {
    case "--add-markers":
        guard let n = Int(value()), n > 0 else { fail("--add-markers needs a positive count") }
        MemoryBenchmark.child(count: n)
        exit(0)
    case "--only":
        groups = Set(value().split(separator: ",").map(String.init))
        var known: [String] = ["windows", "hit", "frames", "memory", "hosts", "overlays", "serve", "layout", "clusters", "location"]
        known += WindowBenchmarks.workloads.map(\.name) + FrameBenchmarks.workloads.map(\.name)
        known += HostBenchmarks.workloads.map(\.name) + OverlayBenchmarks.workloads.map(\.name)
        known += ServeBenchmarks.workloads.map(\.name) + LayoutBenchmarks.workloads.map(\.name)
        known += ClusterBenchmarks.workloads.map(\.name) + LocationBenchmarks.workloads.map(\.name)
        let unknown = groups.subtracting(known)
        guard unknown.isEmpty else { fail("unknown group \(unknown.sorted().joined(separator: ", "))") }
    case "--repetitions":
        guard let n = Int(value()), n > 0 else { fail("--repetitions needs a positive count") }
        FrameBenchmarks.repetitionScale = Double(n) / Double(WindowBenchmarks.repetitions)
        WindowBenchmarks.repetitions = n
    case "--frame-markers":
        let counts = value().split(separator: ",").compactMap { Int($0) }
        guard !counts.isEmpty, counts.allSatisfy({ $0 > 0 && $0 <= 100_000 }) else {
            fail("--frame-markers needs counts such as 1000,10000")
        }
        FrameBenchmarks.counts = counts
    case "--cluster-points": ClusterBenchmarks.pointsPath = value()
    case "--cluster-city-points": ClusterBenchmarks.cityPointsPath = value()
    case "--json": jsonPath = value()
    case "--solver-system": LayoutBenchmarks.systemPath = value()
    case "--leaflet-scene": LeafletScene.path = value()
    case "--chart": chartPath = value()
    case "--from": fromPath = value()
    case "-h", "--help":
        print(usage)
        exit(0)
    default: fail("unknown argument \(argument)")
    }
}

@MainActor func writeChart(_ values: [String: Double], caption: String, to path: String) {
    do {
        try Chart.draw(values, caption: caption).write(toPNG: path)
        FileHandle.standardError.write(Data("infowindow-bench: chart written to \(path)\n".utf8))
    } catch {
        fail("cannot write the chart: \(error)")
    }
}

func caption(_ configuration: String, _ cores: Int, _ cpu: String) -> String {
    "\(configuration) build · \(cores) cores · \(cpu) · infowindow-bench (make bench)"
}

if let fromPath {
    guard let chartPath else { fail("--from needs --chart") }
    guard let data = FileManager.default.contents(atPath: fromPath),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        fail("\(fromPath) is not a JSON object written by infowindow-bench; run it with --json FILE first")
    }
    let values = object.compactMapValues { ($0 as? NSNumber)?.doubleValue }
    writeChart(values, caption: caption(object["configuration"] as? String ?? "?", values["cores"].map { Int($0) } ?? 0,
                                        object["cpu"] as? String ?? "?"), to: chartPath)
    exit(0)
}

var report = Report()
if groups.contains("memory") { report.figures += MemoryBenchmark.run() }
if groups.contains("windows") {
    report.figures += WindowBenchmarks.run()
} else {
    report.figures += WindowBenchmarks.run(only: groups)
}
if groups.contains("hit") {
    let hit = HitTestBenchmarks.run()
    report.figures += hit.figures
    report.details += hit.details
}
if groups.contains("frames") {
    report.figures += FrameBenchmarks.run()
} else {
    report.figures += FrameBenchmarks.run(only: groups)
}

if groups.contains("overlays") {
    report.figures += OverlayBenchmarks.run()
} else {
    report.figures += OverlayBenchmarks.run(only: groups)
}

if groups.contains("hosts") {
    report.figures += HostBenchmarks.run()
} else {
    report.figures += HostBenchmarks.run(only: groups)
}

if groups.contains("layout") {
    report.figures += LayoutBenchmarks.run()
} else {
    report.figures += LayoutBenchmarks.run(only: groups)
}

if groups.contains("clusters") {
    report.figures += ClusterBenchmarks.run()
} else {
    report.figures += ClusterBenchmarks.run(only: groups)
}

if groups.contains("location") {
    report.figures += LocationBenchmarks.run()
} else {
    report.figures += LocationBenchmarks.run(only: groups)
}

if groups.contains("serve") {
    report.figures += ServeBenchmarks.run()
} else {
    report.figures += ServeBenchmarks.run(only: groups)
}

let json = report.json
print(json)
print()
print(report.table)
if let jsonPath {
    // The same output rules as the pictures (docs/reliability.md, O1-O8).
    do { try OutputFile.write(Data((json + "\n").utf8), to: jsonPath) } catch {
        fail("cannot write the JSON: \(error)")
    }
}
if let chartPath {
    var values: [String: Double] = [:]
    for f in report.figures { values[f.key] = f.stats.median }
    writeChart(values, caption: caption(Report.configuration, ProcessInfo.processInfo.activeProcessorCount, Report.cpuModel),
               to: chartPath)
}
