#include "CImage.h"
#include "internal.h"
#include <stdlib.h>
#include <string.h>

pt_image_format pt_image_sniff(const uint8_t *data, size_t length) {
    static const uint8_t png[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    if (!data) return PT_FORMAT_UNKNOWN;
    if (length >= 8 && memcmp(data, png, 8) == 0) return PT_FORMAT_PNG;
    if (length >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF) return PT_FORMAT_JPEG;
    if (length >= 6 && (memcmp(data, "GIF87a", 6) == 0 || memcmp(data, "GIF89a", 6) == 0)) return PT_FORMAT_GIF;
    return PT_FORMAT_UNKNOWN;
}

pt_image_status pt_image_probe(const uint8_t *data, size_t length, pt_image_format *format,
                               uint32_t *width, uint32_t *height) {
    pt_image_format kind = pt_image_sniff(data, length);
    if (format) *format = kind;
    uint32_t w = 0, h = 0;
    pt_image_status status;
    switch (kind) {
    case PT_FORMAT_PNG: status = pt_png_probe(data, length, &w, &h); break;
    case PT_FORMAT_JPEG: status = pt_jpeg_probe(data, length, &w, &h); break;
    case PT_FORMAT_GIF: status = pt_gif_probe(data, length, &w, &h); break;
    default: return PT_IMAGE_UNKNOWN_FORMAT;
    }
    if (status == PT_IMAGE_OK && (w == 0 || h == 0)) status = PT_IMAGE_CORRUPT;
    if (width) *width = w;
    if (height) *height = h;
    return status;
}

pt_image_status pt_image_decode_rgba(const uint8_t *data, size_t length, uint32_t max_width,
                                     uint32_t max_height, uint32_t min_side, uint8_t **out,
                                     uint32_t *width, uint32_t *height) {
    if (!out || !width || !height) return PT_IMAGE_NO_MEMORY;
    *out = NULL;
    *width = *height = 0;
    pt_image_format kind;
    uint32_t w, h;
    // The header check runs first so that no decoder ever sees an oversized image.
    pt_image_status status = pt_image_probe(data, length, &kind, &w, &h);
    if (status != PT_IMAGE_OK) return status;
    if (w > max_width || h > max_height) return PT_IMAGE_TOO_LARGE;
    switch (kind) {
    case PT_FORMAT_PNG: return pt_png_decode(data, length, max_width, max_height, out, width, height);
    case PT_FORMAT_JPEG: return pt_jpeg_decode(data, length, max_width, max_height, min_side, out, width, height);
    case PT_FORMAT_GIF: return pt_gif_decode(data, length, max_width, max_height, out, width, height);
    default: return PT_IMAGE_UNKNOWN_FORMAT;
    }
}

pt_image_status pt_image_decoded_size(const uint8_t *data, size_t length, uint32_t min_side,
                                      uint32_t *width, uint32_t *height) {
    pt_image_format kind;
    pt_image_status status = pt_image_probe(data, length, &kind, width, height);
    if (status != PT_IMAGE_OK || kind != PT_FORMAT_JPEG || min_side == 0) return status;
    return pt_jpeg_decoded_size(data, length, min_side, width, height);
}

void pt_image_free(void *buffer) { free(buffer); }
