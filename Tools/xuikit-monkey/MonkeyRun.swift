import Foundation
import TouchServer
import TouchServerX11
import X11Client

/// What a monkey run found.
struct MonkeyOutcome {
    var events = 0, gestures = 0
    var seconds = 0.0
    var crashes = 0, hangs = 0, blankScreens = 0
    var violations: [String] = []
    /// Touches the audit still held live after the last gesture (every gesture lifts its fingers).
    var liveAtEnd: Int?
    var audit = ""
    /// Resident memory of the app (MB), sampled every `sampleEvery` events (reset at a restart).
    var memory: [Double] = []
    var reports: [String] = []

    /// Memory after warm-up (the second quarter of the samples) against the last quarter's median, in MB.
    var memoryGrowth: Double? {
        guard memory.count >= 8 else { return nil }
        let quarter = memory.count / 4
        let warm = memory[quarter..<2 * quarter].sorted()[quarter / 2]
        let last = memory[(memory.count - quarter)...].sorted()[quarter / 2]
        return last - warm
    }

    /// Growth without bound: more than 5 MB and 10% past warm-up.
    var memoryGrows: Bool {
        guard let growth = memoryGrowth, let first = memory.first else { return false }
        return growth > 5 && growth > first * 0.1
    }

    var isClean: Bool { crashes == 0 && hangs == 0 && blankScreens == 0 && violations.isEmpty && (liveAtEnd ?? 0) == 0 && !memoryGrows }

    var summary: String {
        let rate = seconds > 0 ? Int(Double(events) / seconds) : 0
        var lines = [
            "monkey: \(events) events (\(gestures) gestures) in \(Int(seconds)) s (\(rate)/s): \(crashes) crashes, \(hangs) hangs, "
                + "\(violations.count) phase violations, \(blankScreens) blank screens, \(liveAtEnd.map(String.init) ?? "?") touches live at the end",
            "monkey: audit at the end: \(audit)",
            "monkey: resident MB every sample: " + memory.map { String(format: "%.1f", $0) }.joined(separator: " "),
        ]
        if let growth = memoryGrowth { lines.append(String(format: "monkey: memory after warm-up: %+.1f MB%@", growth, memoryGrows ? " (grows)" : " (flat)")) }
        lines += violations.prefix(10).map { "monkey: violation: \($0)" }
        lines += reports.map { "monkey: report: \($0)" }
        lines.append(isClean ? "monkey: clean" : "monkey: FOUND PROBLEMS")
        return lines.joined(separator: "\n")
    }
}

/// One run: the app on the server, gestures played one by one, checks between them.
struct MonkeyRun {
    let seed: UInt64
    let appURL: URL
    let server: HeadlessTouchServer
    let display: XDisplay
    let out: String
    var generator: MonkeyGestures
    /// The gestures played since the app (re)started, for a report (the last 2,000).
    private var sinceLaunch: [[TouchScript.Step]] = []
    private var launchGesture = 0
    private var app: MonkeyApp?

    /// Seconds without a heartbeat that make a hang.
    var hangSeconds: TimeInterval = 10

    /// The factor on waits shorter than half a second.
    let pace: Double

    init(seed: UInt64, appURL: URL, server: HeadlessTouchServer, display: XDisplay, out: String, fromGesture: Int, pace: Double) {
        self.pace = pace
        self.seed = seed
        self.appURL = appURL
        self.server = server
        self.display = display
        self.out = out
        generator = MonkeyGestures(seed: seed)
        for _ in 0..<fromGesture { _ = generator.next() }
        launchGesture = fromGesture
    }

