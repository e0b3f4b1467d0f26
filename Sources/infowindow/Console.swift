import Foundation

/// Where the command writes: results (paths) to standard output, errors, warnings and progress to
/// standard error. Knows whether standard error is a terminal, for the progress bar.
final class Console {
    /// True when standard error is a terminal that can redraw a line (not `TERM=dumb`).
    let stderrIsTerminal: Bool
    /// True while a progress bar is drawn on the current standard-error line.
    private var barShown = false

    init() {
        stderrIsTerminal = isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// Writes a line to standard output (clearing a progress bar first).
    func out(_ line: String) {
        clearBar()
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes a line to standard error (clearing a progress bar first).
    func err(_ line: String) {
        clearBar()
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Draws `text` over the current standard-error line (terminals only).
    func bar(_ text: String) {
        guard stderrIsTerminal else { return }
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + text).utf8))
        barShown = true
    }

    /// Erases the progress bar, if one is drawn.
    func clearBar() {
        guard barShown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        barShown = false
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
