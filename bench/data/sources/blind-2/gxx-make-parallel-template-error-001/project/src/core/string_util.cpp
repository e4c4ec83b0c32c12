#include "rk/core/string_util.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::core {

std::vector<double> string_util_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 10.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 3; });
    return w;
}

std::string string_util_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("core/string_util: ") + std::to_string(total);
}

}  // namespace rk::core
