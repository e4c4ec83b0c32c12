#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::io {
std::vector<double> mbtiles_weights(std::size_t n);
std::string mbtiles_describe(const std::vector<double>& w);
}  // namespace rk::io
