internal import CMicroHTTPD
import Foundation

/// One render worker: a child process (`infowindow serve-worker`, its own main actor) fed jobs on its
/// standard input and answering on its standard output (S1). The front's event loop owns it (D201):
/// both pipe ends on this side are non-blocking, a job is written as far as the pipe takes it and the
/// rest when it drains, and the reply is read as it arrives (``FrameReader``). A worker that dies, or
/// overruns a job's deadline and is killed, is started again.
final class WorkerProcess {
    /// The executable and the arguments that start a worker.
    let command: [String]
    /// Which worker this is (0-based), for metrics and messages.
    let index: Int
    private var pid: pid_t = 0
    /// The pipe to the worker's standard input (-1 when none runs).
    private(set) var toWorker: Int32 = -1
    /// The pipe from the worker's standard output (-1 when none runs).
    private(set) var fromWorker: Int32 = -1
    /// The reply read so far.
    var reader = FrameReader()
    /// Bytes of the job not yet taken by the pipe.
    private var unsent = Data()

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
        for fd in [toWorker, fromWorker] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    }

    /// True while a process runs.
    var isRunning: Bool { pid != 0 }

    /// True while part of a job waits for room in the pipe.
    var isSending: Bool { !unsent.isEmpty }

    /// Starts writing `job` to the worker (started first if none runs); false when the worker is gone
    /// (the caller stops it and may try a new one).
    func send(_ job: RenderJob) -> Bool {
        unsent = Frame.framed(job.payload)
        return flush()
    }

    /// Writes what the pipe takes of the job; false when the worker is gone.
    func flush() -> Bool {
        while !unsent.isEmpty {
            let n = unsent.withUnsafeBytes { Glibc.write(toWorker, $0.baseAddress!, $0.count) }
            if n > 0 {
                unsent.removeFirst(n)
                continue
            }
            if n < 0 && errno == EINTR { continue }
            return n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
        }
        return true
    }

    /// Ends the worker: closes its input (a worker exits at end of input) and, with `kill`, sends
    /// SIGKILL first; waits for it and says how it ended. Its descriptors leave the loop's epoll set
    /// as they close.
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
        unsent = Data()
        reader.reset()
        let signal = status & 0x7f
        return signal != 0 ? "ended by signal \(signal)" : "exited with status \((status >> 8) & 0xff)"
    }
}
