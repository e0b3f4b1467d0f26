internal import CMicroHTTPD
import Foundation

/// A job waiting for a worker: what to draw, by when, and what to do with the reply.
struct PendingRender {
    /// The scene and format.
    let job: RenderJob
    /// When the request must be answered by.
    let deadline: ContinuousClock.Instant
    /// Called once, on the front's event loop, with the reply.
    let complete: (RenderReply) -> Void
}

/// Hands render jobs to N worker processes and their replies back, on the front's event loop (S1,
/// D201): a job goes straight to an idle worker's pipe, or waits in a bounded queue (S4); a worker's
/// reply is read when its pipe is readable, and the worker takes the next job at once. No thread
/// stands between the HTTP side and the workers, so a request costs no hand-off but the pipes'.
/// A worker that overruns a job's deadline is killed and started again (the job answered 422); one
/// that dies is started again (500 for a job it held).
final class RenderDispatcher {
    private var waiting: BoundedFIFO<PendingRender>
    private let workers: [WorkerProcess]
    private var drawing: [PendingRender?]
    private let metrics: ServeMetrics
    private let limits: ServeLimits
    private var epoll: Int32 = -1

    /// The epoll tag of the first worker's reply pipe; worker `i` reads at `firstTag + 2i` and writes
    /// at `firstTag + 2i + 1`. Smaller tags are the front's own.
    static let firstTag: UInt64 = 2

    /// `count` workers started by `command`, with at most `capacity` jobs waiting.
    init(command: [String], count: Int, capacity: Int, metrics: ServeMetrics, limits: ServeLimits) {
        waiting = BoundedFIFO(capacity: capacity)
        workers = (0..<count).map { WorkerProcess(command: command, index: $0) }
        drawing = Array(repeating: nil, count: count)
        self.metrics = metrics
        self.limits = limits
    }

    /// How many jobs may wait.
    var capacity: Int { waiting.capacity }

    /// Jobs waiting for a worker now.
    var depth: Int { waiting.depth }

    /// Starts every worker now, so start-up costs and errors come before the first request.
    func launch() throws(ServeStartError) {
        for worker in workers {
            do {
                try worker.start()
            } catch {
                stopAll()
                throw ServeStartError("cannot start worker \(worker.index): \(error)")
            }
        }
    }

    /// Watches the workers' pipes on `epoll` from now on.
    func watch(on epoll: Int32) {
        self.epoll = epoll
        for worker in workers where worker.isRunning { watchReplies(of: worker) }
    }

    /// Gives `pending` to an idle worker, or queues it; false when the queue is full.
    func offer(_ pending: PendingRender) -> Bool {
        if waiting.depth == 0, let idle = drawing.firstIndex(where: { $0 == nil }) {
            dispatch(pending, to: idle)
            return true
        }
        return waiting.offer(pending)
    }

    /// A worker's pipe named by `tag` is ready.
    func ready(tag: UInt64) {
        let offset = Int(tag - Self.firstTag)
        let index = offset / 2
        guard index < workers.count else { return }
        if offset % 2 == 1 {
            let worker = workers[index]
            guard worker.isRunning else { return }
            if !worker.flush() {
                died(index)
            } else if !worker.isSending {
                _ = iw_epoll_remove(epoll, worker.toWorker)
            }
        } else {
            readReply(index)
        }
    }

    /// Answers the jobs whose deadline has passed: a worker still drawing one is killed and started
    /// again (422), one still waiting is answered 503.
    func expire(at now: ContinuousClock.Instant) {
        for index in workers.indices {
            guard let pending = drawing[index], pending.deadline <= now else { continue }
            drawing[index] = nil
            workers[index].stop(kill: true)
            metrics.restarted()
            // The replacement starts (and warms up) now, not when the next request is already waiting.
            restart(index)
            pending.complete(RenderReply(ServeError(status: 422, parameter: "request", limit: limitText,
                                                    message: "request: the map took longer than the limit of \(limitText) to draw; ask for a smaller size or scale, fewer markers or shorter texts")))
            next(index)
        }
        while let first = waiting.first, first.deadline <= now {
            _ = waiting.take()
            first.complete(tooLate)
        }
    }

