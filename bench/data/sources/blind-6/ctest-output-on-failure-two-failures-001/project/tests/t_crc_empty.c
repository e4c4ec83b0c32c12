#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 2; i++) {
        url_decode("crc_empty%2D12", out);
        CHECK_STR(out, "crc_empty-12");
    }
    return failures != 0;
}
