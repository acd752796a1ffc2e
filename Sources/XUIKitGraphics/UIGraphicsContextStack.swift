import Foundation

/// The stack of current drawing contexts, one per thread as in UIKit.
final class GraphicsContextStack {
    // No runtime exclusivity checks: every view's draw pushes and pops, and
    // drawing code reads the top several times a view. Sound: each stack
    // belongs to one thread, and no access calls outside code.
    @exclusivity(unchecked) var contexts: [CGContext] = []
    /// Bitmap contexts opened by `UIGraphicsBeginImageContextWithOptions`, innermost last.
    @exclusivity(unchecked) var imageContexts: [ImageContextRecord] = []

    /// The thread-specific slot holding each thread's stack (retained; released when the thread ends).
    // A pthread key, not `Thread.current.threadDictionary`: drawing code asks
    // for the current context several times per view, and the dictionary's
    // lookup (an NSString key hashed and compared, a dynamic cast) made up
    // most of the time views spent drawing simple shapes.
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { stack in
            guard let stack else { return }
            Unmanaged<GraphicsContextStack>.fromOpaque(stack).release()
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// `UIColor.set()`, `setFill()` and `setStroke()` live in the core (so
    /// subclasses can override them, as in UIKit) and reach the current
    /// context through this hook, installed once before any context is pushed.
    private static let colorHookInstalled: Void = {
        UIColor.applyToCurrentContext = { color, isFill in
            guard let context = UIGraphicsGetCurrentContext() else { return }
            // A plain UIColor's components are its colour: no CGColor is made
            // for it (a subclass may override `cgColor`, so it is asked).
            let rgba = type(of: color) == UIColor.self ? (color.red, color.green, color.blue, color.alpha) : color.cgColor.rgba
            if isFill { context.state.fillColor = rgba } else { context.state.strokeColor = rgba }
        }
    }()

    /// The calling thread's stack.
    static var current: GraphicsContextStack {
        _ = colorHookInstalled
        if let stack = pthread_getspecific(threadKey) {
            return Unmanaged<GraphicsContextStack>.fromOpaque(stack).takeUnretainedValue()
        }
        let stack = GraphicsContextStack()
        pthread_setspecific(threadKey, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }
}

/// The context UIKit drawing (UIBezierPath, UIColor.set, UIRectFill) goes to:
/// the top of the calling thread's context stack, or nil outside drawing.
///
/// XUIKit pushes a context around `UIView.draw(_:)`, around the actions of
/// `UIGraphicsImageRenderer`, and wherever `UIGraphicsPushContext(_:)` is called.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`;
/// does nothing when the stack is empty.
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.contexts.popLast()
}

/// Fills `rect` in the current context with its fill colour; does nothing without a context.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Intersects the current context's clip with `rect`; does nothing without a context.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}

/// Runs `body` with `context` pushed as the current context; afterwards the
/// stack is back to what it was, even if `body` pushed (or began image
/// contexts) without popping.
func withCurrentContext<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
    let stack = GraphicsContextStack.current
    let depth = stack.contexts.count, imageDepth = stack.imageContexts.count
    stack.contexts.append(context)
    defer {
        // One at a time: `removeLast(_:)` goes through a range replacement (every view's draw ends here).
        while stack.contexts.count > depth { stack.contexts.removeLast() }
        while stack.imageContexts.count > imageDepth { stack.imageContexts.removeLast() }
    }
    return try body()
}
