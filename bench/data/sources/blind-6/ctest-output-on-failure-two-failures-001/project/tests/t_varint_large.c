#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 5; i++) {
        url_decode("varint_large%2D15", out);
        CHECK_STR(out, "varint_large-15");
    }
    return failures != 0;
}
