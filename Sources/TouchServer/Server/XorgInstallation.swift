#if canImport(Glibc)
import Glibc
#endif

/// Where the Xorg binary and the two modules the headless server needs are,
/// checked before any server is spawned so a missing package is named.
public struct XorgInstallation: Sendable {
    /// The Xorg binary to run.
    public var xorgPath: String

    /// The inputtest input driver (package xserver-xorg-core).
    public static let inputtestDriver = "/usr/lib/xorg/modules/input/inputtest_drv.so"
    /// The dummy video driver (package xserver-xorg-video-dummy).
    public static let dummyDriver = "/usr/lib/xorg/modules/drivers/dummy_drv.so"

    /// Finds Xorg: `explicitPath` if given, else `$XUITOUCH_XORG`, else
    /// `Xorg` on `PATH`, else `/usr/lib/xorg/Xorg`; then checks both modules.
    public static func locate(explicitPath: String? = nil) throws -> XorgInstallation {
        var candidates: [String] = []
        if let explicitPath {
            candidates = [explicitPath]
        } else {
            if let env = getenv("XUITOUCH_XORG") { candidates.append(String(cString: env)) }
            let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
            candidates += path.split(separator: ":").map { "\($0)/Xorg" }
            candidates.append("/usr/lib/xorg/Xorg")
        }
        guard let found = candidates.first(where: { access($0, X_OK) == 0 }) else {
            throw TouchServerError.xorgNotFound(searched: candidates)
        }
        for (module, package) in [(inputtestDriver, "xserver-xorg-core"), (dummyDriver, "xserver-xorg-video-dummy")]
        where access(module, R_OK) != 0 {
            throw TouchServerError.moduleMissing(path: module, package: package)
        }
        return XorgInstallation(xorgPath: found)
    }
}
