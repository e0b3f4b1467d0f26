import Foundation

/// The worker's side of the pipe (S1): reads jobs from standard input, draws each with `render`, and
/// writes the reply, until the front closes the pipe. Standard output carries only the protocol:
/// it is moved to a private descriptor first, and anything else printed goes to standard error.
///
/// A worker draws on its main thread, one job at a time (the model is `@MainActor`, like UIKit): the
/// loop and `render` are isolated to the main actor, so the compiler, not a run-time assumption, keeps
/// the drawing there.
@MainActor
public enum WorkerLoop {
    /// Serves jobs until end of input; returns the exit status (0 at end of input, 1 when the front
    /// could not be answered).
    public static func run(_ render: @MainActor (RenderJob) -> RenderReply) -> Int32 {
        let replies = dup(1)
        guard replies >= 0, dup2(2, 1) >= 0 else { return 1 }
        defer { close(replies) }
        while true {
            guard case .frame(let payload) = Frame.read(from: 0) else { return 0 }
            let reply: RenderReply
            if let job = RenderJob(payload: payload) {
                reply = render(job)
            } else {
                reply = RenderReply(ServeError(status: 500, parameter: "request", message: "the worker received a damaged job"))
            }
            guard Frame.write(reply.payload, to: replies) else { return 1 }
        }
    }
}
