import CTouchServerShim
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A virtual touchscreen made through `/dev/uinput`: a real kernel input
/// device, which the desktop's X server (libinput or evdev driver) picks up
/// as it does a panel, so a recorded session replays on another machine
/// (as `evemu-play` and `libinput replay` do). Frames are encoded by
/// `EvdevTouchEncoder`. Needs `/dev/uinput` (the `uinput` module) and write
/// access to it (root, or a udev rule giving it to the user's group).
/// The device goes away with `close()` or deinit.
public final class UInputTouchscreen {
    /// The device's name, as `xinput list` and libinput show it.
    public let name: String
    private var encoder: EvdevTouchEncoder
    private var fd: Int32

    public static let defaultPath = "/dev/uinput"

    /// Why a uinput device could not be made or written.
    public struct UInputError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Creates the device: a direct touchscreen with `slots` touch slots whose
    /// position axes (0...65535) span `screen` as the X server maps them.
    public init(name: String = "xuitouch replay touchscreen", screen: ScreenSize, slots: Int = TouchScript.maxFingers,
                path: String = UInputTouchscreen.defaultPath) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw UInputError(description: "\(path) does not exist: load the uinput kernel module (`modprobe uinput`) to replay through a virtual device")
        }
        var failedCall: UnsafePointer<CChar>?
        let created = cts_uinput_create_touchscreen(path, name, Int32(InputTestProtocol.positionAxisMax), Int32(slots),
                                                    Int32(EvdevTouchEncoder.maxPressure), &failedCall)
        guard created >= 0 else {
            let call = failedCall.map { String(cString: $0) } ?? "?"
            let hint = errno == EACCES || errno == EPERM ? " (write access to \(path) needs root or a udev rule for your group)" : ""
            throw UInputError(description: "cannot create a uinput touchscreen through \(path): \(call): \(String(cString: strerror(errno)))\(hint)")
        }
        fd = created
        self.name = name
        encoder = EvdevTouchEncoder(screen: screen, slots: slots)
    }

    deinit { close() }

    /// The device's name under /sys/devices/virtual/input (`input17`), for finding its event node.
    public var sysName: String? {
        var buffer = [CChar](repeating: 0, count: 64)
        guard fd >= 0, cts_uinput_sysname(fd, &buffer, Int32(buffer.count)) >= 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Sends one frame (the fingers that land, move and lift together) as one `SYN_REPORT`.
    public func send(frame changes: [VirtualTouchscreen.Change]) throws {
        guard fd >= 0 else { throw UInputError(description: "the uinput touchscreen is closed") }
        let bytes = try encoder.encode(changes).flatMap(\.bytes)
        guard !bytes.isEmpty else { return }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            throw UInputError(description: "writing to the uinput touchscreen failed: \(String(cString: strerror(errno)))")
        }
    }

    /// Destroys the device; idempotent.
    public func close() {
        guard fd >= 0 else { return }
        _ = cts_uinput_destroy(fd)
        fd = -1
    }
}
