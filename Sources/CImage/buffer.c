#include "buffer.h"
#include <stdlib.h>
#include <string.h>

int pt_buffer_append(pt_buffer *buffer, const uint8_t *bytes, size_t count) {
    if (count > SIZE_MAX - buffer->length) return 0;
    size_t needed = buffer->length + count;
    if (needed > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < needed) capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
        uint8_t *grown = realloc(buffer->data, capacity);
        if (!grown) return 0;
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->length, bytes, count);
    buffer->length = needed;
    return 1;
}
