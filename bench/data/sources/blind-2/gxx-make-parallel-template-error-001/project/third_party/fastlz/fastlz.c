#include "fastlz.h"

int fastlz_probe(const unsigned char *buf, int len, int flags)
{
    int acc = 0;
    for (int j = 0; j < len; j++)
        acc = acc * 31 + buf[j];
    return acc;
}
