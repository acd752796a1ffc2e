import ArgumentParser
import Foundation
import TouchServer
import TouchServerX11

/// `xuitouch record`: raw touches, keys, buttons and absolute pointer moves of any X display to a script.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record the touches, keys, buttons and absolute pointer moves of every device on an X display as a touch script.",
        discussion: """
        Listens to XI2 raw events on the root window (every window and device, also a real touchscreen) \
        until Ctrl-C or --duration, then writes the script in format 2 (Docs/touch-script.md): \
        where and when it was recorded, each touch device with its axes, and the touches with their \
        times since the first one, pressure, source device and contact size where the device reports \
        them, and the keys, buttons and absolute pointer (pen, tablet) moves between them (not the moves \
        of a mouse or touchpad, which are relative). `xuitouch play` replays it.
        """
    )

    @Option(help: "The X display (default: $DISPLAY).") var display: String?
    @Option(name: .shortAndLong, help: "Write the script here instead of standard output.") var output: String?
    @Option(help: "Stop after this many seconds.") var duration: Double?

    func run() throws {
        let recorder: RawTouchRecorder
        do { recorder = try RawTouchRecorder(displayName: display) } catch { throw fail(error) }
        let signalPipe = SignalPipe.install()
        FileHandle.standardError.write(Data("recording input on \(recorder.display.name) (\(recorder.display.screenSize)); Ctrl-C to stop\n".utf8))
        let deadline = duration.map { Date().addingTimeInterval($0) }
        while true {
            var fds = [pollfd(fd: recorder.display.fileDescriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: signalPipe, events: Int16(POLLIN), revents: 0)]
            let timeout = deadline.map { Int32(max(0, $0.timeIntervalSinceNow * 1000)) } ?? -1
            let ready = poll(&fds, 2, timeout)
            recorder.drain()
            if fds[1].revents != 0 || (ready == 0 && deadline != nil) { break }
        }
        let text = recorder.script.text
        if let output {
            try text.write(toFile: output, atomically: true, encoding: .utf8)
        } else {
            print(text, terminator: "")
        }
    }
}
