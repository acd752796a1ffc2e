import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// XUIKit's own Xorg input driver, `xuitouch` (`XorgDriver/xuitouch_drv.c`):
/// the headless server's touchscreen with contact size and orientation axes
/// (`VirtualDeviceOptions.hasContactAxes`), which Debian's inputtest driver
/// cannot give. It speaks the inputtest wire protocol's touch messages, so
/// `VirtualTouchscreen` drives it as it drives inputtest's touchscreen, with
/// `Axis` as its valuator map.
///
/// It is built outside SwiftPM with cc (`make xorg-driver`, which `make build`
/// and `make test` run first) into `.build/xorg-modules/input/xuitouch_drv.so`
/// of this package; `$XUITOUCH_MODULE_DIR` names another directory holding
/// `input/xuitouch_drv.so`.
public enum ContactTouchDriver {
    /// The driver's name in an InputDevice section.
    public static let driverName = "xuitouch"

    /// The valuators of its touchscreen, in XI valuator numbers. Position and
    /// pressure keep inputtest's numbers and ranges (its 2 and 3 are scroll
    /// axes, which a touchscreen never sends): code scaling them is shared.
    public enum Axis {
        /// "Abs MT Position X", 0...65535 over the screen's width.
        public static let x = 0
        /// "Abs MT Position Y", 0...65535 over the screen's height.
        public static let y = 1
        /// "Abs MT Touch Major", 0...`contactSizeMax`: the contact's long axis in position-axis units
        /// (as an evdev touchscreen's: 65535 is the screen's width).
        public static let major = 2
        /// "Abs MT Touch Minor", 0...`contactSizeMax`: the contact's short axis, same units.
        public static let minor = 3
        /// "Abs MT Pressure", 0...2047 (`InputTestProtocol.pressureAxisMax`).
        public static let pressure = 4
        /// "Abs MT Orientation", -`orientationMax`...`orientationMax`: degrees of the major axis
        /// from the Y axis, clockwise positive.
        public static let orientation = 5
    }

    /// The largest touch major or minor value.
    public static let contactSizeMax = 65535.0
    /// The largest orientation either way (a quarter turn, in degrees).
    public static let orientationMax = 90.0

    /// The module directory of this package's build (holding `input/xuitouch_drv.so`).
    public static var defaultModuleDirectory: String {
        // This file is Sources/TouchServer/Server/ContactTouchDriver.swift of the package.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/xorg-modules").path
    }

    /// The directory to add to Xorg's ModulePath: `directory` if given, else
    /// `$XUITOUCH_MODULE_DIR`, else `defaultModuleDirectory`. Throws
    /// `TouchServerError.contactDriverMissing` (saying how to build it) when
    /// `input/xuitouch_drv.so` is not in it.
    public static func locateModuleDirectory(_ explicit: String? = nil) throws -> String {
        let directory = explicit ?? getenv("XUITOUCH_MODULE_DIR").map { String(cString: $0) } ?? defaultModuleDirectory
        let module = "\(directory)/input/\(driverName)_drv.so"
        guard access(module, R_OK) == 0 else { throw TouchServerError.contactDriverMissing(path: module) }
        return directory
    }
}
