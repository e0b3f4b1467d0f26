import Foundation

/// A job waiting for a worker: what to draw, by when, and what to do with the reply.
struct PendingRender: @unchecked Sendable {
    /// The scene and format.
    let job: RenderJob
    /// When the request must be answered by.
    let deadline: ContinuousClock.Instant
    /// Called once, on the worker's thread, with the reply.
    let complete: (RenderReply) -> Void
}

/// A thread that takes jobs from the queue and has its ``WorkerProcess`` draw them, one at a time;
/// one slot per worker, so N workers draw N pictures at once on N cores (S1).
final class WorkerSlot: @unchecked Sendable {
    private let worker: WorkerProcess
    private let queue: RenderQueue<PendingRender>
    private let metrics: ServeMetrics
    private let limits: ServeLimits
    private let finished = DispatchSemaphore(value: 0)

    /// A slot for worker `index`, started by ``start()``.
    init(index: Int, command: [String], queue: RenderQueue<PendingRender>, metrics: ServeMetrics, limits: ServeLimits) {
        worker = WorkerProcess(command: command, index: index)
        self.queue = queue
        self.metrics = metrics
        self.limits = limits
    }

    /// Starts the worker process now (so start-up costs and errors come before the first request).
    func launch() throws(ServeStartError) {
        do {
            try worker.start()
        } catch {
            throw ServeStartError("cannot start worker \(worker.index): \(error)")
        }
    }

    /// Starts the thread.
    func start() {
        let thread = Thread { [self] in
            while let pending = queue.take() {
                pending.complete(answer(pending))
            }
            worker.stop(kill: false)
            finished.signal()
        }
        thread.name = "infowindow-worker-\(worker.index)"
        thread.start()
    }

    /// Waits until the queue is closed and drained and the worker has exited.
    func join() { finished.wait() }

    private func answer(_ pending: PendingRender) -> RenderReply {
        guard ContinuousClock.now < pending.deadline else {
            return RenderReply(ServeError(status: 503, parameter: "request", limit: limitText,
                                          message: "the request waited longer than the limit of \(limitText) for a worker; the server is busy, try again",
                                          retryAfter: 1))
        }
        let replaced = worker.replacedIdle
        let result = worker.render(pending.job, deadline: pending.deadline)
        for _ in replaced..<worker.replacedIdle { metrics.restarted() }
        switch result {
        case .success(let reply):
            metrics.rendered(by: worker.index)
            return reply
        case .failure(.timedOut):
            metrics.restarted()
            // The replacement starts (and warms up) now, not when the next request is already waiting.
            try? worker.start()
            return RenderReply(ServeError(status: 422, parameter: "request", limit: limitText,
                                          message: "request: the map took longer than the limit of \(limitText) to draw; ask for a smaller size or scale, fewer markers or shorter texts"))
        case .failure(.died(let how)):
            metrics.restarted()
            FileHandle.standardError.write(Data("infowindow serve: worker \(worker.index) \(how) while drawing; starting it again\n".utf8))
            try? worker.start()
            return RenderReply(ServeError(status: 500, parameter: "request",
                                          message: "the renderer stopped (\(how)) while drawing this request; it has been restarted"))
        case .failure(.cannotStart(let reason)):
            return RenderReply(ServeError(status: 500, parameter: "request", message: "no renderer could be started (\(reason))"))
        }
    }

    private var limitText: String { "\(QueryValue.format(limits.timeLimit)) s" }
}
