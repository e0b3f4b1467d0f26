import Foundation
import InfoWindowKit
import InfoWindowServe

/// `infowindow serve`'s options, checked, as a ``ServeConfiguration`` — and the worker command line
/// that carries the same files to every worker.
@MainActor
struct ServeSetup {
    /// The configuration to start the front with.
    var configuration: ServeConfiguration
    /// The empty folder workers run in when there is no `--images`; removed at exit.
    private var scratch: String?

    init(_ arguments: ParsedArguments) throws(CLIError) {
        let values = OptionValues(command: "serve")
        let tiles = try arguments["--tiles"].map { path throws(CLIError) in
            path == "helsinki" ? path : try Self.absoluteFile(path, option: "--tiles")
        }
        let style = try arguments["--style"].map { value throws(CLIError) in
            try Self.absoluteFile(try SceneJob.styleFile(value, command: "serve"), option: "--style")
        }
        // The same choice the workers make, made now so that a bad file stops the server at start.
        _ = try ServeWorkerCommand.basemap(tiles: tiles, style: style)
        let points = try arguments["--points"].map { path throws(CLIError) in
            try Self.absoluteFile(path, option: "--points")
        }
        if let points { try ServeWorkerCommand.checkPoints(points, command: "serve") }
        var folder: String
        if let images = arguments["--images"] {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: images, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .usage("infowindow serve: --images: \(images) is not a folder; give the folder of the icons' PNG files")
            }
            folder = URL(fileURLWithPath: images).standardizedFileURL.resolvingSymlinksInPath().path
        } else {
            let template = NSTemporaryDirectory() + "infowindow-serve-XXXXXX"
            var bytes = Array(template.utf8CString)
            guard mkdtemp(&bytes) != nil else {
                throw .rendering("infowindow serve: cannot make a scratch folder in \(NSTemporaryDirectory())")
            }
            folder = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            scratch = folder
        }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var worker = [executable, "serve-worker", "--images", folder]
        if let tiles { worker += ["--tiles", tiles] }
        if let style { worker += ["--style", style] }
        if let points { worker += ["--points", points] }
        worker += try Self.iconPolicy(arguments, command: "serve").workerArguments
        var identity = RenderIdentity.digest(executable: executable, tiles: tiles, style: style,
                                             images: arguments["--images"] != nil ? folder : nil, points: points)
        // The hosts icons may come from change pictures (a listed host's icon replaces a pin): part of the identity.
        let iconHosts = try Self.iconPolicy(arguments, command: "serve").hosts
        if !iconHosts.isEmpty { identity += " icon-hosts=" + iconHosts.map(\.text).joined(separator: ",") }
        // Workers make the ETags of the queries they read (D210) with the same identity.
        worker += ["--identity", identity]
        configuration = ServeConfiguration(workerCommand: worker, renderIdentity: identity)
        configuration.addressBook = Self.gazetteer(tiles: tiles)
        if let host = arguments["--host"] { configuration.host = host }
        if let text = arguments["--port"] { configuration.port = Int(try values.number("--port", text, in: 0...65535)) }
        if let text = arguments["--workers"] { configuration.workers = Int(try values.number("--workers", text, in: 1...256)) }
        if let text = arguments["--queue"] { configuration.queueCapacity = Int(try values.number("--queue", text, in: 1...100_000)) }
        if let text = arguments["--timeout"] { configuration.limits.timeLimit = try values.number("--timeout", text, in: 0.05...600) }
        if let text = arguments["--max-age"] { configuration.maxAge = Int(try values.number("--max-age", text, in: 0...31_536_000)) }
        if let path = arguments["--signing-secret"] {
            let text = try Self.read(path, option: "--signing-secret")
            guard let signer = URLSigner(secret: text) else {
                throw .usage("infowindow serve: --signing-secret: \(path) does not hold a URL-safe base64 secret (as Google's console shows it)")
            }
            configuration.signer = signer
        }
        if let path = arguments["--keys"] {
            let keys = Set(try Self.read(path, option: "--keys").split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
            guard !keys.isEmpty else { throw .usage("infowindow serve: --keys: \(path) lists no key; write one key a line") }
            configuration.allowedKeys = keys
        }
        for option in ["--port", "--workers", "--queue", "--max-age"] {
            if let text = arguments[option], let value = Double(text), value.rounded() != value {
                throw .usage("infowindow serve: \(option): expected a whole number, got \"\(text)\"")
            }
        }
    }

    /// The offline gazetteer `/staticmap` looks addresses up in (D95–D97): the world's places, and the
    /// names of the `--tiles` street map when it is vector tiles. What it leaves out is said once on
    /// standard error (by the front; its workers load the same gazetteer quietly, `reporting` false).
    static func gazetteer(tiles: String?, reporting: Bool = true) -> Gazetteer {
        var gazetteer = Gazetteer.world()
        if let tiles {
            let path = tiles == "helsinki" ? (try? VectorTileSource.helsinki())?.path : tiles
            if let path, (try? VectorTileSource(path: path)) != nil { gazetteer = gazetteer.withNames(inTilesAt: path) }
        }
        for note in gazetteer.notes where reporting { FileHandle.standardError.write(Data("infowindow serve: addresses: \(note)\n".utf8)) }
        return gazetteer
    }

    /// The icon fetching of `--icon-hosts` (a list, or `@FILE`), `--icon-max-bytes` and `--icon-timeout`
    /// (D85–D87); nothing is fetched without `--icon-hosts`.
    static func iconPolicy(_ arguments: ParsedArguments, command: String) throws(CLIError) -> IconFetchPolicy {
        let values = OptionValues(command: command)
        guard var list = arguments["--icon-hosts"] else {
            for option in ["--icon-max-bytes", "--icon-timeout"] where arguments[option] != nil {
                throw .usage("infowindow \(command): \(option) limits icon fetching, which needs --icon-hosts")
            }
            return IconFetchPolicy()
        }
        if list.hasPrefix("@") { list = try read(String(list.dropFirst()), option: "--icon-hosts") }
        var policy: IconFetchPolicy
        do {
            policy = try IconFetchPolicy(hosts: list)
        } catch {
            throw .usage("infowindow \(command): --icon-hosts: \(error)")
        }
        guard !policy.hosts.isEmpty else {
            throw .usage("infowindow \(command): --icon-hosts lists no host; give host names or addresses, e.g. --icon-hosts icons.example.com")
        }
        if let text = arguments["--icon-max-bytes"] {
            guard let value = Int(text), (1...(16 << 20)).contains(value) else {
                throw .usage("infowindow \(command): --icon-max-bytes: expected a whole number of bytes from 1 to 16777216, got \"\(text)\"")
            }
            policy.maximumBytes = value
        }
        if let text = arguments["--icon-timeout"] { policy.timeLimit = try values.number("--icon-timeout", text, in: 0.01...60) }
        return policy
    }

    /// Removes the scratch folder, if one was made.
    func removeScratch() {
        if let scratch { try? FileManager.default.removeItem(atPath: scratch) }
    }

    /// The text of the small file `path` given to `option` (at most 1 MiB).
    private static func read(_ path: String, option: String) throws(CLIError) -> String {
        guard let data = FileManager.default.contents(atPath: path), data.count <= 1 << 20,
              let text = String(data: data, encoding: .utf8) else {
            throw .usage("infowindow serve: \(option): cannot read \(path) as a UTF-8 text file of at most 1 MiB")
        }
        return text
    }

    /// The absolute path of an existing file given to `option` (workers run in another folder).
    private static func absoluteFile(_ path: String, option: String) throws(CLIError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw .usage("infowindow serve: \(option): no such file: \(path)")
        }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
