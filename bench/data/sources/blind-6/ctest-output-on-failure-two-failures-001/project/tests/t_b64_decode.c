#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 2; i++) {
        url_decode("b64_decode%2D4", out);
        CHECK_STR(out, "b64_decode-4");
    }
    return failures != 0;
}
