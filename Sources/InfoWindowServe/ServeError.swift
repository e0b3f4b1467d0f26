import Foundation

/// A request the server will not draw, as the client sees it: an HTTP status and a JSON body that
/// names the parameter, the limit when one was passed, and a sentence saying what is wrong and what
/// to send instead (`docs/serving.md`, "Errors").
///
/// ```json
/// {"error": "size: 4000x300 is larger than the limit of 2048x2048 points; ask for a smaller size",
///  "parameter": "size", "limit": "2048x2048"}
/// ```
public struct ServeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The HTTP status: 400 for a bad value, 404, 405, 408, 413, 414, 422, 503 …
    public var status: Int
    /// The query parameter, scene field or header concerned (`size`, `markers`, `body`, `request`).
    public var parameter: String
    /// The limit passed, as written in `docs/serving.md` (`2048x2048`, `1 MiB`); nil when no limit was.
    public var limit: String?
    /// One sentence: what is wrong and what to send instead.
    public var message: String
    /// Seconds for a `Retry-After` header (503 only); nil for none.
    public var retryAfter: Int?

    /// An error answered with `status`.
    public init(status: Int, parameter: String, limit: String? = nil, message: String, retryAfter: Int? = nil) {
        self.status = status
        self.parameter = parameter
        self.limit = limit
        self.message = message
        self.retryAfter = retryAfter
    }

    /// A bad value (400) of `parameter`.
    public static func invalid(_ parameter: String, _ message: String) -> ServeError {
        ServeError(status: 400, parameter: parameter, message: "\(parameter): \(message)")
    }

    /// A limit passed (400 unless another status is given) by `parameter`.
    public static func overLimit(_ parameter: String, limit: String, status: Int = 400, _ message: String) -> ServeError {
        ServeError(status: status, parameter: parameter, limit: limit, message: "\(parameter): \(message)")
    }

    /// The message.
    public var description: String { message }

    /// The JSON body: `{"error": …, "parameter": …, "limit": …}` (`limit` only when there is one), one
    /// line, keys in that order.
    public var json: Data {
        var text = "{\"error\":" + JSONText.string(message) + ",\"parameter\":" + JSONText.string(parameter)
        if let limit { text += ",\"limit\":" + JSONText.string(limit) }
        return Data((text + "}\n").utf8)
    }
}
