#include "CXShimInput.h"
#include <pthread.h>

static pthread_mutex_t trap_lock = PTHREAD_MUTEX_INITIALIZER;
static int trapped_error;
static XErrorHandler previous_handler;

static int trap_handler(Display *display, XErrorEvent *event) {
    (void)display;
    if (trapped_error == 0) trapped_error = event->error_code;
    return 0;
}

void cx_input_error_trap_push(Display *display) {
    pthread_mutex_lock(&trap_lock);
    XSync(display, False);
    trapped_error = 0;
    previous_handler = XSetErrorHandler(trap_handler);
}

int cx_input_error_trap_pop(Display *display) {
    XSync(display, False);
    XSetErrorHandler(previous_handler);
    int error = trapped_error;
    pthread_mutex_unlock(&trap_lock);
    return error;
}

XIC cx_input_create_ic(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, NULL);
}
