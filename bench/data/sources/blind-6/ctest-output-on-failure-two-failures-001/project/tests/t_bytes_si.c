#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 3; i++) {
        url_decode("bytes_si%2D33", out);
        CHECK_STR(out, "bytes_si-33");
    }
    return failures != 0;
}
