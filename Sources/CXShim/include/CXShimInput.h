#ifndef CXSHIM_INPUT_H
#define CXSHIM_INPUT_H
/// Helpers for XUIKit's X11 input system (variadic Xlib calls, error traps).
#include <X11/Xlib.h>

/// Starts trapping X errors on `display` (syncs first). Traps are process-wide
/// and serialised: another thread's trap waits until cx_input_error_trap_pop.
void cx_input_error_trap_push(Display *display);
/// Syncs, stops trapping and returns the first error code trapped (0 for none).
int cx_input_error_trap_pop(Display *display);
/// XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
/// XNClientWindow, window, XNFocusWindow, window, NULL); NULL when refused.
XIC cx_input_create_ic(XIM im, Window window);
#endif
