internal import CMicroHTTPD
import Foundation

/// A response about to be queued: status, headers, body. ``queue(on:)`` hands it to libmicrohttpd,
/// which copies the bytes and sends them at the client's pace (the worker is already free).
struct HTTPResponse {
    /// The status code.
    var status: Int
    /// The body.
    var body: Data
    /// Headers besides `Content-Length` (libmicrohttpd adds it).
    var headers: [(String, String)]

    /// A response with `Content-Type` set.
    init(status: Int, contentType: String, body: Data, headers: [(String, String)] = []) {
        self.status = status
        self.body = body
        self.headers = [("Content-Type", contentType)] + headers
    }

    /// The JSON error response for `error`: never cached, `Retry-After` on a 503.
    init(_ error: ServeError) {
        self.init(status: error.status, contentType: "application/json", body: error.json,
                  headers: [("Cache-Control", "no-store")])
        if let seconds = error.retryAfter { headers.append(("Retry-After", String(seconds))) }
    }

    /// Queues the response on `connection`; false when libmicrohttpd refused it.
    func queue(on connection: OpaquePointer) -> Bool {
        let response = body.withUnsafeBytes { raw -> OpaquePointer? in
            MHD_create_response_from_buffer(raw.count, UnsafeMutableRawPointer(mutating: raw.baseAddress),
                                            .RESPMEM_MUST_COPY)
        }
        guard let response else { return false }
        defer { MHD_destroy_response(response) }
        for (name, value) in headers {
            _ = MHD_add_response_header(response, name, value)
        }
        return MHD_queue_response(connection, UInt32(status), response) == .YES
    }
}
