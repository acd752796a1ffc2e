#ifndef CXSHIM_ERRORS_H
#define CXSHIM_ERRORS_H
#include <X11/Xlib.h>

/// Installs the process-wide handler for X protocol errors that no trap
/// (cx_input_error_trap_push) expects: it prints one line to stderr and
/// carries on, where Xlib's default handler exits the process. Another
/// client can cause such errors at any time (a window it destroys between
/// our requests: a selection requestor, an input method server that died
/// while Xlib says goodbye to it), so they must not end the app (Qt's
/// handler also warns and continues).
void cx_install_error_handler(void);
/// How many errors the handler has seen (tests read it).
unsigned long cx_x_errors_seen(void);
#endif
