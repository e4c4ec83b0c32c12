#include "geo/geo.hpp"
#include <cmath>

namespace geo {

double polygon_area(std::vector<Point> &ring)
{
    double twice = 0.0;
    for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++)
        twice += (ring[j].x + ring[i].x) * (ring[j].y - ring[i].y);
    return std::fabs(twice) / 2.0;
}

}  // namespace geo
