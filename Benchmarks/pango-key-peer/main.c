// The key-to-glyph benchmark's peer (`xuikit-bench --key-only`): a raw Xlib +
// pangocairo client doing what a text field must at least do for a key.
//
// One white window; on every KeyPress it writes the moment it saw it
// (CLOCK_MONOTONIC nanoseconds, 8 bytes) to stdout, turns the key into text
// with XLookupString (BackSpace deletes the last character), lays the whole
// line out again with Pango (17 px Inter, as `UITextField`'s system font)
// and draws it in black on a white strip where the XUIKit bench app's text
// field is (x 8, y 10, 380 x 34), through a Cairo xlib surface, then flushes.
// Built by `make bench` with cc, outside SwiftPM (as gtk-pick-peer).
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>
#include <cairo-xlib.h>
#include <pango/pangocairo.h>

int main(void) {
    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "pango-key-peer: cannot open display\n"); return 1; }
    int screen = DefaultScreen(display);
    // BENCH_X / BENCH_WIDTH: the window's column (default: the whole screen).
    const char *x = getenv("BENCH_X"), *width = getenv("BENCH_WIDTH");
    int windowWidth = width ? atoi(width) : DisplayWidth(display, screen);
    int windowHeight = DisplayHeight(display, screen);
    Window window = XCreateSimpleWindow(display, RootWindow(display, screen), x ? atoi(x) : 0, 0,
        windowWidth, windowHeight, 0, 0, WhitePixel(display, screen));
    XSelectInput(display, window, StructureNotifyMask | KeyPressMask);
    XMapWindow(display, window);
    XEvent e;
    do { XNextEvent(display, &e); } while (e.type != MapNotify);
    cairo_surface_t *surface = cairo_xlib_surface_create(display, window, DefaultVisual(display, screen),
        windowWidth, windowHeight);
    cairo_t *cairo = cairo_create(surface);
    PangoLayout *layout = pango_cairo_create_layout(cairo);
    PangoFontDescription *font = pango_font_description_from_string("Inter 17px");
    pango_layout_set_font_description(layout, font);
    char text[4096] = "";
    size_t length = 0;
    for (;;) {
        XNextEvent(display, &e);
        if (e.type != KeyPress) continue;
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        uint64_t nanoseconds = (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
        write(1, &nanoseconds, sizeof nanoseconds);
        char typed[32];
        KeySym keysym;
        int count = XLookupString(&e.xkey, typed, sizeof typed - 1, &keysym, NULL);
        if (keysym == XK_BackSpace) {
            while (length > 0 && (text[--length] & 0xC0) == 0x80) {}  // one UTF-8 character
            text[length] = 0;
        } else if (count > 0 && length + count < sizeof text) {
            memcpy(text + length, typed, count);
            length += count;
            text[length] = 0;
        } else {
            continue;
        }
        pango_layout_set_text(layout, text, (int)length);
        int textWidth, textHeight;
        pango_layout_get_pixel_size(layout, &textWidth, &textHeight);
        cairo_set_source_rgb(cairo, 1, 1, 1);
        cairo_rectangle(cairo, 8, 10, 380, 34);
        cairo_fill(cairo);
        cairo_set_source_rgb(cairo, 0, 0, 0);
        cairo_move_to(cairo, 8, 10 + (34 - textHeight) / 2.0);
        pango_cairo_show_layout(cairo, layout);
        cairo_surface_flush(surface);
        XFlush(display);
    }
}
