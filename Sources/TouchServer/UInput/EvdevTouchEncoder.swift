/// One Linux input event (`struct input_event`): what a uinput device is
/// written and what its `/dev/input/eventN` node reads back.
public struct EvdevEvent: Equatable, Sendable, CustomStringConvertible {
    public var type: UInt16
    public var code: UInt16
    public var value: Int32

    public init(_ type: UInt16, _ code: UInt16, _ value: Int32) {
        self.type = type
        self.code = code
        self.value = value
    }

    /// Event types and codes (linux/input-event-codes.h) the touchscreen uses.
    public static let synType: UInt16 = 0, keyType: UInt16 = 1, absType: UInt16 = 3
    public static let synReport: UInt16 = 0
    public static let btnTouch: UInt16 = 0x14a
    public static let absX: UInt16 = 0x00, absY: UInt16 = 0x01
    public static let absMTSlot: UInt16 = 0x2f, absMTPositionX: UInt16 = 0x35, absMTPositionY: UInt16 = 0x36
    public static let absMTTrackingID: UInt16 = 0x39, absMTPressure: UInt16 = 0x3a

    /// The size of `struct input_event` on 64-bit Linux: a `timeval` (two
    /// 8-byte fields), then u16 type, u16 code, s32 value.
    public static let size = 24

    /// The event as `struct input_event` bytes (native endianness); the time
    /// is left zero: uinput stamps events as it receives them.
    public var bytes: [UInt8] {
        var buffer = MessageBuffer(size: Self.size)
        buffer.put(type, at: 16)
        buffer.put(code, at: 18)
        buffer.put(value, at: 20)
        return buffer.bytes
    }

    /// The event in `struct input_event` bytes at the start of `bytes` (24 of them); nil if fewer.
    public init?(bytes: ArraySlice<UInt8>) {
        guard bytes.count >= Self.size else { return nil }
        func field<T: FixedWidthInteger>(_ offset: Int, _: T.Type) -> T {
            var value: T = 0
            withUnsafeMutableBytes(of: &value) { raw in
                for i in 0..<MemoryLayout<T>.size { raw[i] = bytes[bytes.startIndex + offset + i] }
            }
            return value
        }
        self.init(field(16, UInt16.self), field(18, UInt16.self), field(20, Int32.self))
    }

    public var description: String { "\(type):\(String(code, radix: 16)):\(value)" }
}

/// Turns touchscreen frames into the evdev events of a direct multitouch
/// device (multitouch protocol B, as a Linux touchscreen driver reports
/// them): pure, so the encoding is tested with no `/dev/uinput`.
///
/// Per frame: for each finger, in order, `ABS_MT_SLOT` when the slot differs
/// from the last one written, `ABS_MT_TRACKING_ID` (a new id on `down`, -1
/// on `up`), `ABS_MT_POSITION_X/Y` and `ABS_MT_PRESSURE`; then `BTN_TOUCH`
/// when the first finger lands or the last lifts, `ABS_X`/`ABS_Y` of the
/// oldest finger down (the kernel's pointer emulation), and `SYN_REPORT`.
/// As the kernel does, a value equal to the one the slot (or axis) already
/// holds is left out, and a frame that changes nothing writes nothing: the
/// events are exactly what reading the device back gives. A finger takes
/// the lowest free slot. Positions are screen pixels scaled as the X server
/// maps an absolute axis onto the screen (`ScreenSize.axisValue`, 0...65535),
/// rounded; pressure 0...1 is scaled to 0...`maxPressure`.
public struct EvdevTouchEncoder: Sendable {
    public let screen: ScreenSize
    public let slots: Int
    public static let maxPressure = 255

    private var slotOfFinger: [UInt32: Int] = [:]
    /// The values each slot holds (as the kernel keeps them, across contacts): tracking id, x, y, pressure.
    private var slotValues: [[UInt16: Int32]]
    private var lastSlot = 0
    private var nextTrackingID: Int32 = 0
    /// Fingers down, oldest first (the first is the emulated pointer).
    private var landingOrder: [UInt32] = []
    private var axisValues: [UInt16: Int32] = [:]
    private var isTouching = false

