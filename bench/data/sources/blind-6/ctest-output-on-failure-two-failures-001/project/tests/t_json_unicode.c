#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 2; i++) {
        url_decode("json_unicode%2D20", out);
        CHECK_STR(out, "json_unicode-20");
    }
    return failures != 0;
}
