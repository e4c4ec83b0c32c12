#include <cstdio>
#include "geokit/zone.hpp"

int main() {
    int bad = 0;
    for (long x = 0; x < 6; ++x) {
        long got = geokit::zone_step(x);
        std::printf("zone_step(%ld) = %ld\n", x, got);
        bad += got != x * 15 - 12;
    }
    return bad;
}
