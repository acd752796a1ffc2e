#ifndef CXDAMAGE_SHIM_H
#define CXDAMAGE_SHIM_H
// The X DAMAGE extension, for the benchmarks only: `xuikit-bench` waits for
// pixels on screen by damage notifications instead of polling XGetImage.
#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>
#endif
