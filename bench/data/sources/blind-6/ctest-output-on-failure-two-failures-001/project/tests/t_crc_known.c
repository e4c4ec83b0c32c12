#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 3; i++) {
        url_decode("crc_known%2D13", out);
        CHECK_STR(out, "crc_known-13");
    }
    return failures != 0;
}