    mutating func play(events target: Int, seconds limit: Double?, gestures maxGestures: Int?, screenshotEvery: Int, sampleEvery: Int) throws -> MonkeyOutcome {
        var outcome = MonkeyOutcome()
        try launch(at: launchGesture)
        let started = Date()
        let player = TouchScriptPlayer(timing: .realTime)
        var nextScreenshot = screenshotEvery, nextSample = 0, nextProgress = 100_000
        var gesture = launchGesture
        while outcome.events < target, maxGestures.map({ outcome.gestures < $0 }) ?? true,
              limit.map({ Date().timeIntervalSince(started) < $0 }) ?? true {
            let steps = generator.next().1.map { step -> TouchScript.Step in
                if case .wait(let ms) = step, ms < 500 { return .wait(milliseconds: ms * pace) }
                return step
            }
            sinceLaunch.append(steps)
            if sinceLaunch.count > 2_000 { sinceLaunch.removeFirst(500) }
            try player.play(TouchScript(steps), on: server)
            outcome.events += MonkeyGestures.eventCount(steps)
            outcome.gestures += 1
            gesture += 1
            guard let app else { break }
            if !app.isRunning {
                outcome.crashes += 1
                outcome.reports.append(try report("crash", "the app ended (\(app.ending)) after gesture \(gesture - 1)", app: app, lastGesture: gesture - 1))
                outcome.violations += app.violations
                outcome.memory.removeAll()
                try launch(at: gesture)
                continue
            }
            if app.secondsSinceHeartbeat > hangSeconds {
                outcome.hangs += 1
                let what = "no heartbeat for \(Int(app.secondsSinceHeartbeat)) s after gesture \(gesture - 1)"
                outcome.reports.append(try report("hang", what, app: app, lastGesture: gesture - 1, stacks: app.stacks()))
                outcome.violations += app.violations
                app.kill()
                outcome.memory.removeAll()
                try launch(at: gesture)
                continue
            }
            if outcome.events >= nextScreenshot {
                nextScreenshot += screenshotEvery
                if try isBlank() {
                    outcome.blankScreens += 1
                    let path = "\(out)/blank-\(seed)-\(gesture).png"
                    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
                    try ScreenCapture(display: display).writePNG(to: path)
                    outcome.reports.append("blank window after gesture \(gesture - 1): \(path)")
                }
            }
            if outcome.events >= nextSample, let mb = app.residentMB {
                outcome.memory.append(mb)
                nextSample += sampleEvery
            }
            if outcome.events >= nextProgress {
                nextProgress += 100_000
                say("monkey: \(outcome.events) events, \(Int(Date().timeIntervalSince(started))) s, \(app.residentMB.map { String(format: "%.1f MB", $0) } ?? "?"); audit: \(app.summary)")
            }
        }
        outcome.seconds = Date().timeIntervalSince(started)
        if let app {
            // Every gesture lifted its fingers: once the app has caught up, no touch may be live.
            usleep(300_000)
            if app.isRunning, app.waitForHeartbeat(timeout: 5) {
                outcome.liveAtEnd = app.count("live")
                outcome.audit = app.summary
            }
            outcome.violations += app.violations
            app.kill()
        }
        return outcome
    }

    /// Starts the app and waits for its first page and its first heartbeat.
    private mutating func launch(at gesture: Int) throws {
        app?.kill()
        let started = try MonkeyApp(executable: appURL, display: server.display)
        guard started.waitForOutput("launched", timeout: 60 + hangSeconds), started.waitForHeartbeat(timeout: hangSeconds) else {
            let error = started.standardError
            started.kill()
            throw MonkeyError("the app did not start: \(error.suffix(2_000))")
        }
        app = started
        launchGesture = gesture
        sinceLaunch.removeAll()
    }

    /// Whether the screen is one colour (the gallery always shows its list and a page).
    private func isBlank() throws -> Bool {
        let capture = try ScreenCapture(display: display)
        let first = capture.pixels[0]
        return !capture.pixels.contains { $0 != first }
    }

    /// Writes a report and the script of the gestures since the app started; returns a line naming them.
    private func report(_ kind: String, _ what: String, app: MonkeyApp, lastGesture: Int, stacks: String = "") throws -> String {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let base = "\(out)/\(kind)-\(seed)-\(lastGesture)"
        let first = lastGesture + 1 - sinceLaunch.count
        let replay = "xuikit-monkey --seed \(seed) --from-gesture \(launchGesture) --gestures \(lastGesture + 1 - launchGesture)"
        let text = """
            \(what)
            seed \(seed); the app started before gesture \(launchGesture); the script holds gestures \(first)...\(lastGesture)
            replay: \(replay)
            or on a fresh gallery: xuitouch play \(base).touch (when it holds every gesture since the start)
            audit: \(app.summary)
            violations: \(app.violations.joined(separator: "\n"))
            standard error (last part):
            \(app.standardError.suffix(6_000))
            stacks (gdb):
            \(stacks)
            """
        try text.write(toFile: base + ".txt", atomically: true, encoding: .utf8)
        let script = "# xuikit-monkey seed \(seed), gestures \(first)...\(lastGesture)\n" + TouchScript(sinceLaunch.flatMap { $0 }).text
        try script.write(toFile: base + ".touch", atomically: true, encoding: .utf8)
        return "\(what): \(base).txt, \(base).touch; replay: \(replay)"
    }
}

struct MonkeyError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A line to standard output at once (print's buffer would hold progress back when it goes to a file).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
