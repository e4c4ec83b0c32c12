#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 2; i++) {
        url_decode("hex_encode%2D0", out);
        CHECK_STR(out, "hex_encode-0");
    }
    return failures != 0;
}
