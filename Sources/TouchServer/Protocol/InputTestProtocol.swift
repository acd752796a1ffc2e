/// Constants of the Xorg `inputtest` driver's wire protocol
/// (`xf86-input-inputtest-protocol.h`, version 1.1).
///
/// Every message is a C struct sent in native byte order. It starts with
/// `{uint32 length, uint32 type}` where `length` is the whole struct's size;
/// the driver drops the connection when the size does not match the type.
/// Sizes and offsets below are those of the x86-64 (LP64) layout, checked
/// against a running server by `InputTestWireSizeTests`.
public enum InputTestProtocol {
    /// The protocol version this driver speaks.
    public static let versionMajor: UInt16 = 1
    public static let versionMinor: UInt16 = 1

    /// `enum xf86ITEventType`: messages from the client to the driver.
    public enum EventType: UInt32, Sendable {
        case clientVersion = 0
        case waitForSync = 1
        case motion = 2
        case proximity = 3
        case button = 4
        case key = 5
        case touch = 6
    }

    /// `enum xf86ITResponseType`: messages from the driver to the client.
    public enum ResponseType: UInt32, Sendable {
        case serverVersion = 0
        case syncFinished = 1
    }

    /// `XF86IT_MAX_VALUATORS`: every valuator block carries this many doubles.
    public static let maxValuators = 64

    /// Whole-struct sizes in bytes, `length` field included.
    public enum Size {
        public static let clientVersion = 12
        public static let waitForSync = 8
        /// `xf86ITValuatorData`: u32 has_unaccelerated, u8 mask[8], 4 bytes
        /// padding, then 64 valuators and 64 unaccelerated values (doubles).
        public static let valuatorData = 16 + 2 * 8 * maxValuators
        public static let motion = 16 + valuatorData
        /// `xf86ITEventProximity`: u32 is_prox_in, then the valuator block, as motion.
        public static let proximity = 16 + valuatorData
        public static let touch = 16 + valuatorData
        public static let button = 24 + valuatorData
        public static let key = 16
        public static let serverVersion = 12
        public static let syncFinished = 8
    }

    /// Offsets of the valuator block inside the messages that carry one
    /// (it is 8-byte aligned because it holds doubles).
    public enum ValuatorOffset {
        public static let motion = 16
        public static let proximity = 16
        public static let touch = 16
        public static let button = 24
        /// Offset of the mask inside the block.
        public static let mask = 4
        /// Offset of `valuators[0]` inside the block.
        public static let values = 16
    }

    /// XI2 touch event types used as `touch_type`.
    public enum TouchType: UInt32, Sendable {
        case begin = 18   // XI_TouchBegin
        case update = 19  // XI_TouchUpdate
        case end = 20     // XI_TouchEnd
    }

    /// The valuator range of the `Touch` and `PointerAbsolute` position axes.
    public static let positionAxisMax = 65535.0
    /// The valuator range of the touch pressure axis (valuator 4).
    public static let pressureAxisMax = 2047.0
    /// Valuator numbers of the touch device.
    public enum TouchAxis {
        public static let x = 0
        public static let y = 1
        public static let pressure = 4
    }
}
