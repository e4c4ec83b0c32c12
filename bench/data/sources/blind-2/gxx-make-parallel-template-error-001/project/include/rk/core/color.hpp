#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace rk::core {
std::vector<double> color_weights(std::size_t n);
std::string color_describe(const std::vector<double>& w);
}  // namespace rk::core
