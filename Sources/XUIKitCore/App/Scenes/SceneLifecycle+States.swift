import Foundation

/// A scene's state as its windows call for it, and the steps that take it
/// there, one legal transition at a time (see `UIScene` for the order).
extension SceneLifecycle {
    /// The state `scene`'s windows call for.
    func desiredState(of scene: UIScene) -> UIScene.ActivationState {
        let shown = ((scene as? UIWindowScene)?.windows ?? []).filter { !$0.isHidden }
        if let focusedWindow, shown.contains(where: { $0 === focusedWindow }) { return .foregroundActive }
        if !shown.isEmpty, shown.allSatisfy({ iconifiedWindows.contains(ObjectIdentifier($0)) }) { return .background }
        return .foregroundInactive
    }

    func reconcile(_ scene: UIScene?) {
        guard let scene, scenes.contains(scene) else { return }
        move(scene, to: desiredState(of: scene))
    }

    /// Steps `scene` to `target` one legal transition at a time, calling its
    /// delegate and posting each notification (see `UIScene`).
    func move(_ scene: UIScene, to target: UIScene.ActivationState) {
        var steps = 0
        while scene.activationState != target, scene.activationState != .unattached, steps < 4 {
            steps += 1
            let delegate = scene.delegate
            switch (scene.activationState, target) {
            case (.foregroundActive, _):
                delegate?.sceneWillResignActive(scene)
                post(UIScene.willDeactivateNotification, scene)
                scene.activationState = .foregroundInactive
            case (.foregroundInactive, .foregroundActive):
                scene.activationState = .foregroundActive
                updateApplicationState()
                delegate?.sceneDidBecomeActive(scene)
                post(UIScene.didActivateNotification, scene)
            case (.foregroundInactive, _):
                scene.activationState = .background
                updateApplicationState()
                delegate?.sceneDidEnterBackground(scene)
                post(UIScene.didEnterBackgroundNotification, scene)
            case (.background, .unattached):
                scene.activationState = .unattached
                delegate?.sceneDidDisconnect(scene)
                post(UIScene.didDisconnectNotification, scene)
            default:  // background to the foreground
                delegate?.sceneWillEnterForeground(scene)
                post(UIScene.willEnterForegroundNotification, scene)
                scene.activationState = .foregroundInactive
            }
        }
        updateApplicationState()
    }

    /// The app's state follows its most active scene (a scene-based app only).
    func updateApplicationState() {
        guard isSceneBased else { return }
        let states = scenes.map(\.activationState)
        application.applicationState = states.contains(.foregroundActive) ? .active
            : states.contains(.foregroundInactive) ? .inactive : .background
    }

    func post(_ name: Notification.Name, _ scene: UIScene) {
        NotificationCenter.default.post(name: name, object: scene)
    }
}
