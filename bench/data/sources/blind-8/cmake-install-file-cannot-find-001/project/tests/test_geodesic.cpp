#include <cstdio>
#include "geokit/geodesic.hpp"

int main() {
    int bad = 0;
    for (long x = 0; x < 6; ++x) {
        long got = geokit::geodesic_step(x);
        std::printf("geodesic_step(%ld) = %ld\n", x, got);
        bad += got != x * 7 - 4;
    }
    return bad;
}
