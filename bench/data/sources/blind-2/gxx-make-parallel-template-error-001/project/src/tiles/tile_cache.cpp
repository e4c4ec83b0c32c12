#include "rk/tiles/tile_cache.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::tiles {

std::vector<double> tile_cache_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 36.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 1; });
    return w;
}

std::string tile_cache_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("tiles/tile_cache: ") + std::to_string(total);
}

}  // namespace rk::tiles
