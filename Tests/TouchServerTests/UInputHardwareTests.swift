import Foundation
import Testing
import TouchServer

/// Whether this machine lets a test make uinput devices.
let uinputIsAvailable = FileManager.default.isWritableFile(atPath: UInputTouchscreen.defaultPath)

/// Where the kernel's uinput is available (`/dev/uinput` writable: the uinput
/// module loaded, root or a udev rule), a replay makes a real input device
/// and its event node reads back exactly the encoded frames. Elsewhere the
/// suite is skipped, saying why.
@Suite("uinput replay on the kernel", .enabled(if: uinputIsAvailable,
                                              "skipped: /dev/uinput is absent or not writable here (load the uinput module, run as root)"))
struct UInputHardwareTests {

    @Test("A two-finger script replayed through uinput reads back from the device's event node as the encoder wrote it")
    func replayReadsBack() throws {
        let screen = ScreenSize(width: 1024, height: 768)
        let script = TouchScript.pinch(center: ScreenPoint(x: 400, y: 300), from: 100, to: 300, pressure: 0.5)
        let device = try UInputTouchscreen(name: "xuitouch test touchscreen \(getpid())", screen: screen)
        defer { device.close() }
        let sysName = try #require(device.sysName)
        let node = try #require(try FileManager.default.contentsOfDirectory(atPath: "/sys/devices/virtual/input/\(sysName)")
            .first { $0.hasPrefix("event") }, "no event node for \(sysName)")
        var reader: Int32 = -1
        for _ in 0..<100 where reader < 0 {  // udev creates the node a moment after the device
            reader = open("/dev/input/\(node)", O_RDONLY | O_NONBLOCK)
            if reader < 0 { usleep(20_000) }
        }
        try #require(reader >= 0, "cannot open /dev/input/\(node): \(String(cString: strerror(errno)))")
        defer { close(reader) }
        try UInputScriptPlayer(timing: .fast).play(script, on: device, screen: screen, slots: TouchScript.maxFingers)
        usleep(50_000)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(reader, &buffer, buffer.count)
            guard n > 0 else { break }
            bytes += buffer[0..<n]
        }
        let readBack = stride(from: 0, to: bytes.count - EvdevEvent.size + 1, by: EvdevEvent.size).compactMap {
            EvdevEvent(bytes: bytes[$0..<($0 + EvdevEvent.size)])
        }
        var encoder = EvdevTouchEncoder(screen: screen, slots: TouchScript.maxFingers)
        var expected: [EvdevEvent] = []
        for case .frame(let changes) in TouchScriptPlayer.actions(for: script.steps) { expected += try encoder.encode(changes) }
        #expect(!expected.isEmpty)
        #expect(readBack == expected)
    }
}

/// `xuitouch play --uinput` as a tester runs it on a machine without uinput.
@Suite("xuitouch play --uinput without uinput", .enabled(if: !FileManager.default.fileExists(atPath: UInputTouchscreen.defaultPath),
                                                        "skipped: this machine has /dev/uinput"))
struct UInputToolTests {
    @Test("play --uinput says /dev/uinput is missing and how to get it, and plays nothing; keys are refused first")
    func missingUInputIsAClearError() throws {
        let server = try HeadlessTouchServer(width: 640, height: 480)
        defer { server.stop() }
        var result = runTool(["play", "-", "--uinput", "--display", server.display], stdin: "down 1 10 10\nup 1\n")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: /dev/uinput does not exist: load the uinput kernel module (`modprobe uinput`) to replay through a virtual device\n",
                "\(result.stderr)")
        result = runTool(["play", "-", "--uinput", "--display", server.display], stdin: "down 1 10 10\nup 1\nkey a\n")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: -: line 3: a uinput replay plays touches only"), "\(result.stderr)")
        result = runTool(["play", "-", "--uinput", "--new-server", "640x480"], stdin: "down 1 10 10\nup 1\n")
        #expect(result.status == 64, "\(result.stderr)")
    }
}