    /// The earliest deadline of a job drawn or waiting; nil when there is none.
    var nextDeadline: ContinuousClock.Instant? {
        var earliest = waiting.first?.deadline
        for case let pending? in drawing where earliest.map({ pending.deadline < $0 }) ?? true {
            earliest = pending.deadline
        }
        return earliest
    }

    /// Stops every worker: idle ones at the end of their input, busy ones killed.
    func stopAll() {
        for worker in workers where worker.isRunning {
            worker.stop(kill: drawing[worker.index] != nil)
        }
    }

    // MARK: Workers

    private func readReply(_ index: Int) {
        let worker = workers[index]
        guard worker.isRunning else { return }
        switch worker.reader.read(from: worker.fromWorker) {
        case .waiting:
            return
        case .closed:
            died(index)
        case .frame(let payload):
            guard let pending = drawing[index], let reply = RenderReply(payload: payload) else {
                // A reply nobody asked for, or one that does not parse: the worker is broken.
                died(index)
                return
            }
            drawing[index] = nil
            metrics.rendered(by: index)
            pending.complete(reply)
            next(index)
        }
    }

    /// The worker ended (or broke the protocol): it is stopped and started again; a job it held is
    /// answered 500.
    private func died(_ index: Int) {
        let how = workers[index].stop(kill: true)
        metrics.restarted()
        restart(index)
        guard let pending = drawing[index] else { return }
        drawing[index] = nil
        FileHandle.standardError.write(Data("infowindow serve: worker \(index) \(how) while drawing; starting it again\n".utf8))
        pending.complete(RenderReply(ServeError(status: 500, parameter: "request",
                                                message: "the renderer stopped (\(how)) while drawing this request; it has been restarted")))
        next(index)
    }

    /// Feeds worker `index`, when idle, the oldest job that can still be answered in time.
    private func next(_ index: Int) {
        let now = ContinuousClock.now
        while drawing[index] == nil, let pending = waiting.take() {
            guard now < pending.deadline else {
                pending.complete(tooLate)
                continue
            }
            dispatch(pending, to: index)
        }
    }

    /// Writes the job to worker `index`. A worker found dead before it took the job (it died idle)
    /// is replaced and the job sent again, once.
    private func dispatch(_ pending: PendingRender, to index: Int) {
        let worker = workers[index]
        for _ in 0..<2 {
            if !worker.isRunning {
                guard restart(index) else {
                    pending.complete(RenderReply(ServeError(status: 500, parameter: "request",
                                                            message: "no renderer could be started (\(startFailure ?? "unknown"))")))
                    return
                }
            }
            if worker.send(pending.job) {
                drawing[index] = pending
                if worker.isSending { _ = iw_epoll_set(epoll, worker.toWorker, UInt32(EPOLLOUT.rawValue), Self.firstTag + UInt64(2 * index + 1), 0) }
                return
            }
            worker.stop(kill: true)
            metrics.restarted()
        }
        pending.complete(RenderReply(ServeError(status: 500, parameter: "request",
                                                message: "the renderer stopped (could not be given the job) while drawing this request; it has been restarted")))
    }

    private var startFailure: String?

    /// Starts worker `index` again and watches its pipe; false when it cannot start.
    @discardableResult
    private func restart(_ index: Int) -> Bool {
        let worker = workers[index]
        do {
            try worker.start()
        } catch {
            if case .cannotStart(let reason) = error { startFailure = reason }
            return false
        }
        if epoll >= 0 { watchReplies(of: worker) }
        return true
    }

    private func watchReplies(of worker: WorkerProcess) {
        _ = iw_epoll_set(epoll, worker.fromWorker, UInt32(EPOLLIN.rawValue), Self.firstTag + UInt64(2 * worker.index), 0)
    }

    private var tooLate: RenderReply {
        RenderReply(ServeError(status: 503, parameter: "request", limit: limitText,
                               message: "the request waited longer than the limit of \(limitText) for a worker; the server is busy, try again",
                               retryAfter: 1))
    }

    private var limitText: String { "\(QueryValue.format(limits.timeLimit)) s" }
}
