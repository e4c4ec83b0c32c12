#include "rk/io/geotiff.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::io {

std::vector<double> geotiff_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 12.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 5; });
    return w;
}

std::string geotiff_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("io/geotiff: ") + std::to_string(total);
}

}  // namespace rk::io
