// A tiny, non-variadic C API over libpng, libjpeg-turbo and giflib.
// Every function returns a pt_image_status; corrupt input yields an error code and never
// aborts the process (libpng and libjpeg errors are caught with setjmp/longjmp).
// Buffers handed out through `out` are malloc'd: release them with pt_image_free.
#ifndef PAGETTY_CIMAGE_H
#define PAGETTY_CIMAGE_H
#include <stddef.h>
#include <stdint.h>

/// Result codes shared by every function.
typedef enum {
    PT_IMAGE_OK = 0,
    /// Not PNG, JPEG or GIF by its magic bytes.
    PT_IMAGE_UNKNOWN_FORMAT = 1,
    /// The decoder rejected the data.
    PT_IMAGE_CORRUPT = 2,
    /// The header announces more pixels than allowed.
    PT_IMAGE_TOO_LARGE = 3,
    /// malloc failed, or an argument was out of range.
    PT_IMAGE_NO_MEMORY = 4,
} pt_image_status;

/// Image formats recognised by their magic bytes.
typedef enum {
    PT_FORMAT_UNKNOWN = 0,
    PT_FORMAT_PNG = 1,
    PT_FORMAT_JPEG = 2,
    PT_FORMAT_GIF = 3,
} pt_image_format;

/// The format by magic bytes alone.
pt_image_format pt_image_sniff(const uint8_t *data, size_t length);

/// Reads width and height from the header without decoding pixels.
pt_image_status pt_image_probe(const uint8_t *data, size_t length, pt_image_format *format,
                               uint32_t *width, uint32_t *height);

/// The width and height of the RGBA buffer `pt_image_decode_rgba` would allocate with
/// `min_side`: a GIF's first frame (not its logical screen), a JPEG after DCT scaling.
pt_image_status pt_image_decoded_size(const uint8_t *data, size_t length, uint32_t min_side,
                                      uint32_t *width, uint32_t *height);

/// Decodes the image (a GIF's first frame) to 8-bit RGBA, refusing anything wider than
/// `max_width` or taller than `max_height` before pixels are allocated. When `min_side` > 0,
/// a JPEG may be decoded smaller (1/2, 1/4 or 1/8, in the DCT) while both sides stay >= it.
pt_image_status pt_image_decode_rgba(const uint8_t *data, size_t length, uint32_t max_width,
                                     uint32_t max_height, uint32_t min_side, uint8_t **out,
                                     uint32_t *width, uint32_t *height);

/// Encodes 8-bit RGBA pixels as a PNG.
pt_image_status pt_png_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height,
                                   uint8_t **out, size_t *out_length);

/// Encodes 8-bit RGB pixels as a baseline JFIF JPEG, 4:4:4, at `quality` (1...100).
pt_image_status pt_jpeg_encode_rgb(const uint8_t *rgb, uint32_t width, uint32_t height, int quality,
                                   uint8_t **out, size_t *out_length);

/// Encodes palette indices as a one-frame GIF89a. `colors` is a power of two (2...256),
/// `palette_rgb` holds 3 × colors bytes; `transparent` is an index or -1.
pt_image_status pt_gif_encode_indexed(const uint8_t *indices, uint32_t width, uint32_t height,
                                      const uint8_t *palette_rgb, int colors, int transparent,
                                      uint8_t **out, size_t *out_length);

/// Frees a buffer returned by this API.
void pt_image_free(void *buffer);

#endif
