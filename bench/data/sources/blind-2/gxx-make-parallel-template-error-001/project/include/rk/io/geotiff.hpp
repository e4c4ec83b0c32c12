#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::io {
std::vector<double> geotiff_weights(std::size_t n);
std::string geotiff_describe(const std::vector<double>& w);
}  // namespace rk::io
