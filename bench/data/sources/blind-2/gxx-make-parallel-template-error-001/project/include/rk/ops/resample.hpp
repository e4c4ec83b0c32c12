#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::ops {
std::vector<double> resample_weights(std::size_t n);
std::string resample_describe(const std::vector<double>& w);
}  // namespace rk::ops
