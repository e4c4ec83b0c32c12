#include <math.h>
#include "fx_amber_000.h"

void fx_amber_000_yarrow(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.0 + 24);
}

void fx_amber_000_zephyr(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.1 + 24);
}

void fx_amber_000_amber(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.2 + 24);
}

void fx_amber_000_basalt(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.3 + 24);
}

