/// Constants of the Xorg `inputtest` driver's wire protocol
/// (`xf86-input-inputtest-protocol.h`, version 1.1).
public enum InputTestProtocol {
    /// The protocol version this driver speaks.
    public static let versionMajor: UInt16 = 1
    public static let versionMinor: UInt16 = 1
}
