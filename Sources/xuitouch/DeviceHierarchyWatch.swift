import CX11
import Foundation
import TouchLab
import TouchServerX11

/// Follows a display's input devices for the inspector: on a connection and
/// a thread of its own, it waits for XI `HierarchyChanged`, `DeviceChanged`
/// and `PropertyEvent` (a device added, removed, enabled, disabled, attached,
/// given new axes or a new transformation matrix) and hands the whole new
/// device table to `onChange`.
///
/// `stop()` ends the thread and closes its connection, and must come before
/// the server goes away (Xlib's I/O error handler would end the process).
final class DeviceHierarchyWatch: @unchecked Sendable {
    // @unchecked Sendable: `display` is used by the watch thread only, until
    // `stop()` has joined it; `stopPipe` and `finished` are thread-safe.
    private let display: XDisplay
    private let stopPipe: (read: Int32, write: Int32)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts watching `displayName`; `onChange` runs on the watch thread.
    init(displayName: String?, onChange: @escaping @Sendable ([InspectedDevice]) -> Void) throws {
        display = try XDisplay(name: displayName)
        display.selectRootEvents([XI_HierarchyChanged, XI_DeviceChanged, XI_PropertyEvent], deviceID: XIAllDevices)
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        stopPipe = (ends[0], ends[1])
        Thread.detachNewThread { [self] in
            watch(onChange)
            finished.signal()
        }
    }

    private func watch(_ onChange: ([InspectedDevice]) -> Void) {
        while true {
            var fds = [pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 2, -1) >= 0 || errno == EINTR else { return }
            if fds[1].revents != 0 { return }
            var changed = false
            display.drainXI2Events { evtype, _ in changed = changed || [XI_HierarchyChanged, XI_DeviceChanged, XI_PropertyEvent].contains(evtype) }
            if changed { onChange(display.inspectedDevices(outputs: display.activeOutputs())) }
        }
    }

    /// Ends the watch and closes its connection; call once.
    func stop() {
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
        finished.wait()
        display.close()
        close(stopPipe.read)
        close(stopPipe.write)
    }
}
