import Foundation

/// One subcommand of `infowindow`: its name, its help and what it does. Adding a command is adding one
/// value to ``Tool/commands``.
struct Command {
    /// The word typed after `infowindow`.
    let name: String
    /// One line for `infowindow help`.
    let summary: String
    /// The synopsis lines, e.g. `infowindow render SCENE.json -o OUT.png [--scale N]`.
    let usage: [String]
    /// Paragraphs printed by `--help` between the synopsis and the options.
    let details: String
    /// The options the command accepts (`-h`/`--help` is added to every command).
    let options: [OptionSpec]
    /// Example command lines with a comment each.
    let examples: [(command: String, comment: String)]
    /// Runs the command; returns the exit status.
    let run: @MainActor (ParsedArguments, Console) throws(CLIError) -> Int32

    /// The full `--help` text.
    var helpText: String {
        var text = "Usage:\n" + usage.map { "  " + $0 }.joined(separator: "\n") + "\n\n" + details + "\n"
        let all = options + [OptionSpec(["-h", "--help"], help: "show this help")]
        text += "\nOptions:\n"
        let labels = all.map { $0.label }
        let width = min(28, (labels.map(\.count).max() ?? 0) + 2)
        for (spec, label) in zip(all, labels) {
            let pad = String(repeating: " ", count: max(2, width - label.count))
            text += "  " + label + pad + spec.help + "\n"
        }
        if !examples.isEmpty {
            text += "\nExamples:\n"
            for example in examples {
                text += "  # \(example.comment)\n  \(example.command)\n"
            }
        }
        return String(text.dropLast())
    }
}

/// Exit statuses: 0 success, 1 a failure while rendering or writing, 2 bad usage or bad input.
enum ExitStatus {
    static let success: Int32 = 0
    static let renderingFailed: Int32 = 1
    static let badInput: Int32 = 2
}

/// A failure to report on standard error, with the status to exit with.
struct CLIError: Error {
    /// The sentence printed (without a trailing newline).
    let message: String
    /// The exit status.
    let status: Int32

    /// Bad usage or bad input (status 2).
    static func usage(_ message: String) -> CLIError { CLIError(message: message, status: ExitStatus.badInput) }
    /// A failure while rendering or writing (status 1).
    static func rendering(_ message: String) -> CLIError { CLIError(message: message, status: ExitStatus.renderingFailed) }
}
