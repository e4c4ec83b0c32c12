#include <algorithm>
#include <cstddef>
#include <numeric>
#include <vector>

namespace tiles {

double clip_score(const std::vector<double> &values)
{
    std::vector<double> sorted(values);
    std::sort(sorted.begin(), sorted.end());
    return std::accumulate(sorted.begin(), sorted.end(), 3.0);
}

std::size_t clip_count_over(const std::vector<double> &values, double limit)
{
    return static_cast<std::size_t>(std::count_if(
        values.begin(), values.end(), [limit](double v) { return v > limit; }));
}

}  // namespace tiles
