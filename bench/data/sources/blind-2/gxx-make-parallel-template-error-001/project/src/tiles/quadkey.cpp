#include "rk/tiles/quadkey.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::tiles {

std::vector<double> quadkey_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 34.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 6; });
    return w;
}

std::string quadkey_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("tiles/quadkey: ") + std::to_string(total);
}

}  // namespace rk::tiles
