internal import CMicroHTTPD
import Foundation

/// The HTTP side of `infowindow serve` (S1): one thread runs an event loop (D201) that waits, with
/// epoll, on libmicrohttpd's descriptors and on the pipes of N worker processes. libmicrohttpd reads
/// requests and calls this class on that thread; what needs no drawing (`/healthz`, `/metrics`,
/// `304`s, every limit) is answered at once, and a render job goes straight to an idle worker's pipe
/// or waits in a bounded queue (`RenderDispatcher`). A connection waiting for its picture is
/// suspended, so neither slow clients nor waiting requests hold anything but memory; when the reply
/// comes up the pipe the same thread resumes it, and libmicrohttpd sends the picture at the client's
/// pace.
public final class ServeFront: @unchecked Sendable {
    /// The configuration it was started with.
    public let configuration: ServeConfiguration
    /// The port it listens on (the chosen one when the configuration said 0).
    public let port: Int
    let metrics: ServeMetrics
    let dispatcher: RenderDispatcher
    private let socket: ListenSocket
    private var daemon: OpaquePointer?
    private var epoll: Int32 = -1
    private var wake: Int32 = -1
    private let finished = DispatchSemaphore(value: 0)
    /// Draining: new requests are answered 503 so that the requests in flight only go down.
    let draining = Locked(false)
    /// Stopped: libmicrohttpd is gone, so a late reply must not resume its connection (the loop's).
    private var stopped = false

    /// The epoll tags of libmicrohttpd's descriptor and of the wake-up eventfd; the workers' pipes
    /// come after (`RenderDispatcher.firstTag`).
    private static let daemonTag: UInt64 = 0
    private static let wakeTag: UInt64 = 1

    /// Binds the socket and starts the workers; ``start()`` then starts serving.
    public init(_ configuration: ServeConfiguration) throws(ServeStartError) {
        self.configuration = configuration
        socket = try ListenSocket(host: configuration.host, port: configuration.port)
        port = socket.port
        let metrics = ServeMetrics(workers: configuration.workers)
        self.metrics = metrics
        dispatcher = RenderDispatcher(command: configuration.workerCommand, count: configuration.workers,
                                      capacity: configuration.queueCapacity, metrics: metrics, limits: configuration.limits)
        do {
            try dispatcher.launch()
        } catch {
            socket.close()
            throw error
        }
    }

    deinit {
        // A front never started, or drained (which stopped everything already).
        if daemon == nil { dispatcher.stopAll() }
    }

    /// Starts libmicrohttpd and the event loop's thread.
    public func start() throws(ServeStartError) {
        signal(SIGPIPE, SIG_IGN)
        let context = Unmanaged.passUnretained(self).toOpaque()
        daemon = iw_mhd_start(socket.fd, ServeFront.accessHandler, context, ServeFront.completedHandler, context,
                              ServeFront.uriHandler, context,
                              UInt32(configuration.connectionLimit), UInt32(configuration.idleTimeout),
                              ServeFront.connectionMemory(configuration.limits))
        guard let daemon else { throw ServeStartError("libmicrohttpd did not start on port \(port)") }
        epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        wake = iw_wake_fd()
        guard epoll >= 0, wake >= 0,
              iw_epoll_set(epoll, iw_mhd_epoll_fd(daemon), UInt32(EPOLLIN.rawValue), ServeFront.daemonTag, 0) == 0,
              iw_epoll_set(epoll, wake, UInt32(EPOLLIN.rawValue), ServeFront.wakeTag, 0) == 0 else {
            MHD_stop_daemon(daemon)
            self.daemon = nil
            throw ServeStartError("the event loop could not be set up: \(String(cString: strerror(errno)))")
        }
        dispatcher.watch(on: epoll)
        let thread = Thread { [self] in loop() }
        thread.name = "infowindow-serve"
        thread.start()
    }

    /// libmicrohttpd's memory per connection, which holds the request line and headers (S6, D211):
    /// twice the longest URL as sent (``ServeLimits/maximumURLLength``; a URL up to twice as long is
    /// still answered with the JSON 414 naming the limit) and 16 KiB of headers. A request larger still
    /// is refused by libmicrohttpd itself (414 or 431, without the JSON body). libmicrohttpd clears it
    /// for every request, so it is kept no larger than that.
    static func connectionMemory(_ limits: ServeLimits) -> Int {
        limits.maximumURLLength * 2 + 16 * 1024
    }

