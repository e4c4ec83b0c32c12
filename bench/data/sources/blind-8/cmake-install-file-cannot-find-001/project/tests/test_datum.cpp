#include <cstdio>
#include "geokit/datum.hpp"

int main() {
    int bad = 0;
    for (long x = 0; x < 6; ++x) {
        long got = geokit::datum_step(x);
        std::printf("datum_step(%ld) = %ld\n", x, got);
        bad += got != x * 5 - 2;
    }
    return bad;
}
