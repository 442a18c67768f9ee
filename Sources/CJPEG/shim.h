#ifndef MOCKUP_CJPEG_SHIM_H
#define MOCKUP_CJPEG_SHIM_H
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

// libjpeg reports a fatal error by calling `error_exit`, which must not return. These helpers catch
// it with setjmp (which Swift cannot call) and hand back the library's message instead.

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} mockup_jpeg_error;

static inline void mockup_jpeg_error_exit(j_common_ptr info) {
    mockup_jpeg_error *error = (mockup_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

/// Warnings (a corrupt but readable stream) are not printed.
static inline void mockup_jpeg_emit_message(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

/// Reads the size of JPEG `data` into `width` and `height` and, unless `rgba` is NULL, decodes it into
/// `rgba` (4 bytes a pixel, alpha 255, room for `capacity` pixels) with
/// fixed settings so the pixels never depend on library defaults: the accurate integer IDCT
/// (JDCT_ISLOW), fancy (triangular) chroma upsampling, block smoothing, no colour quantizing, full
/// size. CMYK (Adobe's inverted or plain) is converted to RGB by multiplying each ink by black.
/// Returns 0, or 1 with libjpeg's message in `message` (JMSG_LENGTH_MAX bytes).
static inline int mockup_jpeg_decode(const unsigned char *data, unsigned long size, unsigned char *rgba,
                                     size_t capacity, int *width, int *height, char *message) {
    struct jpeg_decompress_struct info;
    mockup_jpeg_error error;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = mockup_jpeg_error_exit;
    error.manager.emit_message = mockup_jpeg_emit_message;
    if (setjmp(error.jump)) {
        memcpy(message, error.message, JMSG_LENGTH_MAX);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    if (rgba == NULL) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    if ((size_t)info.image_width * (size_t)info.image_height > capacity) {
        snprintf(message, JMSG_LENGTH_MAX, "the pixel buffer is smaller than the image");
        jpeg_destroy_decompress(&info);
        return 1;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    info.dct_method = JDCT_ISLOW;
    info.do_fancy_upsampling = TRUE;
    info.do_block_smoothing = TRUE;
    info.quantize_colors = FALSE;
    info.scale_num = 1;
    info.scale_denom = 1;
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = rgba + (size_t)info.output_scanline * (size_t)info.image_width * 4;
        jpeg_read_scanlines(&info, &row, 1);
    }
    if (cmyk) {
        // Adobe's CMYK JPEGs store the inks inverted (255 = no ink); others store them as they are.
        int inverted = info.saw_Adobe_marker;
        for (size_t i = 0; i < (size_t)info.image_width * (size_t)info.image_height; i++) {
            unsigned char *p = rgba + i * 4;
            unsigned int c = inverted ? p[0] : 255 - p[0], m = inverted ? p[1] : 255 - p[1];
            unsigned int y = inverted ? p[2] : 255 - p[2], k = inverted ? p[3] : 255 - p[3];
            p[0] = (unsigned char)((c * k + 127) / 255);
            p[1] = (unsigned char)((m * k + 127) / 255);
            p[2] = (unsigned char)((y * k + 127) / 255);
            p[3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}

/// Encodes `width` × `height` pixels of 4 bytes (R, G, B and an ignored fourth byte) as a baseline
/// JPEG at `quality` (0–100) with libjpeg's default settings for it (4:2:0 chroma subsampling,
/// the standard tables scaled by the quality, the accurate integer DCT). On success returns 0 with
/// the file in `*output` (`*size` bytes, to be released with `free`); else 1 with libjpeg's message
/// in `message` (JMSG_LENGTH_MAX bytes).
static inline int mockup_jpeg_encode(const unsigned char *rgba, int width, int height, int quality,
                                     unsigned char **output, unsigned long *size, char *message) {
    struct jpeg_compress_struct info;
    mockup_jpeg_error error;
    *output = NULL;
    *size = 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = mockup_jpeg_error_exit;
    error.manager.emit_message = mockup_jpeg_emit_message;
    if (setjmp(error.jump)) {
        memcpy(message, error.message, JMSG_LENGTH_MAX);
        jpeg_destroy_compress(&info);
        free(*output);
        *output = NULL;
        return 1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, output, size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBX;
    jpeg_set_defaults(&info);
    info.dct_method = JDCT_ISLOW;
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + (size_t)info.next_scanline * (size_t)width * 4);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 0;
}
#endif
