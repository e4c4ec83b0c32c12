#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 4; i++) {
        url_decode("url_encode%2D6", out);
        CHECK_STR(out, "url_encode-6");
    }
    return failures != 0;
}
