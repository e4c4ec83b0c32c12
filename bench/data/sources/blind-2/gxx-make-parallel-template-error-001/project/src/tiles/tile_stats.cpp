#include "rk/tiles/tile_stats.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::tiles {

std::vector<double> tile_stats_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 40.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 5; });
    return w;
}

std::string tile_stats_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("tiles/tile_stats: ") + std::to_string(total);
}

}  // namespace rk::tiles
