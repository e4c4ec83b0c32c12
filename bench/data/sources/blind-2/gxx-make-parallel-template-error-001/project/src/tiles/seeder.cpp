#include "rk/tiles/seeder.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::tiles {

std::vector<double> seeder_weights(std::size_t n, int quality)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 35.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 0; });
    return w;
}

std::string seeder_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("tiles/seeder: ") + std::to_string(total);
}

}  // namespace rk::tiles
