#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 3; i++) {
        url_decode("hex_decode%2D1", out);
        CHECK_STR(out, "hex_decode-1");
    }
    return failures != 0;
}
