// Compiled twice: into this test target (regression tests of fuzzer finds) and, by scripts/fuzz, into
// the query fuzzer together with the library's and the server's parser sources (-D FUZZING, one module).
#if !FUZZING
import InfoWindowKit
@testable import InfoWindowServe
#endif
internal import CMicroHTTPD
import Foundation

/// What the query fuzzer (`make fuzz`, `Fuzz/Query/FuzzQueryMain.swift`) does with each input, and
/// what the regression tests of its finds (`Tests/ServeTests/Fuzz/`) do: the input is a query string,
/// split and decoded as libmicrohttpd does, then read by ``StaticMapRequest``. Beyond "does not
/// crash", each input is checked:
/// - a refusal is a 4xx whose JSON body parses back with the sentence, the parameter and the limit;
/// - an accepted request is within every limit of ``ServeLimits`` (markers, size, scale, texts,
///   names, icon names without a path);
/// - its canonical query (S18) reads back as an equal request, through the pipe's job frame too, and
///   reading the same query twice gives the same canonical query;
/// - the scene it becomes (``StaticMapRequest/scene(images:)``) passes the server's scene rules for
///   posted scenes, with the same markers in the same order, camera, size and scale (an icon file
///   may be missing: that is the only error allowed); an `icon:` URL is at most 2,048 printable
///   characters and draws the default pin when nothing fetches it (D69, D85);
/// - the input read as an `--icon-hosts` list (D85) is refused or gives hosts whose written form
///   reads back as the same host.
enum QueryFuzzHarness {
    /// A check an input failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The parameters of `bytes` as libmicrohttpd hands them over: split at `&` and at the first `=`,
    /// `+` read as a space, then percent-decoded by libmicrohttpd's own `MHD_http_unescape`; nil
    /// when a name or value is not UTF-8 (the server answers 400 then).
    static func items(_ bytes: [UInt8]) -> [QueryItem]? {
        var items: [QueryItem] = []
        for part in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) {
            let equals = part.firstIndex(of: UInt8(ascii: "="))
            let name = decode(equals.map { part[..<$0] } ?? part[...])
            let value = equals.map { decode(part[part.index(after: $0)...]) }
            guard let name, value.map({ $0 != nil }) ?? true else { return nil }
            items.append(QueryItem(name, value ?? nil))
        }
        return items
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) -> String? {
        var text = bytes.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }.map { CChar(bitPattern: $0) } + [0]
        let length = text.withUnsafeMutableBufferPointer { MHD_http_unescape($0.baseAddress) }
        return String(validating: text.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Runs `bytes` through every check; `folder` is an images folder (the demo scenes' images).
    static func run(_ bytes: [UInt8], folder: String) throws(Failure) {
        try checkHostList(bytes)
        guard let items = items(bytes) else { return }
        // D210: the parameters a worker is handed read back as the same items, whatever they hold.
        let job = RenderJob.staticMapParameters(QueryParameters(items))
        guard case .staticMapParameters(let handed)? = RenderJob(payload: job.payload), (try? handed.items()) == items else {
            throw Failure(description: "the query's parameters do not cross the pipe whole")
        }
        let limits = ServeLimits()
        let request: StaticMapRequest
        do {
            request = try StaticMapRequest(query: items, limits: limits)
        } catch {
            try checkRefusal(error)
            return
        }
        try checkLimits(request, limits)
        let canonical = request.canonicalQuery
        guard let again = try? StaticMapRequest(query: items, limits: limits), again.canonicalQuery == canonical else {
            throw Failure(description: "the same query read twice gave another canonical query")
        }
        guard let back = try? StaticMapRequest(canonicalQuery: canonical), back == request else {
            throw Failure(description: "the canonical query does not read back as the request: \(canonical)")
        }
        guard RenderJob(payload: RenderJob.staticMap(request).payload) == .staticMap(request) else {
            throw Failure(description: "the job does not cross the pipe whole: \(canonical)")
        }
        let scene: Scene
        do {
            scene = try request.scene(images: folder)
            try ServedScene.check(scene, source: .query, folder: folder, limits: limits)
        } catch {
            guard request.markers.contains(where: { $0.icon != nil }), error.parameter == "markers",
                  error.message.contains("no such file") || error.message.contains("--images folder") else {
                throw Failure(description: "the scene of an accepted query was refused: \(error.message)\n\(canonical)")
            }
            return
        }
        guard scene.markers.count == request.markers.count else {
            throw Failure(description: "\(request.markers.count) markers asked, \(scene.markers.count) in the scene")
        }
        for (asked, made) in zip(request.markers, scene.markers) {
            let plainPin = asked.icon == nil && asked.size == .normal && asked.label == nil
            guard made.position == asked.position, made.title == asked.title, made.snippet == asked.snippet, made.id == asked.id,
                  !plainPin || (made.pinColor == nil) == (asked.color == nil), (made.icon == nil) == plainPin else {
                throw Failure(description: "marker \(asked) became \(made)")
            }
        }
        guard scene.shapes.count == request.paths.count,
              zip(scene.shapes, request.paths).allSatisfy({ $0.path == $1.points && ($0.fillColor == nil) == ($1.fillColor == nil) }) else {
            throw Failure(description: "the scene's shapes are not the request's paths")
        }
        let camera = scene.camera
        let placed = if let center = request.center, let zoom = request.zoom {
            (camera.target == center || center.latitude.magnitude > 85) && camera.zoom == zoom
        } else {
            camera.target.isValid && camera.zoom >= 0 && camera.zoom <= max(request.zoom ?? 0, StaticMapRequest.maximumImplicitZoom)
        }
        guard placed, scene.size == CGSize(width: request.width, height: request.height), scene.scale == CGFloat(request.scale),
              scene.selectedMarker == request.selected, scene.selectedMarkers == request.openWindows else {
            throw Failure(description: "the scene's camera, size or selection is not the request's")
        }
    }

    /// The bytes as an `--icon-hosts` list: each host it gives is written and read back unchanged.
    private static func checkHostList(_ bytes: [UInt8]) throws(Failure) {
        guard let text = String(validating: bytes, as: UTF8.self), let policy = try? IconFetchPolicy(hosts: text) else { return }
        for host in policy.hosts {
            guard IconFetchPolicy.Host(host.text) == host, !host.name.isEmpty, host.port.map({ (1...65535).contains($0) }) ?? true else {
                throw Failure(description: "the icon host \(host) does not read back from \(host.text)")
            }
        }
    }

    private static func checkRefusal(_ error: ServeError) throws(Failure) {
        guard (400..<500).contains(error.status), !error.parameter.isEmpty, !error.message.isEmpty else {
            throw Failure(description: "a refusal without status, parameter or message: \(error)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: error.json) as? [String: String],
              object["error"] == error.message, object["parameter"] == error.parameter, object["limit"] == error.limit else {
            throw Failure(description: "the JSON body does not read back: \(String(decoding: error.json, as: UTF8.self))")
        }
    }

    private static func checkLimits(_ request: StaticMapRequest, _ limits: ServeLimits) throws(Failure) {
        let nameCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-@")
        let within = request.markers.count <= limits.maximumMarkers
            && (1...limits.maximumSide).contains(request.width) && (1...limits.maximumSide).contains(request.height)
            && (1...limits.maximumScale).contains(request.scale)
            && max(request.width, request.height) * request.scale <= limits.maximumPixelSide
            && request.paths.reduce(0, { $0 + $1.points.count }) <= limits.maximumPathPoints
            && request.paths.allSatisfy { $0.points.count >= 2 && (0...200).contains($0.weight) }
            && request.markers.allSatisfy { marker in
                (marker.title?.count ?? 0) <= limits.maximumTextLength && (marker.snippet?.count ?? 0) <= limits.maximumTextLength
                    && (marker.id?.count ?? 1) <= limits.maximumNameLength && marker.id != ""
                    && marker.icon.map { $0.hasSuffix(".png") && $0.dropLast(4).allSatisfy(nameCharacters.contains) && $0.count > 4 } ?? true
                    && marker.iconURL.map { $0.utf8.count <= StaticMarker.maximumIconURLLength && $0.utf8.allSatisfy { (0x21..<0x7F).contains($0) } } ?? true
                    && (marker.icon == nil || marker.iconURL == nil)
            }
            && (request.selected.map { !$0.isEmpty && $0.count <= limits.maximumNameLength } ?? true)
            && (request.openWindows.isEmpty || (request.selected == nil && (2...Scene.maximumOpenWindows).contains(request.openWindows.count)
                && Set(request.openWindows).count == request.openWindows.count
                && request.openWindows.allSatisfy { !$0.isEmpty && $0.count <= limits.maximumNameLength }))
        guard within else { throw Failure(description: "an accepted request passes a limit: \(request)") }
    }
}
