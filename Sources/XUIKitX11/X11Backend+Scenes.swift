import Foundation
import XUIKitCore

/// The backend's side of the scene life cycle: what it reports of the X
/// windows (map, iconify, focus: see `SceneLifecycle`), and what it shows
/// of the scenes (title, size hints, activation).
extension X11Backend {
    /// Wires the application's scene life cycle to the window hosts.
    func connectScenes() {
        let lifecycle = application.sceneLifecycle
        lifecycle.onSceneAppearanceChanged = { [weak self] scene in
            guard let self else { return }
            for window in scene.windows { self.host(for: window)?.applyScene(scene) }
            self.flush()
        }
        lifecycle.onSceneActivationRequested = { [weak self] scene in
            guard let self, let window = scene.keyWindow ?? scene.windows.first, let host = self.host(for: window) else { return }
            host.activate()
            self.flush()
        }
    }

    /// Unwires them (the backend is closing).
    func disconnectScenes() {
        let lifecycle = application.sceneLifecycle
        lifecycle.onSceneAppearanceChanged = nil
        lifecycle.onSceneActivationRequested = nil
    }

    /// The keyboard focus moved (a core FocusIn or FocusOut changed `input.focusedWindow`).
    func keyboardFocusMoved() {
        let window = input.focusedWindow.flatMap { hostForXWindow($0)?.window }
        application.sceneLifecycle.keyboardFocusMoved(to: window)
    }
}
