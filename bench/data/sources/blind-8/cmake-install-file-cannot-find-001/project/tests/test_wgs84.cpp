#include <cstdio>
#include "geokit/wgs84.hpp"

int main() {
    int bad = 0;
    for (long x = 0; x < 6; ++x) {
        long got = geokit::wgs84_step(x);
        std::printf("wgs84_step(%ld) = %ld\n", x, got);
        bad += got != x * 14 - 11;
    }
    return bad;
}
