import Foundation
import InfoWindowKit

/// Where the command writes: results (paths) to standard output, errors, warnings and progress to
/// standard error. Knows whether standard error is a terminal, for the progress bar. Every line goes
/// out through ``OutputFile``, so a reader that has gone away (EPIPE) is an error, never a SIGPIPE
/// that ends the process (O8).
final class Console {
    /// True when standard error is a terminal that can redraw a line (not `TERM=dumb`).
    let stderrIsTerminal: Bool
    /// True when standard output is a terminal (a picture is not written there, O7).
    let stdoutIsTerminal: Bool
    /// The first failed write to standard output; later lines are dropped, and the tool reports it
    /// and exits 1.
    private(set) var stdoutFailure: OutputError?
    /// True while a progress bar is drawn on the current standard-error line.
    private var barShown = false

    init() {
        stderrIsTerminal = isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        stdoutIsTerminal = isatty(STDOUT_FILENO) != 0
    }

    /// Writes a line to standard output (clearing a progress bar first).
    func out(_ line: String) {
        clearBar()
        guard stdoutFailure == nil else { return }
        do {
            try OutputFile.write(Data((line + "\n").utf8), to: FileHandle.standardOutput)
        } catch {
            stdoutFailure = error
        }
    }

    /// Writes a line to standard error (clearing a progress bar first).
    func err(_ line: String) {
        clearBar()
        writeError(line + "\n")
    }

    /// Draws `text` over the current standard-error line (terminals only).
    func bar(_ text: String) {
        guard stderrIsTerminal else { return }
        writeError("\r\u{1B}[K" + text)
        barShown = true
    }

    /// Erases the progress bar, if one is drawn.
    func clearBar() {
        guard barShown else { return }
        writeError("\r\u{1B}[K")
        barShown = false
    }

    /// Standard error that cannot be written leaves nowhere to say so: the text is dropped.
    private func writeError(_ text: String) {
        try? OutputFile.write(Data(text.utf8), to: FileHandle.standardError, name: "standard error")
    }
}

/// A progress bar for a batch: `[=========>          ] 3/7 sydney.json`, on a terminal only.
struct ProgressBar {
    let total: Int
    let console: Console
    static let width = 24

    /// Shows that item `done` of ``total`` (0-based count finished so far) is `name`.
    func show(done: Int, current name: String) {
        guard total > 1 else { return }
        let filled = total == 0 ? 0 : Self.width * done / total
        let arrow = filled < Self.width ? ">" : ""
        let bar = String(repeating: "=", count: filled) + arrow
            + String(repeating: " ", count: max(0, Self.width - filled - arrow.count))
        console.bar("[\(bar)] \(done)/\(total) \(name)")
    }

    /// Removes the bar.
    func finish() {
        console.clearBar()
    }
}
