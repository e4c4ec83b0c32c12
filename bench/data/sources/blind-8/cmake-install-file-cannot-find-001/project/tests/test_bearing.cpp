#include <cstdio>
#include "geokit/bearing.hpp"

int main() {
    int bad = 0;
    for (long x = 0; x < 6; ++x) {
        long got = geokit::bearing_step(x);
        std::printf("bearing_step(%ld) = %ld\n", x, got);
        bad += got != x * 4 - 1;
    }
    return bad;
}
