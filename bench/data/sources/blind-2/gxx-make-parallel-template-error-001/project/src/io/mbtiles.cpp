#include "rk/io/mbtiles.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::io {

std::vector<double> mbtiles_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 14.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 0; });
    return w;
}

std::string mbtiles_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("io/mbtiles: ") + std::to_string(total);
}

}  // namespace rk::io
