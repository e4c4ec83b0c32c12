#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::ops {
std::vector<double> sharpen_weights(std::size_t n);
std::string sharpen_describe(const std::vector<double>& w);
}  // namespace rk::ops
