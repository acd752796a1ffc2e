internal import CX11
import Foundation

/// The refresh rate of the output a window shows on, from XRandR, for the frame clock.
///
/// RandR 1.2: the primary output's CRTC (else the first CRTC showing a mode)
/// and its mode's timings, `dot clock / (h total · v total)`, halved for
/// interlaced modes and doubled for double-scan ones: fractional rates such as
/// 59.94 Hz come out exact. Servers without RandR 1.2 give the whole-number
/// rate of RandR 1.1's screen configuration. Nil when neither answers or the
/// rate is outside 20–500 Hz (the frame clock then keeps 60 Hz).
enum OutputRefreshRate {
    static func rate(display: OpaquePointer) -> Double? {
        let root = XDefaultRootWindow(display)
        if let precise = modeRate(display: display, root: root) { return precise }
        guard let config = XRRGetScreenInfo(display, root) else { return nil }
        defer { XRRFreeScreenConfigInfo(config) }
        return plausible(Double(XRRConfigCurrentRate(config)))
    }

    private static func modeRate(display: OpaquePointer, root: Window) -> Double? {
        var major: Int32 = 0, minor: Int32 = 0
        guard XRRQueryVersion(display, &major, &minor) != 0, major > 1 || (major == 1 && minor >= 2),
              let resources = XRRGetScreenResourcesCurrent(display, root) else { return nil }
        defer { XRRFreeScreenResources(resources) }
        var crtcs: [RRCrtc] = []
        let primary = XRRGetOutputPrimary(display, root)
        if primary != 0, let output = XRRGetOutputInfo(display, resources, primary) {
            if output.pointee.crtc != 0 { crtcs.append(output.pointee.crtc) }
            XRRFreeOutputInfo(output)
        }
        for index in 0..<Int(resources.pointee.ncrtc) { crtcs.append(resources.pointee.crtcs[index]) }
        for crtc in crtcs {
            guard let info = XRRGetCrtcInfo(display, resources, crtc) else { continue }
            let modeID = info.pointee.mode
            XRRFreeCrtcInfo(info)
            guard modeID != 0 else { continue }
            for index in 0..<Int(resources.pointee.nmode) where resources.pointee.modes[index].id == modeID {
                let mode = resources.pointee.modes[index]
                return plausible(rate(dotClock: Double(mode.dotClock), hTotal: Double(mode.hTotal), vTotal: Double(mode.vTotal),
                                      flags: UInt(mode.modeFlags)))
            }
        }
        return nil
    }

    /// A mode's refresh rate from its timings (RandR's mode flags: 0x10 interlace, 0x20 double scan).
    static func rate(dotClock: Double, hTotal: Double, vTotal: Double, flags: UInt) -> Double? {
        guard dotClock > 0, hTotal > 0, vTotal > 0 else { return nil }
        var lines = vTotal
        if flags & 0x20 != 0 { lines *= 2 }
        if flags & 0x10 != 0 { lines /= 2 }
        return dotClock / (hTotal * lines)
    }

    private static func plausible(_ rate: Double?) -> Double? {
        guard let rate, rate.isFinite, (20...500).contains(rate) else { return nil }
        return rate
    }
}
