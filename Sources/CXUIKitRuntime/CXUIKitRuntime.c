#include "CXUIKitRuntime.h"

// MARK: the main queue and the main run loop

// libdispatch's runloop SPI (exported; CoreFoundation's CFRunLoop uses it on Linux).
extern int _dispatch_get_main_queue_port_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

int cx_main_queue_fd(void) { return _dispatch_get_main_queue_port_4CF(); }
void cx_drain_main_queue(void) { _dispatch_main_queue_callback_4CF(0); }

// CoreFoundation's run loop API, compiled into swift-corelibs-foundation's
// libFoundation.so and exported from it (CFRunLoopRef and CFStringRef as opaque pointers).
extern void *CFRunLoopGetMain(void);
extern double CFRunLoopGetNextTimerFireDate(void *runLoop, const void *mode);
extern const void *const kCFRunLoopDefaultMode;

double cx_main_run_loop_next_timer_date(void) {
    return CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), kCFRunLoopDefaultMode);
}

extern int CFRunLoopRunInMode(const void *mode, double seconds, unsigned char returnAfterSourceHandled);

void cx_run_main_run_loop_pass(void) {
    CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, 1);
}

// MARK: creating an NSObject subclass through its vtable

// Swift's runtime entry for dispatching a class method through the vtable,
// and Foundation's descriptors of NSObject and of its `init()` allocating entry.
extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);
extern const char NSObjectInitDescriptor __asm__("$s10Foundation8NSObjectCACycfCTq");
extern const char NSObjectClassDescriptor __asm__("$s10Foundation8NSObjectCMn");

// An allocating initializer takes the metatype as Swift's `self` (swift_context is clang's name for it).
typedef void *(*AllocatingInit)(const void *metatype __attribute__((swift_context))) __attribute__((swiftcall));

void *cx_make_nsobject(const void *classMetadata) {
    AllocatingInit init = (AllocatingInit)swift_lookUpClassMethod(classMetadata, &NSObjectInitDescriptor, &NSObjectClassDescriptor);
    return init(classMetadata);
}

// MARK: which view classes keep UIView's hit-testing

// XUIKitCore's descriptors of UIView and of the members a hit-test calls on
// every view (`hitTest(_:with:)`, `point(inside:with:)`, the `isHidden`,
// `alpha` and `isUserInteractionEnabled` getters). Weak: a binary without
// XUIKitCore (runtime-spi-probe), or a toolchain that mangles them otherwise,
// finds them null, and every class then counts as overriding (the dynamic
// path, always right); RuntimeSPITests checks that they resolve.
extern const char UIViewClassDescriptor __asm__("$s10XUIKitCore6UIViewCMn") __attribute__((weak));
extern const char UIViewHitTestDescriptor
    __asm__("$s10XUIKitCore6UIViewC7hitTest_4withACSg10Foundation7CGPointV_AA7UIEventCSgtFTq") __attribute__((weak));
extern const char UIViewPointInsideDescriptor
    __asm__("$s10XUIKitCore6UIViewC5point6inside4withSb10Foundation7CGPointV_AA7UIEventCSgtFTq") __attribute__((weak));
extern const char UIViewIsHiddenGetterDescriptor __asm__("$s10XUIKitCore6UIViewC8isHiddenSbvgTq") __attribute__((weak));
extern const char UIViewAlphaGetterDescriptor __asm__("$s10XUIKitCore6UIViewC5alpha10Foundation7CGFloatVvgTq") __attribute__((weak));
extern const char UIViewIsUserInteractionEnabledGetterDescriptor
    __asm__("$s10XUIKitCore6UIViewC24isUserInteractionEnabledSbvgTq") __attribute__((weak));

int cx_view_class_keeps_hit_testing(const void *viewClass, const void *uiViewClass) {
    const void *const members[] = {
        &UIViewHitTestDescriptor, &UIViewPointInsideDescriptor, &UIViewIsHiddenGetterDescriptor,
        &UIViewAlphaGetterDescriptor, &UIViewIsUserInteractionEnabledGetterDescriptor,
    };
    if (!&UIViewClassDescriptor) return 0;
    for (unsigned i = 0; i < sizeof members / sizeof members[0]; i++) {
        if (!members[i]) return 0;
        if (swift_lookUpClassMethod(viewClass, members[i], &UIViewClassDescriptor)
            != swift_lookUpClassMethod(uiViewClass, members[i], &UIViewClassDescriptor)) return 0;
    }
    return 1;
}
