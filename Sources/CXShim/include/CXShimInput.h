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

/// What an on-the-spot input method did to its preedit (composition) text.
enum { CX_PREEDIT_START = 0, CX_PREEDIT_DRAW = 1, CX_PREEDIT_CARET = 2, CX_PREEDIT_DONE = 3 };
/// Receives preedit callbacks, synchronously inside XFilterEvent. For DRAW:
/// characters [first, first + length) of the preedit are replaced by `text`
/// (UTF-8, `text_chars` characters; NULL for none) and the caret is at
/// character `caret`. For CARET only `caret` is meaningful.
typedef void (*cx_preedit_handler)(void *context, int kind, int caret, int first, int length,
                                   const char *text, int text_chars);
/// Creates an input context with the richest style `im` supports, in this
/// order: on-the-spot (XIMPreeditCallbacks, calling `handler` with
/// `context`; skipped when `handler` is NULL), over-the-spot (XIMPreeditPosition), root window
/// (XIMPreeditNothing), none. Stores the style in `*style` and the callback
/// storage (free it with cx_input_destroy_ic) in `*storage`. NULL if none is accepted.
XIC cx_input_create_ic_best(XIM im, Window window, cx_preedit_handler handler, void *context,
                            unsigned long *style, void **storage);
/// Destroys an input context made by cx_input_create_ic_best and its callback storage.
void cx_input_destroy_ic(XIC ic, void *storage);
/// Sets XNSpotLocation (window pixels, the caret's baseline) in the preedit
/// attributes; returns 0 when the input method accepted it.
int cx_input_set_spot(XIC ic, int x, int y);
/// Sets XNDestroyCallback: `callback(im, client_data, NULL)` runs inside
/// XFilterEvent when the input method's server goes away; Xlib frees the
/// method and its contexts right after, so they must not be used again.
/// Returns 0 when the method accepted it.
int cx_input_set_destroy_callback(XIM im, XIMProc callback, XPointer client_data);
/// XIMPreeditCallbacks, XIMPreeditPosition, XIMPreeditNothing, XIMPreeditNone.
unsigned long cx_input_style_callbacks(void);
unsigned long cx_input_style_position(void);
#endif
