#include <math.h>
#include "fx_juniper_035.h"

void fx_juniper_035_harbor(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.0 + 59);
}

void fx_juniper_035_iris(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.1 + 59);
}

void fx_juniper_035_juniper(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.2 + 59);
}

void fx_juniper_035_kestrel(unsigned char *px, int n) {
    for (int j = 0; j < n; j++)
        px[j] = (unsigned char)fmin(255.0, px[j] * 1.3 + 59);
}

