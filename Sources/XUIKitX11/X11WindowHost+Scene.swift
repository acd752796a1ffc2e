internal import CX11
import Foundation
import XUIKitCore

/// What a window's scene shows through its X window: the scene's title as
/// the window's title, its size restrictions as `WM_NORMAL_HINTS`.
extension X11WindowHost {
    /// Retitles the window and sets its size hints from `scene` (the host's
    /// window's scene): `title` when not empty (else the scene-less title);
    /// `PMinSize` from `minimumSize` and `PMaxSize` from `maximumSize` (each
    /// in pixels, points times the scale; a zero maximum dimension is
    /// unlimited, sent as 32767), present only when set.
    func applyScene(_ scene: UIWindowScene) {
        let title = scene.title ?? ""
        setTitle(title.isEmpty ? defaultTitle : title)
        let restrictions = scene.sizeRestrictions
        let minimum = restrictions?.minimumSize ?? .zero, maximum = restrictions?.maximumSize ?? .zero
        guard let hints = XAllocSizeHints() else { return }
        defer { XFree(hints) }
        var flags: Int = 0
        if minimum.width > 0 || minimum.height > 0 {
            flags |= PMinSize
            hints.pointee.min_width = pixels(minimum.width)
            hints.pointee.min_height = pixels(minimum.height)
        }
        if maximum.width > 0 || maximum.height > 0 {
            flags |= PMaxSize
            hints.pointee.max_width = maximum.width > 0 ? max(pixels(maximum.width), pixels(minimum.width)) : 32767
            hints.pointee.max_height = maximum.height > 0 ? max(pixels(maximum.height), pixels(minimum.height)) : 32767
        }
        hints.pointee.flags = flags
        XSetWMNormalHints(connectionDisplay, xWindow, hints)
    }

    /// Maps and raises the window, and gives it the keyboard focus when it is
    /// mapped already (else MapNotify does, as for every key window).
    func activate() {
        XMapRaised(connectionDisplay, xWindow)
        if isMapped { XSetInputFocus(connectionDisplay, xWindow, RevertToParent, Time(CurrentTime)) }
    }

    private func pixels(_ points: CGFloat) -> Int32 { Int32(clamping: Int((points * scale).rounded())) }
}
