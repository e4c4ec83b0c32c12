#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    b64_encode((const unsigned char *)"abc", 3, out);
    CHECK_STR(out, "YWJj");
    b64_encode((const unsigned char *)"ab", 2, out);
    CHECK_STR(out, "YWI=");
    b64_encode((const unsigned char *)"a", 1, out);
    CHECK_STR(out, "YQ==");
    return failures != 0;
}
