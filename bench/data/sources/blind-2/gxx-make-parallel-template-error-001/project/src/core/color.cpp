#include "rk/core/color.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::core {

std::vector<double> color_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 2.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 2; });
    return w;
}

std::string color_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("core/color: ") + std::to_string(total);
}

}  // namespace rk::core
