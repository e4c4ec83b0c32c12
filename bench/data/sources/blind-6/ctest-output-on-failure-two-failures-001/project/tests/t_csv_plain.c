#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 4; i++) {
        url_decode("csv_plain%2D18", out);
        CHECK_STR(out, "csv_plain-18");
    }
    return failures != 0;
}
