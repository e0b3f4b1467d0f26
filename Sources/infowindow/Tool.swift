import Foundation
import InfoWindowKit

/// The `infowindow` command: finds the subcommand, parses its options, runs it and turns every error
/// into one sentence on standard error and an exit status (0 success, 1 rendering or writing failed,
/// 2 bad usage or bad input). Nothing a user types reaches a crash or a stack trace.
@MainActor
enum Tool {
    /// Every subcommand, in the order `help` lists them. A new command is one more entry.
    static var commands: [Command] {
        [DemoCommand.command, RenderCommand.command, ViewCommand.command, ServeCommand.command, TilesCommand.command,
         HelpCommand.command]
    }

    /// Commands run by other commands, not listed by `help`: `serve-worker` (started by `serve`).
    static var internalCommands: [Command] { [ServeWorkerCommand.command] }

    /// Runs `arguments` (without the program name) and returns the exit status. Library warnings are
    /// printed as `infowindow: warning: …`.
    static func run(_ arguments: [String]) -> Int32 {
        let console = Console()
        let sink = WarningSink { message in
            try? OutputFile.write(Data("infowindow: warning: \(message)\n".utf8), to: FileHandle.standardError,
                                  name: "standard error")
        }
        let status = Diagnostics.$sink.withValue(sink) {
            dispatch(arguments, console: console)
        }
        guard let failure = console.stdoutFailure else { return status }
        console.err("infowindow: \(failure.description)")
        return max(status, ExitStatus.renderingFailed)
    }

    private static func dispatch(_ arguments: [String], console: Console) -> Int32 {
        guard let name = arguments.first, name != "-h", name != "--help" else {
            console.out(overview)
            return ExitStatus.success
        }
        guard let command = (commands + internalCommands).first(where: { $0.name == name }) else {
            let hint = EditDistanceHint.nearest(to: name, among: commands.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
            let what = name.hasPrefix("-") ? "option" : "command"
            console.err("infowindow: unknown \(what) '\(name)'\(hint); see 'infowindow help'")
            return ExitStatus.badInput
        }
        do {
            let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), options: command.options, command: command.name)
            if parsed.flags.contains("--help") {
                console.out(command.helpText)
                return ExitStatus.success
            }
            return try command.run(parsed, console)
        } catch {
            console.err(error.message)
            return error.status
        }
    }

    /// The text of `infowindow help`.
    static var overview: String {
        let width = (commands.map(\.name.count).max() ?? 0) + 3
        let list = commands.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count) + $0.summary }
        return """
            infowindow: Google Maps-style markers and info windows, drawn to PNG without a screen or shown in a window.

            Usage: infowindow COMMAND [OPTIONS]

            Commands:
            \(list.joined(separator: "\n"))

            Run 'infowindow COMMAND --help' for a command's options and examples.
            Scene files are described in docs/scene-format.md.
            Exit status: 0 success, 1 rendering or writing failed, 2 bad usage or bad input.
            """
    }
}

/// `infowindow help [COMMAND]`.
@MainActor
enum HelpCommand {
    static var command: Command {
        Command(name: "help", summary: "show help for infowindow or one of its commands",
                usage: ["infowindow help [COMMAND]"],
                details: "Without a command, lists the commands; with one, prints its options and examples\n(the same as 'infowindow COMMAND --help').",
                options: [], examples: [("infowindow help render", "the options of render")], run: run)
    }

    static func run(_ arguments: ParsedArguments, _ console: Console) throws(CLIError) -> Int32 {
        guard let name = arguments.positionals.first else {
            console.out(Tool.overview)
            return ExitStatus.success
        }
        guard arguments.positionals.count == 1 else {
            throw .usage("infowindow help: give one command name, e.g. 'infowindow help render'")
        }
        guard let command = Tool.commands.first(where: { $0.name == name }) else {
            let hint = EditDistanceHint.nearest(to: name, among: Tool.commands.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
            throw .usage("infowindow help: unknown command '\(name)'\(hint); the commands are \(Tool.commands.map(\.name).joined(separator: ", "))")
        }
        console.out(command.helpText)
        return ExitStatus.success
    }
}
