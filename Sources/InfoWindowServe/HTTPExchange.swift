import Foundation

/// One request on its way through the server: made when libmicrohttpd has read its headers, kept
/// (retained for libmicrohttpd in the connection's context pointer) until the request is complete,
/// then released. Only the front's event loop touches it (D201).
final class HTTPExchange: @unchecked Sendable {
    /// The request's path and query as they arrived, still percent-encoded (what a URL signature
    /// signs, and what the URL length limit counts).
    let uri: String
    /// `GET`, `POST` …; set when libmicrohttpd first hands the request over.
    var method = ""
    /// The path, without the query; set with ``method``.
    var path = ""
    /// True once libmicrohttpd handed the request to the access handler (and the metrics counted it).
    var begun = false
    /// When the headers had been read.
    let start = ContinuousClock.now
    /// When the request must be answered by (start + the time limit).
    let deadline: ContinuousClock.Instant
    /// The body read so far (POST), at most the body limit.
    var body = Data()
    /// True once more than the body limit arrived; the rest is not kept.
    var bodyTooLarge = false
    /// True once a response was queued; later calls for this request do nothing.
    var answered = false
    /// The status answered, for the metrics.
    var status = 0
    /// The ETag the picture will carry.
    var etag = ""
    /// The `X-Staticmap-Notice` header's value: what was drawn otherwise than Google would; nil for none.
    var notices: String?
    /// The format the picture is drawn in.
    var format = ImageFormat.png
    /// The libmicrohttpd connection, to resume it when the reply arrives.
    let connection: OpaquePointer
    /// The worker's reply, from its arrival until the access handler takes it.
    private var reply: RenderReply?
    /// True while the connection is suspended waiting for the reply.
    private var suspended = false

    /// An exchange for a request whose request line was just read.
    init(uri: String, connection: OpaquePointer, timeLimit: Double) {
        self.uri = uri
        self.connection = connection
        deadline = start + .milliseconds(Int64(timeLimit * 1000))
    }

    /// The metrics' name of the endpoint: the path for the known ones, `other` for the rest (so
    /// random paths cannot grow the metrics without end).
    var endpoint: String {
        ["/", "/staticmap", "/render", "/healthz", "/metrics"].contains(path) ? path : "other"
    }

    /// Hands over a worker's reply; true when the connection was suspended waiting for it and must
    /// now be resumed.
    func hand(_ reply: RenderReply) -> Bool {
        self.reply = reply
        defer { suspended = false }
        return suspended
    }

    /// Suspends the connection with `suspend` unless the reply has already arrived (right after the
    /// job was given out); true when it did.
    func suspendUnlessAnswered(_ suspend: () -> Void) -> Bool {
        guard reply == nil else { return false }
        suspend()
        suspended = true
        return true
    }

    /// The reply handed over, taken once.
    func takeReply() -> RenderReply? {
        defer { reply = nil }
        return reply
    }
}
