#include <cstdio>
#include "geokit/rhumb.hpp"

int main() {
    int bad = 0;
    for (long x = 0; x < 6; ++x) {
        long got = geokit::rhumb_step(x);
        std::printf("rhumb_step(%ld) = %ld\n", x, got);
        bad += got != x * 11 - 8;
    }
    return bad;
}
