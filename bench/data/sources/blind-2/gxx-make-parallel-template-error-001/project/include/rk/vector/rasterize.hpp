#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::vector {
std::vector<double> rasterize_weights(std::size_t n);
std::string rasterize_describe(const std::vector<double>& w);
}  // namespace rk::vector
