import Foundation
import InfoWindowKit

/// Adding a million markers to a map: the time, and the growth of resident memory per marker. Each
/// repetition runs in a fresh process (this executable with `--add-markers N`), so memory freed by
/// earlier workloads cannot hide the growth.
@MainActor
enum MemoryBenchmark {
    static let count = 1_000_000
    static let repetitions = 3

    /// Resident memory of this process, bytes (`/proc/self/statm`, second field, in pages).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    /// The child's work: `count` markers with a position and a short title, created and added to a
    /// map. Positions are computed before the clock and the memory baseline start (they are the app's
    /// data). Prints `seconds bytes_per_marker`.
    static func child(count: Int) {
        var random = SplitMix(state: 5)
        let r = Scenes.region
        let positions = (0..<count).map { _ in
            Coordinate(latitude: Scenes.latitude(y: Double.random(in: r.minY..<r.maxY, using: &random)),
                       longitude: Scenes.longitude(x: Double.random(in: r.minX..<r.maxX, using: &random)))
        }
        let map = MapView(frame: Scenes.frame, camera: CameraPosition(latitude: 0, longitude: 0, zoom: 8))
        let before = residentBytes()
        let t = seconds {
            for (i, position) in positions.enumerated() {
                let marker = Marker(position: position)
                marker.title = "Place \(i)"
                marker.map = map
            }
        }
        let after = residentBytes()
        check(map.markers.count == count, "not every marker was added")
        print(t, Double(after - before) / Double(count))
    }

    static func run() -> [Figure] {
        var times: [Double] = [], bytes: [Double] = []
        for _ in 0..<repetitions {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            process.arguments = ["--add-markers", String(count)]
            let pipe = Pipe()
            process.standardOutput = pipe
            do { try process.run() } catch {
                check(false, "cannot start the add-markers child: \(error)")
            }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
            check(process.terminationStatus == 0 && fields.count == 2, "the add-markers child failed")
            times.append(fields[0])
            bytes.append(fields[1])
        }
        return [
            Figure("add_markers_s_1000000", times, target: 1,
                   label: "create 10⁶ markers (position, title) and add them to a map, seconds", decimals: 3),
            Figure("bytes_per_marker_1000000", bytes, target: 300,
                   label: "resident memory growth per marker at 10⁶ markers, bytes", decimals: 0),
        ]
    }
}
