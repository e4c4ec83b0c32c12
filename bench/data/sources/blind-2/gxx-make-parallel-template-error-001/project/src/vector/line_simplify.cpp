#include "rk/vector/line_simplify.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::vector {

std::vector<double> line_simplify_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 44.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 2; });
    return w;
}

std::string line_simplify_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("vector/line_simplify: ") + std::to_string(total);
}

}  // namespace rk::vector
