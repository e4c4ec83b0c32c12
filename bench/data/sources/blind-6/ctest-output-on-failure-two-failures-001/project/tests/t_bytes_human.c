#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 2; i++) {
        url_decode("bytes_human%2D32", out);
        CHECK_STR(out, "bytes_human-32");
    }
    return failures != 0;
}
