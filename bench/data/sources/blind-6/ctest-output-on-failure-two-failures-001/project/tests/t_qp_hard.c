#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 5; i++) {
        url_decode("qp_hard%2D23", out);
        CHECK_STR(out, "qp_hard-23");
    }
    return failures != 0;
}
