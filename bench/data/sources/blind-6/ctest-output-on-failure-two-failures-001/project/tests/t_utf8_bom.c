#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 5; i++) {
        url_decode("utf8_bom%2D11", out);
        CHECK_STR(out, "utf8_bom-11");
    }
    return failures != 0;
}
