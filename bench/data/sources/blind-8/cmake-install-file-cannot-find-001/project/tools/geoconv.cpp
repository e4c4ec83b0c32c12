#include <cstdio>
#include "geokit/utm.hpp"
int main() { std::printf("%ld\n", geokit::utm_step(4)); return 0; }
