#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 3; i++) {
        url_decode("rle_runs%2D25", out);
        CHECK_STR(out, "rle_runs-25");
    }
    return failures != 0;
}
