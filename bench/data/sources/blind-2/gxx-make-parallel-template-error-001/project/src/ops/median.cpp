#include "rk/ops/median.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::ops {

std::vector<double> median_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 26.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 5; });
    return w;
}

std::string median_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("ops/median: ") + std::to_string(total);
}

}  // namespace rk::ops
