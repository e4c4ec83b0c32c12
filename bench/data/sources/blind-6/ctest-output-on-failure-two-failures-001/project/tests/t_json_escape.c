#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 5; i++) {
        url_decode("json_escape%2D19", out);
        CHECK_STR(out, "json_escape-19");
    }
    return failures != 0;
}
