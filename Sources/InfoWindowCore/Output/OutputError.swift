import Foundation

/// Why ``OutputFile`` could not write: the path, what went wrong and what to do, printed as one line
/// `PATH: PROBLEM; FIX.` (the same shape as ``ImageError`` and ``SceneError``).
public struct OutputError: Error, CustomStringConvertible, Sendable {
    /// The output path as the caller gave it (or `standard output` for a handle).
    public let path: String
    /// What went wrong, as a phrase following the path.
    public let problem: String
    /// What to do about it.
    public let fix: String
    /// The system's error number (`ENOSPC`, `EPIPE`, `EFBIG`, …) when a system call failed; nil when
    /// the output rules refused the path (a folder, a block device).
    public let errorNumber: Int32?

    /// An error; `errorNumber` is nil for a refusal by the rules.
    public init(path: String, problem: String, fix: String, errorNumber: Int32? = nil) {
        self.path = path
        self.problem = problem
        self.fix = fix
        self.errorNumber = errorNumber
    }

    /// `PATH: PROBLEM; FIX.`, on one line.
    public var description: String { "\(path): \(problem); \(fix).".escapedForOneLine }

    /// A failed system call on `path`: `problem` is followed by the reason in words, the fix suits the
    /// error number.
    static func system(_ number: Int32, path: String, _ problem: String) -> OutputError {
        OutputError(path: path, problem: "\(problem) (\(reason(number)))", fix: fix(number), errorNumber: number)
    }

    /// The reason for an error number, in words a user can act on, with the system's own text.
    static func reason(_ number: Int32) -> String {
        let system = String(cString: strerror(number))
        switch number {
        case ENOSPC: return "the disk or device is full: \(system)"
        case EDQUOT: return "the disk quota is used up: \(system)"
        case EFBIG: return "the file would be larger than this process may write, see ulimit -f: \(system)"
        case EPIPE: return "the program reading it stopped before the end: \(system)"
        default: return system
        }
    }

    static func fix(_ number: Int32) -> String {
        switch number {
        case ENOSPC, EDQUOT: return "free some space or choose another output path"
        case EFBIG: return "raise the file size limit or choose a smaller picture"
        case EPIPE: return "keep the reading program running until the picture is complete"
        default: return "choose a writable output path"
        }
    }
}
