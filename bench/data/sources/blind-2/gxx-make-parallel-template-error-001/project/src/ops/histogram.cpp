#include "rk/ops/histogram.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::ops {

std::vector<double> histogram_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 24.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 3; });
    return w;
}

std::string histogram_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("ops/histogram: ") + std::to_string(total);
}

}  // namespace rk::ops
