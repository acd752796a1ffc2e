internal import CX11
internal import CXShim
internal import CXUIKitRuntime
import Foundation
import XUIKitCore

/// The X11 backend: one display connection, one X window per visible
/// `UIWindow`, and the loop that turns X events into the core's input.
///
///     poll(X fd [, main queue fd], timeout = next clock timer, next run loop
///          timer, or the run loop pass app code earned)
///       → run main-queue blocks (if its fd woke us)
///       → drain X events: input ones through X11InputSystem (the one
///         translator) → UIApplication.handle(_:in:); Expose, Configure,
///         Map, WM close for the window hosts
///       → fire due InputClock timers → redraw damaged windows (one redraw
///         per window per iteration) → pointer-motion selection follows hover
///         recognizers → flush if requests are buffered
///       → Foundation run loop pass when due (RunLoopPassSchedule)
///
/// Owned and used on one thread. Creating it makes the application's clock a
/// system clock and points `UIScreen.main` at the X screen (size in points,
/// scale from `Xft.dpi`).
@MainActor
final class X11Backend {
    let connection: X11Connection
    let input: X11InputSystem
    /// CLIPBOARD and PRIMARY: `UIPasteboard.general` and the text selection, shared with other X clients.
    let selections: X11Selections
    let scale: CGFloat
    let application: UIApplication
    // Looked up for every input frame and walked on every pass, so no runtime
    // exclusivity checks. Sound: one thread, and every access is a single
    // read or write calling no app code (the redraw walk iterates a copy).
    @exclusivity(unchecked) private var hosts: [Window: X11WindowHost] = [:]
    /// Whether `run()` keeps going; cleared by `stop()` and by a WM close.
    private(set) var isRunning = false
    /// Called when the window manager's close button was pressed on a window.
    var onCloseRequest: ((UIWindow) -> Void)?
    /// When Foundation's main run loop gets a pass (system uptime).
    private var runLoopPasses = RunLoopPassSchedule()
    /// The run loop's next timer (seconds since the reference date; infinity:
    /// none), asked again only after app code or a pass (nothing else adds timers
    /// on this thread).
    private var runLoopNextTimer: TimeInterval = .infinity
    /// Shakes from a laptop's accelerometer, when asked for (`XUIKIT_ACCELEROMETER=1`).
    private var shakes: ShakeSource?
    private var runLoopTimersMayHaveChanged = true

