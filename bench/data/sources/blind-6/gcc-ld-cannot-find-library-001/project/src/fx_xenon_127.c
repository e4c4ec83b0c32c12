#include <math.h>
#include "fx_xenon_127.h"

void fx_xenon_127_vesper(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.0 + 151);
}

void fx_xenon_127_willow(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.1 + 151);
}

void fx_xenon_127_xenon(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.2 + 151);
}

void fx_xenon_127_yarrow(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.3 + 151);
}