    /// Drains and stops (S10): stops accepting connections, waits until every request in flight is
    /// answered (at most the time limit and a second), stops libmicrohttpd, then the workers.
    public func drain() {
        guard daemon != nil else { return }
        draining.withLock { $0 = true }
        var one: UInt64 = 1
        _ = write(wake, &one, 8)
        finished.wait()
        daemon = nil
    }

    /// The event loop (D201): waits on libmicrohttpd, the workers' pipes and the wake-up descriptor,
    /// at most until the next deadline; hands what is ready to the dispatcher; lets libmicrohttpd run.
    private func loop() {
        guard let daemon else { return }
        var tags = [UInt64](repeating: 0, count: 16)
        var events = [UInt32](repeating: 0, count: 16)
        var drainEnd: ContinuousClock.Instant?
        while true {
            let now = ContinuousClock.now
            dispatcher.expire(at: now)
            if let drainEnd, metrics.inFlight == 0 || now >= drainEnd { break }
            var timeout = iw_mhd_timeout_ms(daemon, drainEnd == nil ? 1000 : 5)
            if let deadline = dispatcher.nextDeadline {
                let left = deadline - now
                let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1
                timeout = Int32(clamping: min(Int64(timeout), max(0, milliseconds)))
            }
            let count = iw_epoll_wait(epoll, &tags, &events, 16, timeout)
            for ready in 0..<max(0, Int(count)) {
                switch tags[ready] {
                case ServeFront.daemonTag:
                    break
                case ServeFront.wakeTag:
                    var value: UInt64 = 0
                    _ = read(wake, &value, 8)
                    if drainEnd == nil {
                        drainEnd = .now + .milliseconds(Int64(configuration.limits.timeLimit * 1000) + 1000)
                        let listener = MHD_quiesce_daemon(daemon)
                        if listener >= 0 { close(listener) }
                    }
                default:
                    dispatcher.ready(tag: tags[ready])
                }
            }
            // Every round: connections resumed by a reply above are answered now, not a wake-up later.
            _ = MHD_run(daemon)
            // A connection that has just sent its answer needs libmicrohttpd twice more (to finish it,
            // then to wait for the next request on it); it asks for that with a timeout of 0, which
            // is run here rather than after a round of epoll that can only return at once (D211).
            for _ in 0..<4 where iw_mhd_timeout_ms(daemon, 1) == 0 { _ = MHD_run(daemon) }
        }
        stopped = true
        MHD_stop_daemon(daemon)
        dispatcher.stopAll()
        close(epoll)
        close(wake)
        finished.signal()
    }

    // MARK: libmicrohttpd's callbacks

