#include <math.h>
#include "fx_vesper_125.h"

void fx_vesper_125_thistle(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.0 + 149);
}

void fx_vesper_125_umber(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.1 + 149);
}

void fx_vesper_125_vesper(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.2 + 149);
}

void fx_vesper_125_willow(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.3 + 149);
}

