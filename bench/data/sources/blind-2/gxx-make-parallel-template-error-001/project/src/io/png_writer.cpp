#include "rk/io/png_writer.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::io {

std::vector<double> png_writer_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 15.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 1; });
    return w;
}

std::string png_writer_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("io/png_writer: ") + std::to_string(total);
}

}  // namespace rk::io
