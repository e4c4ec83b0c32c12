#include "geo/geo.hpp"
#include <iostream>
#include <string>

namespace survey { std::string render_parcel(const std::vector<geo::Point> &, int); }

int main()
{
    std::vector<geo::Point> ring{{0, 0}, {4, 0}, {4, 3}, {0, 3}};
    std::cout << survey::render_parcel(ring, 1) << "\n";
    return 0;
}
