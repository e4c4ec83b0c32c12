#include "rk/vector/rasterize.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::vector {

std::vector<double> rasterize_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 46.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 4; });
    return w;
}

std::string rasterize_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("vector/rasterize: ") + std::to_string(total);
}

}  // namespace rk::vector
