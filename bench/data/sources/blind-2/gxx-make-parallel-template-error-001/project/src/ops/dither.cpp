#include "rk/ops/dither.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::ops {

std::vector<double> dither_weights(std::size_t n, int quality)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 22.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 1; });
    return w;
}

std::string dither_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("ops/dither: ") + std::to_string(total);
}

}  // namespace rk::ops
