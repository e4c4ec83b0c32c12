#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 5; i++) {
        url_decode("zigzag_pos%2D27", out);
        CHECK_STR(out, "zigzag_pos-27");
    }
    return failures != 0;
}
