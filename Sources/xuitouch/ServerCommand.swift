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
            abstract: "Start a headless Xorg with a 10-finger touchscreen, keyboard and pointer (and, on request, more).",
            discussion: """
            Prints `export DISPLAY=:N` and `export XUITOUCH_CONTROL=PATH` once the server is ready, then
            serves `play`/`gesture` requests until stopped. With --background it returns after printing,
            leaving the server running: eval "$(xuitouch server start --background)". The background
            server keeps none of the caller's output streams; it logs to /tmp/xuitouch.XXXXXX.log, named
            on a third line (`# server log: PATH`), and removes that log when it stops (the log of one
            that was killed is removed by the next `server start`).

            Virtual devices: --touches sets the touchscreen's touch slots; --touchpad adds a touchpad (a \
            relative pointer with smooth scrolling and XI 2.4 gestures, as X shows a libinput touchpad); \
            --pen adds a pen (an absolute pointer with proximity and pressure); each --output WxH adds an \
            output (DUMMY1, DUMMY2...) to the right of the first, whose size is --size. The touchscreen \
            covers the whole screen (all outputs); map it to one with its transformation matrix. By \
            default it is the inputtest driver's: position and pressure axes only, so a script's \
            `major`/`minor`/`orientation` are not sent. With --contact-axes it is XUIKit's own Xorg input \
            driver's (built by `make xorg-driver`), which adds "Abs MT Touch Major" and "Abs MT Touch Minor" \
            (0...65535, position-axis units: 65535 is the screen's width) and "Abs MT Orientation" \
            (-90...90 degrees): a script's `major`/`minor`/`orientation` are then sent as they are \
            (device units; out of those ranges is an error).
            """
        )

        @Option(help: "Screen size WIDTHxHEIGHT (the first output's, with --output).") var size: String = "1024x768"
        @Option(help: "The touchscreen's touch slots (most fingers at once), 1...255.") var touches = 10
        @Flag(help: "Give the touchscreen contact size and orientation axes (XUIKit's own Xorg driver: make xorg-driver).")
        var contactAxes = false
        @Flag(help: "Add a touchpad: relative pointer with smooth scrolling.") var touchpad = false
        @Flag(help: "Add a pen: absolute pointer with proximity and pressure.") var pen = false
        @Option(name: .customLong("output"), help: "Add an output WIDTHxHEIGHT right of the others (repeatable).")
        var outputs: [String] = []
        @Flag(help: "Return once the server is ready, leaving it running.") var background = false
        @Option(help: "The Xorg binary (default: Xorg on PATH, then /usr/lib/xorg/Xorg).") var xorg: String?
        /// Set by --background for its child: once ready, stdout and stderr go to the log file.
        @Flag(help: .hidden) var detachOutput = false

        func run() throws {
            guard let screen = ScreenSize(parsing: size) else { throw ValidationError("--size must be WIDTHxHEIGHT, got '\(size)'") }
            let devices = try deviceOptions(first: screen)
            if background {
                try startInBackground()
                return
            }
            let signalPipe = SignalPipe.install()
            ServerLogs.removeStale()
            let server: HeadlessTouchServer
            do {
                server = try HeadlessTouchServer(width: screen.width, height: screen.height, xorgPath: xorg, devices: devices)
            } catch { throw fail(error) }
            let control = try TouchControlServer(server: server)
            print("export DISPLAY=\(server.display)")
            print("export XUITOUCH_CONTROL=\(control.path)")
            if detachOutput {
                let log = ServerLogs.path(forServerDirectory: server.directory)
                print("# server log: \(log)")
                fflush(nil)
                Self.redirectOutput(to: log)
            }
            fflush(nil)  // all output streams (stdout itself is a C global Swift 6 will not read)
            control.run(wakeDescriptor: signalPipe)
            control.close()
            server.stop()
            // A stopped server's log goes with it (`ServerLogs`: a crashed one's, at the next start).
            if detachOutput { ServerLogs.remove(forServerDirectory: server.directory) }
        }

        /// Re-runs this command without --background as a detached child and
        /// relays its export lines and the line naming its log file (a shell
        /// comment, so `eval` takes the output as it is).
        private func startInBackground() throws {
            var arguments = ["server", "start", "--size", size, "--touches", String(touches), "--detach-output"]
            if contactAxes { arguments.append("--contact-axes") }
            if touchpad { arguments.append("--touchpad") }
            if pen { arguments.append("--pen") }
            for output in outputs { arguments += ["--output", output] }
            if let xorg { arguments += ["--xorg", xorg] }
            let lines = try BackgroundProcess.spawnSelf(arguments: arguments)
            for line in lines { print(line) }
        }

        /// The devices and outputs the options ask for; a usage error (exit 64) names what cannot be served.
        private func deviceOptions(first: ScreenSize) throws -> VirtualDeviceOptions {
            let extra = try outputs.map { text in
                guard let size = ScreenSize(parsing: text) else { throw ValidationError("--output must be WIDTHxHEIGHT, got '\(text)'") }
                return size
            }
            let devices = VirtualDeviceOptions(touchSlots: touches, hasTouchpad: touchpad, hasPen: pen, extraOutputs: extra,
                                               hasContactAxes: contactAxes)
            if let problem = devices.problem(first: first) { throw ValidationError(problem) }
            return devices
        }

        /// Points stdout and stderr at `path` (appended, created 0644), so the
        /// process holds none of its starter's streams; /dev/null if it cannot be opened.
        private static func redirectOutput(to path: String) {
            var fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
            if fd < 0 { fd = open("/dev/null", O_WRONLY | O_CLOEXEC) }
            guard fd >= 0 else { return }
            dup2(fd, STDOUT_FILENO)
            dup2(fd, STDERR_FILENO)
            close(fd)
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

    /// Prints a running server's display, size, touch slots and outputs.
    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print a running server's display, screen size, touch slots, outputs and devices beyond the defaults.")
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
