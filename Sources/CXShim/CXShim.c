#include "CXShim.h"
#include <X11/Xlibint.h>

int cx_connection_number(Display *display) { return ConnectionNumber(display); }
int cx_default_screen(Display *display) { return DefaultScreen(display); }
Window cx_default_root_window(Display *display) { return DefaultRootWindow(display); }
int cx_xi_mask_len(void) { return XIMaskLen(XI_LASTEVENT); }
void cx_xi_set_mask(unsigned char *mask, int event) { XISetMask(mask, event); }
int cx_xi_mask_is_set(const unsigned char *mask, int event) { return XIMaskIsSet(mask, event) != 0; }

void cx_flush_if_pending(Display *display) {
    if (display->bufptr != display->buffer) XFlush(display);
}
