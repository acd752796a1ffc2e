import ArgumentParser
import Foundation
import TouchServer

/// `xuitouch server start|stop|info`.
struct ServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "server",
        abstract: "Start, stop or describe a headless touch server.",
        subcommands: [Start.self, Stop.self, Info.self]
    )

    /// Runs a server in the foreground until `server stop`, Ctrl-C or SIGTERM.
    struct Start: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Start a headless Xorg with a 10-finger touchscreen, keyboard and pointer.",
            discussion: """
            Prints `export DISPLAY=:N` and `export XUITOUCH_CONTROL=PATH` once the server is ready, then
            serves `play`/`gesture` requests until stopped. With --background it returns after printing,
            leaving the server running: eval "$(xuitouch server start --background)".
            """
        )

        @Option(help: "Screen size WIDTHxHEIGHT.") var size: String = "1024x768"
        @Flag(help: "Return once the server is ready, leaving it running.") var background = false
        @Option(help: "The Xorg binary (default: Xorg on PATH, then /usr/lib/xorg/Xorg).") var xorg: String?

        func run() throws {
            guard let screen = ScreenSize(parsing: size) else { throw ValidationError("--size must be WIDTHxHEIGHT, got '\(size)'") }
            if background {
                try startInBackground()
                return
            }
            let signalPipe = SignalPipe.install()
            let server: HeadlessTouchServer
            do {
                server = try HeadlessTouchServer(width: screen.width, height: screen.height, xorgPath: xorg)
            } catch { throw fail(error) }
            let control = try TouchControlServer(server: server)
            print("export DISPLAY=\(server.display)")
            print("export XUITOUCH_CONTROL=\(control.path)")
            fflush(nil)  // all output streams (stdout itself is a C global Swift 6 will not read)
            control.run(wakeDescriptor: signalPipe)
            control.close()
            server.stop()
        }

        /// Re-runs this command without --background as a detached child and
        /// relays its two export lines.
        private func startInBackground() throws {
            var arguments = ["server", "start", "--size", size]
            if let xorg { arguments += ["--xorg", xorg] }
            let lines = try BackgroundProcess.spawnSelf(arguments: arguments, readLines: 2)
            for line in lines { print(line) }
        }
    }

    /// Asks a running server to stop.
    struct Stop: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Stop a server started by `xuitouch server start`.")
        @OptionGroup var target: ServerTarget

        func run() throws {
            do { try target.client().stop() } catch { throw fail(error) }
        }
    }

    /// Prints a running server's display and size.
    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print a running server's display and screen size.")
        @OptionGroup var target: ServerTarget

        func run() throws {
            do { print(try target.client().info(), terminator: "") } catch { throw fail(error) }
        }
    }
}

/// How `play`, `gesture` and `server stop` find a running server.
struct ServerTarget: ParsableArguments {
    @Option(help: "The server's control socket (default: $XUITOUCH_CONTROL, else found from the display).")
    var control: String?
    @Option(help: "The server's display (default: $DISPLAY).") var display: String?

    func client() throws -> TouchControlClient {
        let environment = ProcessInfo.processInfo.environment
        if let path = control ?? environment["XUITOUCH_CONTROL"].flatMap({ $0.isEmpty ? nil : $0 }), display == nil {
            return TouchControlClient(path: path)
        }
        guard let display = display ?? environment["DISPLAY"], !display.isEmpty else {
            throw ToolError(description: "no server given: set DISPLAY or XUITOUCH_CONTROL (as printed by `xuitouch server start`), "
                                  + "or pass --display / --control")
        }
        return try TouchControlClient.locate(display: display)
    }
}
