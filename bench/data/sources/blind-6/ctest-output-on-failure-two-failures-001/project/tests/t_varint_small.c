#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 4; i++) {
        url_decode("varint_small%2D14", out);
        CHECK_STR(out, "varint_small-14");
    }
    return failures != 0;
}