    /// The request line has been read: its exchange is made here, with the URI as it arrived, and
    /// becomes the request's context (libmicrohttpd hands it to the other callbacks).
    private static let uriHandler: iw_uri_callback = { cls, uri, connection in
        guard let cls, let connection else { return nil }
        let front = Unmanaged<ServeFront>.fromOpaque(cls).takeUnretainedValue()
        let exchange = HTTPExchange(uri: uri.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: strlen($0)), as: UTF8.self) } ?? "",
                                    connection: connection, timeLimit: front.configuration.limits.timeLimit)
        return Unmanaged.passRetained(exchange).toOpaque()
    }

    private static let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, upload, uploadSize, context in
        guard let cls, let connection, let url, let method, let context, let uploadSize else { return .NO }
        let front = Unmanaged<ServeFront>.fromOpaque(cls).takeUnretainedValue()
        if context.pointee == nil {
            context.pointee = Unmanaged.passRetained(HTTPExchange(uri: String(cString: url), connection: connection,
                                                                 timeLimit: front.configuration.limits.timeLimit)).toOpaque()
        }
        guard let pointer = context.pointee else { return .NO }
        let exchange = Unmanaged<HTTPExchange>.fromOpaque(pointer).takeUnretainedValue()
        if !exchange.begun {
            exchange.begun = true
            exchange.method = String(cString: method)
            exchange.path = String(cString: url)
            front.metrics.began()
            if front.draining.withLock({ $0 }) {
                var response = HTTPResponse(ServeError(status: 503, parameter: "request", message: "the server is shutting down; send the request again (to another replica)", retryAfter: 1))
                response.headers.append(("Connection", "close"))
                return front.respond(exchange, response) ? .YES : .NO
            }
            return front.begin(exchange) ? .YES : .NO
        }
        if uploadSize.pointee > 0 {
            let count = uploadSize.pointee
            uploadSize.pointee = 0
            guard let upload else { return .YES }
            return front.receive(UnsafeRawBufferPointer(start: upload, count: count), for: exchange) ? .YES : .NO
        }
        return front.finish(exchange) ? .YES : .NO
    }

    private static let completedHandler: MHD_RequestCompletedCallback = { cls, _, context, _ in
        guard let cls, let context, let pointer = context.pointee else { return }
        let front = Unmanaged<ServeFront>.fromOpaque(cls).takeUnretainedValue()
        let exchange = Unmanaged<HTTPExchange>.fromOpaque(pointer).takeRetainedValue()
        context.pointee = nil
        // A request libmicrohttpd refused itself never reached the access handler, nor the metrics.
        guard exchange.begun else { return }
        let elapsed = ContinuousClock.now - exchange.start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        front.metrics.ended(endpoint: exchange.endpoint, status: exchange.status, seconds: seconds)
    }

    // MARK: Answering

    /// Queues `response` for `exchange`; false when libmicrohttpd refused it (the connection is closed).
    func respond(_ exchange: HTTPExchange, _ response: HTTPResponse) -> Bool {
        exchange.answered = true
        exchange.status = response.status
        return response.queue(on: exchange.connection)
    }

    /// Queues the JSON answer for `error`.
    func respond(_ exchange: HTTPExchange, _ error: ServeError) -> Bool {
        respond(exchange, HTTPResponse(error))
    }

    /// Gives `job` to a worker or the queue and suspends the connection until a worker answers; a
    /// full queue is answered 503 with `Retry-After` at once.
    func enqueue(_ job: RenderJob, for exchange: HTTPExchange) -> Bool {
        let pending = PendingRender(job: job, deadline: exchange.deadline) { [self] reply in
            if exchange.hand(reply) && !stopped { MHD_resume_connection(exchange.connection) }
        }
        guard dispatcher.offer(pending) else {
            metrics.rejected()
            let capacity = dispatcher.capacity
            return respond(exchange, ServeError(status: 503, parameter: "request", limit: "\(capacity) waiting",
                                                message: "the server is busy: \(capacity) pictures are already waiting to be drawn; try again shortly",
                                                retryAfter: 1))
        }
        if exchange.suspendUnlessAnswered({ MHD_suspend_connection(exchange.connection) }) { return true }
        // The worker was quicker than the suspension.
        return finish(exchange)
    }

    /// The header `name`, if the request has it.
    func header(_ name: String, of exchange: HTTPExchange) -> String? {
        guard let value = MHD_lookup_connection_value(exchange.connection, .HEADER_KIND, name) else { return nil }
        return String(cString: value)
    }

    /// The query's parameters, in order, as libmicrohttpd decoded them, copied as bytes (D210): no
    /// string is made here; ``QueryParameters/items()`` checks their UTF-8 where they are read.
    func queryParameters(of exchange: HTTPExchange) -> QueryParameters {
        final class Collector {
            var parameters = QueryParameters()
        }
        let collector = Collector()
        _ = withExtendedLifetime(collector) {
            MHD_get_connection_values_n(exchange.connection, .GET_ARGUMENT_KIND, { cls, _, key, keySize, value, valueSize in
                guard let cls, let key else { return .NO }
                let collector = Unmanaged<Collector>.fromOpaque(cls).takeUnretainedValue()
                collector.parameters.append(name: UnsafeRawBufferPointer(start: key, count: keySize),
                                            value: value.map { UnsafeRawBufferPointer(start: $0, count: valueSize) })
                return .YES
            }, Unmanaged.passUnretained(collector).toOpaque())
        }
        return collector.parameters
    }

    /// The first value of the query parameter `name`, decoded (bytes that are not UTF-8 shown as
    /// U+FFFD); nil when it is missing or bare (no `=`).
    func queryValue(_ name: String, of exchange: HTTPExchange) -> String? {
        var value: UnsafePointer<CChar>?
        var size = 0
        guard MHD_lookup_connection_value_n(exchange.connection, .GET_ARGUMENT_KIND, name, name.utf8.count, &value, &size) == .YES,
              let value else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: value, count: size), as: UTF8.self)
    }
}
