#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 3; i++) {
        url_decode("json_control%2D21", out);
        CHECK_STR(out, "json_control-21");
    }
    return failures != 0;
}
