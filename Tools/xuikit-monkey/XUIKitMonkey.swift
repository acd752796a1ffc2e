import ArgumentParser
import Foundation
import TouchServer
import TouchServerX11
import X11Client

/// `make monkey`: random input of every kind the touch server sends, played
/// in real time over the demo gallery on a headless server, with the app's
/// touch audit on; it finds crashes, hangs, touch-phase violations, blank
/// windows and memory that grows.
///
/// A crash or a hang is written to `--out` as a report and a touch script
/// of the gestures since the app (re)started: `xuitouch play` replays it on
/// a fresh gallery, and so does `xuikit-monkey --seed S --from-gesture K
/// --gestures N` (the generator is deterministic; only timing differs). The
/// app is started again and the run goes on.
@main
struct XUIKitMonkey: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xuikit-monkey", abstract: "Random input over the demo gallery on a headless server, checked.")

    @Option(help: "Input events to send (a key press and release are two).") var events = 20_000
    @Option(help: "Stop after this many seconds even if fewer events were sent.") var seconds: Double?
    @Option(help: "The generator's seed (default: from the clock; printed).") var seed: UInt64?
    @Option(name: .customLong("from-gesture"), help: "Skip this many gestures of the seed's sequence first (replay).") var fromGesture = 0
    @Option(help: "Stop after this many gestures (replay).") var gestures: Int?
    @Option(help: "The app (default: Gallery beside this executable).") var app: String?
    @Option(help: "Where crash and hang reports go.") var out = ".build/monkey"
    @Option(name: .customLong("screenshot-every"), help: "Check the screen for a blank window every N events.") var screenshotEvery = 2_000
    @Option(name: .customLong("sample-every"), help: "Sample the app's resident memory every N events.") var sampleEvery = 10_000
    @Option(help: "Scale the waits between events by this (0.05...1); holds of half a second or more (long presses) keep their length.")
    var pace = 1.0
    @Option(name: .customLong("hang-seconds"), help: "Seconds without the app's heartbeat that make a hang (more under a profiler).")
    var hangSeconds = 10.0

    func validate() throws {
        guard events > 0, screenshotEvery > 0, sampleEvery > 0, fromGesture >= 0 else {
            throw ValidationError("--events, --screenshot-every and --sample-every must be positive, --from-gesture not negative")
        }
        if let seconds, !(seconds > 0) { throw ValidationError("--seconds must be positive") }
        guard (0.05...1).contains(pace) else { throw ValidationError("--pace must be within 0.05...1") }
    }

    func run() throws {
        let seed = seed ?? UInt64(Date().timeIntervalSince1970 * 1000)
        let appURL = app.map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("Gallery")
        guard FileManager.default.isExecutableFile(atPath: appURL.path) else {
            throw ValidationError("no app at \(appURL.path) (build it: swift build --product Gallery)")
        }
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let display = try XDisplay(name: server.display)
        var run = MonkeyRun(seed: seed, appURL: appURL, server: server, display: display, out: out, fromGesture: fromGesture, pace: pace)
        run.hangSeconds = hangSeconds
        say("monkey: seed \(seed), pace \(pace), \(events) events over \(appURL.lastPathComponent) on \(server.display)")
        let outcome = try run.play(events: events, seconds: seconds, gestures: gestures,
                                   screenshotEvery: screenshotEvery, sampleEvery: sampleEvery)
        say(outcome.summary)
        if !outcome.isClean { throw ExitCode(1) }
    }
}
