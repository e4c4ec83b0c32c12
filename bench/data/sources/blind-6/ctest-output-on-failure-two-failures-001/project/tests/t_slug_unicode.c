#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 4; i++) {
        url_decode("slug_unicode%2D30", out);
        CHECK_STR(out, "slug_unicode-30");
    }
    return failures != 0;
}
