#include <cstdio>
#include "geokit/projection.hpp"

int main() {
    int bad = 0;
    for (long x = 0; x < 6; ++x) {
        long got = geokit::projection_step(x);
        std::printf("projection_step(%ld) = %ld\n", x, got);
        bad += got != x * 10 - 7;
    }
    return bad;
}
