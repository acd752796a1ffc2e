#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H
#include <cairo.h>

/* Hints that the memory at `address` is about to be written (a write prefetch
   of its cache line; nothing where the target has none). Used when compositing
   backing stores straight into a window's pixels. */
static inline void xuikit_prefetch_for_write(const void *address) { __builtin_prefetch(address, 1, 3); }
#endif
