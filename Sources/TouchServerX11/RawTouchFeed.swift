import CX11
import CXShim
import TouchServer

/// The raw touch events of every touch device of a display, live: what each
/// device itself reported (its valuators, in its own units), for a tool that
/// shows them beside what an application received (`xuitouch inspect`).
///
/// It listens on a connection of its own to XI2 raw touch events on the root
/// window, which reach it whatever the windows and grabs, and decodes them as
/// `RawTouchRecorder` does (`RecordedTouchAxes`: the screen position the
/// server computed, the position as the device sent it, pressure, contact
/// size and orientation). Unlike the recorder it keeps nothing: `drain()`
/// hands over the events read since the last call.
///
/// `close()` must come before the server goes away (Xlib's I/O error handler
/// would end the process).
public final class RawTouchFeed {
    public let display: XDisplay
    private let decoder: RawTouchDecoder

    /// Connects to `displayName` (nil: `$DISPLAY`); events after this returns are fed.
    public init(displayName: String?) throws {
        display = try XDisplay(name: displayName)
        display.selectRootEvents([XI_RawTouchBegin, XI_RawTouchUpdate, XI_RawTouchEnd], deviceID: XIAllDevices)
        decoder = RawTouchDecoder(display: display)
    }

    /// The raw touch events delivered since the last call, in server order
    /// (round-tripping first, so every event the server has sent is read: an
    /// application's touch event is never ahead of the feed's after this).
    public func drain() -> [RawTouchRecorder.RecordedTouch] {
        var touches: [RawTouchRecorder.RecordedTouch] = []
        display.drainXI2Events { evtype, data in
            let raw = data.assumingMemoryBound(to: XIRawEvent.self).pointee
            // Selecting XIAllDevices delivers each raw event for the slave and again for its master.
            guard raw.deviceid == raw.sourceid else { return }
            switch evtype {
            case XI_RawTouchBegin: touches.append(decoder.touch(raw, phase: .begin))
            case XI_RawTouchUpdate: touches.append(decoder.touch(raw, phase: .update))
            case XI_RawTouchEnd: touches.append(decoder.touch(raw, phase: .end))
            default: return
            }
        }
        return touches
    }

    /// Closes the connection; call once, and drain no more.
    public func close() { display.close() }
}
