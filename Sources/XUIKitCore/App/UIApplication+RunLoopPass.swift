/// The end of a run-loop pass: where work UIKit defers "until the end of the
/// current run loop iteration" happens.
///
/// On iOS a pass is one turn of the main run loop; here it is one batch of the
/// backend's loop (the X events read together, the timers due, the main-queue
/// blocks), and one simulated input under `XUIKitTesting`. Backends call
/// `endRunLoopPass()` after the pass's app code ran and before drawing.
extension UIApplication {
    /// Ends the pass: scenes requested during it connect
    /// (`requestSceneSessionActivation`); controllers that began appearing during it get
    /// `viewIsAppearing`, their window's layout and `viewDidAppear` (as UIKit
    /// finishes them when its transaction commits); the undo groups
    /// registrations opened during it close (`UndoManager.groupsByEvent`), as
    /// Foundation closes them at the end of the run-loop iteration; the
    /// implicit `CATransaction` commits (layers made during the pass may
    /// animate from now on).
    package func endRunLoopPass() {
        sceneLifecycle.connectPendingSessions()
        AppearanceQueue.finishPending()
        UndoManager.closeEventGroups()
        CATransaction.commitImplicit()
    }
}