    public init(screen: ScreenSize, slots: Int) {
        self.screen = screen
        self.slots = slots
        // The kernel's starting values: no contact, every axis 0.
        slotValues = Array(repeating: [EvdevEvent.absMTTrackingID: -1, EvdevEvent.absMTPositionX: 0, EvdevEvent.absMTPositionY: 0,
                                       EvdevEvent.absMTPressure: 0], count: slots)
        axisValues = [EvdevEvent.absX: 0, EvdevEvent.absY: 0]
    }

    /// A finger that cannot be encoded: no slot free, or not down.
    public struct EncodingError: Error, Equatable, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// The events of one frame; empty when it changes nothing.
    public mutating func encode(_ changes: [VirtualTouchscreen.Change]) throws -> [EvdevEvent] {
        var events: [EvdevEvent] = []
        for change in changes {
            switch change {
            case .down(let id, let x, let y, let pressure):
                guard slotOfFinger[id] == nil else { throw EncodingError(description: "finger \(id) is already down") }
                guard let slot = (0..<slots).first(where: { slot in !slotOfFinger.values.contains(slot) }) else {
                    throw EncodingError(description: "no free slot for finger \(id): the device has \(slots)")
                }
                slotOfFinger[id] = slot
                landingOrder.append(id)
                set(slot, EvdevEvent.absMTTrackingID, nextTrackingID, into: &events)
                nextTrackingID = (nextTrackingID + 1) & 0xFFFF
                setPosition(slot, x: x, y: y, pressure: pressure, into: &events)
            case .move(let id, let x, let y, let pressure):
                guard let slot = slotOfFinger[id] else { throw EncodingError(description: "finger \(id) is not down") }
                setPosition(slot, x: x, y: y, pressure: pressure, into: &events)
            case .up(let id):
                guard let slot = slotOfFinger.removeValue(forKey: id) else { throw EncodingError(description: "finger \(id) is not down") }
                landingOrder.removeAll { $0 == id }
                set(slot, EvdevEvent.absMTTrackingID, -1, into: &events)
            case .contact:
                break  // the uinput touchscreen has no contact size or orientation axes
            }
        }
        let touching = !slotOfFinger.isEmpty
        if touching != isTouching {
            events.append(EvdevEvent(EvdevEvent.keyType, EvdevEvent.btnTouch, touching ? 1 : 0))
            isTouching = touching
        }
        if let pointer = landingOrder.first, let slot = slotOfFinger[pointer] {
            for (axis, mtAxis) in [(EvdevEvent.absX, EvdevEvent.absMTPositionX), (EvdevEvent.absY, EvdevEvent.absMTPositionY)] {
                if let value = slotValues[slot][mtAxis], axisValues[axis] != value {
                    axisValues[axis] = value
                    events.append(EvdevEvent(EvdevEvent.absType, axis, value))
                }
            }
        }
        guard !events.isEmpty else { return [] }
        return events + [EvdevEvent(EvdevEvent.synType, EvdevEvent.synReport, 0)]
    }

    private mutating func setPosition(_ slot: Int, x: Double, y: Double, pressure: Double?, into events: inout [EvdevEvent]) {
        set(slot, EvdevEvent.absMTPositionX, Int32(screen.axisValue(x: x).rounded()), into: &events)
        set(slot, EvdevEvent.absMTPositionY, Int32(screen.axisValue(y: y).rounded()), into: &events)
        if let pressure {
            set(slot, EvdevEvent.absMTPressure, Int32((min(max(pressure, 0), 1) * Double(Self.maxPressure)).rounded()), into: &events)
        }
    }

    /// Writes `value` to `code` of `slot` unless the slot holds it already, selecting the slot first if needed.
    private mutating func set(_ slot: Int, _ code: UInt16, _ value: Int32, into events: inout [EvdevEvent]) {
        guard slotValues[slot][code] != value else { return }
        slotValues[slot][code] = value
        if slot != lastSlot {
            events.append(EvdevEvent(EvdevEvent.absType, EvdevEvent.absMTSlot, Int32(slot)))
            lastSlot = slot
        }
        events.append(EvdevEvent(EvdevEvent.absType, code, value))
    }
}
