#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 5; i++) {
        url_decode("ascii_fold%2D31", out);
        CHECK_STR(out, "ascii_fold-31");
    }
    return failures != 0;
}
