#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::ops {
std::vector<double> hillshade_weights(std::size_t n, int quality);
std::string hillshade_describe(const std::vector<double>& w);
}  // namespace rk::ops
