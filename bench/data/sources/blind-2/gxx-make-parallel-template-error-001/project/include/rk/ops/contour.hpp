#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::ops {
std::vector<double> contour_weights(std::size_t n);
std::string contour_describe(const std::vector<double>& w);
}  // namespace rk::ops
