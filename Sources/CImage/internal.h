// Per-format entry points behind the dispatching functions in image.c.
#ifndef PAGETTY_CIMAGE_INTERNAL_H
#define PAGETTY_CIMAGE_INTERNAL_H
#include "CImage.h"

pt_image_status pt_png_probe(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height);
pt_image_status pt_png_decode(const uint8_t *data, size_t length, uint32_t max_width, uint32_t max_height,
                              uint8_t **out, uint32_t *width, uint32_t *height);
pt_image_status pt_jpeg_probe(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height);
pt_image_status pt_jpeg_decode(const uint8_t *data, size_t length, uint32_t max_width, uint32_t max_height,
                               uint32_t min_side, uint8_t **out, uint32_t *width, uint32_t *height);
pt_image_status pt_jpeg_decoded_size(const uint8_t *data, size_t length, uint32_t min_side,
                                     uint32_t *width, uint32_t *height);
pt_image_status pt_gif_probe(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height);
pt_image_status pt_gif_decode(const uint8_t *data, size_t length, uint32_t max_width, uint32_t max_height,
                              uint8_t **out, uint32_t *width, uint32_t *height);

#endif
