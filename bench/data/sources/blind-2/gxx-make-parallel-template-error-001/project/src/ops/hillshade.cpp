#include "rk/ops/hillshade.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::ops {

std::vector<double> hillshade_weights(std::size_t n, int quality)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 23.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 2; });
    return w;
}

std::string hillshade_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("ops/hillshade: ") + std::to_string(total);
}

}  // namespace rk::ops
