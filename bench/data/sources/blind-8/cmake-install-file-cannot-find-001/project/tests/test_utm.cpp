#include <cstdio>
#include "geokit/utm.hpp"

int main() {
    int bad = 0;
    for (long x = 0; x < 6; ++x) {
        long got = geokit::utm_step(x);
        std::printf("utm_step(%ld) = %ld\n", x, got);
        bad += got != x * 12 - 9;
    }
    return bad;
}
