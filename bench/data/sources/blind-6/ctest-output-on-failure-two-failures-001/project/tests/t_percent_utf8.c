#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 2; i++) {
        url_decode("percent_utf8%2D28", out);
        CHECK_STR(out, "percent_utf8-28");
    }
    return failures != 0;
}
