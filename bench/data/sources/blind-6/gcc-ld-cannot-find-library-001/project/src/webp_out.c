#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "webp_out.h"

/* from <webp/encode.h>; the runner image ships libwebp7 but not libwebp-dev */
size_t WebPEncodeRGB(const uint8_t *rgb, int width, int height, int stride,
                     float quality, uint8_t **output);
void WebPFree(void *ptr);

int write_webp(const char *path, const unsigned char *rgb, int w, int h) {
    uint8_t *out = NULL;
    size_t n = WebPEncodeRGB(rgb, w, h, w * 3, 82.0f, &out);
    FILE *f = fopen(path, "wb");
    if (!f || !n)
        return -1;
    fwrite(out, 1, n, f);
    fclose(f);
    WebPFree(out);
    return 0;
}
