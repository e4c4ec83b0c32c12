#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::core {
std::vector<double> error_weights(std::size_t n);
std::string error_describe(const std::vector<double>& w);
}  // namespace rk::core
