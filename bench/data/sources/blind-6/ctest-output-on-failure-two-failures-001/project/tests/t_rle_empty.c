#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 2; i++) {
        url_decode("rle_empty%2D24", out);
        CHECK_STR(out, "rle_empty-24");
    }
    return failures != 0;
}
