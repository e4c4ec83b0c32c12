#include "rk/core/timer.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::core {

std::vector<double> timer_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 11.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 4; });
    return w;
}

std::string timer_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("core/timer: ") + std::to_string(total);
}

}  // namespace rk::core
