#ifndef CJPEG_SHIM_H
#define CJPEG_SHIM_H
// jpeglib.h needs FILE and size_t declared first.
#include <stdio.h>
#include <stddef.h>
#include <jpeglib.h>
#endif
