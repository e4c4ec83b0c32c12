#include <math.h>
#include "fx_vesper_073.h"

void fx_vesper_073_thistle(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.0 + 97);
}

void fx_vesper_073_umber(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.1 + 97);
}

void fx_vesper_073_vesper(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.2 + 97);
}

void fx_vesper_073_willow(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.3 + 97);
}

