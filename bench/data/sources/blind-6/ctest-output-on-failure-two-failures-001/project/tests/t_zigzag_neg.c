#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 4; i++) {
        url_decode("zigzag_neg%2D26", out);
        CHECK_STR(out, "zigzag_neg-26");
    }
    return failures != 0;
}
