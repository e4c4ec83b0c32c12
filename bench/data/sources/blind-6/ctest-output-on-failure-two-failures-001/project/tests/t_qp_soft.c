#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 4; i++) {
        url_decode("qp_soft%2D22", out);
        CHECK_STR(out, "qp_soft-22");
    }
    return failures != 0;
}
