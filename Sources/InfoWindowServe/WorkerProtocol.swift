import Foundation

/// What the front process sends a worker: one picture to draw (S1, S18). Framed on the pipe as a
/// little-endian 32-bit length, then a kind byte: 0 and the request's ``StaticMapRequest/canonicalQuery``
/// (UTF-8), 1, a format byte and the scene file's bytes, or 2 and a query's parameters as
/// ``QueryParameters`` (D210).
public enum RenderJob: Sendable, Equatable {
    /// Where a job came from, which decides how its errors name the parameter.
    public enum Source: UInt8, Sendable {
        /// A `GET /staticmap` query.
        case query = 0
        /// A `POST /render` body: a client's scene file.
        case body = 1
    }

    /// A `GET /staticmap` request, read and checked by the front; the worker makes its scene
    /// (``StaticMapRequest/scene(images:)``).
    case staticMap(StaticMapRequest)
    /// A `GET /staticmap` request already written in its canonical form
    /// (``StaticMapRequest/canonicalQuery``) by the front, which made the request's ETag from the same
    /// text: sent as it is, so a request is written once (D200). The worker reads it as ``staticMap(_:)``.
    case staticMapQuery(String, format: ImageFormat)
    /// A `GET /staticmap` request's parameters as libmicrohttpd decoded them, not read by the front
    /// (D210): the worker reads and checks them, answers a 4xx when they are wrong, and otherwise
    /// draws the picture and sends its ETag and format with it.
    case staticMapParameters(QueryParameters)
    /// A `POST /render` body to draw in `format`: a client's scene file, decoded and held to the
    /// server's rules by the worker (``ServedScene``, S9).
    case sceneFile(Data, format: ImageFormat)

    /// The picture's format; nil for ``staticMapParameters(_:)``, whose query says it.
    public var format: ImageFormat? {
        switch self {
        case .staticMap(let request): return request.format
        case .staticMapQuery(_, let format), .sceneFile(_, let format): return format
        case .staticMapParameters: return nil
        }
    }

    /// Query or body.
    public var source: Source {
        switch self {
        case .staticMap, .staticMapQuery, .staticMapParameters: return .query
        case .sceneFile: return .body
        }
    }

    /// The kind byte of ``staticMapParameters(_:)`` on the pipe (after ``Source``'s 0 and 1).
    private static let parametersKind: UInt8 = 2

    /// The frame's payload.
    var payload: Data {
        switch self {
        case .staticMap(let request):
            var data = Data([Source.query.rawValue])
            data.append(contentsOf: request.canonicalQuery.utf8)
            return data
        case .staticMapQuery(let text, _):
            var data = Data([Source.query.rawValue])
            data.append(contentsOf: text.utf8)
            return data
        case .staticMapParameters(let parameters):
            var data = Data(capacity: 1 + parameters.bytes.count)
            data.append(Self.parametersKind)
            data.append(contentsOf: parameters.bytes)
            return data
        case .sceneFile(let scene, let format):
            var data = Data([Source.body.rawValue, UInt8(ImageFormat.allCases.firstIndex(of: format) ?? 0)])
            data.append(scene)
            return data
        }
    }

    /// Reads a payload; nil when it is not one (a request whose canonical query does not read back
    /// included).
    init?(payload: Data) {
        if payload.first == Self.parametersKind {
            guard let parameters = QueryParameters(bytes: payload.dropFirst()) else { return nil }
            self = .staticMapParameters(parameters)
            return
        }
        guard let kind = payload.first.flatMap(Source.init(rawValue:)) else { return nil }
        let rest = payload.dropFirst()
        switch kind {
        case .query:
            guard let text = String(validating: rest, as: UTF8.self),
                  let request = try? StaticMapRequest(canonicalQuery: text) else { return nil }
            self = .staticMap(request)
        case .body:
            guard let format = rest.first, Int(format) < ImageFormat.allCases.count else { return nil }
            self = .sceneFile(rest.dropFirst(), format: ImageFormat.allCases[Int(format)])
        }
    }
}

/// What a worker answers: the picture, or an error body, with the HTTP status to send, and what its
/// icon fetches gave (D88). Framed as the status (two bytes, big-endian), the length of a text
/// (four bytes, little-endian) — one line for each notice (`n ` and the sentence) and each icon
/// fetch's outcome (`i ` and the metric's label), and for a query the worker read itself (D210) its
/// ETag (`e `) and format (`f `) —, the text, then the body.
public struct RenderReply: Sendable, Equatable {
    /// 200 for a picture; 4xx/5xx for an error.
    public var status: Int
    /// The picture's bytes, or the JSON error body.
    public var body: Data
    /// What was drawn otherwise than asked, found while drawing (an icon URL not fetched, a window with
    /// no free place, D93), one sentence each, for `X-Staticmap-Notice` (D61).
    public var notices: [String] = []
    /// The outcome of each icon URL the job named: `fetched`, `cached` or a refusal's reason (D88).
    public var iconOutcomes: [String] = []
    /// The picture's ETag, when the worker read the query (``RenderJob/staticMapParameters(_:)``, D210);
    /// nil when the front made it.
    public var etag: String?
    /// The picture's format, when the worker read the query; nil when the front knows it.
    public var format: ImageFormat?

