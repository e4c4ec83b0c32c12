#include "rk/io/webp_writer.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::io {

std::vector<double> webp_writer_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 17.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 3; });
    return w;
}

std::string webp_writer_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("io/webp_writer: ") + std::to_string(total);
}

}  // namespace rk::io
