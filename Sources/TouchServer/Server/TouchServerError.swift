/// Why a headless touch server could not be started or used. Each
/// description says what to do about it.
public enum TouchServerError: Error, CustomStringConvertible {
    /// No Xorg binary was found.
    case xorgNotFound(searched: [String])
    /// A module Xorg needs for the headless setup is missing.
    case moduleMissing(path: String, package: String)
    /// XUIKit's own input driver (`ContactTouchDriver`), which a touchscreen with contact axes needs, is not built.
    case contactDriverMissing(path: String)
    /// A requested screen size is not usable.
    case invalidScreenSize(ScreenSize)
    /// The virtual devices or outputs asked for cannot be served (the reason says why).
    case invalidDevices(String)
    /// Creating the private directory or spawning the watchdog failed.
    case setupFailed(String)
    /// Xorg exited or never became ready; `logTail` is the end of its log.
    case startFailed(reason: String, logTail: String)

    public var description: String {
        switch self {
        case .xorgNotFound(let searched):
            return "no Xorg server binary found (looked for \(searched.joined(separator: ", "))): "
                + "install the Debian package xserver-xorg-core (and xserver-xorg-video-dummy), "
                + "for example with `make setup`"
        case .moduleMissing(let path, let package):
            return "Xorg module \(path) is missing: install the Debian package \(package)"
        case .contactDriverMissing(let path):
            return "the touchscreen with contact axes needs XUIKit's Xorg input driver \(path), which is not built: "
                + "run `make xorg-driver` in the XUIKit checkout (needs xserver-xorg-dev and cc: `make setup`), "
                + "or set XUITOUCH_MODULE_DIR to a directory holding input/xuitouch_drv.so"
        case .invalidScreenSize(let size):
            return "invalid screen size \(size): width and height must be between 128 and 16384 (the dummy video driver needs at least 128)"
        case .invalidDevices(let reason):
            return "invalid virtual devices: \(reason)"
        case .setupFailed(let reason):
            return "cannot set up the headless X server: \(reason)"
        case .startFailed(let reason, let logTail):
            return "the headless X server did not start: \(reason)\n--- end of the Xorg log ---\n\(logTail)"
        }
    }
}
