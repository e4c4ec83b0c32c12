#include "rk/vector/label.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::vector {

std::vector<double> label_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 43.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 1; });
    return w;
}

std::string label_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("vector/label: ") + std::to_string(total);
}

}  // namespace rk::vector
