#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 5; i++) {
        url_decode("b64_encode%2D3", out);
        CHECK_STR(out, "b64_encode-3");
    }
    return failures != 0;
}
