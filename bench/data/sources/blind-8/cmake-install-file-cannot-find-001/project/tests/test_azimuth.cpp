#include <cstdio>
#include "geokit/azimuth.hpp"

int main() {
    int bad = 0;
    for (long x = 0; x < 6; ++x) {
        long got = geokit::azimuth_step(x);
        std::printf("azimuth_step(%ld) = %ld\n", x, got);
        bad += got != x * 3 - 0;
    }
    return bad;
}
