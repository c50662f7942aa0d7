// libpng, classic API: errors longjmp back to the setjmp in each function, so corrupt
// data returns PT_IMAGE_CORRUPT; warnings are dropped rather than printed to the terminal.
#include "internal.h"
#include "buffer.h"
#include <png.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
} pt_png_reader;

static void pt_png_error(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static void pt_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void pt_png_read(png_structp png, png_bytep out, size_t count) {
    pt_png_reader *reader = png_get_io_ptr(png);
    if (count > reader->length - reader->offset) png_error(png, "truncated");
    memcpy(out, reader->data + reader->offset, count);
    reader->offset += count;
}

static void pt_png_write(png_structp png, png_bytep bytes, size_t count) {
    if (!pt_buffer_append(png_get_io_ptr(png), bytes, count)) png_error(png, "out of memory");
}

static void pt_png_flush(png_structp png) { (void)png; }

static uint32_t pt_be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

pt_image_status pt_png_probe(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height) {
    // Signature, then the IHDR chunk must come first: length 13, "IHDR", width, height.
    if (length < 24 || pt_be32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0) return PT_IMAGE_CORRUPT;
    *width = pt_be32(data + 16);
    *height = pt_be32(data + 20);
    return PT_IMAGE_OK;
}

pt_image_status pt_png_decode(const uint8_t *data, size_t length, uint32_t max_width, uint32_t max_height,
                              uint8_t **out, uint32_t *width, uint32_t *height) {
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, pt_png_error, pt_png_warning);
    if (!png) return PT_IMAGE_NO_MEMORY;
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        return PT_IMAGE_NO_MEMORY;
    }
    pt_png_reader reader = {data, length, 0};
    // volatile: assigned after setjmp and read after the longjmp.
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    volatile pt_image_status failure = PT_IMAGE_CORRUPT;
    if (setjmp(png_jmpbuf(png))) {
        free(pixels);
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        return failure;
    }
    png_set_read_fn(png, &reader, pt_png_read);
    png_set_user_limits(png, max_width, max_height);
    // Ancillary chunks (iCCP, zTXt...) may not inflate to more than this.
    png_set_chunk_malloc_max(png, 8 * 1024 * 1024);
    png_read_info(png, info);

    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    int color = png_get_color_type(png, info);
    png_set_expand(png);
    png_set_strip_16(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unexpected row layout");

    failure = PT_IMAGE_NO_MEMORY;
    pixels = malloc((size_t)w * h * 4);
    rows = malloc(sizeof(png_bytep) * h);
    if (!pixels || !rows) png_error(png, "out of memory");
    failure = PT_IMAGE_CORRUPT;
    for (png_uint_32 y = 0; y < h; y++) rows[y] = pixels + (size_t)y * w * 4;
    png_read_image(png, rows);
    // The trailing chunks are not read: nothing after the pixels matters here.

    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    *out = pixels;
    *width = w;
    *height = h;
    return PT_IMAGE_OK;
}

pt_image_status pt_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height,
                                   uint8_t **out, size_t *out_length) {
    if (!rgba || !out || !out_length || width == 0 || height == 0) return PT_IMAGE_NO_MEMORY;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, pt_png_error, pt_png_warning);
    if (!png) return PT_IMAGE_NO_MEMORY;
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        return PT_IMAGE_NO_MEMORY;
    }
    pt_buffer buffer = {NULL, 0, 0};
    if (setjmp(png_jmpbuf(png))) {
        free(buffer.data);
        png_destroy_write_struct(&png, &info);
        return PT_IMAGE_NO_MEMORY;
    }
    png_set_write_fn(png, &buffer, pt_png_write, pt_png_flush);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) png_write_row(png, rgba + (size_t)y * width * 4);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    *out = buffer.data;
    *out_length = buffer.length;
    return PT_IMAGE_OK;
}
