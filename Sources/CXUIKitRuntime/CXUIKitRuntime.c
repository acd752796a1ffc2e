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
