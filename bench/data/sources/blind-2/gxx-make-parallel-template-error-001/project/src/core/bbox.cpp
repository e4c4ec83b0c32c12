#include "rk/core/bbox.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::core {

std::vector<double> bbox_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 1.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 1; });
    return w;
}

std::string bbox_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("core/bbox: ") + std::to_string(total);
}

}  // namespace rk::core
