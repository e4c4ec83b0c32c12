#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::ops {
std::vector<double> histogram_weights(std::size_t n);
std::string histogram_describe(const std::vector<double>& w);
}  // namespace rk::ops
