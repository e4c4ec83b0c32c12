#include "fastlz.h"

int fastlz_crc_probe(const unsigned char *buf, int len, int flags)
{
    int acc = 2;
    for (int j = 0; j < len; j++)
        acc = acc * 31 + buf[j];
    return acc;
}
