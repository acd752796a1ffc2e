@_exported import X11Client
import TouchServer

extension XDisplay {
    /// The default screen's size in pixels, as the touch server measures screens.
    public var screenSize: ScreenSize {
        let size = screenPixelSize
        return ScreenSize(width: size.width, height: size.height)
    }
}
