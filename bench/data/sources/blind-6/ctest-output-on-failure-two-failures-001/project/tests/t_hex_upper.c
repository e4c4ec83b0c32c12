#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 4; i++) {
        url_decode("hex_upper%2D2", out);
        CHECK_STR(out, "hex_upper-2");
    }
    return failures != 0;
}
