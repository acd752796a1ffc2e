#ifndef CXSHIM_H
#define CXSHIM_H
/// Functions wrapping the Xlib/XInput2 macros Swift cannot import.
#include <X11/Xlib.h>
#include <X11/extensions/XInput2.h>

/// ConnectionNumber(display): the file descriptor of the X connection.
int cx_connection_number(Display *display);
/// DefaultScreen(display).
int cx_default_screen(Display *display);
/// DefaultRootWindow(display).
Window cx_default_root_window(Display *display);
/// XIMaskLen(XI_LASTEVENT): bytes needed for an event mask covering every XI2 event.
int cx_xi_mask_len(void);
/// XISetMask(mask, event).
void cx_xi_set_mask(unsigned char *mask, int event);
/// XIMaskIsSet(mask, event).
int cx_xi_mask_is_set(const unsigned char *mask, int event);
/// XFlush only when Xlib's request buffer holds something. XFlush also reads
/// the socket (a system call) even with nothing to send; an event loop that
/// polls the socket anyway need not pay that on every pass. (Requests go
/// out of this buffer only: with it empty, XFlush itself would send nothing.)
void cx_flush_if_pending(Display *display);
#include "CXShimInput.h"
#include "CXShimErrors.h"
#endif
