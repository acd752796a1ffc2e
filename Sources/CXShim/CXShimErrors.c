#include "CXShimErrors.h"
#include <stdatomic.h>
#include <stdio.h>

static atomic_ulong errors_seen;

static int log_error(Display *display, XErrorEvent *event) {
    char name[128] = "";
    XGetErrorText(display, event->error_code, name, sizeof name);
    atomic_fetch_add(&errors_seen, 1);
    fprintf(stderr, "XUIKit: X error %s (code %d) from request %d.%d on resource 0x%lx: ignored\n",
            name, event->error_code, event->request_code, event->minor_code, event->resourceid);
    return 0;
}

void cx_install_error_handler(void) { XSetErrorHandler(log_error); }

unsigned long cx_x_errors_seen(void) { return atomic_load(&errors_seen); }
