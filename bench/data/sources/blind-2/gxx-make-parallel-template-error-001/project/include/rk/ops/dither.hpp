#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::ops {
std::vector<double> dither_weights(std::size_t n, int quality);
std::string dither_describe(const std::vector<double>& w);
}  // namespace rk::ops
