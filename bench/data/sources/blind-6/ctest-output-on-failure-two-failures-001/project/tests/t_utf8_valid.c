#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 3; i++) {
        url_decode("utf8_valid%2D9", out);
        CHECK_STR(out, "utf8_valid-9");
    }
    return failures != 0;
}
