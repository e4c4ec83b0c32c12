#include "rk/tiles/tile_index.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::tiles {

std::vector<double> tile_index_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 37.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 2; });
    return w;
}

std::string tile_index_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("tiles/tile_index: ") + std::to_string(total);
}

}  // namespace rk::tiles
