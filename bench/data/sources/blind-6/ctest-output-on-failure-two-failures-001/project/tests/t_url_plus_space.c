#include "check.h"
#include "codec.h"

int main(void) {
    char out[64];
    url_decode("a%20b", out);
    CHECK_STR(out, "a b");
    url_decode("q=red+shoes", out);
    CHECK_STR(out, "q=red shoes");
    return failures != 0;
}
