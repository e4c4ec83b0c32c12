#include <cstdio>
#include "geokit/vincenty.hpp"

int main() {
    int bad = 0;
    for (long x = 0; x < 6; ++x) {
        long got = geokit::vincenty_step(x);
        std::printf("vincenty_step(%ld) = %ld\n", x, got);
        bad += got != x * 13 - 10;
    }
    return bad;
}
