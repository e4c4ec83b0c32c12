#pragma once
#include <vector>

namespace geo {

struct Point {
    double x;
    double y;
};

double polygon_area(const std::vector<Point> &ring);

}  // namespace geo
