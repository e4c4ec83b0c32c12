#include <string.h>
#include "codec.h"

static const char B64[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

void b64_encode(const unsigned char *in, size_t n, char *out) {
    size_t o = 0;
    for (size_t i = 0; i < n; i += 3) {
        unsigned v = in[i] << 16 | (i + 1 < n ? in[i + 1] << 8 : 0)
                     | (i + 2 < n ? in[i + 2] : 0);
        out[o++] = B64[v >> 18 & 63];
        out[o++] = B64[v >> 12 & 63];
        if (i + 1 < n)
            out[o++] = B64[v >> 6 & 63];
        if (i + 2 < n)
            out[o++] = B64[v & 63];
    }
    out[o] = 0;
}

static int hexval(char c) {
    return c >= '0' && c <= '9' ? c - '0' : (c | 32) - 'a' + 10;
}

void url_decode(const char *in, char *out) {
    while (*in) {
        if (*in == '%' && in[1] && in[2]) {
            *out++ = (char)(hexval(in[1]) << 4 | hexval(in[2]));
            in += 3;
        } else {
            *out++ = *in++;
        }
    }
    *out = 0;
}
