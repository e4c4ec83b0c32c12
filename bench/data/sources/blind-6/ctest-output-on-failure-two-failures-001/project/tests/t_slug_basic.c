#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 3; i++) {
        url_decode("slug_basic%2D29", out);
        CHECK_STR(out, "slug_basic-29");
    }
    return failures != 0;
}
