#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::core {
std::vector<double> string_util_weights(std::size_t n);
std::string string_util_describe(const std::vector<double>& w);
}  // namespace rk::core
