internal import CMicroHTTPD
import Foundation

/// One render worker: a child process (`infowindow serve-worker`, its own main actor) fed jobs on its
/// standard input and answering on its standard output (S1). Used by one ``WorkerSlot`` thread at a
/// time. A worker that dies, or overruns a job's deadline and is killed, is started again for the
/// next job.
final class WorkerProcess {
    /// The executable and the arguments that start a worker.
    let command: [String]
    /// Which worker this is (0-based), for metrics and messages.
    let index: Int
    /// Workers found dead while idle and replaced, since the start.
    private(set) var replacedIdle = 0
    private var pid: pid_t = 0
    private var toWorker: Int32 = -1
    private var fromWorker: Int32 = -1

    /// How a job ended other than with a reply.
    enum Failure: Error {
        /// The worker exited or crashed (its exit status, or the signal that ended it).
        case died(String)
        /// The deadline passed; the worker was killed.
        case timedOut
        /// The worker could not be started (the reason).
        case cannotStart(String)
    }

    /// A worker that is started on first use.
    init(command: [String], index: Int) {
        self.command = command
        self.index = index
    }

    /// The worker's process id, or 0 when none runs.
    var processID: pid_t { pid }

    /// Starts the process if none runs.
    func start() throws(Failure) {
        guard pid == 0 else { return }
        var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1]
        guard iw_pipe_cloexec(&input) == 0 else { throw .cannotStart(String(cString: strerror(errno))) }
        guard iw_pipe_cloexec(&output) == 0 else {
            close(input[0]); close(input[1])
            throw .cannotStart(String(cString: strerror(errno)))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        var child: pid_t = 0
        let argv = command.map { strdup($0) } + [nil]
        defer { for arg in argv { free(arg) } }
        let status = posix_spawn(&child, command[0], &actions, nil, argv, Glibc.environ)
        close(input[0])
        close(output[1])
        guard status == 0 else {
            close(input[1]); close(output[0])
            throw .cannotStart("\(command[0]): \(String(cString: strerror(status)))")
        }
        pid = child
        toWorker = input[1]
        fromWorker = output[0]
    }

    /// Sends `job` and waits for the reply until `deadline`. On a timeout the worker is killed; on
    /// any failure it is reaped, and the next call starts a new one. A worker found dead before it
    /// took the job (it died idle) is replaced and the job sent again, once.
    func render(_ job: RenderJob, deadline: ContinuousClock.Instant) -> Result<RenderReply, Failure> {
        var sent = false
        for _ in 0..<2 where !sent {
            do {
                try start()
            } catch {
                return .failure(error)
            }
            sent = Frame.write(job.payload, to: toWorker)
            if !sent {
                stop(kill: true)
                replacedIdle += 1
            }
        }
        guard sent else { return .failure(.died("could not be given the job")) }
        switch Frame.read(from: fromWorker, deadline: deadline) {
        case .frame(let payload):
            guard let reply = RenderReply(payload: payload) else { return .failure(.died(stop(kill: true))) }
            return .success(reply)
        case .closed:
            return .failure(.died(stop(kill: false)))
        case .timedOut:
            _ = stop(kill: true)
            return .failure(.timedOut)
        }
    }

    /// Ends the worker: closes its input (a worker exits at end of input) and, with `kill`, sends
    /// SIGKILL first; waits for it and says how it ended.
    @discardableResult
    func stop(kill shouldKill: Bool) -> String {
        guard pid != 0 else { return "not running" }
        if shouldKill { kill(pid, SIGKILL) }
        close(toWorker)
        close(fromWorker)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        pid = 0
        toWorker = -1
        fromWorker = -1
        let signal = status & 0x7f
        return signal != 0 ? "ended by signal \(signal)" : "exited with status \((status >> 8) & 0xff)"
    }
}
