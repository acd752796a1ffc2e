#ifndef CXUIKITRUNTIME_H
#define CXUIKITRUNTIME_H
/// The Swift, libdispatch and CoreFoundation runtime calls XUIKit needs and
/// Swift cannot make itself. Each is SPI or a mangled symbol of a toolchain
/// library: a toolchain update can change it. Tests/XUIKitX11Tests/
/// RuntimeSPITests.swift exercises every function, so such a change fails
/// there loudly instead of in an app.
///
/// Consumers: XUIKitX11's run loop (the main queue, the next timer, a pass) and
/// its application runner (creating the `@main` delegate); XUIKitCore's
/// hit-testing (which view classes override its members).

/// A descriptor that becomes readable when blocks are queued on the main
/// queue (libdispatch's `_dispatch_get_main_queue_port_4CF`, as
/// CoreFoundation's run loop uses it on Linux).
int cx_main_queue_fd(void);
/// Runs the blocks queued on the main queue (call on the main thread).
void cx_drain_main_queue(void);

/// When the main run loop's next timer in the default mode (Foundation
/// `Timer`s) fires, in seconds since the reference date (Foundation's
/// `timeIntervalSinceReferenceDate`), or 0 when there is none. No system
/// call: the backend asks this instead of running a whole run loop pass.
double cx_main_run_loop_next_timer_date(void);

/// One pass of the current thread's run loop (the main one) in the default
/// mode, without waiting: fires due timers, performs queued blocks and ready
/// sources (`CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, true)`, what
/// `RunLoop.limitDate(forMode: .default)` runs). CoreFoundation's own mode
/// name finds the mode by pointer; a Swift `RunLoop.Mode` is bridged to a
/// Swift string and compared by characters with every mode's name.
void cx_run_main_run_loop_pass(void);

/// Creates an instance of an NSObject subclass from its class metadata by
/// calling `init()` through the class's vtable, as Objective-C's
/// `[[cls alloc] init]` does: what UIKit does with the `@main` app delegate.
/// Returns the new object, retained (+1). A class that does not inherit
/// `init()` traps in the Swift runtime with its "unimplemented initializer".
void *cx_make_nsobject(const void *classMetadata);

/// Whether the view class `viewClass` (class metadata of `UIView` or a
/// subclass) has, for each of UIView's `hitTest(_:with:)`,
/// `point(inside:with:)` and the `isHidden`, `alpha` and
/// `isUserInteractionEnabled` getters, the same implementation in its vtable
/// as `uiViewClass` (UIView's own metadata): 1 when it overrides none of
/// them, else 0. Also 0 when XUIKitCore's descriptors of those members are
/// not linked in (weak symbols), so an unknown answer takes the dynamic path.
int cx_view_class_keeps_hit_testing(const void *viewClass, const void *uiViewClass);
#endif
