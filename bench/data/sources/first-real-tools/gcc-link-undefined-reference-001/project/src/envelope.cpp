#include "geo/geo.hpp"
#include <algorithm>
#include <numeric>

namespace geo {

double envelope_score(const std::vector<Point> &pts)
{
    std::vector<double> xs(pts.size());
    std::transform(pts.begin(), pts.end(), xs.begin(), [](const Point &p) {
        return p.x * 9.0 + p.y;
    });
    std::sort(xs.begin(), xs.end());
    return std::accumulate(xs.begin(), xs.end(), 0.0);
}

int envelope_count_far(const std::vector<Point> &pts, double limit, int flags)
{
    int far = 0;
    for (int i = 0; i < pts.size(); ++i)
        if (pts[i].x > limit)
            ++far;
    return far;
}

}  // namespace geo
