#include "rk/core/log.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::core {

std::vector<double> log_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 7.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 0; });
    return w;
}

std::string log_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("core/log: ") + std::to_string(total);
}

}  // namespace rk::core
