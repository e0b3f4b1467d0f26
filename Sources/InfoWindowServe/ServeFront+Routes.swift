import Foundation

/// The endpoints: `GET /` (the page that documents `/staticmap`), `GET /staticmap`, `POST /render`,
/// `GET /healthz`, `GET /metrics` (`docs/serving.md`).
extension ServeFront {
    /// The endpoints and the methods each accepts (HEAD wherever GET is).
    static let routes: [String: [String]] = [
        "/": ["GET", "HEAD"], "/staticmap": ["GET", "HEAD"], "/render": ["POST"], "/healthz": ["GET", "HEAD"], "/metrics": ["GET", "HEAD"],
    ]

    /// The headers have been read. A POST's body comes next (refused at once when its declared
    /// length is over the limit); anything else is answered at the next call, once libmicrohttpd
    /// knows there is no body (answering now would cost the connection its keep-alive).
    func begin(_ exchange: HTTPExchange) -> Bool {
        guard exchange.method == "POST" && exchange.path == "/render" else { return true }
        let limit = configuration.limits.maximumBodyBytes
        if let declared = header("Content-Length", of: exchange).flatMap({ Int($0) }), declared > limit {
            return respond(exchange, bodyTooLarge(declared))
        }
        return true
    }

    /// Part of a body arrived. libmicrohttpd takes a response only before a body or after all of it,
    /// so a body past the size limit is read to its end and dropped, then answered 413; a body still
    /// arriving at the time limit closes the connection (S5).
    func receive(_ bytes: UnsafeRawBufferPointer, for exchange: HTTPExchange) -> Bool {
        guard !exchange.answered else { return true }
        guard ContinuousClock.now < exchange.deadline else { return false }
        guard !exchange.bodyTooLarge else { return true }
        guard exchange.body.count + bytes.count <= configuration.limits.maximumBodyBytes else {
            exchange.bodyTooLarge = true
            exchange.body = Data()
            return true
        }
        exchange.body.append(contentsOf: bytes)
        return true
    }

