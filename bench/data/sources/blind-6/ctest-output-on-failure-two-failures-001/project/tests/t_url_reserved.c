#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 5; i++) {
        url_decode("url_reserved%2D7", out);
        CHECK_STR(out, "url_reserved-7");
    }
    return failures != 0;
}
