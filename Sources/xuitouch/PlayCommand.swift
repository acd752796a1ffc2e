import ArgumentParser
import Foundation
import TouchServer

/// `xuitouch play SCRIPT`.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a touch script (Docs/touch-script.md) into a headless touch server.",
        discussion: "SCRIPT is a file, or - for standard input. The script is checked before anything is sent."
    )

    @Argument(help: "The script file, or - for standard input.") var script: String
    @OptionGroup var playback: PlaybackOptions

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
        // Checked once without a server before any is reached or started, then against its screen and touch slots.
        do { _ = try TouchScript(parsing: text, maxFingers: VirtualDeviceOptions.maxTouchSlots) } catch {
            throw ToolError(description: "\(script): \(error)")
        }
        try playback.play { screen, touchSlots in
            do { return try TouchScript(parsing: text, screen: screen, maxFingers: touchSlots) } catch {
                throw ToolError(description: "\(script): \(error)")
            }
        }
    }
}

/// Where and how a script is played: into a running server (found through
/// `ServerTarget`) or, with --new-server, into one started for this command.
struct PlaybackOptions: ParsableArguments {
    @OptionGroup var target: ServerTarget
    @Flag(help: "Do not wait between steps (the order of events is the same).") var fast = false
    @Option(name: .customLong("new-server"),
            help: "Start a headless server of this size (WIDTHxHEIGHT) just for this command, and stop it after.")
    var newServer: String?

    /// Plays the script `makeScript` returns for the server's screen and
    /// touch slots (it throws, say, for a position off that screen; nothing
    /// is played then).
    func play(_ makeScript: (ScreenSize, Int) throws -> TouchScript) throws {
        let timing: TouchScriptPlayer.Timing = fast ? .fast : .realTime
        do {
            if let newServer {
                guard let size = ScreenSize(parsing: newServer) else {
                    throw ValidationError("--new-server must be WIDTHxHEIGHT, got '\(newServer)'")
                }
                let script = try makeScript(size, TouchScript.maxFingers)
                let server = try HeadlessTouchServer(width: size.width, height: size.height)
                defer { server.stop() }
                print("playing on \(server.display)")
                try TouchScriptPlayer(timing: timing).play(script, on: server)
            } else {
                let client = try target.client()
                let info = try client.serverInfo()
                try client.play(try makeScript(info.screen, info.touchSlots), timing: timing)
            }
        } catch let error as ValidationError {
            throw error
        } catch let error as ToolError {
            throw error
        } catch {
            throw fail(error)
        }
    }
}
