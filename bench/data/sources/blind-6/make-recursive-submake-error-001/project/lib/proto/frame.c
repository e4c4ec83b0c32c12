#include <stddef.h>

size_t frame_len(const unsigned char *b) { return (size_t)b[0] << 8 | b[1]; }
