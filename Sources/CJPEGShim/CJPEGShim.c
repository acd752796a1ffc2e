#include "CJPEGShim.h"
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <jpeglib.h>
#include <jerror.h>

// Cairo RGB24 in memory: B, G, R, X on little-endian machines, X, R, G, B on big-endian ones.
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define CJ_NATIVE_XRGB JCS_EXT_XRGB
#else
#define CJ_NATIVE_XRGB JCS_EXT_BGRX
#endif

/// libjpeg's error manager with a jump back into cj_decode / cj_encode.
struct cj_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
};

static void cj_error_exit(j_common_ptr cinfo) {
    struct cj_error *error = (struct cj_error *)cinfo->err;
    longjmp(error->jump, 1);
}

/// Warnings are silent; a premature end of data is an error (a truncated file is not an image).
static void cj_emit_message(j_common_ptr cinfo, int level) {
    if (level < 0 && cinfo->err->msg_code == JWRN_JPEG_EOF) cj_error_exit(cinfo);
    if (level < 0) cinfo->err->num_warnings++;
}

static void cj_output_message(j_common_ptr cinfo) { (void)cinfo; }

static void cj_install(struct cj_error *error) {
    jpeg_std_error(&error->base);
    error->base.error_exit = cj_error_exit;
    error->base.emit_message = cj_emit_message;
    error->base.output_message = cj_output_message;
}

static void cj_keep_exif(struct jpeg_decompress_struct *cinfo, cj_image *image) {
    for (jpeg_saved_marker_ptr marker = cinfo->marker_list; marker; marker = marker->next) {
        if (marker->marker == JPEG_APP0 + 1 && marker->data_length > 6 && memcmp(marker->data, "Exif\0\0", 6) == 0) {
            image->exif = malloc(marker->data_length - 6);
            if (image->exif) {
                memcpy(image->exif, marker->data + 6, marker->data_length - 6);
                image->exif_length = marker->data_length - 6;
            }
            return;
        }
    }
}

int cj_decode(const unsigned char *data, size_t length, cj_image *image) {
    struct jpeg_decompress_struct cinfo;
    struct cj_error error;
    // Volatile: changed between setjmp and a longjmp back to it.
    unsigned char *volatile pixels = NULL;
    unsigned char *volatile row = NULL;
    memset(image, 0, sizeof *image);
    if (length == 0 || length > (size_t)0xFFFFFFFFu) return -1;
    cinfo.err = &error.base;
    cj_install(&error);
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(pixels);
        free(row);
        free(image->exif);
        memset(image, 0, sizeof *image);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)length);
    jpeg_save_markers(&cinfo, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&cinfo, TRUE);
    cj_keep_exif(&cinfo, image);
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    int inverted = cmyk && cinfo.saw_Adobe_marker;
    cinfo.out_color_space = cmyk ? JCS_CMYK : CJ_NATIVE_XRGB;
    jpeg_start_decompress(&cinfo);
    size_t width = cinfo.output_width, height = cinfo.output_height;
    if (width == 0 || height == 0 || width > 32767 || height > 32767) cj_error_exit((j_common_ptr)&cinfo);
    pixels = malloc(width * height * 4);
    if (!pixels) cj_error_exit((j_common_ptr)&cinfo);
    if (cmyk) {
        row = malloc(width * 4);
        if (!row) cj_error_exit((j_common_ptr)&cinfo);
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        size_t y = cinfo.output_scanline;
        JSAMPROW target = cmyk ? row : pixels + y * width * 4;
        jpeg_read_scanlines(&cinfo, &target, 1);
        if (!cmyk) continue;
        uint32_t *out = (uint32_t *)(pixels + y * width * 4);
        for (size_t x = 0; x < width; x++) {
            unsigned c = row[4 * x], m = row[4 * x + 1], yl = row[4 * x + 2], k = row[4 * x + 3];
            // Adobe writes CMYK inverted (255 = no ink), the usual case; otherwise invert here.
            if (!inverted) { c = 255 - c; m = 255 - m; yl = 255 - yl; k = 255 - k; }
            uint32_t r = c * k / 255, g = m * k / 255, b = yl * k / 255;
            out[x] = (r << 16) | (g << 8) | b;
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    free(row);
    image->pixels = pixels;
    image->width = (int)width;
    image->height = (int)height;
    return 0;
}

void cj_image_free(cj_image *image) {
    free(image->pixels);
    free(image->exif);
    memset(image, 0, sizeof *image);
}

int cj_encode(const unsigned char *pixels, int width, int height, int stride, int quality,
              unsigned char **out, size_t *out_length) {
    struct jpeg_compress_struct cinfo;
    struct cj_error error;
    unsigned char *volatile buffer = NULL;
    unsigned long size = 0;
    *out = NULL;
    *out_length = 0;
    if (width <= 0 || height <= 0 || width > 65500 || height > 65500) return -1;
    cinfo.err = &error.base;
    cj_install(&error);
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(buffer);
        return -1;
    }
    jpeg_create_compress(&cinfo);
    unsigned char *destination = NULL;
    jpeg_mem_dest(&cinfo, &destination, &size);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 4;
    cinfo.in_color_space = CJ_NATIVE_XRGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality < 0 ? 0 : quality > 100 ? 100 : quality, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)cinfo.next_scanline * (size_t)stride);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    buffer = destination;
    jpeg_destroy_compress(&cinfo);
    *out = buffer;
    *out_length = size;
    return 0;
}
