import Foundation
import InfoWindowKit

/// An option a command accepts: its spellings, and the name of its value (nil for a flag).
struct OptionSpec {
    /// Spellings, the long one last: `["-o", "--output"]`. The last is the option's key.
    let names: [String]
    /// Placeholder of the value in help (`N`, `WxH`); nil for a flag.
    let valueName: String?
    /// One line of help.
    let help: String

    init(_ names: [String], value: String? = nil, help: String) {
        self.names = names
        self.valueName = value
        self.help = help
    }

    /// The key under which the parsed value is stored: the last spelling.
    var key: String { names[names.count - 1] }

    /// The options that make a map without a scene file, or change a scene's, shared by `render` and
    /// `view`: `--geojson`, `--center`, `--zoom`, `--select`, `--mbtiles`, `--tiles`, `--style`. `verb` says what is done with
    /// the features ("draw", "show").
    static func mapInputs(verb: String) -> [OptionSpec] {
        [
            OptionSpec(["--geojson"], value: "FILE", help: "\(verb) the Point features of this GeoJSON file"),
            OptionSpec(["--center"], value: "LAT,LNG", help: "camera target in degrees (required with --geojson)"),
            OptionSpec(["--zoom"], value: "Z", help: "zoom level 0 to 22 (required with --geojson)"),
            OptionSpec(["--select"], value: "ID", help: "open the window of the marker with this id or title"),
            OptionSpec(["--mbtiles"], value: "FILE", help: "use the tiles of this MBTiles file as the basemap"),
            OptionSpec(["--tiles"], value: "FILE", help: "draw vector tiles (.mbtiles or .pmtiles; 'helsinki': the bundled ones)"),
            OptionSpec(["--style"], value: "FILE|NAME", help: "a MapLibre style JSON, or a bundled style (default, night), for --tiles or the scene's own vector basemap"),
        ]
    }

    /// `-o, --output PATH`.
    var label: String {
        names.joined(separator: ", ") + (valueName.map { " " + $0 } ?? "")
    }
}

/// What the command line said: option values by key, flags, and the other arguments in order.
struct ParsedArguments {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    /// The value of the option whose key is `key`.
    subscript(_ key: String) -> String? { values[key] }
}

/// Splits arguments into options and positionals. Accepts `--name value`, `--name=value`, `-o value`
/// and `--` (everything after it is positional). An option's value is always the next argument, so
/// `--center -33.87,151.21` works. Giving an option twice, an unknown option or a missing value is a
/// usage error naming the option (with the nearest spelling for a typo).
enum ArgumentParser {
    static func parse(_ arguments: [String], options: [OptionSpec], command: String) throws(CLIError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if name == "-h" || name == "--help" {
                parsed.flags.insert("--help")
                continue
            }
            guard let spec = options.first(where: { $0.names.contains(name) }) else {
                let known = options.flatMap(\.names) + ["--help"]
                let hint = EditDistanceHint.nearest(to: name, among: known).map { " (did you mean \($0)?)" } ?? ""
                throw .usage("infowindow \(command): unknown option \(name)\(hint); see 'infowindow \(command) --help'")
            }
            if spec.valueName == nil {
                guard inlineValue == nil else {
                    throw .usage("infowindow \(command): \(spec.key) takes no value")
                }
                parsed.flags.insert(spec.key)
                continue
            }
            guard parsed.values[spec.key] == nil else {
                throw .usage("infowindow \(command): \(spec.key) is given twice; give it once")
            }
            if let inlineValue {
                parsed.values[spec.key] = inlineValue
            } else {
                guard index < arguments.count else {
                    throw .usage("infowindow \(command): \(name) needs a value (\(spec.valueName ?? "")); see 'infowindow \(command) --help'")
                }
                parsed.values[spec.key] = arguments[index]
                index += 1
            }
        }
        return parsed
    }
}

/// "Did you mean …?" for command and option names.
enum EditDistanceHint {
    /// The closest of `candidates` to `word` within two edits (or a third of its length), if any.
    static func nearest(to word: String, among candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(word, candidate)
            if d <= limit, d < min(word.count, candidate.count), d < (best?.1 ?? .max) { best = (candidate, d) }
        }
        return best?.0
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        var previous = Array(0...y.count)
        for i in 1...x.count {
            var current = [i] + [Int](repeating: 0, count: y.count)
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[y.count]
    }
}
