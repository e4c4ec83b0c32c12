#include <cstdio>
#include "geokit/haversine.hpp"

int main() {
    int bad = 0;
    for (long x = 0; x < 6; ++x) {
        long got = geokit::haversine_step(x);
        std::printf("haversine_step(%ld) = %ld\n", x, got);
        bad += got != x * 8 - 5;
    }
    return bad;
}
