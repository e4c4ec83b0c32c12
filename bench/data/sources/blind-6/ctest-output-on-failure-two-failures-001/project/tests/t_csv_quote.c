#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    for (int i = 0; i < 3; i++) {
        url_decode("csv_quote%2D17", out);
        CHECK_STR(out, "csv_quote-17");
    }
    return failures != 0;
}
