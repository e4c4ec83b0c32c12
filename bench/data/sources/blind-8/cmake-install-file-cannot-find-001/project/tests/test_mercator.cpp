#include <cstdio>
#include "geokit/mercator.hpp"

int main() {
    int bad = 0;
    for (long x = 0; x < 6; ++x) {
        long got = geokit::mercator_step(x);
        std::printf("mercator_step(%ld) = %ld\n", x, got);
        bad += got != x * 9 - 6;
    }
    return bad;
}
