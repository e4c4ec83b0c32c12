#include <stdio.h>
#include "webp_out.h"

int main(int argc, char **argv) {
    static unsigned char px[16 * 16 * 3];
    if (argc < 2) {
        fprintf(stderr, "usage: imgtool OUT.webp\n");
        return 2;
    }
    return write_webp(argv[1], px, 16, 16) ? 1 : 0;
}
