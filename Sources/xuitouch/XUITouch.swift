import ArgumentParser
import TouchServer
import X11Client

/// `xuitouch`: a headless X server with a virtual touchscreen, and tools to
/// script, record and inspect touch input on X11.
@main
struct XUITouch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xuitouch",
        abstract: "Headless X server with a virtual touchscreen; play, record and inspect touch input.",
        discussion: """
        Start a server with `eval "$(xuitouch server start --background)"`, then run an app on
        $DISPLAY and drive it with `xuitouch gesture ...` or `xuitouch play SCRIPT`; stop it with
        `xuitouch server stop`. Script format: Docs/touch-script.md.
        """,
        subcommands: [
            ServerCommand.self, PlayCommand.self, GestureCommand.self, RecordCommand.self, DevicesCommand.self,
            ScreenshotCommand.self, InspectCommand.self,
        ]
    )
}

/// A failure reported as `Error: <message>` without the usage text (which
/// is for bad arguments only).
struct ToolError: Error, CustomStringConvertible {
    var description: String
}

/// Fails the command with `error`'s description as the message.
func fail(_ error: Error) -> ToolError {
    if case X11ClientError.noDisplay = error {
        return ToolError(description: "no X display: set DISPLAY (for example DISPLAY=:1) or pass --display "
            + "(`xuitouch server start` prints the DISPLAY of a headless server)")
    }
    return ToolError(description: String(describing: error))
}
