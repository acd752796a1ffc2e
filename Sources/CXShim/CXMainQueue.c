#include "CXMainQueue.h"

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