    /// Connects to `displayName` (nil: `$DISPLAY`) and takes over showing the app's windows.
    init(displayName: String? = nil, application: UIApplication = .shared) throws {
        connection = try X11Connection(name: displayName)
        scale = ScreenScale.scale(resources: connection.resourceManagerString, environment: ProcessInfo.processInfo.environment)
        let pixels = connection.screenPixelSize
        UIScreen.main.scale = scale
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: pixels.width / scale, height: pixels.height / scale)
        if application.inputClock.mode != .system { application.inputClock = .system() }
        // Frames (CADisplayLink, scrolling, animations) at the output's refresh rate.
        if let rate = OutputRefreshRate.rate(display: connection.display) { application.frameScheduler.frameInterval = 1 / rate }
        self.application = application
        input = X11InputSystem(display: connection.display, xiOpcode: connection.xiOpcode, scale: scale, clock: application.inputClock)
        selections = X11Selections(display: connection.display)
        UIPasteboard.system = selections
        application.onWindowVisibilityChanged = { [weak self] window in self?.windowVisibilityChanged(window) }
        connectScenes()
        input.caretLocator = { [weak self] xWindow in
            guard let self, let host = self.hosts[Window(xWindow)],
                  let caret = self.application.textInputCaretRect(in: host.window) else { return nil }
            let scale = self.scale
            return (Int32(clamping: Int((caret.minX * scale).rounded())), Int32(clamping: Int((caret.maxY * scale).rounded())))
        }
        for window in application.windows { windowVisibilityChanged(window) }
        shakes = ShakeSource.fromEnvironment(ProcessInfo.processInfo.environment, application: application)
        shakes?.start()
        XFlush(connection.display)
    }

    /// Destroys the windows and closes the connection; idempotent.
    func close() {
        shakes?.stop()
        application.onWindowVisibilityChanged = nil
        disconnectScenes()
        for host in hosts.values { host.destroy() }
        hosts.removeAll()
        input.close()
        if UIPasteboard.system === selections { UIPasteboard.system = nil }
        selections.close()
        connection.close()
    }

    /// The host showing `window`, if it is visible.
    func host(for window: UIWindow) -> X11WindowHost? { hosts.values.first { $0.window === window } }

    /// The host of the X window `xWindow`, if one of ours.
    func hostForXWindow(_ xWindow: UInt) -> X11WindowHost? { hosts[Window(xWindow)] }

    /// Sends buffered requests to the server.
    func flush() { XFlush(connection.display) }

    /// The X window id showing `window`, if it is visible (for tests and tools).
    func xWindow(for window: UIWindow) -> UInt? { host(for: window).map { UInt($0.xWindow) } }

    // MARK: Windows

    private func windowVisibilityChanged(_ window: UIWindow) {
        if !window.isHidden, host(for: window) == nil {
            let host = X11WindowHost(window: window, connection: connection, scale: scale)
            hosts[host.xWindow] = host
            input.attach(window: UInt(host.xWindow))
            // The input method opens when typing needs it (see `openInputMethodIfNeeded`).
            window.onTextInputBecameFirstResponder = { [weak self] _ in self?.input.openInputMethodIfNeeded() }
            if window.hasTextInputFirstResponder { input.openInputMethodIfNeeded() }
            if let scene = window.windowScene { host.applyScene(scene) }
            host.map()
        } else if window.isHidden, let host = host(for: window) {
            deliver(input.detach(window: UInt(host.xWindow)))
            hosts.removeValue(forKey: host.xWindow)
            window.onTextInputBecameFirstResponder = nil
            host.destroy()
        }
        XFlush(connection.display)
    }

    // MARK: The loop

    /// Runs until `stop()` or a window's close button (see `onCloseRequest`);
    /// also runs the blocks queued on the main dispatch queue.
    func run() {
        isRunning = true
        while isRunning { runOnce(timeout: nil, drainsMainQueue: true) }
    }

    /// Makes `run()` return after the current iteration.
    func stop() { isRunning = false }

    /// Runs the loop until `condition` holds or `timeout` seconds pass; returns
    /// whether the condition held. The main queue is not drained (tests run on it).
    @discardableResult
    func pump(until condition: () -> Bool, timeout: TimeInterval) -> Bool {
        let deadline = ProcessInfo.processInfo.systemUptime + timeout
        processPendingWork()
        while !condition() {
            let left = deadline - ProcessInfo.processInfo.systemUptime
            if left <= 0 { return false }
            runOnce(timeout: min(left, 0.05), drainsMainQueue: false)
        }
        return true
    }

    /// One iteration: waits (no CPU) for X input, a main-queue block or the
    /// next clock timer (at most `timeout` seconds), then does the work that is ready.
    func runOnce(timeout: TimeInterval?, drainsMainQueue: Bool) {
        // The previous iteration (or pump) ended with processPendingWork: nothing is waiting.
        var wait = timeout ?? -1
        func waitAtMost(_ seconds: TimeInterval) { wait = wait < 0 ? max(0, seconds) : min(wait, max(0, seconds)) }
        if let deadline = application.inputClock.nextDeadline { waitAtMost(deadline - application.inputClock.now) }
        if drainsMainQueue {
            runMainRunLoopIfNeeded()
            let untilTimer = secondsToRunLoopTimer()
            if untilTimer.isFinite { waitAtMost(untilTimer) }
            if let earned = runLoopPasses.secondsToEarnedPass(now: InputClock.systemUptime) { waitAtMost(earned) }
        }
        let milliseconds = wait < 0 ? -1 : Int32((wait * 1000).rounded(.up))
        let (connectionReady, mainQueueReady) = pollReadable(drainsMainQueue: drainsMainQueue, milliseconds: milliseconds)
        if mainQueueReady {
            cx_drain_main_queue()
            noteAppCodeRan()
        }
        processPendingWork(readsConnection: connectionReady)
    }

    /// Waits up to `milliseconds` (-1: no limit) for the X socket, and the
    /// main queue's fd when `drainsMainQueue`; returns which became ready
    /// (the socket: any event, hang-up included; the queue: readable).
    ///
    /// The poll set lives on the stack: an array would cost an allocation or
    /// two per loop pass.
    private func pollReadable(drainsMainQueue: Bool, milliseconds: Int32) -> (connection: Bool, mainQueue: Bool) {
        withUnsafeTemporaryAllocation(of: pollfd.self, capacity: 2) { fds in
            fds[0] = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            fds[1] = pollfd(fd: drainsMainQueue ? cx_main_queue_fd() : -1, events: Int16(POLLIN), revents: 0)
            _ = poll(fds.baseAddress, nfds_t(drainsMainQueue ? 2 : 1), milliseconds)
            return (fds[0].revents != 0, drainsMainQueue && fds[1].revents & Int16(POLLIN) != 0)
        }
    }

    /// Gives Foundation's main run loop a pass (due `Timer`s, RunLoop.main.perform
    /// blocks) when `RunLoopPassSchedule` says one is due.
    private func runMainRunLoopIfNeeded() {
        let timerDue = secondsToRunLoopTimer() <= 0
        guard runLoopPasses.takePass(now: InputClock.systemUptime, timerDue: timerDue) else { return }
        cx_run_main_run_loop_pass()
        runLoopTimersMayHaveChanged = true
        // Timers the pass fired may have damaged views or queued work.
        processPendingWork(readsConnection: false)
    }

    /// Seconds until the main run loop's next timer (negative: overdue; infinity: none).
    private func secondsToRunLoopTimer() -> TimeInterval {
        if runLoopTimersMayHaveChanged {
            runLoopTimersMayHaveChanged = false
            let date = cx_main_run_loop_next_timer_date()
            runLoopNextTimer = date == 0 ? .infinity : date
        }
        return runLoopNextTimer - Date.timeIntervalSinceReferenceDate
    }

    /// Input, window events, clock timers, drawing or main-queue blocks reached
    /// the app: it may have queued run loop work or added timers.
    private func noteAppCodeRan() {
        runLoopPasses.noteAppCodeRan()
        runLoopTimersMayHaveChanged = true
    }

    /// Drains X events, fires due timers, redraws damaged windows and flushes;
    /// again while drawing's round trips left events in Xlib's queue (poll on
    /// the socket would not see those and the loop would sleep on them).
    /// Notes in `runLoopPasses` when anything reached the app (input, window events,
    /// clock timers, drawing). `readsConnection`: whether to read the socket
    /// first (after poll said it is readable), or only take what Xlib has queued.
    private func processPendingWork(readsConnection: Bool = true) {
        let display = connection.display
        var readsSocket = readsConnection
        repeat {
            var event = XEvent()
            // A batch is everything the server has written by the time it is read: touch
            // changes in it are grouped into frames (X11InputSystem.flush). XPending flushes
            // and reads the socket; once Xlib's queue is empty, bytes still on the socket
            // (what the server wrote meanwhile, as it writes each event on its own, or what
            // did not fit in one read) are read too, so nothing already here waits for the
            // next pass. FIONREAD asks first: 0.4 µs against 1.5 for Xlib's reading check.
            // Xlib's own queue is read with XQLength (its QLength): XEventsQueued(QueuedAlready)
            // returns the same count but takes and drops the display lock, once per event.
            var queued = readsSocket ? XPending(display) : XQLength(display)
            readsSocket = true
            var confirmedEnds = false
            while true {
                while queued > 0 {
                    XNextEvent(display, &event)
                    let isFocusChange = event.type == FocusIn || event.type == FocusOut
                    let focusBefore = isFocusChange ? input.focusedWindow : nil
                    if let routed = input.handle(&event) {
                        deliver(routed)
                        if isFocusChange, input.focusedWindow != focusBefore { keyboardFocusMoved() }
                    } else if selections.handle(&event) {
                        noteAppCodeRan()
                    } else {
                        handleWindowEvent(&event)
                        noteAppCodeRan()
                    }
                    queued = XQLength(display)
                    if queued == 0, connection.hasUnreadBytes { queued = XEventsQueued(display, QueuedAfterReading) }
                }
                // A touchscreen touch ending may be the server ending it as it disables the
                // device (`xinput disable`): it writes the ends, then the device change, while
                // handling one request, and a reader can get the ends alone. A round trip
                // settles it: the server answers only after finishing that request, so the
                // change is then queued, read into this batch, and the ends become cancels
                // (TouchFrameBuilder.cancelEnded). One per batch that ends a touch (a lift).
                guard !confirmedEnds, input.holdsEndedTouch else { break }
                confirmedEnds = true
                XSync(display, 0)
                queued = XQLength(display)
            }
            deliver(input.flush())
            let clock = application.inputClock
            if let deadline = clock.nextDeadline, deadline <= clock.now {
                clock.fireDueTimers()
                noteAppCodeRan()
            }
            // The pass's app code has run: what UIKit defers to the end of the iteration happens before drawing.
            application.endRunLoopPass()
            for host in hosts.values {
                host.applyFrameChange()
                if host.isMapped, host.redrawIfDamaged() { noteAppCodeRan() }
            }
            // Motion: for hover, and for a touchpad's smooth scrolling (its scroll valuators move in XI_Motion).
            input.selectsPointerMotion = UIHoverGestureRecognizer.isAnyInWindow || UIScrollView.isAnyInWindow
            cx_flush_if_pending(display)
        } while XQLength(display) > 0
    }

    private func deliver(_ routed: [RoutedInput]) {
        if !routed.isEmpty { noteAppCodeRan() }
        for item in routed {
            guard let host = hosts[Window(item.window)] else { continue }
            application.handle(item.event, in: host.window)
        }
    }

    private func handleWindowEvent(_ event: inout XEvent) {
        guard let host = hosts[event.xany.window] else { return }
        switch event.type {
        case Expose:
            let e = event.xexpose
            host.exposed(CGRect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height)))
        case ConfigureNotify:
            host.resized(toPixels: CGSize(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height)))
        case MapNotify:
            host.setMapped(true)
            // The key window takes the keyboard focus: with no window manager (the
            // headless server) nothing else would give it; a window manager may refuse.
            if host.window.isKeyWindow { XSetInputFocus(connection.display, host.xWindow, RevertToParent, Time(CurrentTime)) }
            application.sceneLifecycle.windowMapped(host.window)
        case UnmapNotify:
            host.setMapped(false)
            deliver(input.cancelInput(in: UInt(host.xWindow)))
            // Unmapped by the window manager while the app shows it: iconified (its scene enters the background).
            application.sceneLifecycle.windowIconified(host.window)
        case ClientMessage:
            // Any client can send these: only well-formed WM_PROTOCOLS messages count (WindowManagerMessage).
            switch WindowManagerMessage(event.xclient, atoms: connection.windowManagerMessageAtoms) {
            case .deleteWindow:
                // The window is going: its live touches are cancelled (and held keys released)
                // before the app hears of the close, whatever it then does.
                deliver(input.cancelInput(in: UInt(host.xWindow)))
                onCloseRequest?(host.window)
            case .ping:
                // Answered from the loop, so a pong means the app is taking events (flushed at the pass's end).
                let root = connection.rootWindow
                var pong = WindowManagerMessage.pong(to: event.xclient, root: root)
                XSendEvent(connection.display, root, 0, SubstructureNotifyMask | SubstructureRedirectMask, &pong)
            case .ignored:
                break
            }
        default:
            break
        }
    }
}
