#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 2; i++) {
        url_decode("url_roundtrip%2D8", out);
        CHECK_STR(out, "url_roundtrip-8");
    }
    return failures != 0;
}