    /// A reply.
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }

    /// The reply for `error`.
    public init(_ error: ServeError) {
        self.init(status: error.status, body: error.json)
    }

    var payload: Data {
        var data = Data([UInt8(truncatingIfNeeded: status >> 8), UInt8(truncatingIfNeeded: status)])
        var lines = notices.map { "n " + $0 } + iconOutcomes.map { "i " + $0 }
        if let etag { lines.append("e " + etag) }
        if let format { lines.append("f " + format.rawValue) }
        let text = Data(lines.map { $0.replacingOccurrences(of: "\n", with: " ") }.joined(separator: "\n").utf8)
        LittleEndian32.append(UInt32(text.count), to: &data)
        data.append(text)
        data.append(body)
        return data
    }

    init?(payload: Data) {
        guard payload.count >= 6 else { return nil }
        let start = payload.startIndex
        let status = Int(payload[start]) << 8 | Int(payload[start + 1])
        let length = payload.withUnsafeBytes { LittleEndian32.read($0, at: 2).map(Int.init) ?? Int.max }
        guard (100...599).contains(status), length <= payload.count - 6 else { return nil }
        self.init(status: status, body: payload.dropFirst(6 + length))
        // The lines are read from the bytes in place: the front reads one reply a picture on its one
        // thread (D210).
        payload.withUnsafeBytes { raw in
            let text = UnsafeRawBufferPointer(rebasing: raw[6..<(6 + length)])
            var lineStart = 0
            while lineStart < text.count {
                var lineEnd = lineStart
                while lineEnd < text.count && text[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                if lineEnd - lineStart >= 2 && text[lineStart + 1] == UInt8(ascii: " ") {
                    let value = String(decoding: UnsafeRawBufferPointer(rebasing: text[(lineStart + 2)..<lineEnd]), as: UTF8.self)
                    switch text[lineStart] {
                    case UInt8(ascii: "n"): notices.append(value)
                    case UInt8(ascii: "i"): iconOutcomes.append(value)
                    case UInt8(ascii: "e"): etag = value
                    case UInt8(ascii: "f"): format = ImageFormat(rawValue: value)
                    default: break
                    }
                }
                lineStart = lineEnd + 1
            }
        }
    }
}

/// Length-prefixed frames on a pipe, read and written whole with `read(2)`/`write(2)`.
enum Frame {
    /// The largest frame: 512 MiB (a 6144 × 6144 PNG of noise is about 150 MiB).
    static let maximumLength = 512 << 20

    /// Writes one frame, its length and payload in one `write(2)` where the pipe takes it whole, so
    /// the reader wakes once for it (D200); false when the other end is gone. Blocking: the worker's.
    static func write(_ payload: Data, to fd: Int32) -> Bool {
        writeAll(framed(payload), to: fd)
    }

    /// `payload` with its length before it, as it goes on a pipe.
    static func framed(_ payload: Data) -> Data {
        var frame = Data(capacity: 4 + payload.count)
        LittleEndian32.append(UInt32(payload.count), to: &frame)
        frame.append(payload)
        return frame
    }

    /// What reading a frame gave.
    enum Reading {
        /// A whole frame's payload.
        case frame(Data)
        /// End of file, a read error, or a frame longer than ``maximumLength``: the other end is gone
        /// or broken.
        case closed
    }

    /// Reads one frame from a blocking descriptor, waiting for it (the worker's side; the front reads
    /// with a ``FrameReader``).
    static func read(from fd: Int32) -> Reading {
        var header = Data(count: 4)
        guard fill(&header, from: fd) else { return .closed }
        let length = header.withUnsafeBytes { LittleEndian32.read($0, at: 0).map(Int.init) ?? Int.max }
        guard length <= maximumLength else { return .closed }
        // Read into uninitialised memory the Data then owns: a picture's bytes are not zeroed first.
        guard length > 0, let memory = malloc(length) else { return length == 0 ? .frame(Data()) : .closed }
        var payload = Data(bytesNoCopy: memory, count: length, deallocator: .free)
        guard fill(&payload, from: fd) else { return .closed }
        return .frame(payload)
    }

    private static func writeAll(_ data: Data, to fd: Int32) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            guard var base = raw.baseAddress else { return true }
            var left = raw.count
            while left > 0 {
                let n = Glibc.write(fd, base, left)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                base += n
                left -= n
            }
            return true
        }
    }

    /// Fills `data` from `fd`; false at end of file or on an error.
    private static func fill(_ data: inout Data, from fd: Int32) -> Bool {
        let count = data.count
        return data.withUnsafeMutableBytes { raw -> Bool in
            guard var base = raw.baseAddress else { return true }
            var left = count
            while left > 0 {
                let n = Glibc.read(fd, base, left)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                base += n
                left -= n
            }
            return true
        }
    }
}
