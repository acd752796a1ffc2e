#include "CXMainQueue.h"

// libdispatch's runloop SPI (exported; CoreFoundation's CFRunLoop uses it on Linux).
extern int _dispatch_get_main_queue_port_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

int cx_main_queue_fd(void) { return _dispatch_get_main_queue_port_4CF(); }
void cx_drain_main_queue(void) { _dispatch_main_queue_callback_4CF(0); }
