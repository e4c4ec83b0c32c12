#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 3; i++) {
        url_decode("b64_long%2D5", out);
        CHECK_STR(out, "b64_long-5");
    }
    return failures != 0;
}
