#ifndef CJPEGSHIM_H
#define CJPEGSHIM_H
/// libjpeg(-turbo) calls wrapped so that bad data returns an error instead of
/// exiting: libjpeg reports errors through error_exit, which must not return;
/// these functions longjmp out of it (Swift cannot) and print nothing.
#include <stddef.h>

/// A decoded JPEG: pixels as Cairo's RGB24 in native byte order (one 32-bit
/// word 0x00RRGGBB per pixel, rows `width * 4` bytes apart), malloc'd.
typedef struct {
    unsigned char *pixels;
    int width;
    int height;
    /// A copy of the first APP1 "Exif" segment's payload (malloc'd), or NULL.
    unsigned char *exif;
    size_t exif_length;
} cj_image;

/// Decodes `length` bytes of JPEG `data` (baseline or progressive; greyscale,
/// YCbCr, RGB, CMYK or YCCK). Returns 0 and fills `image` on success; -1 on
/// corrupt or truncated data (a premature end counts as an error) or when
/// memory runs out, with nothing to free. Prints nothing.
int cj_decode(const unsigned char *data, size_t length, cj_image *image);
/// Frees what a successful cj_decode allocated.
void cj_image_free(cj_image *image);

/// Encodes `width` x `height` pixels (32-bit words 0x??RRGGBB in native byte
/// order, rows `stride` bytes apart; the top byte is ignored) as a baseline
/// JPEG at `quality` 0...100 (4:2:0, libjpeg's standard tables scaled).
/// Returns 0 and a malloc'd buffer in `*out` (free it with free) on success, -1 on failure.
int cj_encode(const unsigned char *pixels, int width, int height, int stride, int quality,
              unsigned char **out, size_t *out_length);
#endif
