#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::ops {
std::vector<double> warp_weights(std::size_t n);
std::string warp_describe(const std::vector<double>& w);
}  // namespace rk::ops
