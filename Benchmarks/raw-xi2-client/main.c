// The benchmark's baseline: the least an X client can do to see a touch.
//
// A raw Xlib + XInput 2.2 client: one window selecting XI2 touch
// events, a blocking XNextEvent loop, and for every XI_TouchBegin the
// moment it saw it (CLOCK_MONOTONIC, nanoseconds, 8 bytes) written to stdout
// at once. `xuikit-bench` measures from injecting a touch to that moment, for
// this client and for an XUIKit app doing the same in `touchesBegan`, on the
// same server in the same run.
//
// BENCH_MODE=pixel (`xuikit-bench --pixel-only`): on every XI_TouchBegin it
// also fills its window white and draws a 20 x 20 red square centred on the
// touch (XFillRectangle twice, then XFlush), the peer of an XUIKit view that
// redraws on a touch.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>

int main(void) {
    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "raw-xi2-client: cannot open display\n"); return 1; }
    int opcode, event, error, major = 2, minor = 2;
    if (!XQueryExtension(display, "XInputExtension", &opcode, &event, &error) ||
        XIQueryVersion(display, &major, &minor) != Success) {
        fprintf(stderr, "raw-xi2-client: no XInput 2.2\n");
        return 1;
    }
    int screen = DefaultScreen(display);
    // BENCH_X / BENCH_WIDTH: the window's column (default: the whole screen).
    const char *x = getenv("BENCH_X"), *width = getenv("BENCH_WIDTH");
    // White: its first frame on screen, the server painting the background at
    // map, is what `xuikit-bench --startup-only` waits for.
    Window window = XCreateSimpleWindow(display, RootWindow(display, screen), x ? atoi(x) : 0, 0,
        width ? atoi(width) : DisplayWidth(display, screen), DisplayHeight(display, screen), 0, 0,
        WhitePixel(display, screen));
    unsigned char bits[XIMaskLen(XI_LASTEVENT)] = {0};
    XISetMask(bits, XI_TouchBegin); XISetMask(bits, XI_TouchUpdate); XISetMask(bits, XI_TouchEnd);
    XIEventMask mask = { XIAllMasterDevices, sizeof bits, bits };
    XISelectEvents(display, window, &mask, 1);
    XSelectInput(display, window, StructureNotifyMask);
    const char *mode = getenv("BENCH_MODE");
    int drawsSquares = mode && strcmp(mode, "pixel") == 0;
    GC gc = XCreateGC(display, window, 0, NULL);
    unsigned long red = 0xFF0000;  // a 24-bit TrueColor screen, as the headless server's
    unsigned int windowWidth = width ? atoi(width) : DisplayWidth(display, screen);
    XMapWindow(display, window);
    XEvent e;
    do { XNextEvent(display, &e); } while (e.type != MapNotify);
    for (;;) {
        XNextEvent(display, &e);
        if (e.xcookie.type != GenericEvent || e.xcookie.extension != opcode) continue;
        if (!XGetEventData(display, &e.xcookie)) continue;
        if (e.xcookie.evtype == XI_TouchBegin) {
            struct timespec now;
            clock_gettime(CLOCK_MONOTONIC, &now);
            uint64_t nanoseconds = (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
            write(1, &nanoseconds, sizeof nanoseconds);
            if (drawsSquares) {
                XIDeviceEvent *touch = e.xcookie.data;
                XSetForeground(display, gc, WhitePixel(display, screen));
                XFillRectangle(display, window, gc, 0, 0, windowWidth, DisplayHeight(display, screen));
                XSetForeground(display, gc, red);
                XFillRectangle(display, window, gc, (int)touch->event_x - 10, (int)touch->event_y - 10, 20, 20);
                XFlush(display);
            }
        }
        XFreeEventData(display, &e.xcookie);
    }
}
