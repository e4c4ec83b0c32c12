#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 2; i++) {
        url_decode("varint_max%2D16", out);
        CHECK_STR(out, "varint_max-16");
    }
    return failures != 0;
}
