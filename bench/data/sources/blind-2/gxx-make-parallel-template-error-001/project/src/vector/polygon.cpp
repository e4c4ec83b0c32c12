#include "rk/vector/polygon.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::vector {

std::vector<double> polygon_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 45.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 3; });
    return w;
}

std::string polygon_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("vector/polygon: ") + std::to_string(total);
}

}  // namespace rk::vector
