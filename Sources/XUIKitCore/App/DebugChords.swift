import Foundation

/// XUIKit's debugging hooks (not UIKit API): the key chords that show how
/// events travel, and the seam the debug overlay (XUIKitControls'
/// `DebugOverlay`) watches touches through.
///
///     Ctrl+Alt+D   toggles the debug overlay (when one is installed)
///     Ctrl+Alt+H   prints the key window's view hierarchy (`recursiveDescription()`)
///                  and its view controllers to standard output
extension UIApplication {
    /// Called after each touches event is delivered, with the window it was
    /// delivered in (nil: nobody watches, and the touch path does no more work).
    package static var debugTouchObserver: ((UIEvent, UIWindow) -> Void)?
    /// What Ctrl+Alt+D does (the overlay installs it).
    package static var debugOverlayToggle: (() -> Void)?

    /// Handles a debugging chord's key press; true when `key` was one (it is consumed).
    static func handleDebugChord(_ key: KeyInput, in window: UIWindow) -> Bool {
        guard key.isDown, key.modifierFlags.contains(.control), key.modifierFlags.contains(.alternate) else { return false }
        switch key.keyCode {
        case .keyboardD:
            guard let toggle = debugOverlayToggle else { return false }
            toggle()
            return true
        case .keyboardH:
            var dump = window.recursiveDescription() + "\n"
            if let root = window.rootViewController { dump += root.hierarchyDescription() + "\n" }
            FileHandle.standardOutput.write(Data(dump.utf8))
            return true
        default:
            return false
        }
    }
}

extension UIWindow {
    /// The window's first responder, for debugging tools (UIKit has no public accessor).
    package var debugFirstResponder: UIResponder? { storedFirstResponder }
}
