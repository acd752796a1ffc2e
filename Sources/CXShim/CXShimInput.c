#include "CXShimInput.h"
#include <pthread.h>
#include <stdlib.h>
#include <wchar.h>
#include <string.h>

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

typedef struct {
    cx_preedit_handler handler;
    void *context;
    XIMCallback start, done, draw, caret;
    /* Over-the-spot: the font set the input method draws the preedit with. */
    Display *display;
    XFontSet fontset;
} cx_preedit_storage;

static int preedit_start(XIC ic, XPointer client, XPointer data) {
    (void)ic; (void)data;
    cx_preedit_storage *storage = (cx_preedit_storage *)client;
    storage->handler(storage->context, CX_PREEDIT_START, 0, 0, 0, NULL, 0);
    return -1;  /* no length limit */
}

static void preedit_done(XIC ic, XPointer client, XPointer data) {
    (void)ic; (void)data;
    cx_preedit_storage *storage = (cx_preedit_storage *)client;
    storage->handler(storage->context, CX_PREEDIT_DONE, 0, 0, 0, NULL, 0);
}

static void preedit_draw(XIC ic, XPointer client, XPointer data) {
    (void)ic;
    cx_preedit_storage *storage = (cx_preedit_storage *)client;
    XIMPreeditDrawCallbackStruct *draw = (XIMPreeditDrawCallbackStruct *)data;
    if (draw == NULL) return;
    const char *text = NULL;
    char *converted = NULL;
    int chars = 0;
    if (draw->text != NULL) {
        chars = draw->text->length;
        if (draw->text->encoding_is_wchar) {
            const wchar_t *wide = draw->text->string.wide_char;
            if (wide != NULL) {
                size_t size = wcstombs(NULL, wide, 0);
                if (size != (size_t)-1) {
                    converted = malloc(size + 1);
                    if (converted != NULL) { wcstombs(converted, wide, size + 1); text = converted; }
                }
            }
        } else {
            text = draw->text->string.multi_byte;
        }
    }
    storage->handler(storage->context, CX_PREEDIT_DRAW, draw->caret, draw->chg_first, draw->chg_length,
                     text, chars);
    free(converted);
}

static void preedit_caret(XIC ic, XPointer client, XPointer data) {
    (void)ic;
    cx_preedit_storage *storage = (cx_preedit_storage *)client;
    XIMPreeditCaretCallbackStruct *caret = (XIMPreeditCaretCallbackStruct *)data;
    if (caret == NULL) return;
    storage->handler(storage->context, CX_PREEDIT_CARET, caret->position, 0, 0, NULL, 0);
}

static int im_supports(XIM im, XIMStyle wanted) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, NULL) != NULL || styles == NULL) return 0;
    int found = 0;
    for (unsigned short i = 0; i < styles->count_styles; i++) {
        if (styles->supported_styles[i] == wanted) { found = 1; break; }
    }
    XFree(styles);
    return found;
}

XIC cx_input_create_ic_best(XIM im, Window window, cx_preedit_handler handler, void *context,
                            unsigned long *style, void **storage_out) {
    *storage_out = NULL;
    XIMStyle callbacks = XIMPreeditCallbacks | XIMStatusNothing;
    if (handler != NULL && im_supports(im, callbacks)) {
        cx_preedit_storage *storage = calloc(1, sizeof(cx_preedit_storage));
        if (storage != NULL) {
            storage->handler = handler;
            storage->context = context;
            storage->start.client_data = (XPointer)storage;
            storage->start.callback = (XIMProc)preedit_start;
            storage->done.client_data = (XPointer)storage;
            storage->done.callback = (XIMProc)preedit_done;
            storage->draw.client_data = (XPointer)storage;
            storage->draw.callback = (XIMProc)preedit_draw;
            storage->caret.client_data = (XPointer)storage;
            storage->caret.callback = (XIMProc)preedit_caret;
            XVaNestedList preedit = XVaCreateNestedList(0, XNPreeditStartCallback, &storage->start,
                                                        XNPreeditDoneCallback, &storage->done,
                                                        XNPreeditDrawCallback, &storage->draw,
                                                        XNPreeditCaretCallback, &storage->caret, NULL);
            XIC ic = XCreateIC(im, XNInputStyle, callbacks, XNClientWindow, window, XNFocusWindow, window,
                               XNPreeditAttributes, preedit, NULL);
            XFree(preedit);
            if (ic != NULL) {
                *style = callbacks;
                *storage_out = storage;
                return ic;
            }
            free(storage);
        }
    }
    XIMStyle position = XIMPreeditPosition | XIMStatusNothing;
    if (im_supports(im, position)) {
        /* Over-the-spot needs a font set (XIM spec: XNFontSet is required for
           XIMPreeditPosition; input methods such as uim-xim die without one). */
        cx_preedit_storage *storage = calloc(1, sizeof(cx_preedit_storage));
        if (storage != NULL) {
            char **missing = NULL, *fallback = NULL;
            int missing_count = 0;
            storage->display = XDisplayOfIM(im);
            storage->fontset = XCreateFontSet(storage->display, "-*-*-medium-r-normal--*-*-*-*-*-*-*-*,fixed,*",
                                              &missing, &missing_count, &fallback);
            if (missing != NULL) XFreeStringList(missing);
            XPoint spot = {0, 0};
            XVaNestedList preedit = storage->fontset != NULL
                ? XVaCreateNestedList(0, XNSpotLocation, &spot, XNFontSet, storage->fontset, NULL)
                : XVaCreateNestedList(0, XNSpotLocation, &spot, NULL);
            XIC ic = XCreateIC(im, XNInputStyle, position, XNClientWindow, window, XNFocusWindow, window,
                               XNPreeditAttributes, preedit, NULL);
            XFree(preedit);
            if (ic != NULL) {
                *style = position;
                *storage_out = storage;
                return ic;
            }
            if (storage->fontset != NULL) XFreeFontSet(storage->display, storage->fontset);
            free(storage);
        }
    }
    XIMStyle fallbacks[2] = {XIMPreeditNothing | XIMStatusNothing, XIMPreeditNone | XIMStatusNone};
    for (int i = 0; i < 2; i++) {
        XIC ic = XCreateIC(im, XNInputStyle, fallbacks[i], XNClientWindow, window, XNFocusWindow, window, NULL);
        if (ic != NULL) { *style = fallbacks[i]; return ic; }
    }
    return NULL;
}

void cx_input_destroy_ic(XIC ic, void *storage) {
    if (ic != NULL) XDestroyIC(ic);
    cx_preedit_storage *preedit = (cx_preedit_storage *)storage;
    if (preedit != NULL && preedit->fontset != NULL) XFreeFontSet(preedit->display, preedit->fontset);
    free(storage);
}

int cx_input_set_spot(XIC ic, int x, int y) {
    XPoint spot = {(short)x, (short)y};
    XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, NULL);
    char *failed = XSetICValues(ic, XNPreeditAttributes, preedit, NULL);
    XFree(preedit);
    return failed == NULL ? 0 : 1;
}

int cx_input_set_destroy_callback(XIM im, XIMProc callback, XPointer client_data) {
    XIMCallback destroy = {client_data, callback};
    return XSetIMValues(im, XNDestroyCallback, &destroy, NULL) == NULL ? 0 : 1;
}

unsigned long cx_input_style_callbacks(void) { return XIMPreeditCallbacks | XIMStatusNothing; }
unsigned long cx_input_style_position(void) { return XIMPreeditPosition | XIMStatusNothing; }
