/// The orientation of the app's interface: UIKit's `UIInterfaceOrientation`,
/// with its raw values.
///
/// A window scene here reports `.portrait` when its window is taller than
/// wide and `.landscapeRight` otherwise (a window has a shape, not a device
/// rotation; `.landscapeRight` is what an iPad held in landscape with its
/// camera on the left reports).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    /// Whether the orientation is portrait or portrait upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape left or right.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
