// libjpeg-turbo: error_exit is overridden to longjmp back into the calling function, so a
// corrupt stream returns PT_IMAGE_CORRUPT instead of calling exit(); messages are dropped.
#include "internal.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>
#include <jerror.h>

// Progressive files can carry thousands of tiny scans, each costing a full pass; real ones
// use about ten. libjpeg-turbo's own fuzzers stop at 500.
#define PT_JPEG_MAX_SCANS 500

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    int truncated;
} pt_jpeg_error;

static void pt_jpeg_exit(j_common_ptr info) {
    pt_jpeg_error *error = (pt_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

static void pt_jpeg_emit(j_common_ptr info, int level) {
    pt_jpeg_error *error = (pt_jpeg_error *)info->err;
    // A short stream decodes as grey fill plus a warning; for untrusted bytes that is corrupt.
    if (level < 0 && error->manager.msg_code == JWRN_JPEG_EOF) error->truncated = 1;
}

static void pt_jpeg_output(j_common_ptr info) { (void)info; }

static void pt_jpeg_progress(j_common_ptr info) {
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (decompress->input_scan_number > PT_JPEG_MAX_SCANS) {
        info->err->msg_code = JERR_NOT_COMPILED;
        info->err->error_exit(info);
    }
}

static void pt_jpeg_quiet(pt_jpeg_error *error) {
    error->manager.error_exit = pt_jpeg_exit;
    error->manager.emit_message = pt_jpeg_emit;
    error->manager.output_message = pt_jpeg_output;
    error->truncated = 0;
}

pt_image_status pt_jpeg_probe(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height) {
    // Unscaled, the decoded size is the header's (markers up to the first scan; no pixel decoded).
    return pt_jpeg_decoded_size(data, length, 0, width, height);
}

// Scaling in the DCT is nearly free and cuts memory by up to 64 times for big photos: the
// largest 1/2^k (k <= 3) that keeps both sides >= min_side.
static void pt_jpeg_scale(struct jpeg_decompress_struct *info, uint32_t min_side) {
    unsigned int denominator = 1;
    while (min_side > 0 && denominator < 8 && info->image_width / (denominator * 2) >= min_side &&
           info->image_height / (denominator * 2) >= min_side)
        denominator *= 2;
    info->scale_num = 1;
    info->scale_denom = denominator;
}

pt_image_status pt_jpeg_decoded_size(const uint8_t *data, size_t length, uint32_t min_side,
                                     uint32_t *width, uint32_t *height) {
    struct jpeg_decompress_struct info;
    pt_jpeg_error error;
    info.err = jpeg_std_error(&error.manager);
    pt_jpeg_quiet(&error);
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return PT_IMAGE_CORRUPT;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    // Reads markers up to the first scan; no pixel is decoded.
    jpeg_read_header(&info, TRUE);
    pt_jpeg_scale(&info, min_side);
    jpeg_calc_output_dimensions(&info);
    *width = info.output_width;
    *height = info.output_height;
    jpeg_destroy_decompress(&info);
    return PT_IMAGE_OK;
}

pt_image_status pt_jpeg_decode(const uint8_t *data, size_t length, uint32_t max_width, uint32_t max_height,
                               uint32_t min_side, uint8_t **out, uint32_t *width, uint32_t *height) {
    struct jpeg_decompress_struct info;
    struct jpeg_progress_mgr progress;
    pt_jpeg_error error;
    uint8_t *volatile pixels = NULL;
    info.err = jpeg_std_error(&error.manager);
    pt_jpeg_quiet(&error);
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        return PT_IMAGE_CORRUPT;
    }
    jpeg_create_decompress(&info);
    progress.progress_monitor = pt_jpeg_progress;
    info.progress = &progress;
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    if (info.image_width > max_width || info.image_height > max_height) {
        jpeg_destroy_decompress(&info);
        return PT_IMAGE_TOO_LARGE;
    }
    pt_jpeg_scale(&info, min_side);
    // Greyscale and YCbCr convert to RGBA; CMYK cannot, and errors out like any corrupt file.
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    uint32_t w = info.output_width, h = info.output_height;
    if (info.output_components != 4) ERREXIT(&info, JERR_BAD_IN_COLORSPACE);
    pixels = malloc((size_t)w * h * 4);
    if (!pixels) {
        jpeg_destroy_decompress(&info);
        return PT_IMAGE_NO_MEMORY;
    }
    while (info.output_scanline < h) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * w * 4;
        if (jpeg_read_scanlines(&info, &row, 1) != 1) break;
    }
    int complete = info.output_scanline == h && !error.truncated;
    // abort, not finish: trailing garbage after the last scan should not fail the image.
    jpeg_abort_decompress(&info);
    jpeg_destroy_decompress(&info);
    if (!complete) {
        free(pixels);
        return PT_IMAGE_CORRUPT;
    }
    *out = pixels;
    *width = w;
    *height = h;
    return PT_IMAGE_OK;
}

pt_image_status pt_jpeg_encode_rgb(const uint8_t *rgb, uint32_t width, uint32_t height, int quality,
                                   uint8_t **out, size_t *out_length) {
    if (!rgb || !out || !out_length || width == 0 || height == 0 || width > 65500 || height > 65500)
        return PT_IMAGE_NO_MEMORY;
    struct jpeg_compress_struct info;
    pt_jpeg_error error;
    // jpeg_mem_dest mallocs and grows this buffer itself.
    unsigned char *volatile buffer = NULL;
    unsigned long size = 0;
    info.err = jpeg_std_error(&error.manager);
    pt_jpeg_quiet(&error);
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return PT_IMAGE_NO_MEMORY;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, (unsigned char **)&buffer, &size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
    // 4:4:4: flat-coloured art keeps crisp edges; the default 4:2:0 smears them.
    for (int c = 0; c < info.num_components; c++) {
        info.comp_info[c].h_samp_factor = 1;
        info.comp_info[c].v_samp_factor = 1;
    }
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < height) {
        JSAMPROW row = (JSAMPROW)(rgb + (size_t)info.next_scanline * width * 3);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = buffer;
    *out_length = size;
    return PT_IMAGE_OK;
}
