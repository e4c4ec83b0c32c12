#include "rk/ops/warp.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::ops {

std::vector<double> warp_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 32.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 4; });
    return w;
}

std::string warp_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("ops/warp: ") + std::to_string(total);
}

}  // namespace rk::ops
