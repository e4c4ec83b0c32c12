#ifndef FASTLZ_H
#define FASTLZ_H
#include <stddef.h>
int fastlz_compress_level(int level, const void *input, int length, void *output);
unsigned fastlz_crc(const unsigned char *buf, size_t len);
#endif
