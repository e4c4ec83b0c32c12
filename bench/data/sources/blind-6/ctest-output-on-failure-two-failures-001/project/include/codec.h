#include <stddef.h>
void b64_encode(const unsigned char *in, size_t n, char *out);
void url_decode(const char *in, char *out);
