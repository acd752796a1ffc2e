import ArgumentParser
import Foundation
import TouchServer
import TouchServerX11

/// `xuitouch play SCRIPT`.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a touch script (Docs/touch-script.md) into a headless touch server.",
        discussion: "SCRIPT is a file, or - for standard input. The script is checked before anything is sent."
    )

    @Argument(help: "The script file, or - for standard input.") var script: String
    @OptionGroup var playback: PlaybackOptions
    @Flag(help: ArgumentHelp("Scale a recording's positions from the screen it was recorded on to the one it is played on.",
                             discussion: "For a format-2 recording (its `recorded ... screen WxH` line): each position keeps its fraction of the screen."))
    var fit = false

    func run() throws {
        let text: String
        do {
            if script == "-" {
                text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            } else {
                text = try String(contentsOfFile: script, encoding: .utf8)
            }
        } catch {
            throw ToolError(description: "cannot read script \(script): \(error.localizedDescription)")
        }
        // Checked once before any server is reached or started, then against what it can play.
        do { _ = try TouchScript(parsing: text, for: .anyServer) } catch { throw ToolError(description: "\(script): \(error)") }
        try playback.play { target in
            do {
                guard fit else { return try TouchScript(parsing: text, for: target) }
                let recorded = try TouchScript(parsing: text, for: .anyServer)
                guard let screen = target.screen, let fitted = recorded.fitted(to: screen) else {
                    throw ToolError(description: "--fit needs a recording that names its screen (a format-2 `recorded ... screen WxH` line)")
                }
                try TouchScript.validate(fitted.steps, for: target)
                return fitted
            } catch let error as ToolError {
                throw error
            } catch {
                throw ToolError(description: "\(script): \(error)")
            }
        }
    }
}

/// Where and how a script is played: into a running server (found through
/// `ServerTarget`), with --new-server into one started for this command, or
/// with --uinput through a virtual kernel touchscreen on any X display.
struct PlaybackOptions: ParsableArguments {
    @OptionGroup var target: ServerTarget
    @Flag(help: "Do not wait between steps (the order of events is the same).") var fast = false
    @Option(name: .customLong("new-server"),
            help: "Start a headless server of this size (WIDTHxHEIGHT) just for this command, and stop it after.")
    var newServer: String?
    @Flag(help: ArgumentHelp("Replay the touches through a virtual kernel touchscreen (/dev/uinput) on the X display (--display or $DISPLAY).",
                             discussion: "As on a real desktop: the X server's libinput or evdev driver picks the device up. Needs /dev/uinput and write access to it."))
    var uinput = false

    /// Plays the script `makeScript` returns for what the server (or uinput
    /// device) can play (it throws, say, for a position off that screen;
    /// nothing is played then).
    func play(_ makeScript: (PlaybackTarget) throws -> TouchScript) throws {
        let timing: TouchScriptPlayer.Timing = fast ? .fast : .realTime
        do {
            if uinput {
                guard newServer == nil else { throw ValidationError("--uinput and --new-server exclude each other") }
                try playThroughUInput(makeScript, timing: timing)
            } else if let newServer {
                guard let size = ScreenSize(parsing: newServer) else {
                    throw ValidationError("--new-server must be WIDTHxHEIGHT, got '\(newServer)'")
                }
                let script = try makeScript(PlaybackTarget(screen: size))
                let server = try HeadlessTouchServer(width: size.width, height: size.height)
                defer { server.stop() }
                print("playing on \(server.display)")
                try TouchScriptPlayer(timing: timing).play(script, on: server)
            } else {
                let client = try target.client()
                try client.play(try makeScript(client.playbackTarget()), timing: timing)
            }
        } catch let error as ValidationError {
            throw error
        } catch let error as UInputTouchscreen.UInputError {
            throw ToolError(description: error.description)
        } catch let error as ToolError {
            throw error
        } catch {
            throw fail(error)
        }
    }

    /// Plays through a uinput touchscreen whose axes span the X display's screen.
    private func playThroughUInput(_ makeScript: (PlaybackTarget) throws -> TouchScript, timing: TouchScriptPlayer.Timing) throws {
        let display = try XDisplay(name: target.display)
        let screen = display.screenSize
        display.close()
        let slots = TouchScript.maxFingers
        let script = try makeScript(UInputScriptPlayer.target(screen: screen, slots: slots))
        let device = try UInputTouchscreen(screen: screen, slots: slots)
        defer { device.close() }
        print("playing through uinput device \(device.sysName ?? "?") (\(device.name)) on \(screen)")
        usleep(500_000)  // the desktop's X server adds a new device as udev announces it
        try UInputScriptPlayer(timing: timing).play(script, on: device, screen: screen, slots: slots)
    }
}
