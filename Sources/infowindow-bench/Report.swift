import Foundation

/// The benchmark's output: one JSON object with flat keys, then a table for people.
///
/// Keys: every timing figure `X` is the median of its repetitions, with `X_min` and `X_max`; counts
/// (`*_renders`) are exact and have no companions. `cores`, `configuration` and `cpu` describe the run;
/// `hit_test_*` details give the hit-test setup (markers in view, fraction of taps that hit, zoom).
struct Report {
    var figures: [Figure] = []
    var details: [(String, Double)] = []

    static var configuration: String {
        #if DEBUG
        return "debug"
        #else
        return "release"
        #endif
    }

    static var cpuModel: String {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        for line in info.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    }

    private static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return String(format: "%.4g", v).replacingOccurrences(of: "e+", with: "e")
    }

    private static func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The JSON object, one key per line.
    var json: String {
        var pairs: [(String, String)] = [
            ("configuration", Self.quoted(Self.configuration)),
            ("cores", String(ProcessInfo.processInfo.activeProcessorCount)),
            ("cpu", Self.quoted(Self.cpuModel)),
        ]
        for f in figures {
            pairs.append((f.key, Self.number(f.stats.median)))
            if !f.isCount {
                pairs.append((f.key + "_min", Self.number(f.stats.min)))
                pairs.append((f.key + "_max", Self.number(f.stats.max)))
            }
        }
        for (key, value) in details { pairs.append((key, Self.number(value))) }
        return "{\n" + pairs.map { "  \(Self.quoted($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n}"
    }

    /// The table: figure, median, min, max, target and whether the median meets it.
    var table: String {
        func pad(_ s: String, _ n: Int, right: Bool = false) -> String {
            let count = s.count
            guard count < n else { return s }
            let fill = String(repeating: " ", count: n - count)
            return right ? fill + s : s + fill
        }
        let keyWidth = max(28, (figures.map(\.key.count).max() ?? 0) + 1)
        var lines = [pad("figure", keyWidth) + pad("median", 11, right: true) + pad("min", 11, right: true)
                     + pad("max", 11, right: true) + pad("target", 9, right: true) + "  ok   what"]
        for f in figures {
            func fmt(_ v: Double) -> String { String(format: "%.\(f.decimals)f", v) }
            let target = f.target.map { "≤ " + (Double(Int($0)) == $0 ? String(Int($0)) : String($0)) } ?? ""
            let ok = f.target == nil ? "    " : f.meetsTarget ? "yes " : "NO  "
            lines.append(pad(f.key, keyWidth) + pad(fmt(f.stats.median), 11, right: true)
                         + pad(f.isCount ? "" : fmt(f.stats.min), 11, right: true)
                         + pad(f.isCount ? "" : fmt(f.stats.max), 11, right: true)
                         + pad(target, 9, right: true) + "  " + ok + " " + f.label)
        }
        lines.append("\(Self.configuration) build, \(ProcessInfo.processInfo.activeProcessorCount) cores, \(Self.cpuModel)")
        return lines.joined(separator: "\n")
    }
}
