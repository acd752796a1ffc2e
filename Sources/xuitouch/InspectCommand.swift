import ArgumentParser
import Foundation
import TouchLab
import TouchServer
import TouchServerX11
import XUIKitX11

/// `xuitouch inspect`: the touchscreen inspector, a full-screen XUIKit app
/// showing every contact as an application receives it, and the devices.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show what an application receives from a touchscreen: every contact live, and the input devices.",
        discussion: """
        A full-screen window: a circle, a trail and a label per finger (id in landing order, phase, \
        position in points and in the touchscreen's own units as it reported them, force and radius, \
        and the contact's major and minor axes and orientation where the device reports them, tap count, \
        age, events per second), the contacts down now and the most seen at once, and \
        a side panel of the X input devices (kept up to date as devices come and go) and of ghost \
        touches. --calibrate, --edge-grid, --lines and --max-contacts guide the tester through \
        crosshairs, lines and as many fingers as the panel takes, in that order; --palms draws each \
        finger at its contact size, classed finger, thumb or palm. --duration ends it by itself, Ctrl+C, SIGTERM or the window's close \
        button too; --report DIR then writes DIR/report.json and DIR/trails.png (fields: README, \
        "For touchscreen testers"). Prints `inspecting DISPLAY` once the window is on screen, and the \
        report's paths at the end.
        """
    )

    @Option(help: "The X display (default: $DISPLAY).") var display: String?
    @Option(help: "Start a headless server of this size (WIDTHxHEIGHT) for the inspector; drive it with `xuitouch gesture`.")
    var newServer: String?
    @Option(help: "With --new-server: the touchscreen's touch slots (most fingers at once), 1...255 (default 10).")
    var touches: Int?
    @Option(help: "Finish after this many seconds.") var duration: Double?
    @Option(help: "Write report.json and trails.png into this directory when finishing.") var report: String?
    @Flag(help: "Calibrate the touchscreen first: tap four crosshairs; the corrected matrix is applied and printed.")
    var calibrate = false
    @Option(help: "With --calibrate: put the crosshairs on this XRandR output (maps the touchscreen to it).") var output: String?
    @Flag(help: "Tap targets at every corner and edge and the centre; misses are reported (after --calibrate, if both).")
    var edgeGrid = false
    @Flag(help: "Draw along four guide lines (best with a ruler); each stroke's deviation is reported (after --calibrate and --edge-grid).")
    var lines = false
    @Flag(help: "Put down as many fingers as the panel takes, then lift them all; the most at once is compared with the touches the touchscreen advertises (after the others).")
    var maxContacts = false
    @Flag(help: "The palm view: each finger drawn at its contact size and classed finger, thumb or palm (radius over 30 pt).")
    var palms = false

    func validate() throws {
        if let duration, !(duration > 0) { throw ValidationError("--duration must be a positive number of seconds") }
        if output != nil, !calibrate { throw ValidationError("--output is for --calibrate") }
        if newServer != nil, display != nil { throw ValidationError("--new-server and --display exclude each other") }
        if touches != nil, newServer == nil { throw ValidationError("--touches is for --new-server (a running server keeps its own)") }
        if let newServer {
            guard let size = ScreenSize(parsing: newServer) else { throw ValidationError("--new-server must be WIDTHxHEIGHT, got '\(newServer)'") }
            if let problem = deviceOptions.problem(first: size) { throw ValidationError(problem) }
        }
    }

    /// The virtual devices of `--new-server`'s server.
    private var deviceOptions: VirtualDeviceOptions { VirtualDeviceOptions(touchSlots: touches ?? 10) }

    func run() throws {
        var server: HeadlessTouchServer?
        if let newServer, let size = ScreenSize(parsing: newServer) {
            let started: HeadlessTouchServer
            do { started = try HeadlessTouchServer(width: size.width, height: size.height, devices: deviceOptions) } catch { throw fail(error) }
            server = started
            try Self.serveControlRequests(for: started)
        }
        let displayName = server?.display ?? display
        let devices: [InspectedDevice], outputs: [InspectedOutput]
        do {
            let x = try XDisplay(name: displayName)
            outputs = x.activeOutputs()
            devices = x.inspectedDevices(outputs: outputs)
            x.close()
        } catch {
            server?.stop()
            throw fail(error)
        }
        var calibration: Calibration?
        if calibrate {
            calibration = try Self.calibration(on: output, outputs: outputs, displayName: displayName, server: server)
        }
        var configuration = InspectorAppDelegate.Configuration(
            devices: devices, outputs: outputs, duration: duration, reportDirectory: report.map { URL(fileURLWithPath: $0) },
            calibration: calibration)
        configuration.runsEdgeGrid = edgeGrid
        configuration.runsLineTest = lines
        configuration.runsMaxContactsTest = maxContacts
        configuration.showsPalms = palms
        let signalPipe = SignalPipe.install()
        MainActor.assumeIsolated {
            Self.runInspector(configuration, displayName: displayName, signalPipe: signalPipe, server: server)
        }
    }

    /// Runs the inspector app until it finishes, then ends the process:
    /// status 0, or 1 when the report could not be written.
    @MainActor
    private static func runInspector(
        _ configuration: InspectorAppDelegate.Configuration, displayName: String?, signalPipe: Int32, server: HeadlessTouchServer?
    ) -> Never {
        var configuration = configuration
        // The devices' own values (raw events): without them the labels fall back to units worked back from points.
        var rawContacts: InspectorRawContacts?
        do { rawContacts = try InspectorRawContacts(displayName: displayName) } catch {
            FileHandle.standardError.write(Data("warning: cannot read raw touch events (\(error)); device units are worked back from points\n".utf8))
        }
        configuration.rawContacts = rawContacts
        let delegate = InspectorAppDelegate(configuration: configuration)
        // Hotplug: the panel and the report follow the device table.
        let devicesWatch = try? DeviceHierarchyWatch(displayName: displayName) { devices in
            DispatchQueue.main.async { MainActor.assumeIsolated { delegate.updateDevices(devices) } }
        }
        delegate.onReady = { size in
            print("inspecting \(displayName ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? "") "
                + "(\(size.width)x\(size.height) pt); Ctrl+C to stop")
            fflush(nil)
        }
        delegate.onFinish = { outcome in
            var status: Int32 = 0
            let report = outcome.report
            let count = report.totals.contacts
            print("finished (\(outcome.reason)): \(count) contact\(count == 1 ? "" : "s"), at most \(report.maxSimultaneousContacts) at once")
            if let palms = report.palms {
                print(palms.touchscreenReportsSize
                    ? "palms: \(palms.palms) palm(s), \(palms.thumbs) thumb(s), \(palms.fingers) finger(s), \(palms.noSize) without a size"
                    : "palms: the touchscreen reports no contact size (\(palms.noSize) contacts without one)")
            }
            switch outcome.written {
            case let .success(files)?:
                print("report: \(files.json.path)\ntrails: \(files.trails.path)")
            case let .failure(error)?:
                FileHandle.standardError.write(Data("Error: cannot write the report: \(error)\n".utf8))
                status = 1
            case nil:
                break
            }
            fflush(nil)
            devicesWatch?.stop()
            rawContacts?.close()
            server?.stop()
            Glibc.exit(status)
        }
        delegate.onCalibrated = { calibration in InspectorCalibrationApplier.apply(calibration, displayName: displayName) }
        delegate.onLineTestDone = { results in
            for (index, result) in results.enumerated() {
                print("line \(index + 1): at most \(ContactSummary.fixed(result.maxDeviation, 1)) pt off, mean "
                    + "\(ContactSummary.fixed(result.meanDeviation, 1)) pt, \(Int((result.coverage * 100).rounded()))% of the guide drawn")
            }
            fflush(nil)
        }
        delegate.onEdgeGridDone = { report in
            print("edge grid: \(report.misses) of \(report.targets.count) targets missed by more than \(Int(report.missLimit)) pt")
            for result in report.targets where result.isMiss {
                print("  missed \(Int(result.target.x.rounded())),\(Int(result.target.y.rounded())) by \(Int(result.miss.rounded())) pt")
            }
            fflush(nil)
        }
        delegate.onMaxContactsDone = { result in
            print("max contacts: \(result.summary)")
            fflush(nil)
        }
        // Ctrl+C and SIGTERM arrive on the signal pipe; the app's loop runs main-queue sources.
        let signals = DispatchSource.makeReadSource(fileDescriptor: signalPipe, queue: .main)
        signals.setEventHandler {
            MainActor.assumeIsolated { delegate.finish(reason: "signal") }
        }
        signals.resume()
        withExtendedLifetime(signals) {
            ApplicationRunner.run(delegate: delegate, displayName: displayName)
        }
    }

    /// Crosshairs over the whole screen, or over `output`'s area.
    private static func calibration(on output: String?, outputs: [InspectedOutput], displayName: String?,
                                    server: HeadlessTouchServer?) throws -> Calibration {
        guard let output else { return Calibration() }
        guard let area = outputs.first(where: { $0.name == output }) else {
            server?.stop()
            throw ToolError(description: "no active output named \(output); outputs: \(outputs.map(\.name).joined(separator: ", "))")
        }
        let x = try XDisplay(name: displayName)
        let screen = x.screenPixelSize
        x.close()
        let (width, height) = (Double(screen.width), Double(screen.height))
        return Calibration(area: (Double(area.x) / width, Double(area.y) / height, Double(area.width) / width, Double(area.height) / height))
    }

    /// Serves `xuitouch play`/`gesture` for `server` on a thread of its own,
    /// and prints the lines that point those commands at it.
    private static func serveControlRequests(for server: HeadlessTouchServer) throws {
        let control = try TouchControlServer(server: server)
        print("export DISPLAY=\(server.display)")
        print("export XUITOUCH_CONTROL=\(control.path)")
        fflush(nil)
        var ends: [Int32] = [0, 0]
        pipe(&ends)  // never written: the control server runs until the process ends
        let wake = ends[0]
        Thread.detachNewThread { control.run(wakeDescriptor: wake) }
    }
}
