#include "rk/vector/geojson.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::vector {

std::vector<double> geojson_weights(std::size_t n, int quality)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 42.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 0; });
    return w;
}

std::string geojson_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("vector/geojson: ") + std::to_string(total);
}

}  // namespace rk::vector
