#include <stddef.h>

size_t encode_ack(unsigned char *out) { out[0] = 0; out[1] = 3; out[2] = 5; return 3; }
