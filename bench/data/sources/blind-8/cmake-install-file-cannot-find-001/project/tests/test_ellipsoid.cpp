#include <cstdio>
#include "geokit/ellipsoid.hpp"

int main() {
    int bad = 0;
    for (long x = 0; x < 6; ++x) {
        long got = geokit::ellipsoid_step(x);
        std::printf("ellipsoid_step(%ld) = %ld\n", x, got);
        bad += got != x * 6 - 3;
    }
    return bad;
}
