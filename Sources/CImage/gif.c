// giflib: reports errors by return value, so no longjmp is needed. Only the first frame
// is decoded (and probed: its size, not the logical screen's, is what gets allocated), and it is read line by line rather than with DGifSlurp, which would load
// every frame of a hostile animation into memory.
#include "internal.h"
#include "buffer.h"
#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
} pt_gif_reader;

static int pt_gif_read(GifFileType *gif, GifByteType *out, int count) {
    pt_gif_reader *reader = gif->UserData;
    size_t left = reader->length - reader->offset;
    size_t n = count < 0 ? 0 : (size_t)count < left ? (size_t)count : left;
    memcpy(out, reader->data + reader->offset, n);
    reader->offset += n;
    return (int)n;
}

static int pt_gif_write(GifFileType *gif, const GifByteType *bytes, int count) {
    return count >= 0 && pt_buffer_append(gif->UserData, bytes, (size_t)count) ? count : 0;
}

// Reads records up to the first image descriptor and that descriptor, noting the transparent
// index of a graphics control extension on the way.
static pt_image_status pt_gif_first_frame(GifFileType *gif, int *transparent) {
    for (;;) {
        GifRecordType type;
        if (DGifGetRecordType(gif, &type) == GIF_ERROR) return PT_IMAGE_CORRUPT;
        if (type == IMAGE_DESC_RECORD_TYPE) break;
        if (type == TERMINATE_RECORD_TYPE) return PT_IMAGE_CORRUPT;
        if (type == EXTENSION_RECORD_TYPE) {
            int code;
            GifByteType *block = NULL;
            if (DGifGetExtension(gif, &code, &block) == GIF_ERROR) return PT_IMAGE_CORRUPT;
            // Graphics control: block[0] is the length, block[1] bit 0 flags block[4] as transparent.
            if (code == GRAPHICS_EXT_FUNC_CODE && block && block[0] >= 4 && (block[1] & 1)) *transparent = block[4];
            while (block) {
                if (DGifGetExtensionNext(gif, &block) == GIF_ERROR) return PT_IMAGE_CORRUPT;
            }
        }
    }
    return DGifGetImageDesc(gif) == GIF_ERROR ? PT_IMAGE_CORRUPT : PT_IMAGE_OK;
}

pt_image_status pt_gif_probe(const uint8_t *data, size_t length, uint32_t *width, uint32_t *height) {
    // The size that will be allocated is the first frame's, which a hostile file may make far
    // larger than the logical screen it declares: read up to that frame's descriptor (no pixels).
    // The larger of the two counts, so an oversized screen is still refused as before.
    pt_gif_reader reader = {data, length, 0};
    int error = 0;
    GifFileType *gif = DGifOpen(&reader, pt_gif_read, &error);
    if (!gif) return PT_IMAGE_CORRUPT;
    int transparent = -1;
    pt_image_status status = pt_gif_first_frame(gif, &transparent);
    if (status == PT_IMAGE_OK) {
        int w = gif->Image.Width > gif->SWidth ? gif->Image.Width : gif->SWidth;
        int h = gif->Image.Height > gif->SHeight ? gif->Image.Height : gif->SHeight;
        *width = w > 0 && gif->Image.Width > 0 ? (uint32_t)w : 0;
        *height = h > 0 && gif->Image.Height > 0 ? (uint32_t)h : 0;
    }
    DGifCloseFile(gif, &error);
    return status;
}

static pt_image_status pt_gif_fail(GifFileType *gif, uint8_t *pixels, uint8_t *line, pt_image_status status) {
    int ignored;
    free(pixels);
    free(line);
    DGifCloseFile(gif, &ignored);
    return status;
}

