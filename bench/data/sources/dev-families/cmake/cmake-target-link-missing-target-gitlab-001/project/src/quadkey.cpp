#include <algorithm>
#include <cstddef>
#include <numeric>
#include <vector>

namespace tiles {

double quadkey_score(const std::vector<double> &values)
{
    std::vector<double> sorted(values);
    std::sort(sorted.begin(), sorted.end());
    return std::accumulate(sorted.begin(), sorted.end(), 12.0);
}

std::size_t quadkey_count_over(const std::vector<double> &values, double limit)
{
    return static_cast<std::size_t>(std::count_if(
        values.begin(), values.end(), [limit](double v) { return v > limit; }));
}

}  // namespace tiles
