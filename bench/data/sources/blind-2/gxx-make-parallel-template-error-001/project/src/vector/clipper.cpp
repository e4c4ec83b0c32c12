#include "rk/vector/clipper.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::vector {

std::vector<double> clipper_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 41.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 6; });
    return w;
}

std::string clipper_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("vector/clipper: ") + std::to_string(total);
}

}  // namespace rk::vector
