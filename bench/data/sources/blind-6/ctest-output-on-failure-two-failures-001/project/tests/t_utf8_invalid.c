#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 4; i++) {
        url_decode("utf8_invalid%2D10", out);
        CHECK_STR(out, "utf8_invalid-10");
    }
    return failures != 0;
}
