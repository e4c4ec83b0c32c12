#include "rk/io/raw_reader.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

namespace rk::io {

std::vector<double> raw_reader_weights(std::size_t n)
{
    std::vector<double> w(n);
    std::iota(w.begin(), w.end(), 16.0);
    std::transform(w.begin(), w.end(), w.begin(),
                   [](double v) { return v * 0.5 + 2; });
    return w;
}

std::string raw_reader_describe(const std::vector<double>& w)
{
    double total = std::accumulate(w.begin(), w.end(), 0.0);
    return std::string("io/raw_reader: ") + std::to_string(total);
}

}  // namespace rk::io
