import Foundation

/// How a presented view controller is shown: UIKit's `UIModalPresentationStyle`.
///
/// XUIKit draws `.fullScreen`, `.overFullScreen` (the presenter stays in the
/// window), and `.pageSheet`/`.formSheet` as cards inset from the top with
/// rounded corners over a dimmed presenter. `.automatic` resolves to
/// `.pageSheet`, as on iOS 13 and later; `.currentContext` and
/// `.overCurrentContext` are shown as `.fullScreen` and `.overFullScreen`;
/// `.none` as `.pageSheet`; `.popover` is a bubble anchored to its source
/// when the window is at least 700 pt wide, else (unless its delegate's
/// `adaptivePresentationStyle(for:)` says `.none`) a page sheet. `.custom` asks the presented
/// controller's `transitioningDelegate` for a presentation controller (the
/// view fills the container, over the presenter, unless that controller places it).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2

    /// The style XUIKit shows: one of `.fullScreen`, `.overFullScreen`, `.pageSheet`, `.formSheet`, `.popover`, `.custom`.
    var resolved: UIModalPresentationStyle {
        switch self {
        case .fullScreen, .currentContext: .fullScreen
        case .overFullScreen, .overCurrentContext: .overFullScreen
        case .formSheet: .formSheet
        case .custom: .custom
        case .popover: .popover
        case .pageSheet, .automatic, .none: .pageSheet
        }
    }

    /// Whether the presenter's view leaves the window once the presentation ends
    /// (and so gets `viewWillDisappear`/`viewDidDisappear`): full screen only, as on iOS.
    var removesPresenterView: Bool { resolved == .fullScreen }
}

/// The animation used to present and dismiss: UIKit's `UIModalTransitionStyle`.
///
/// `.coverVertical` (the default) slides the presented view up from the
/// bottom and back down; `.crossDissolve` fades it. `.flipHorizontal` and
/// `.partialCurl` are shown as `.coverVertical`.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
