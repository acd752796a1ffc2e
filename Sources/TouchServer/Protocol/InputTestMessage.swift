/// One client-to-driver message of the inputtest protocol, encoded as the
/// exact bytes of its C struct (native endianness, LP64 padding).
///
/// Valuators are `(number, value)` pairs in device units; numbers must be
/// below `InputTestProtocol.maxValuators`. Valuators not listed are left
/// out of the mask, which the driver reads as "unchanged".
public enum InputTestMessage: Equatable, Sendable {
    case clientVersion(major: UInt16, minor: UInt16)
    case waitForSync
    case motion(isAbsolute: Bool, valuators: [Valuator])
    /// The device comes into (`isIn`) or goes out of proximity (a pen near the tablet).
    case proximity(isIn: Bool, valuators: [Valuator])
    case button(isAbsolute: Bool, button: Int32, isPress: Bool, valuators: [Valuator])
    case key(keycode: Int32, isPress: Bool)
    case touch(id: UInt32, type: InputTestProtocol.TouchType, valuators: [Valuator])

    /// A valuator number and its value in device units.
    public struct Valuator: Equatable, Sendable {
        public var number: Int
        public var value: Double
        public init(_ number: Int, _ value: Double) {
            self.number = number
            self.value = value
        }
    }

    /// The message type written in the header.
    public var type: InputTestProtocol.EventType {
        switch self {
        case .clientVersion: return .clientVersion
        case .waitForSync: return .waitForSync
        case .motion: return .motion
        case .proximity: return .proximity
        case .button: return .button
        case .key: return .key
        case .touch: return .touch
        }
    }

    /// The exact size of the C struct for this message.
    public var size: Int {
        typealias S = InputTestProtocol.Size
        switch self {
        case .clientVersion: return S.clientVersion
        case .waitForSync: return S.waitForSync
        case .motion: return S.motion
        case .proximity: return S.proximity
        case .button: return S.button
        case .key: return S.key
        case .touch: return S.touch
        }
    }

    /// The encoded struct: `size` bytes whose first field is `size`.
    public var bytes: [UInt8] {
        var buffer = MessageBuffer(size: size)
        buffer.put(UInt32(size), at: 0)
        buffer.put(type.rawValue, at: 4)
        typealias O = InputTestProtocol.ValuatorOffset
        switch self {
        case .clientVersion(let major, let minor):
            buffer.put(major, at: 8)
            buffer.put(minor, at: 10)
        case .waitForSync:
            break
        case .motion(let isAbsolute, let valuators):
            buffer.put(UInt32(isAbsolute ? 1 : 0), at: 8)
            buffer.putValuators(valuators, at: O.motion)
        case .proximity(let isIn, let valuators):
            buffer.put(UInt32(isIn ? 1 : 0), at: 8)
            buffer.putValuators(valuators, at: O.proximity)
        case .button(let isAbsolute, let button, let isPress, let valuators):
            buffer.put(Int32(isAbsolute ? 1 : 0), at: 8)
            buffer.put(button, at: 12)
            buffer.put(UInt32(isPress ? 1 : 0), at: 16)
            buffer.putValuators(valuators, at: O.button)
        case .key(let keycode, let isPress):
            buffer.put(keycode, at: 8)
            buffer.put(UInt32(isPress ? 1 : 0), at: 12)
        case .touch(let id, let type, let valuators):
            buffer.put(id, at: 8)
            buffer.put(type.rawValue, at: 12)
            buffer.putValuators(valuators, at: O.touch)
        }
        return buffer.bytes
    }
}

/// A zero-filled byte buffer with native-endian stores at fixed offsets.
struct MessageBuffer {
    private(set) var bytes: [UInt8]

    init(size: Int) {
        bytes = [UInt8](repeating: 0, count: size)
    }

    mutating func put<T: FixedWidthInteger>(_ value: T, at offset: Int) {
        withUnsafeBytes(of: value) { raw in
            for (i, byte) in raw.enumerated() { bytes[offset + i] = byte }
        }
    }

    mutating func put(_ value: Double, at offset: Int) {
        put(value.bitPattern, at: offset)
    }

    /// Writes an `xf86ITValuatorData` block starting at `offset`:
    /// mask bits at +4, `valuators[n]` at +16 + 8n; no unaccelerated values.
    mutating func putValuators(_ valuators: [InputTestMessage.Valuator], at offset: Int) {
        typealias O = InputTestProtocol.ValuatorOffset
        for valuator in valuators {
            precondition(valuator.number >= 0 && valuator.number < InputTestProtocol.maxValuators,
                         "valuator \(valuator.number) out of range")
            let maskByte = offset + O.mask + valuator.number / 8
            bytes[maskByte] |= UInt8(1) << UInt8(valuator.number % 8)
            put(valuator.value, at: offset + O.values + 8 * valuator.number)
        }
    }
}
