// A growable malloc'd byte buffer used by the encoders' write callbacks.
#ifndef PAGETTY_CIMAGE_BUFFER_H
#define PAGETTY_CIMAGE_BUFFER_H
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
} pt_buffer;

/// Appends; returns 0 when memory ran out (the buffer is left as it was).
int pt_buffer_append(pt_buffer *buffer, const uint8_t *bytes, size_t count);

#endif