pt_image_status pt_gif_decode(const uint8_t *data, size_t length, uint32_t max_width, uint32_t max_height,
                              uint8_t **out, uint32_t *width, uint32_t *height) {
    pt_gif_reader reader = {data, length, 0};
    int error = 0;
    GifFileType *gif = DGifOpen(&reader, pt_gif_read, &error);
    if (!gif) return PT_IMAGE_CORRUPT;
    int transparent = -1;
    pt_image_status found = pt_gif_first_frame(gif, &transparent);
    if (found != PT_IMAGE_OK) return pt_gif_fail(gif, NULL, NULL, found);
    // The frame's own size is what gets decoded; it may differ from the screen's.
    int w = gif->Image.Width, h = gif->Image.Height;
    if (w <= 0 || h <= 0) return pt_gif_fail(gif, NULL, NULL, PT_IMAGE_CORRUPT);
    if ((uint32_t)w > max_width || (uint32_t)h > max_height) return pt_gif_fail(gif, NULL, NULL, PT_IMAGE_TOO_LARGE);
    ColorMapObject *map = gif->Image.ColorMap ? gif->Image.ColorMap : gif->SColorMap;
    if (!map || !map->Colors) return pt_gif_fail(gif, NULL, NULL, PT_IMAGE_CORRUPT);
    uint8_t *pixels = malloc((size_t)w * h * 4);
    uint8_t *line = malloc((size_t)w);
    if (!pixels || !line) return pt_gif_fail(gif, pixels, line, PT_IMAGE_NO_MEMORY);

    static const int starts[4] = {0, 4, 2, 1}, steps[4] = {8, 8, 4, 2};
    int passes = gif->Image.Interlace ? 4 : 1;
    for (int pass = 0; pass < passes; pass++) {
        int start = passes == 1 ? 0 : starts[pass], step = passes == 1 ? 1 : steps[pass];
        for (int y = start; y < h; y += step) {
            if (DGifGetLine(gif, line, w) == GIF_ERROR) return pt_gif_fail(gif, pixels, line, PT_IMAGE_CORRUPT);
            uint8_t *row = pixels + (size_t)y * w * 4;
            for (int x = 0; x < w; x++) {
                int index = line[x];
                if (index == transparent || index >= map->ColorCount) {
                    memset(row + x * 4, 0, 4);
                } else {
                    row[x * 4] = map->Colors[index].Red;
                    row[x * 4 + 1] = map->Colors[index].Green;
                    row[x * 4 + 2] = map->Colors[index].Blue;
                    row[x * 4 + 3] = 0xFF;
                }
            }
        }
    }
    free(line);
    DGifCloseFile(gif, &error);
    *out = pixels;
    *width = (uint32_t)w;
    *height = (uint32_t)h;
    return PT_IMAGE_OK;
}

pt_image_status pt_gif_encode_indexed(const uint8_t *indices, uint32_t width, uint32_t height,
                                      const uint8_t *palette_rgb, int colors, int transparent,
                                      uint8_t **out, size_t *out_length) {
    if (!indices || !palette_rgb || !out || !out_length || width == 0 || height == 0 || width > 65535 ||
        height > 65535 || colors < 2 || colors > 256 || (colors & (colors - 1)) != 0)
        return PT_IMAGE_NO_MEMORY;
    int bits = 1;
    while ((1 << bits) < colors) bits++;
    GifColorType entries[256];
    for (int i = 0; i < colors; i++) {
        entries[i].Red = palette_rgb[i * 3];
        entries[i].Green = palette_rgb[i * 3 + 1];
        entries[i].Blue = palette_rgb[i * 3 + 2];
    }
    ColorMapObject *map = GifMakeMapObject(colors, entries);
    // EGifPutLine masks pixels in place, so each row is copied first.
    GifPixelType *line = malloc(width);
    pt_buffer buffer = {NULL, 0, 0};
    int error = 0;
    GifFileType *gif = map && line ? EGifOpen(&buffer, pt_gif_write, &error) : NULL;
    int ok = gif != NULL;
    if (ok) {
        EGifSetGifVersion(gif, true);
        ok = EGifPutScreenDesc(gif, (int)width, (int)height, bits, 0, map) != GIF_ERROR;
    }
    if (ok && transparent >= 0 && transparent < colors) {
        GraphicsControlBlock control = {DISPOSAL_UNSPECIFIED, false, 0, transparent};
        GifByteType extension[4];
        EGifGCBToExtension(&control, extension);
        ok = EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, extension) != GIF_ERROR;
    }
    if (ok) ok = EGifPutImageDesc(gif, 0, 0, (int)width, (int)height, false, NULL) != GIF_ERROR;
    for (uint32_t y = 0; ok && y < height; y++) {
        memcpy(line, indices + (size_t)y * width, width);
        ok = EGifPutLine(gif, line, (int)width) != GIF_ERROR;
    }
    if (gif && EGifCloseFile(gif, &error) == GIF_ERROR) ok = 0;
    GifFreeMapObject(map);
    free(line);
    if (!ok) {
        free(buffer.data);
        return PT_IMAGE_NO_MEMORY;
    }
    *out = buffer.data;
    *out_length = buffer.length;
    return PT_IMAGE_OK;
}