    /// The request is complete, or a worker's reply has arrived: answer it.
    func finish(_ exchange: HTTPExchange) -> Bool {
        if let reply = exchange.takeReply() { return respond(exchange, picture(reply, for: exchange)) }
        guard !exchange.answered else { return true }
        guard let methods = ServeFront.routes[exchange.path] else {
            return respond(exchange, ServeError(status: 404, parameter: "path",
                                                message: "no such endpoint \(QueryValue.quoted(exchange.path)); the endpoints are /, /staticmap, /render, /healthz and /metrics"))
        }
        guard methods.contains(exchange.method) else {
            var response = HTTPResponse(ServeError(status: 405, parameter: "method",
                                                   message: "\(exchange.path) answers \(methods.joined(separator: " and ")), not \(exchange.method)"))
            response.headers.append(("Allow", methods.joined(separator: ", ")))
            return respond(exchange, response)
        }
        switch exchange.path {
        case "/healthz":
            let body = "{\"status\":\"ok\",\"workers\":\(configuration.workers),\"queue\":\(dispatcher.depth)}\n"
            return respond(exchange, HTTPResponse(status: 200, contentType: "application/json", body: Data(body.utf8),
                                                  headers: [("Cache-Control", "no-store")]))
        case "/metrics":
            return respond(exchange, HTTPResponse(status: 200, contentType: "text/plain; version=0.0.4; charset=utf-8",
                                                  body: Data(metrics.text(queueDepth: dispatcher.depth).utf8),
                                                  headers: [("Cache-Control", "no-store")]))
        case "/":
            return respond(exchange, HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Data(StaticMapPage.html.utf8),
                                                  headers: [("Content-Security-Policy", StaticMapPage.contentSecurityPolicy),
                                                            ("X-Content-Type-Options", "nosniff"), ("Cache-Control", "no-cache")]))
        case "/staticmap":
            return staticMap(exchange)
        default:
            return render(exchange)
        }
    }

    private func staticMap(_ exchange: HTTPExchange) -> Bool {
        let limit = configuration.limits.maximumURLLength
        guard exchange.uri.utf8.count <= limit else {
            metrics.refused("url_too_long")
            return respond(exchange, .overLimit("url", limit: "\(limit) characters", status: 414,
                                                "the URL is \(exchange.uri.utf8.count) characters long, more than the limit of \(limit) (Google's); send large maps as a scene with POST /render"))
        }
        if let refusal = access(exchange) {
            metrics.refused(refusal.reason)
            return respond(exchange, refusal.error)
        }
        let parameters = queryParameters(of: exchange)
        // A conditional request is read here, so that its 304 needs no worker (S2); any other is read
        // by the worker that draws it, which sends the ETag with the picture (D210).
        guard let condition = header("If-None-Match", of: exchange) else {
            return enqueue(.staticMapParameters(parameters), for: exchange)
        }
        let request: StaticMapRequest
        do {
            request = try StaticMapRequest(query: try parameters.items(), limits: configuration.limits, places: configuration.addressBook)
        } catch {
            return respond(exchange, error)
        }
        exchange.notices = request.notices.headerValue
        exchange.format = request.format
        // The canonical query is written once: the ETag is its digest and the worker is sent it (D200).
        let canonical = request.canonicalQuery
        exchange.etag = ETag.of(staticMap: request, canonical: canonical, identity: configuration.renderIdentity)
        if ETag.matches(condition, exchange.etag) {
            metrics.cacheHit()
            return respond(exchange, HTTPResponse(status: 304, contentType: request.format.mimeType, body: Data(),
                                                  headers: cacheHeaders(exchange)))
        }
        return enqueue(.staticMapQuery(canonical, format: request.format), for: exchange)
    }

    private func render(_ exchange: HTTPExchange) -> Bool {
        if exchange.bodyTooLarge { return respond(exchange, bodyTooLarge(nil)) }
        guard ContinuousClock.now < exchange.deadline else {
            let limit = "\(QueryValue.format(configuration.limits.timeLimit)) s"
            return respond(exchange, ServeError(status: 408, parameter: "body", limit: limit,
                                                message: "body: the request took longer than the limit of \(limit) to arrive; send it faster"))
        }
        let items: [QueryItem]
        do {
            items = try queryParameters(of: exchange).items()
        } catch {
            return respond(exchange, error)
        }
        for item in items where item.name != "format" {
            return respond(exchange, ServeError(status: 400, parameter: item.name,
                                                message: "unknown parameter \(QueryValue.quoted(item.name)) for POST /render; the scene in the body says the rest, the query only format=png|jpeg"))
        }
        if let text = items.first?.value {
            guard let format = ImageFormat(rawValue: text) else {
                return respond(exchange, .invalid("format", "expected png, png8, gif or jpeg, got \(QueryValue.quoted(text))"))
            }
            exchange.format = format
        }
        guard !exchange.body.isEmpty else {
            return respond(exchange, .invalid("body", "is empty; send a scene file (docs/scene-format.md) as the body"))
        }
        exchange.etag = ETag.of(kind: "render", format: exchange.format, request: exchange.body, identity: configuration.renderIdentity)
        return enqueue(.sceneFile(exchange.body, format: exchange.format), for: exchange)
    }

    /// A worker's reply as a response: the picture with its ETag and caching headers, or the error.
    private func picture(_ reply: RenderReply, for exchange: HTTPExchange) -> HTTPResponse {
        for outcome in reply.iconOutcomes { metrics.iconFetched(outcome) }
        if !reply.notices.isEmpty {
            var notices = StaticMapNotices()
            if let earlier = exchange.notices { notices.add(earlier) }
            for notice in reply.notices { notices.add(notice) }
            exchange.notices = notices.headerValue
        }
        // A query the worker read itself (D210) comes back with its ETag and format.
        if let etag = reply.etag { exchange.etag = etag }
        if let format = reply.format { exchange.format = format }
        guard reply.status == 200 else {
            var headers = [("Cache-Control", "no-store")]
            if reply.status == 503 { headers.append(("Retry-After", "1")) }
            return HTTPResponse(status: reply.status, contentType: "application/json", body: reply.body, headers: headers)
        }
        // The drawing's notices (icons, D88; windows, D93) joined the request's own above; a 304 does
        // not know them.
        let headers = cacheHeaders(exchange)
        return HTTPResponse(status: 200, contentType: exchange.format.mimeType, body: reply.body, headers: headers)
    }

    private func cacheHeaders(_ exchange: HTTPExchange) -> [(String, String)] {
        var headers = [("ETag", exchange.etag), ("Cache-Control", "public, max-age=\(configuration.maxAge)")]
        if let notices = exchange.notices { headers.append(("X-Staticmap-Notice", notices)) }
        return headers
    }

    /// The signature and key checks (D67), before the query is read: nil when the request may be
    /// drawn, else the 403 and the metric's reason.
    private func access(_ exchange: HTTPExchange) -> (error: ServeError, reason: String)? {
        if let keys = configuration.allowedKeys {
            guard let key = queryValue("key", of: exchange) else {
                return (ServeError(status: 403, parameter: "key", message: "key: this server answers only requests with an API key it knows; add key=YOUR_KEY"), "key_missing")
            }
            guard keys.contains(key) else {
                return (ServeError(status: 403, parameter: "key", message: "key: \(QueryValue.quoted(key)) is not a key this server knows"), "key_unknown")
            }
        }
        if let signer = configuration.signer, let refusal = signer.verify(uri: exchange.uri) {
            let message: String
            switch refusal {
            case .missing: message = "signature: this server answers only signed URLs; sign the path and query with the URL signing secret and add &signature=… last"
            case .malformed: message = "signature: expected the URL-safe base64 of an HMAC-SHA1 (28 characters, as Google writes it) as the last parameter"
            case .mismatch: message = "signature: does not match this URL; sign the path and query exactly as sent, up to &signature="
            }
            return (ServeError(status: 403, parameter: "signature", message: message), refusal.rawValue)
        }
        return nil
    }

    private func bodyTooLarge(_ declared: Int?) -> ServeError {
        let limit = ServeLimits.bytes(configuration.limits.maximumBodyBytes)
        let size = declared.map { "\($0) bytes" } ?? "more than \(limit)"
        return .overLimit("body", limit: limit, status: 413, "the scene is \(size), more than the limit of \(limit); send a smaller scene")
    }
}
